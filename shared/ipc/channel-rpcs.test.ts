import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES as CONTRACT_EVENTS, rpcsOf } from './contract.js';
import { CHANNEL_RPCS, channelRpcs } from './channel-rpcs.js';
import { EVENT_NAMES } from './event-names.js';

describe('the renderer’s copy of the contract’s RPCs and events', () => {
  it('names the same RPCs as the contract for every channel', () => {
    const drift = CHANNELS.filter((c) => JSON.stringify(channelRpcs(c)) !== JSON.stringify(rpcsOf(c)));
    expect(drift).toEqual([]);
  });

  it('has no channel the contract does not have', () => {
    expect(Object.keys(CHANNEL_RPCS).filter((c) => !(CHANNELS as string[]).includes(c))).toEqual([]);
  });

  it('names the same events', () => {
    expect([...EVENT_NAMES]).toEqual(CONTRACT_EVENTS);
  });
});
