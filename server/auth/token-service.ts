// The OAuth 2.0 client-credentials token endpoint (seed 000 section 5) and bearer-token checks.
// Tokens are HS256 JWTs signed with a key from the database, so every instance on one PostgreSQL
// accepts every other's tokens. `authenticate` never hits the database: the signing keys and each
// client's revocation state are re-read every few seconds (refreshMs), so a key rotation or a
// disabled, rotated or removed client takes effect on every instance within that interval.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Db } from '../db/types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { ROLES, type Principal, type Role } from '../rpc/types.js';
import { unauthenticated } from '../rpc/errors.js';
import { JwtError, signJwt, verifyJwt, JWT_ISSUER, DEFAULT_SKEW_SECONDS, type AccessClaims } from './jwt.js';
import { ensureSigningKeys, readSigningKeys, type KeySet } from './signing-keys.js';
import { RateLimiter, type RateLimit } from './rate-limit.js';
import { clientForToken, readRevocations, verifyClientSecret, type RevocationSnapshot } from './clients.js';
import { normalizeClientId } from './client-id.js';
import { resolveKek, type Kek } from './key-encryption.js';
import {
  pruneAttempts,
  refundAttempt,
  sourceOf,
  takeAttempt,
  type AttemptBucket,
  type BackoffLimit,
} from './attempt-limit.js';
import { OAuthError, invalidRequest, readCredentials, readForm, sendJson, sendOAuthError } from './token-request.js';

/** Per client: a burst of 20 token requests, then 5 a second. Clients should reuse tokens anyway. */
const DEFAULT_TOKEN_RATE: RateLimit = { burst: 20, perSecond: 5 };
/**
 * Per (client ID, source): 10 failed authentications, then waits of 1, 2, 4 ... seconds, at most
 * 15 minutes, forgotten after an hour without attempts. Counted in the database before the secret
 * is checked; a success clears the record. Only that source waits: another source with the right
 * secret is not slowed by it (client IDs are not secret).
 */
const DEFAULT_FAILED_AUTH_LIMIT: BackoffLimit = { free: 10, baseSeconds: 1, maxSeconds: 900, forgetSeconds: 3600 };
/**
 * Per source, across client IDs (someone trying many IDs): looser than per pair, so one client's
 * failures alone can never use it up and lock that source's other clients out.
 */
const DEFAULT_FAILED_AUTH_SOURCE_LIMIT: BackoffLimit = {
  free: 100,
  baseSeconds: 1,
  maxSeconds: 900,
  forgetSeconds: 3600,
};
/** Verified tokens remembered (the map is emptied when full: a bound, not an LRU). */
const VERIFIED_CACHE_SIZE = 10_000;
export const DEFAULT_TOKEN_TTL_SECONDS = 900;
/** How often keys and client revocations are re-read from the database. */
const DEFAULT_REFRESH_MS = 2000;

export interface TokenServiceOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  tokenTtlSeconds?: number;
  rateLimit?: RateLimit;
  /** Failures per (client ID, source) (DEFAULT_FAILED_AUTH_LIMIT). */
  failedAuthLimit?: BackoffLimit;
  /** Failures per source address (DEFAULT_FAILED_AUTH_SOURCE_LIMIT). */
  failedAuthAddressLimit?: BackoffLimit;
  skewSeconds?: number;
  /** Seals the signing keys; default: resolveKek() (VIGIL_KEY_ENCRYPTION_KEY or per process). */
  kek?: Kek;
  /** Re-read keys and revocations this often (ms); 0 turns the timer off (tests call refresh()). */
  refreshMs?: number;
}

export interface TokenSubject {
  clientId: string;
  role: Role;
  gkScopeIds: string[];
  oauthScopes: string[];
  /** The client's token version (clients.token_version); tokens without one skip that check. */
  tokenVersion?: number;
}

export interface IssuedToken {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'bearer';
}

export interface TokenService {
  /** POST /oauth2/token. Always answers; never throws. */
  handleTokenRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** Verifies a bearer token from memory; throws RpcError UNAUTHENTICATED when it is not acceptable. */
  authenticate(token: string): Principal;
  /** Signs a token for a subject without checking credentials (seeding, tests, in-process callers). */
  issueFor(subject: TokenSubject): IssuedToken;
  /**
   * A token for a client with its role, scopes and token version, as the token endpoint would issue
   * it, without a secret: for the server's own use (the embedded server hands the console one per
   * demo client). Undefined for an unknown or disabled client.
   */
  issueForClient(clientId: string): Promise<IssuedToken | undefined>;
  /** Re-reads the signing keys and client revocations now (the timer does so every refreshMs). */
  reloadKeys(): Promise<void>;
  /** Stops the refresh timer and waits for a refresh in progress. */
  close(): Promise<void>;
}

const JWT_MESSAGES: Record<JwtError['reason'], string> = {
  malformed: 'the bearer token is malformed',
  algorithm: 'the bearer token uses an algorithm this server does not accept',
  unknown_key: 'the bearer token was signed with an unknown key; request a new token',
  signature: 'the bearer token signature is invalid',
  expired: 'the bearer token has expired; request a new one from /oauth2/token',
  not_yet_valid: 'the bearer token is not valid yet',
  lifetime: 'the bearer token claims a longer lifetime than this server issues',
  claims: 'the bearer token lacks the claims this server needs',
};

/** Why a well-signed token is refused for its client's sake, or undefined when it is not. */
function revoked(rev: RevocationSnapshot, clientId: string, cv: number | undefined): string | undefined {
  const c = rev.clients.get(clientId);
  if (c) {
    // A version newer than the snapshot was issued after it: the snapshot is behind, not the token.
    if (cv !== undefined && cv > c.tokenVersion) return undefined;
    if (c.disabled) return 'the client of this bearer token is disabled';
    if (cv !== undefined && cv < c.tokenVersion)
      return "the bearer token was revoked (the client's secret was rotated or the client was disabled); request a new one";
    return undefined;
  }
  const removedAt = rev.removed.get(clientId);
  if (removedAt !== undefined && (cv === undefined || cv < removedAt))
    return 'the client of this bearer token was removed';
  // Unknown here: created after the snapshot (its tokens are fine until the next refresh says otherwise).
  return undefined;
}

export async function createTokenService(opts: TokenServiceOptions): Promise<TokenService> {
  const { db, clock } = opts;
  const log = opts.log.child({ component: 'token-service' });
  const ttl = opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  // Issuing throughput per client: per instance, in memory. It protects this instance's CPU, not
  // secrets (failed attempts are limited in the database, across instances).
  const perClient = new RateLimiter(opts.rateLimit ?? DEFAULT_TOKEN_RATE, clock);
  const pairAttempts = opts.failedAuthLimit ?? DEFAULT_FAILED_AUTH_LIMIT;
  const sourceAttempts = opts.failedAuthAddressLimit ?? DEFAULT_FAILED_AUTH_SOURCE_LIMIT;
  const kek = opts.kek ?? resolveKek();
  // Retired keys verify until every token they signed has expired.
  const grace = ttl + (opts.skewSeconds ?? DEFAULT_SKEW_SECONDS) + 60;
  await ensureSigningKeys(db, kek, log);
  let keys: KeySet = await readSigningKeys(db, kek, grace, log);
  let revocations: RevocationSnapshot = await readRevocations(db);
  let lastPrune = 0;

  async function refresh(): Promise<void> {
    const [k, r] = [await readSigningKeys(db, kek, grace, log), await readRevocations(db)];
    if (k.active.kid !== keys.active.kid) log.info('signing key changed', { kid: k.active.kid });
    keys = k;
    revocations = r;
    const now = clock.now();
    if (now.getTime() - lastPrune > 60_000) {
      lastPrune = now.getTime();
      await pruneAttempts(db, [pairAttempts, sourceAttempts], now);
    }
  }
  let refreshing: Promise<void> | undefined;
  const refreshMs = opts.refreshMs ?? DEFAULT_REFRESH_MS;
  const timer =
    refreshMs > 0
      ? setInterval(() => {
          if (refreshing) return;
          refreshing = refresh()
            .catch((err: unknown) => log.warn('reading signing keys and revocations failed', { err: String(err) }))
            .finally(() => (refreshing = undefined));
        }, refreshMs)
      : undefined;
  timer?.unref();

  function issueFor(subject: TokenSubject): IssuedToken {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const scope = subject.oauthScopes.join(' ');
    const claims: AccessClaims = {
      iss: JWT_ISSUER,
      sub: subject.clientId,
      role: subject.role,
      gks: subject.gkScopeIds,
      scope,
      jti: randomUUID(),
      iat,
      exp: iat + ttl,
      ...(subject.tokenVersion !== undefined ? { cv: subject.tokenVersion } : {}),
    };
    return { access_token: signJwt(claims, keys.active), expires_in: ttl, scope, token_type: 'bearer' };
  }

  // Tokens whose signature and claims were verified, by their text: a hit skips the HMAC and the
  // JSON parsing, nothing else. The entry holds the key set it was verified under, so a key reload
  // (rotation, retirement) makes every entry verify afresh; the time claims are checked again on
  // every use; role and revocation checks below run on every call, cached or not.
  const verified = new Map<string, { claims: AccessClaims; keys: KeySet }>();
  const skewSeconds = opts.skewSeconds ?? DEFAULT_SKEW_SECONDS;
  const stillInTime = (c: AccessClaims): boolean => {
    const now = clock.now().getTime() / 1000;
    return (
      now < c.exp + skewSeconds && now + skewSeconds >= c.iat && (c.nbf === undefined || now + skewSeconds >= c.nbf)
    );
  };

  function authenticate(token: string): Principal {
    if (!token) throw unauthenticated('a bearer token is required (Authorization: Bearer <token>)');
    let claims: AccessClaims;
    const cached = verified.get(token);
    if (cached && cached.keys === keys && stillInTime(cached.claims)) {
      claims = cached.claims;
    } else {
      try {
        claims = verifyJwt(token, {
          keyFor: (kid) => keys.byKid.get(kid),
          clock,
          skewSeconds: opts.skewSeconds,
          maxLifetimeSeconds: ttl,
        });
      } catch (err) {
        verified.delete(token);
        if (err instanceof JwtError) throw unauthenticated(JWT_MESSAGES[err.reason]);
        throw err;
      }
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, { claims, keys });
    }
    if (!(ROLES as readonly string[]).includes(claims.role))
      throw unauthenticated('the bearer token carries an unknown role');
    const why = revoked(revocations, claims.sub, claims.cv);
    if (why) throw unauthenticated(why);
    return {
      clientId: claims.sub,
      role: claims.role as Role,
      gkScopeIds: claims.gks,
      oauthScopes: claims.scope.split(' ').filter(Boolean),
      tokenId: claims.jti,
      expiresAt: claims.exp * 1000,
    };
  }

  const invalidClient = (description: string) =>
    new OAuthError(401, 'invalid_client', description, { 'WWW-Authenticate': 'Basic realm="vigil", charset="UTF-8"' });
  const tooMany = (description: string, retryAfterSeconds: number) =>
    new OAuthError(429, 'slow_down', description, { 'Retry-After': String(retryAfterSeconds) });

  async function grant(req: http.IncomingMessage, source: string): Promise<IssuedToken> {
    const form = await readForm(req);
    const creds = readCredentials(req, form);
    if (!creds) throw invalidClient('client authentication is required (HTTP Basic with the client ID and secret)');

    const grantType = form.get('grant_type');
    if (!grantType) throw invalidRequest('grant_type is required');
    if (grantType !== 'client_credentials') {
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        `grant_type ${JSON.stringify(grantType)} is not supported; use client_credentials`,
      );
    }

    // Counted before the (slow) secret check, atomically, so concurrent guesses cannot all get one;
    // per (client, source) and per source, so a failing source never slows a succeeding one.
    const client = normalizeClientId(creds.clientId) ?? creds.clientId.slice(0, 200);
    const buckets: AttemptBucket[] = [
      { key: `pair:${client}|${source}`, limit: pairAttempts, onSuccess: 'clear' },
      { key: `src:${source}`, limit: sourceAttempts, onSuccess: 'refund' },
    ];
    const attempt = await takeAttempt(db, buckets, clock.now());
    if (!attempt.ok)
      throw tooMany(
        'too many failed client authentications from this address; try again after Retry-After seconds',
        attempt.retryAfterSeconds,
      );
    const check = await verifyClientSecret(db, creds.clientId, creds.clientSecret);
    if (check.ok) await refundAttempt(db, buckets);
    else {
      log.warn('client authentication failed', {
        reason: check.reason,
        clientId: creds.clientId.slice(0, 120),
        source,
      });
      throw invalidClient(
        check.reason === 'disabled' ? 'the client is disabled' : 'unknown client or wrong client secret',
      );
    }
    const found = check.client;
    const limited = perClient.take(found.clientId);
    if (!limited.ok)
      throw tooMany(
        'too many token requests for this client; reuse the token until it expires',
        limited.retryAfterSeconds,
      );

    const requested = form.get('scope');
    let scopes = found.oauthScopes;
    if (requested !== undefined && requested.trim() !== '') {
      scopes = [...new Set(requested.split(' ').filter(Boolean))];
      const refused = scopes.filter((s) => !found.oauthScopes.includes(s));
      if (refused.length)
        throw new OAuthError(400, 'invalid_scope', `the client may not request scope ${refused.join(', ')}`);
    }
    if (!scopes.length) throw new OAuthError(400, 'invalid_scope', 'the client has no OAuth scopes');
    const issued = issueFor({
      clientId: found.clientId,
      role: found.role,
      gkScopeIds: found.gkScopeIds,
      oauthScopes: scopes,
      tokenVersion: check.tokenVersion,
    });
    log.info('token issued', { clientId: found.clientId, role: found.role, scope: issued.scope });
    return issued;
  }

  async function issueForClient(clientId: string): Promise<IssuedToken | undefined> {
    const found = await clientForToken(db, clientId);
    if (!found || found.client.disabledAt || !found.client.oauthScopes.length) return undefined;
    const { client, tokenVersion } = found;
    return issueFor({
      clientId: client.clientId,
      role: client.role,
      gkScopeIds: client.gkScopeIds,
      oauthScopes: client.oauthScopes,
      tokenVersion,
    });
  }

  async function handleTokenRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    try {
      if (req.method !== 'POST')
        throw new OAuthError(405, 'invalid_request', 'the token endpoint accepts POST only', { Allow: 'POST' });
      sendJson(res, 200, await grant(req, sourceOf(req.socket.remoteAddress)));
    } catch (err) {
      if (res.headersSent) return;
      if (err instanceof OAuthError) return sendOAuthError(res, err);
      log.error('token request failed', { err: String((err as Error)?.stack ?? err) });
      sendOAuthError(res, new OAuthError(500, 'server_error', 'the token service failed; try again'));
    }
  }

  return {
    handleTokenRequest,
    authenticate,
    issueForClient,
    issueFor,
    reloadKeys: refresh,
    async close() {
      if (timer) clearInterval(timer);
      await refreshing;
    },
  };
}
