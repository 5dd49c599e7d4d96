import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { TokenManager, readJwtClaims, refreshMarginMs, type TokenManagerOptions } from './token-manager.js';
import { TokenError } from './token-errors.js';

interface Seen {
  url: string;
  auth: string;
  body: URLSearchParams;
}

/** A token endpoint in memory: answers from `reply`, records every request. */
function fakeTokenEndpoint(reply: (n: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({
      url,
      auth: String((init.headers as Record<string, string>).authorization),
      body: new URLSearchParams(String(init.body)),
    });
    return reply(seen.length);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const tokenReply = (n: number, expiresIn = 900) =>
  json(200, { access_token: `tok-${n}`, expires_in: expiresIn, scope: 'biosec.sessions', token_type: 'bearer' });

const CLIENT = 'appID:vigil:geo:local:clientName:demo-admin';

function manager(
  fetch: typeof globalThis.fetch,
  clock = new ManualClock(),
  extra: { secret?: string | undefined; scopes?: string[]; initial?: TokenManagerOptions['initial'] } = {},
) {
  return new TokenManager({
    tokenUrl: 'http://127.0.0.1:9/oauth2/token',
    clientId: CLIENT,
    secret: () => ('secret' in extra ? extra.secret : 's3cr:et'),
    scopes: extra.scopes ?? ['biosec.sessions', 'biosec.audio'],
    fetch,
    clock,
    initial: extra.initial,
  });
}

async function failure(p: Promise<unknown>): Promise<TokenError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TokenError) return err;
    throw err;
  }
  throw new Error('expected a TokenError');
}

describe('TokenManager', () => {
  it('uses a token handed over at start (the embedded server’s) until its refresh time, then requests one', async () => {
    const ep = fakeTokenEndpoint((n) => tokenReply(n));
    const clock = new ManualClock();
    const issuedAt = clock.now().getTime();
    const initial = {
      value: 'handed-over',
      issuedAt,
      expiresAt: issuedAt + 900_000,
      scope: 'biosec.sessions biosec.audio',
    };
    const tm = manager(ep.fetch, clock, { initial });
    expect(await tm.getToken()).toBe('handed-over');
    expect(ep.seen).toHaveLength(0);
    clock.advance(900_000 - refreshMarginMs(900) - 1);
    expect(await tm.getToken()).toBe('handed-over');
    clock.advance(1);
    expect(await tm.getToken()).toBe('tok-1');
    expect(ep.seen).toHaveLength(1);
  });

  it('ignores a handed-over token that lacks a scope it asks for, or has expired', async () => {
    const clock = new ManualClock();
    const at = clock.now().getTime();
    const narrow = fakeTokenEndpoint((n) => tokenReply(n));
    const tm = manager(narrow.fetch, clock, {
      initial: { value: 'narrow', issuedAt: at, expiresAt: at + 900_000, scope: 'biosec.sessions' },
    });
    expect(await tm.getToken()).toBe('tok-1');
    const old = fakeTokenEndpoint((n) => tokenReply(n));
    const stale = manager(old.fetch, clock, {
      initial: { value: 'old', issuedAt: at - 900_000, expiresAt: at, scope: 'biosec.sessions biosec.audio' },
    });
    expect(await stale.getToken()).toBe('tok-1');
    expect(old.seen).toHaveLength(1);
  });

  it('sends the client-credentials grant with form-encoded Basic credentials and the scopes', async () => {
    const ep = fakeTokenEndpoint((n) => tokenReply(n));
    await expect(manager(ep.fetch).getToken()).resolves.toBe('tok-1');
    expect(ep.seen).toHaveLength(1);
    const decoded = Buffer.from(ep.seen[0]!.auth.replace(/^Basic /, ''), 'base64').toString();
    expect(decoded).toBe(`${encodeURIComponent(CLIENT)}:${encodeURIComponent('s3cr:et')}`);
    expect(ep.seen[0]!.body.get('grant_type')).toBe('client_credentials');
    expect(ep.seen[0]!.body.get('scope')).toBe('biosec.sessions biosec.audio');
  });

  it('reuses one token until shortly before expires_in runs out, then fetches a new one', async () => {
    const clock = new ManualClock();
    const ep = fakeTokenEndpoint((n) => tokenReply(n, 900));
    const tm = manager(ep.fetch, clock);
    expect(await tm.getToken()).toBe('tok-1');
    clock.advance((900 - 61) * 1000); // 61 s left: still before the 60 s margin
    expect(await tm.getToken()).toBe('tok-1');
    expect(ep.seen).toHaveLength(1);
    clock.advance(1000); // 60 s left: refresh
    expect(await tm.getToken()).toBe('tok-2');
    expect(ep.seen).toHaveLength(2);
    expect(tm.peek()?.expiresAt).toBe(clock.now().getTime() + 900_000);
  });

  it('uses 10% of a short lifetime as the margin', async () => {
    expect(refreshMarginMs(900)).toBe(60_000);
    expect(refreshMarginMs(300)).toBe(30_000);
    const clock = new ManualClock();
    const ep = fakeTokenEndpoint((n) => tokenReply(n, 100));
    const tm = manager(ep.fetch, clock);
    await tm.getToken();
    clock.advance(89_999);
    expect(await tm.getToken()).toBe('tok-1');
    clock.advance(1);
    expect(await tm.getToken()).toBe('tok-2');
  });

  it('lets 100 concurrent callers share one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ep = fakeTokenEndpoint(async (n) => {
      await gate;
      return tokenReply(n);
    });
    const tm = manager(ep.fetch);
    const all = Promise.all(Array.from({ length: 100 }, () => tm.getToken()));
    release();
    const tokens = await all;
    expect(new Set(tokens)).toEqual(new Set(['tok-1']));
    expect(ep.seen).toHaveLength(1);
    expect(tm.requests).toBe(1);
  });

  it('shares a failure among concurrent callers and tries again on the next call', async () => {
    const ep = fakeTokenEndpoint((n) => (n === 1 ? json(503, {}) : tokenReply(n)));
    const tm = manager(ep.fetch);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => tm.getToken()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ep.seen).toHaveLength(1);
    expect(await tm.getToken()).toBe('tok-2');
  });

  it('invalidate(rejected) forgets only the token that was rejected', async () => {
    const ep = fakeTokenEndpoint((n) => tokenReply(n));
    const tm = manager(ep.fetch);
    await tm.getToken();
    tm.invalidate('some-older-token');
    expect(await tm.getToken()).toBe('tok-1');
    tm.invalidate('tok-1');
    expect(await tm.getToken()).toBe('tok-2');
    tm.invalidate();
    expect(await tm.getToken()).toBe('tok-3');
  });

  it('a caller that aborts gives up alone; the shared request still serves the others', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ep = fakeTokenEndpoint(async (n) => (await gate, tokenReply(n)));
    const tm = manager(ep.fetch);
    const ac = new AbortController();
    const quitter = tm.getToken(ac.signal);
    const stayer = tm.getToken();
    ac.abort();
    await expect(quitter).rejects.toMatchObject({ error: { code: 'CANCELLED' } });
    release();
    await expect(stayer).resolves.toBe('tok-1');
    expect(ep.seen).toHaveLength(1);
  });
});

describe('token errors as plain sentences', () => {
  const sentence = async (reply: Response | (() => Promise<Response>), extra = {}) => {
    const fetch = (async () => (typeof reply === 'function' ? reply() : reply)) as unknown as typeof globalThis.fetch;
    return failure(manager(fetch, new ManualClock(), extra).getToken());
  };

  it('wrong secret or unknown client', async () => {
    const e = await sentence(
      json(401, { error: 'invalid_client', error_description: 'unknown client or wrong client secret' }),
    );
    expect(e.error.code).toBe('UNAUTHENTICATED');
    expect(e.message).toBe(
      `The client ID or secret is wrong: the token service does not accept client ${CLIENT} with this secret. Check both in the connection settings.`,
    );
  });

  it('a disabled client', async () => {
    const e = await sentence(json(401, { error: 'invalid_client', error_description: 'the client is disabled' }));
    expect(e.message).toMatch(/^The client .* is disabled at the token service/);
  });

  it('a scope the client may not use', async () => {
    const e = await sentence(
      json(400, { error: 'invalid_scope', error_description: 'the client may not request scope biosec.audio' }),
    );
    expect(e.error.code).toBe('PERMISSION_DENIED');
    expect(e.message).toBe(
      "The client may not use scope biosec.audio. Remove it from the connection's scopes or ask for it to be granted.",
    );
  });

  it('too many token requests, with the wait from Retry-After', async () => {
    const e = await sentence(json(429, { error: 'slow_down' }, { 'retry-after': '7' }));
    expect(e.error.code).toBe('RESOURCE_EXHAUSTED');
    expect(e.message).toBe('The token service received too many token requests; try again in 7 s.');
    expect(e.error.retryable).toBe(true);
  });

  it('token service unreachable (connection refused)', async () => {
    const e = await sentence(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    expect(e.error.code).toBe('UNAVAILABLE');
    expect(e.message).toBe(
      'The token service at http://127.0.0.1:9/oauth2/token cannot be reached (connection refused). Check the token URL and that the service is running.',
    );
  });

  it('no answer in time', async () => {
    const fetch = ((_u: string, init: RequestInit) =>
      new Promise((_r, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof globalThis.fetch;
    const tm = new TokenManager({
      tokenUrl: 'http://x.test/t',
      clientId: 'c',
      secret: () => 's',
      scopes: [],
      fetch,
      timeoutMs: 5,
    });
    const e = await failure(tm.getToken());
    expect(e.message).toBe(
      'The token service at http://x.test/t cannot be reached (no answer in time). Check the token URL and that the service is running.',
    );
  });

  it('no secret stored, a 404 and a 500', async () => {
    expect((await sentence(tokenReply(1), { secret: undefined })).message).toMatch(/^No client secret is stored/);
    expect((await sentence(json(404, {}))).message).toBe(
      'There is no token service at http://127.0.0.1:9/oauth2/token (HTTP 404). Check the token URL.',
    );
    expect((await sentence(json(500, { error: 'server_error' }))).error).toMatchObject({
      code: 'UNAVAILABLE',
      retryable: true,
    });
    expect((await sentence(json(200, { token_type: 'bearer' }))).message).toMatch(/without a usable access token/);
  });
});

describe('readJwtClaims', () => {
  it('reads the payload of a JWT and nothing else', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'c', role: 'admin' })).toString('base64url');
    expect(readJwtClaims(`h.${payload}.s`)).toEqual({ sub: 'c', role: 'admin' });
    expect(readJwtClaims('opaque-token')).toBeUndefined();
    expect(readJwtClaims('a.!!!.c')).toBeUndefined();
  });
});
