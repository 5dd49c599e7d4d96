// OAuth 2.0 client-credentials tokens for one connection profile (seed 000 section 5): one token
// reused until shortly before it expires, one request in flight shared by every caller, and
// failures as plain sentences (token-errors.ts). Clock and fetch come in from outside.
import type { Clock } from '../../wire/clock.js';
import { systemClock } from '../../wire/clock.js';
import { TokenError, networkFailure, responseFailure } from './token-errors.js';

export interface TokenManagerOptions {
  tokenUrl: string;
  clientId: string;
  /** Read at every token request, so a changed or newly unlocked secret takes effect. */
  secret: () => string | undefined;
  /** OAuth scopes to ask for; empty asks for the client's default scopes. */
  scopes: string[];
  fetch?: typeof fetch;
  clock?: Clock;
  /** Gives up on the token endpoint after this long (default 10 s). */
  timeoutMs?: number;
  /** Said when there is no secret (e.g. "enter the passphrase first"). */
  missingSecretMessage?: string;
  /**
   * A token already issued to this client (the embedded server hands one over as it starts), used
   * until its refresh time instead of requesting one; ignored when it lacks a requested scope.
   */
  initial?: { value: string; issuedAt: number; expiresAt: number; scope: string } | undefined;
}

export interface AccessToken {
  value: string;
  /** Epoch milliseconds. */
  obtainedAt: number;
  expiresAt: number;
  /** When it will be replaced: expiresAt minus the refresh margin. */
  refreshAt: number;
  scope: string;
}

/** Refresh this long before expiry: 60 s or 10% of the lifetime, whichever is smaller. */
export function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60_000, expiresInSeconds * 100);
}

export class TokenManager {
  private token: AccessToken | undefined;
  private inFlight: Promise<AccessToken> | undefined;
  private requestCount = 0;
  private readonly fetch: typeof fetch;
  private readonly clock: Clock;

  constructor(private readonly opts: TokenManagerOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
    this.clock = opts.clock ?? systemClock;
    const initial = opts.initial;
    const granted = new Set(initial?.scope.split(' ').filter(Boolean));
    if (initial && opts.scopes.every((s) => granted.has(s))) {
      const lifetimeSeconds = Math.max(0, (initial.expiresAt - initial.issuedAt) / 1000);
      this.token = {
        value: initial.value,
        obtainedAt: initial.issuedAt,
        expiresAt: initial.expiresAt,
        refreshAt: initial.expiresAt - refreshMarginMs(lifetimeSeconds),
        scope: initial.scope,
      };
    }
  }

  /** How many token requests this manager has sent. */
  get requests(): number {
    return this.requestCount;
  }

  /** The cached token, if any, without asking for one. */
  peek(): AccessToken | undefined {
    return this.token;
  }

  /** A valid access token: the cached one, the one being fetched, or a new one. */
  async getToken(signal?: AbortSignal): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && now < this.token.refreshAt) return this.token.value;
    this.inFlight ??= this.request().finally(() => {
      this.inFlight = undefined;
    });
    const pending = this.inFlight;
    if (!signal) return (await pending).value;
    // A caller that gives up leaves the shared request running for the others.
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => reject(new TokenError('refused', 'CANCELLED', 'The call was cancelled.'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      pending
        .then(
          (t) => resolve(t.value),
          (e: unknown) => reject(e),
        )
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * Forgets the cached token (the server rejected it). Given the rejected token, only forgets it
   * if it is still the cached one, so many calls failing at once cause one refresh.
   */
  invalidate(rejected?: string): void {
    if (rejected === undefined || this.token?.value === rejected) this.token = undefined;
  }

  private async request(): Promise<AccessToken> {
    const { tokenUrl, clientId, scopes } = this.opts;
    const secret = this.opts.secret();
    if (!secret) {
      throw new TokenError(
        'no_secret',
        'FAILED_PRECONDITION',
        this.opts.missingSecretMessage ??
          'No client secret is stored for this connection: enter it in the connection settings.',
      );
    }
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scopes.length) form.set('scope', scopes.join(' '));
    // RFC 6749 2.3.1: both parts form-urlencoded before Basic encoding (client IDs contain colons).
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64');
    const ac = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ac.abort();
    }, this.opts.timeoutMs ?? 10_000);
    this.requestCount++;
    const sentAt = this.clock.now().getTime();
    let res: Response;
    let body: Record<string, unknown> | undefined;
    try {
      res = await this.fetch(tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: ac.signal,
      });
      body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    } catch (err) {
      throw networkFailure(tokenUrl, err, timedOut);
    } finally {
      clearTimeout(timer);
    }
    if (!res.ok)
      throw responseFailure(tokenUrl, res.status, body, {
        clientId,
        scopes,
        retryAfter: res.headers.get('retry-after'),
      });
    const value = body?.access_token;
    const expiresIn = Number(body?.expires_in);
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw new TokenError(
        'bad_response',
        'INTERNAL',
        `The token service at ${tokenUrl} answered without a usable access token.`,
      );
    }
    const expiresAt = sentAt + expiresIn * 1000;
    this.token = {
      value,
      obtainedAt: sentAt,
      expiresAt,
      refreshAt: expiresAt - refreshMarginMs(expiresIn),
      scope: typeof body?.scope === 'string' ? body.scope : scopes.join(' '),
    };
    return this.token;
  }
}

/** The claims of a JWT access token, read without verifying it (for showing who we are). */
export function readJwtClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
