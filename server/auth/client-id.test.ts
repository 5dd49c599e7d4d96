import { describe, expect, it } from 'vitest';
import { ClientIdError, formatClientId, normalizeClientId, parseClientId } from './client-id.js';

describe('client IDs', () => {
  it('formats and parses appID:<app>:geo:<geo>:clientName:<name>', () => {
    const id = formatClientId({ app: 'vigil', geo: 'eu-1', name: 'analyst.one' });
    expect(id).toBe('appID:vigil:geo:eu-1:clientName:analyst.one');
    expect(parseClientId(id)).toEqual({ app: 'vigil', geo: 'eu-1', name: 'analyst.one' });
  });

  it('accepts %3A (either case) for the colons', () => {
    expect(normalizeClientId('appID%3Avigil%3ageo%3Alocal%3AclientName%3Abob')).toBe(
      'appID:vigil:geo:local:clientName:bob',
    );
  });

  it.each([
    'vigil:local:bob',
    'appID:vigil:geo:local:clientName:',
    'appID:vigil:geo:local:clientName:a:b',
    'appid:vigil:geo:local:clientName:bob',
    'appID:vigil:region:local:clientName:bob',
    'appID:vi gil:geo:local:clientName:bob',
    'appID:vigil:geo:local:clientName:-bob',
    'appID:vigil:geo:local:clientName:bob%2F',
  ])('rejects %s', (raw) => {
    expect(() => parseClientId(raw)).toThrow(ClientIdError);
    expect(normalizeClientId(raw)).toBeUndefined();
  });

  it('refuses parts with colons or odd characters when formatting, naming the part', () => {
    expect(() => formatClientId({ app: 'a:b', geo: 'local', name: 'x' })).toThrow(/app must be/);
    expect(() => formatClientId({ app: 'a', geo: 'local', name: 'x/y' })).toThrow(/name must be/);
    expect(() => formatClientId({ app: 'a', geo: 'local', name: 'x'.repeat(65) })).toThrow(/name must be/);
  });
});
