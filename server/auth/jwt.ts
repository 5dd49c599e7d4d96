// Compact HS256 JSON Web Tokens with node:crypto only. Verification is strict: the header must say
// HS256 and name a known key, the signature is compared in constant time, and exp/nbf/iat are
// checked against the injected clock with a small allowance for skew between servers.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../wire/clock.js';

export const JWT_ISSUER = 'vigil';
/** Seconds of clock difference tolerated on exp, nbf and iat. */
export const DEFAULT_SKEW_SECONDS = 30;
/** The longest lifetime (exp − iat) a token may claim; the token service issues 900 s tokens. */
const MAX_TOKEN_LIFETIME_SECONDS = 900;

export interface SigningKey {
  kid: string;
  secret: Buffer;
}

export interface AccessClaims {
  iss: string;
  /** Client ID. */
  sub: string;
  role: string;
  /** Gatekeeper scope IDs. */
  gks: string[];
  /** Space-separated OAuth scopes. */
  scope: string;
  jti: string;
  /** Epoch seconds. */
  iat: number;
  exp: number;
  nbf?: number;
  /** The client's token version when issued (clients.token_version); later revocations refuse it. */
  cv?: number;
}

export type JwtFailure =
  'malformed' | 'algorithm' | 'unknown_key' | 'signature' | 'expired' | 'not_yet_valid' | 'lifetime' | 'claims';

export class JwtError extends Error {
  constructor(
    readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const B64URL_RE = /^[A-Za-z0-9_-]*$/;

function hmac(secret: Buffer, input: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: AccessClaims, key: SigningKey): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.kid }));
  const payload = b64url(JSON.stringify(claims));
  const input = `${header}.${payload}`;
  return `${input}.${b64url(hmac(key.secret, input))}`;
}

function decodeJson(part: string, what: string): Record<string, unknown> {
  if (!B64URL_RE.test(part)) throw new JwtError('malformed', `the token's ${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', `the token's ${what} is not JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new JwtError('malformed', `the token's ${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

export interface VerifyOptions {
  /** Looks a signing key up by its `kid`. */
  keyFor(kid: string): Buffer | undefined;
  clock: Clock;
  skewSeconds?: number;
  issuer?: string;
  /** Tokens claiming a longer lifetime (exp − iat) are refused; default MAX_TOKEN_LIFETIME_SECONDS. */
  maxLifetimeSeconds?: number;
}

/** Verifies signature, algorithm and time claims; returns the claims or throws JwtError. */
export function verifyJwt(token: string, opts: VerifyOptions): AccessClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'the token is not a compact JWT (three dot-separated parts)');
  const [h, p, s] = parts as [string, string, string];
  const header = decodeJson(h, 'header');
  if (header.alg !== 'HS256')
    throw new JwtError('algorithm', `the token's algorithm ${JSON.stringify(header.alg)} is not accepted`);
  if (typeof header.kid !== 'string' || !header.kid)
    throw new JwtError('unknown_key', 'the token names no signing key (kid)');
  const secret = opts.keyFor(header.kid);
  if (!secret) throw new JwtError('unknown_key', 'the token was signed with a key this server does not know');
  if (!B64URL_RE.test(s)) throw new JwtError('malformed', "the token's signature is not base64url");
  const given = Buffer.from(s, 'base64url');
  const expected = hmac(secret, `${h}.${p}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'the token signature is invalid');
  }

  const claims = decodeJson(p, 'payload');
  const now = opts.clock.now().getTime() / 1000;
  const skew = opts.skewSeconds ?? DEFAULT_SKEW_SECONDS;
  const num = (k: string) =>
    typeof claims[k] === 'number' && Number.isFinite(claims[k]) ? (claims[k] as number) : undefined;
  const exp = num('exp');
  const iat = num('iat');
  const nbf = num('nbf');
  if (exp === undefined || iat === undefined) throw new JwtError('claims', 'the token lacks exp or iat');
  if (now >= exp + skew) throw new JwtError('expired', 'the token has expired');
  if (nbf !== undefined && now + skew < nbf) throw new JwtError('not_yet_valid', 'the token is not valid yet');
  if (now + skew < iat) throw new JwtError('not_yet_valid', 'the token was issued in the future');
  // A token signed with a leaked or misused key must not outlive the lifetime this server issues.
  const maxLifetime = opts.maxLifetimeSeconds ?? MAX_TOKEN_LIFETIME_SECONDS;
  if (exp - iat > maxLifetime || exp < iat)
    throw new JwtError('lifetime', `the token claims a lifetime longer than ${maxLifetime} seconds`);
  if (claims.iss !== (opts.issuer ?? JWT_ISSUER)) throw new JwtError('claims', 'the token was issued by someone else');
  const { sub, role, gks, scope, jti } = claims;
  const cv = num('cv');
  if (claims.cv !== undefined && (cv === undefined || !Number.isSafeInteger(cv)))
    throw new JwtError('claims', 'the token has a malformed client version (cv)');
  if (typeof sub !== 'string' || typeof role !== 'string' || typeof scope !== 'string' || typeof jti !== 'string') {
    throw new JwtError('claims', 'the token lacks sub, role, scope or jti');
  }
  if (!Array.isArray(gks) || !gks.every((g) => typeof g === 'string'))
    throw new JwtError('claims', 'the token has no gks list');
  return {
    iss: claims.iss as string,
    sub,
    role,
    gks: gks as string[],
    scope,
    jti,
    iat,
    exp,
    ...(nbf !== undefined ? { nbf } : {}),
    ...(cv !== undefined ? { cv } : {}),
  };
}
