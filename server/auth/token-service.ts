// The OAuth 2.0 client-credentials token endpoint (seed 000 section 5) and bearer-token checks.
// Tokens are HS256 JWTs signed with a key from the database, loaded once at start-up, so every
// instance on one PostgreSQL accepts every other's tokens and `authenticate` never hits the database.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Db } from '../db/types.js';
import type { Clock } from '../util/clock.js';
import type { Logger } from '../util/log.js';
import { ROLES, type Principal, type Role } from '../rpc/types.js';
import { unauthenticated } from '../rpc/errors.js';
import { JwtError, signJwt, verifyJwt, JWT_ISSUER, DEFAULT_SKEW_SECONDS, type AccessClaims } from './jwt.js';
import { loadSigningKeys, type KeySet } from './signing-keys.js';
import { RateLimiter, type RateLimit } from './rate-limit.js';
import { verifyClientSecret } from './clients.js';
import { OAuthError, invalidRequest, readCredentials, readForm, sendJson, sendOAuthError } from './token-request.js';

/** Per client: a burst of 20 token requests, then 5 a second. Clients should reuse tokens anyway. */
export const DEFAULT_TOKEN_RATE: RateLimit = { burst: 20, perSecond: 5 };
/** Per remote address: 10 failed authentications, then one every 6 seconds. */
export const DEFAULT_FAILED_AUTH_RATE: RateLimit = { burst: 10, perSecond: 1 / 6 };
export const DEFAULT_TOKEN_TTL_SECONDS = 900;

export interface TokenServiceOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  tokenTtlSeconds?: number;
  rateLimit?: RateLimit;
  failedAuthLimit?: RateLimit;
  skewSeconds?: number;
}

export interface TokenSubject {
  clientId: string;
  role: Role;
  gkScopeIds: string[];
  oauthScopes: string[];
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
  /** Re-reads the signing keys (after a rotation by another instance). */
  reloadKeys(): Promise<void>;
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

export async function createTokenService(opts: TokenServiceOptions): Promise<TokenService> {
  const { db, clock } = opts;
  const log = opts.log.child({ component: 'token-service' });
  const ttl = opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const perClient = new RateLimiter(opts.rateLimit ?? DEFAULT_TOKEN_RATE, clock);
  const failures = new RateLimiter(opts.failedAuthLimit ?? DEFAULT_FAILED_AUTH_RATE, clock);
  let keys: KeySet = await loadSigningKeys(db, ttl + (opts.skewSeconds ?? DEFAULT_SKEW_SECONDS) + 60);

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
    };
    return { access_token: signJwt(claims, keys.active), expires_in: ttl, scope, token_type: 'bearer' };
  }

  function authenticate(token: string): Principal {
    if (!token) throw unauthenticated('a bearer token is required (Authorization: Bearer <token>)');
    let claims: AccessClaims;
    try {
      claims = verifyJwt(token, {
        keyFor: (kid) => keys.byKid.get(kid),
        clock,
        skewSeconds: opts.skewSeconds,
        maxLifetimeSeconds: ttl,
      });
    } catch (err) {
      if (err instanceof JwtError) throw unauthenticated(JWT_MESSAGES[err.reason]);
      throw err;
    }
    if (!(ROLES as readonly string[]).includes(claims.role))
      throw unauthenticated('the bearer token carries an unknown role');
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

  async function grant(req: http.IncomingMessage, remote: string): Promise<IssuedToken> {
    const blocked = failures.check(remote);
    if (!blocked.ok)
      throw tooMany(
        'too many failed client authentications from this address; try again later',
        blocked.retryAfterSeconds,
      );
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

    const check = await verifyClientSecret(db, creds.clientId, creds.clientSecret);
    if (!check.ok) {
      failures.take(remote);
      log.warn('client authentication failed', {
        reason: check.reason,
        clientId: creds.clientId.slice(0, 120),
        remote,
      });
      throw invalidClient(
        check.reason === 'disabled' ? 'the client is disabled' : 'unknown client or wrong client secret',
      );
    }
    const client = check.client;
    const limited = perClient.take(client.clientId);
    if (!limited.ok)
      throw tooMany(
        'too many token requests for this client; reuse the token until it expires',
        limited.retryAfterSeconds,
      );

    const requested = form.get('scope');
    let scopes = client.oauthScopes;
    if (requested !== undefined && requested.trim() !== '') {
      scopes = [...new Set(requested.split(' ').filter(Boolean))];
      const refused = scopes.filter((s) => !client.oauthScopes.includes(s));
      if (refused.length)
        throw new OAuthError(400, 'invalid_scope', `the client may not request scope ${refused.join(', ')}`);
    }
    if (!scopes.length) throw new OAuthError(400, 'invalid_scope', 'the client has no OAuth scopes');
    const issued = issueFor({
      clientId: client.clientId,
      role: client.role,
      gkScopeIds: client.gkScopeIds,
      oauthScopes: scopes,
    });
    log.info('token issued', { clientId: client.clientId, role: client.role, scope: issued.scope });
    return issued;
  }

  async function handleTokenRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    try {
      if (req.method !== 'POST')
        throw new OAuthError(405, 'invalid_request', 'the token endpoint accepts POST only', { Allow: 'POST' });
      sendJson(res, 200, await grant(req, req.socket.remoteAddress ?? 'unknown'));
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
    issueFor,
    async reloadKeys() {
      keys = await loadSigningKeys(db, ttl + (opts.skewSeconds ?? DEFAULT_SKEW_SECONDS) + 60);
    },
  };
}
