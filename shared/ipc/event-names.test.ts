import { describe, expect, it } from 'vitest';
import { EVENT_NAMES as CONTRACT_EVENTS } from './contract.js';
import { EVENT_NAMES } from './event-names.js';

describe('the renderer’s list of event names', () => {
  it('names the same events as the contract', () => {
    expect([...EVENT_NAMES]).toEqual(CONTRACT_EVENTS);
  });
});
