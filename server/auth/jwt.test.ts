import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { JwtError, signJwt, verifyJwt, type AccessClaims } from './jwt.js';

const key = { kid: 'k1', secret: Buffer.alloc(32, 7) };
const other = { kid: 'k2', secret: Buffer.alloc(32, 9) };
const keys = new Map([
  [key.kid, key.secret],
  [other.kid, other.secret],
]);
const T0 = Date.UTC(2026, 0, 1) / 1000;

function claims(over: Partial<AccessClaims> = {}): AccessClaims {
  return {
    iss: 'vigil',
    sub: 'appID:vigil:geo:local:clientName:a',
    role: 'admin',
    gks: ['s1'],
    scope: 'biosec.audio',
    jti: 'j',
    iat: T0,
    exp: T0 + 900,
    ...over,
  };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const hs256 = (secret: Buffer, input: string) => createHmac('sha256', secret).update(input).digest('base64url');

function verify(token: string, clock = new ManualClock(T0 * 1000)) {
  return verifyJwt(token, { keyFor: (kid) => keys.get(kid), clock });
}

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof JwtError) return err.reason;
    throw err;
  }
  return 'accepted';
}

describe('jwt', () => {
  it('round-trips claims signed with a known key', () => {
    const c = claims();
    expect(verify(signJwt(c, key))).toEqual(c);
    expect(verify(signJwt(c, other)).sub).toBe(c.sub);
  });

  it('rejects a forged signature and a tampered payload', () => {
    const token = signJwt(claims(), key);
    const [h, , s] = token.split('.');
    expect(reason(() => verify(`${h}.${b64(claims({ role: 'admin', gks: ['evil'] }))}.${s}`))).toBe('signature');
    const forged = `${h}.${b64(claims())}`;
    expect(reason(() => verify(`${forged}.${hs256(Buffer.alloc(32, 1), forged)}`))).toBe('signature');
    expect(reason(() => verify(`${h}.${b64(claims())}.`))).toBe('signature');
  });

  it('rejects alg none and any other algorithm', () => {
    const none = `${b64({ alg: 'none', kid: 'k1' })}.${b64(claims())}.`;
    expect(reason(() => verify(none))).toBe('algorithm');
    const hs512 = `${b64({ alg: 'HS512', kid: 'k1' })}.${b64(claims())}`;
    expect(reason(() => verify(`${hs512}.${hs256(key.secret, hs512)}`))).toBe('algorithm');
    const noAlg = `${b64({ kid: 'k1' })}.${b64(claims())}`;
    expect(reason(() => verify(`${noAlg}.${hs256(key.secret, noAlg)}`))).toBe('algorithm');
  });

  it('rejects a token signed under an unknown or missing kid, or one kid claiming another key', () => {
    expect(reason(() => verify(signJwt(claims(), { kid: 'k9', secret: key.secret })))).toBe('unknown_key');
    const noKid = `${b64({ alg: 'HS256' })}.${b64(claims())}`;
    expect(reason(() => verify(`${noKid}.${hs256(key.secret, noKid)}`))).toBe('unknown_key');
    // Signed with k2's secret but naming k1.
    expect(reason(() => verify(signJwt(claims(), { kid: 'k1', secret: other.secret })))).toBe('signature');
  });

  it('rejects expired tokens after the skew allowance, not before', () => {
    const token = signJwt(claims(), key);
    const clock = new ManualClock((T0 + 900) * 1000);
    expect(verify(token, clock).jti).toBe('j');
    clock.advance(29_000);
    expect(verify(token, clock).jti).toBe('j');
    clock.advance(1_000);
    expect(reason(() => verify(token, clock))).toBe('expired');
  });

  it('rejects tokens not valid yet (nbf or iat in the future beyond skew)', () => {
    const clock = new ManualClock(T0 * 1000);
    expect(reason(() => verify(signJwt(claims({ nbf: T0 + 60 }), key), clock))).toBe('not_yet_valid');
    expect(reason(() => verify(signJwt(claims({ iat: T0 + 60, exp: T0 + 960 }), key), clock))).toBe('not_yet_valid');
    expect(verify(signJwt(claims({ nbf: T0 + 10 }), key), clock).nbf).toBe(T0 + 10);
  });

  it('rejects a validly signed token claiming a lifetime longer than 900 s (#13)', () => {
    const clock = new ManualClock(T0 * 1000);
    // Signed with a real key: only the lifetime check stands between it and ten years of access.
    const decade = signJwt(claims({ exp: T0 + 10 * 365 * 86_400 }), key);
    expect(reason(() => verify(decade, clock))).toBe('lifetime');
    expect(reason(() => verify(signJwt(claims({ exp: T0 + 901 }), key), clock))).toBe('lifetime');
    expect(reason(() => verify(signJwt(claims({ iat: T0 - 10_000, exp: T0 + 60 }), key), clock))).toBe('lifetime');
    expect(verify(signJwt(claims({ exp: T0 + 900 }), key), clock).exp).toBe(T0 + 900);
    expect(
      verifyJwt(signJwt(claims({ exp: T0 + 60 }), key), {
        keyFor: (kid) => keys.get(kid),
        clock,
        maxLifetimeSeconds: 60,
      }).exp,
    ).toBe(T0 + 60);
  });

  it('rejects malformed tokens and missing claims', () => {
    expect(reason(() => verify('abc'))).toBe('malformed');
    expect(reason(() => verify('a.b.c.d'))).toBe('malformed');
    expect(reason(() => verify('!!.e30.x'))).toBe('malformed');
    expect(reason(() => verify(`${b64([1])}.e30.x`))).toBe('malformed');
    const { exp: _exp, ...noExp } = claims();
    expect(reason(() => verify(signJwt(noExp as AccessClaims, key)))).toBe('claims');
    expect(reason(() => verify(signJwt(claims({ iss: 'someone' }), key)))).toBe('claims');
    expect(reason(() => verify(signJwt(claims({ gks: 'x' as unknown as string[] }), key)))).toBe('claims');
    expect(reason(() => verify(signJwt(claims({ cv: 'x' as unknown as number }), key)))).toBe('claims');
    expect(verify(signJwt(claims({ cv: 42 }), key)).cv).toBe(42);
  });
});
