// The token endpoint over real HTTP (port 0) against PGlite and, when available, PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { RpcError } from '../rpc/errors.js';
import { OAUTH_SCOPES, ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { createClient, createScope, setClientDisabled, type ClientCredentials } from './clients.js';
import { createTokenService, type TokenService, type TokenServiceOptions } from './token-service.js';
import { rotateSigningKey } from './signing-keys.js';
import { resolveKek } from './key-encryption.js';

interface Mounted {
  url: string;
  tokens: TokenService;
  close(): Promise<void>;
}

async function mount(opts: TokenServiceOptions): Promise<Mounted> {
  const tokens = await createTokenService(opts);
  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/token') void tokens.handleTokenRequest(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/token`,
    tokens,
    // The token service too: its refresh timer prunes attempt buckets by its clock, and one left
    // running (with a clock a test moved on) once emptied a later test's bucket mid-test.
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await tokens.close();
    },
  };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const FORM = 'application/x-www-form-urlencoded';

interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

function rpcCode(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof RpcError) return `${err.nuanceCode}: ${err.message}`;
    throw err;
  }
  return 'accepted';
}

describe.each(dbKinds())('token service on %s', (kind) => {
  let tdb: TestDb;
  let clock: ManualClock;
  let svc: Mounted;
  let scopeId: string;
  let analyst: ClientCredentials;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    clock = new ManualClock(Date.UTC(2026, 2, 1, 12));
    scopeId = (await createScope(tdb.db, { name: 'bank-emea' })).id;
    analyst = await createClient(tdb.db, {
      role: 'analyst',
      gkScopeIds: [scopeId],
      name: 'ana',
      oauthScopes: [OAUTH_SCOPES.sessions, OAUTH_SCOPES.voiceprint],
    });
    svc = await mount({ db: tdb.db, clock, log: silentLogger });
  });
  afterAll(async () => {
    await svc?.close();
    await tdb?.close();
  });

  const good = () => basic(analyst.clientId, analyst.clientSecret);

  it('issues a bearer token for good credentials that authenticate() accepts', async () => {
    const r = await post(svc.url, 'grant_type=client_credentials', { authorization: good() });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toMatchObject({ expires_in: 900, token_type: 'bearer', scope: 'biosec.sessions biosec.voiceprint' });
    const p = svc.tokens.authenticate(r.body.access_token as string);
    expect(p).toMatchObject({
      clientId: 'appID:vigil:geo:local:clientName:ana',
      role: 'analyst',
      gkScopeIds: [scopeId],
      oauthScopes: ['biosec.sessions', 'biosec.voiceprint'],
      expiresAt: clock.now().getTime() + 900_000,
    });
  });

  it('accepts a client ID with %3A colons, and credentials in the body', async () => {
    const encoded = analyst.clientId.replace(/:/g, '%3A');
    const r = await post(svc.url, 'grant_type=client_credentials', {
      authorization: basic(encoded, analyst.clientSecret),
    });
    expect(r.status).toBe(200);
    expect(svc.tokens.authenticate(r.body.access_token as string).clientId).toBe(analyst.clientId);
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: analyst.clientId,
      client_secret: analyst.clientSecret,
    });
    expect((await post(svc.url, body.toString())).status).toBe(200);
  });

  it('grants a requested subset of scopes and refuses scopes the client may not have', async () => {
    const sub = await post(svc.url, 'grant_type=client_credentials&scope=biosec.sessions', { authorization: good() });
    expect(sub.status).toBe(200);
    expect(sub.body.scope).toBe('biosec.sessions');
    expect(svc.tokens.authenticate(sub.body.access_token as string).oauthScopes).toEqual(['biosec.sessions']);

    const bad = await post(svc.url, 'grant_type=client_credentials&scope=biosec.sessions+biosec.config', {
      authorization: good(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid_scope', error_description: expect.stringContaining('biosec.config') });
  });

  it('refuses a wrong secret, an unknown client and missing credentials with invalid_client', async () => {
    for (const authorization of [
      basic(analyst.clientId, 'nope'),
      basic('appID:vigil:geo:local:clientName:ghost', analyst.clientSecret),
    ]) {
      const r = await post(svc.url, 'grant_type=client_credentials', { authorization });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('invalid_client');
      expect(r.body.access_token).toBeUndefined();
      expect(r.headers.get('www-authenticate')).toMatch(/^Basic realm="vigil"/);
    }
    const none = await post(svc.url, 'grant_type=client_credentials');
    expect([none.status, none.body.error]).toEqual([401, 'invalid_client']);
  });

  it('refuses unknown grant types, non-form bodies and non-POST methods', async () => {
    const grant = await post(svc.url, 'grant_type=password&username=a&password=b', { authorization: good() });
    expect([grant.status, grant.body.error]).toEqual([400, 'unsupported_grant_type']);
    const missing = await post(svc.url, 'scope=biosec.sessions', { authorization: good() });
    expect([missing.status, missing.body.error]).toEqual([400, 'invalid_request']);
    const json = await post(svc.url, '{"grant_type":"client_credentials"}', {
      authorization: good(),
      'content-type': 'application/json',
    });
    expect([json.status, json.body.error]).toEqual([400, 'invalid_request']);
    const get = await fetch(svc.url, { headers: { authorization: good() } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses a disabled client even with the right secret', async () => {
    const c = await createClient(tdb.db, { role: 'support', gkScopeIds: [scopeId], name: 'sleepy' });
    await setClientDisabled(tdb.db, c.clientId, true);
    const r = await post(svc.url, 'grant_type=client_credentials', {
      authorization: basic(c.clientId, c.clientSecret),
    });
    expect([r.status, r.body.error]).toEqual([401, 'invalid_client']);
    await setClientDisabled(tdb.db, c.clientId, false);
    expect(
      (await post(svc.url, 'grant_type=client_credentials', { authorization: basic(c.clientId, c.clientSecret) }))
        .status,
    ).toBe(200);
  });

  it('issues its own token for a client as the endpoint would, never for a disabled or unknown one', async () => {
    const c = await createClient(tdb.db, { role: 'support', gkScopeIds: [scopeId], name: 'own-token' });
    const issued = await svc.tokens.issueForClient(c.clientId);
    const viaEndpoint = await post(svc.url, 'grant_type=client_credentials', {
      authorization: basic(c.clientId, c.clientSecret),
    });
    expect(issued).toMatchObject({
      token_type: 'bearer',
      scope: viaEndpoint.body.scope,
      expires_in: viaEndpoint.body.expires_in,
    });
    expect(svc.tokens.authenticate(issued!.access_token)).toMatchObject({
      clientId: c.clientId,
      role: 'support',
      gkScopeIds: [scopeId],
    });
    await setClientDisabled(tdb.db, c.clientId, true);
    expect(await svc.tokens.issueForClient(c.clientId)).toBeUndefined();
    expect(await svc.tokens.issueForClient('appID:vigil:geo:local:clientName:nobody')).toBeUndefined();
    // The one issued before the client was disabled is refused once revocations are read again.
    await svc.tokens.reloadKeys();
    expect(rpcCode(() => svc.tokens.authenticate(issued!.access_token))).toMatch(/disabled/);
  });

  it('rejects expired, tampered and garbage tokens with UNAUTHENTICATED', async () => {
    const r = await post(svc.url, 'grant_type=client_credentials', { authorization: good() });
    const token = r.body.access_token as string;
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(rpcCode(() => svc.tokens.authenticate(`${h}.${forged}.${s}`))).toMatch(/^NOT_AUTHORIZED: .*signature/);
    expect(rpcCode(() => svc.tokens.authenticate('not-a-token'))).toMatch(/^NOT_AUTHORIZED: .*malformed/);
    expect(rpcCode(() => svc.tokens.authenticate(''))).toMatch(/^NOT_AUTHORIZED: .*required/);

    const later = new ManualClock(clock.now());
    const other = await createTokenService({ db: tdb.db, clock: later, log: silentLogger });
    try {
      expect(other.authenticate(token).clientId).toBe(analyst.clientId);
      later.advance(900_000 + 60_000);
      expect(rpcCode(() => other.authenticate(token))).toMatch(/^NOT_AUTHORIZED: .*expired/);
    } finally {
      await other.close();
    }
  });

  it('answers a burst from one client with 429 and Retry-After, without blocking other clients', async () => {
    const c = await createClient(tdb.db, { role: 'service', gkScopeIds: [scopeId], name: 'chatty' });
    const limited = await mount({ db: tdb.db, clock, log: silentLogger, rateLimit: { burst: 3, perSecond: 1 } });
    try {
      const statuses: number[] = [];
      let last: Reply | undefined;
      for (let i = 0; i < 5; i++) {
        last = await post(limited.url, 'grant_type=client_credentials', {
          authorization: basic(c.clientId, c.clientSecret),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last?.body.error).toBe('slow_down');
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await post(limited.url, 'grant_type=client_credentials', { authorization: good() })).status).toBe(200);
      clock.advance(1000);
      expect(
        (await post(limited.url, 'grant_type=client_credentials', { authorization: basic(c.clientId, c.clientSecret) }))
          .status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('slows down repeated failed authentications from one address, even before a right guess', async () => {
    const guarded = await mount({
      db: tdb.db,
      clock,
      log: silentLogger,
      failedAuthLimit: { free: 2, baseSeconds: 10, maxSeconds: 900, forgetSeconds: 3600 },
    });
    try {
      const wrong = () =>
        post(guarded.url, 'grant_type=client_credentials', { authorization: basic(analyst.clientId, 'guess') });
      expect([(await wrong()).status, (await wrong()).status]).toEqual([401, 401]);
      const blocked = await post(guarded.url, 'grant_type=client_credentials', { authorization: good() });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBe(10);
      clock.advance(10_000);
      expect((await post(guarded.url, 'grant_type=client_credentials', { authorization: good() })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it("two services on one database (two server instances) accept each other's tokens", async () => {
    const second = await mount({ db: tdb.db, clock, log: silentLogger });
    try {
      const fromFirst = await post(svc.url, 'grant_type=client_credentials', { authorization: good() });
      const fromSecond = await post(second.url, 'grant_type=client_credentials', { authorization: good() });
      expect(second.tokens.authenticate(fromFirst.body.access_token as string).clientId).toBe(analyst.clientId);
      expect(svc.tokens.authenticate(fromSecond.body.access_token as string).clientId).toBe(analyst.clientId);
      const keys = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM signing_keys');
      expect(keys.rows[0]?.n).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('after a key rotation, reloaded instances sign with the new key and still accept old tokens', async () => {
    const before = (await post(svc.url, 'grant_type=client_credentials', { authorization: good() })).body
      .access_token as string;
    await rotateSigningKey(tdb.db, resolveKek());
    const fresh = await createTokenService({ db: tdb.db, clock, log: silentLogger });
    onTestFinished(() => fresh.close());
    const after = fresh.issueFor({
      clientId: analyst.clientId,
      role: 'analyst',
      gkScopeIds: [scopeId],
      oauthScopes: ALL_OAUTH_SCOPES,
    }).access_token;
    expect(fresh.authenticate(before).clientId).toBe(analyst.clientId);
    expect(rpcCode(() => svc.tokens.authenticate(after))).toMatch(/unknown key/);
    await svc.tokens.reloadKeys();
    expect(svc.tokens.authenticate(after).oauthScopes).toEqual(ALL_OAUTH_SCOPES);
  });
});

describe.each(dbKinds())('signing keys on %s', (kind) => {
  it('instances starting together on an empty database agree on one key', async () => {
    const tdb = await openTestDb(kind);
    try {
      const clock = new ManualClock();
      // Open several pooled connections first so the start-ups really overlap on PostgreSQL.
      await Promise.all([1, 2, 3].map(() => tdb.db.query('SELECT pg_sleep(0.05)')));
      const services = await Promise.all(
        [1, 2, 3].map(() => createTokenService({ db: tdb.db, clock, log: silentLogger })),
      );
      const keys = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM signing_keys');
      expect(keys.rows[0]?.n).toBe(1);
      const token = services[0]!.issueFor({
        clientId: 'appID:vigil:geo:local:clientName:x',
        role: 'service',
        gkScopeIds: [],
        oauthScopes: ['biosec.audio'],
      });
      for (const s of services) expect(s.authenticate(token.access_token).role).toBe('service');
      await Promise.all(services.map((s) => s.close()));
    } finally {
      await tdb.close();
    }
  });
});
