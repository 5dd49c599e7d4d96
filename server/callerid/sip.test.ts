import { describe, expect, it } from 'vitest';
import { SipParseError, parseInvite, parseNameAddr } from './sip.js';
import { invite, passport } from './sip.testkit.js';

describe('parseInvite', () => {
  it('reads the request line, headers, body and From/To user parts', () => {
    const p = parseInvite(invite());
    expect(p.method).toBe('INVITE');
    expect(p.requestUri).toBe('sip:15557654321@gw.example.net;user=phone');
    expect(p.from?.user).toBe('+15551234567');
    expect(p.to?.user).toBe('+15557654321');
    expect(p.headers.get('cseq')).toEqual(['314159 INVITE']);
    expect(p.body).toContain('v=0');
    expect(p.identity).toEqual({ state: 'absent' });
  });

  it('expands compact header names', () => {
    const p = parseInvite(invite({ compact: true }));
    expect(p.from?.user).toBe('+15551234567');
    expect(p.headers.get('call-id')).toEqual(['a84b4c76e66710@pc33.example.com']);
    expect(p.headers.has('f')).toBe(false);
  });

  it('joins folded header lines', () => {
    const raw = invite().replace(
      'To: <sip:+15557654321@gw.example.net;user=phone>',
      'To:\r\n  <sip:+15557654321@gw.example.net;user=phone>\r\n\t;tag=abc',
    );
    const p = parseInvite(raw);
    expect(p.headers.get('to')).toEqual(['<sip:+15557654321@gw.example.net;user=phone> ;tag=abc']);
    expect(p.to?.user).toBe('+15557654321');
  });

  it('reads tel: URIs and lists of P-Asserted-Identity', () => {
    const p = parseInvite(
      invite({ pai: '"Caller, Inc" <sip:+15551234567@carrier.example.com>, <tel:+1-555-123-4567;phone-context=x>' }),
    );
    expect(p.pAssertedIdentities.map((u) => [u.scheme, u.user])).toEqual([
      ['sip', '+15551234567'],
      ['tel', '+1-555-123-4567'],
    ]);
    expect(parseNameAddr('tel:+15551234567;tag=1')).toEqual({
      scheme: 'tel',
      user: '+15551234567',
      raw: 'tel:+15551234567',
    });
    expect(parseNameAddr('sips:%2B1555@x.org')?.user).toBe('+1555');
    expect(parseNameAddr('sip:gw.example.net')?.user).toBeUndefined();
  });

  it.each(['A', 'B', 'C'])('decodes a PASSporT with attestation %s', (attest) => {
    const p = parseInvite(invite({ identity: passport({ attest, orig: '15551234567', iat: 1767225600 }) }));
    expect(p.identity.state).toBe('present');
    if (p.identity.state !== 'present') return;
    expect(p.identity.passport).toMatchObject({
      attest,
      origTn: '15551234567',
      destTns: ['15557654321'],
      iat: 1767225600,
      ppt: 'shaken',
      alg: 'ES256',
    });
  });

  it('reports a malformed Identity without refusing the INVITE', () => {
    expect(parseInvite(invite({ identity: 'not-a-jwt' })).identity.state).toBe('malformed');
    expect(parseInvite(invite({ identity: 'e30.bm90IGpzb24.sig' })).identity).toMatchObject({ state: 'malformed' });
  });

  it.each([
    ['empty', ''],
    ['a response', 'SIP/2.0 200 OK\r\nFrom: <sip:a@b>\r\nTo: <sip:c@d>\r\n\r\n'],
    ['another method', 'BYE sip:a@b SIP/2.0\r\nFrom: <sip:a@b>\r\nTo: <sip:c@d>\r\n\r\n'],
    ['no From', 'INVITE sip:a@b SIP/2.0\r\nTo: <sip:c@d>\r\n\r\n'],
    ['a broken header line', 'INVITE sip:a@b SIP/2.0\r\nFrom <sip:a@b>\r\nTo: <sip:c@d>\r\n\r\n'],
    ['a leading continuation line', 'INVITE sip:a@b SIP/2.0\r\n  x\r\nFrom: <sip:a@b>\r\nTo: <sip:c@d>\r\n\r\n'],
    ['a bad Content-Length', 'INVITE sip:a@b SIP/2.0\r\nFrom: <sip:a@b>\r\nTo: <sip:c@d>\r\nl: ten\r\n\r\n'],
  ])('refuses %s', (_name, raw) => {
    expect(() => parseInvite(raw)).toThrow(SipParseError);
  });
});
