// #13 finding 2 and #32 finding 8: the token endpoint's brute-force limit, over real HTTP on port 0,
// against PGlite and PostgreSQL. Failures are counted in the database before the secret is checked,
// per (client ID, source address) and (more loosely) per source, with an exponential wait once the
// free ones are used, and shared by every instance on the database. Two sources are two real
// loopback addresses (127.0.0.1 and 127.0.0.2): the server sees each as the peer address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { pruneAttempts, PRUNE_CLOCK_SKEW_MS, type BackoffLimit } from './attempt-limit.js';
import { createClient, createScope, MIN_CLIENT_SECRET_LENGTH, rotateSecret, verifyClientSecret } from './clients.js';
import { createTokenService, type TokenService, type TokenServiceOptions } from './token-service.js';
import { RpcError } from '../rpc/errors.js';

interface Mounted {
  url: string;
  tokens: TokenService;
  close(): Promise<void>;
}

async function mount(opts: TokenServiceOptions): Promise<Mounted> {
  const tokens = await createTokenService({ refreshMs: 0, ...opts });
  const server = http.createServer((req, res) => void tokens.handleTokenRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/token`,
    tokens,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await tokens.close();
    },
  };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** A token request from `from` (a loopback address of this machine), as a client there sends it. */
function post(
  url: string,
  id: string,
  secret: string,
  from = '127.0.0.1',
): Promise<{ status: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const body = 'grant_type=client_credentials';
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
          authorization: basic(id, secret),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string) ?? null }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

const tally = (xs: { status: number }[]) =>
  xs.reduce<Record<number, number>>((m, x) => ({ ...m, [x.status]: (m[x.status] ?? 0) + 1 }), {});

const ATTACKER = '127.0.0.2';
const VICTIM = '127.0.0.1';

describe.each(dbKinds())('token endpoint attempt limits on %s', (kind) => {
  let tdb: TestDb;
  let scopeId: string;
  const clock = new ManualClock(Date.UTC(2026, 2, 1, 12));

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    scopeId = (await createScope(tdb.db, { name: 'limits' })).id;
  });
  afterAll(async () => tdb?.close());

  const client = (name: string) => createClient(tdb.db, { role: 'admin', gkScopeIds: [scopeId], name });

  it('checks at most 10 of 40 concurrent wrong secrets from one source; the right secret from another source is not locked out', async () => {
    const victim = await client('victim');
    const a = await client('bystander-a');
    const svc = await mount({ db: tdb.db, clock, log: silentLogger });
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post(svc.url, victim.clientId, `wrong-guess-${i}`, ATTACKER)),
      );
      expect(tally(replies)).toEqual({ 401: 10, 429: 30 });
      for (const r of replies.filter((x) => x.status === 429)) expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      // The real client, from its own address, gets its token at once, again and again, while the
      // attacker keeps failing as fast as it is let: the attacker's failures are the attacker's alone.
      for (let i = 0; i < 3; i++) {
        expect((await post(svc.url, victim.clientId, victim.clientSecret, VICTIM)).status).toBe(200);
        expect([401, 429]).toContain((await post(svc.url, victim.clientId, 'still-wrong', ATTACKER)).status);
        clock.advance(6000);
      }
      // Just after a counted failure, the failing source itself waits even with the right secret
      // (it is over its own budget) ...
      for (;;) {
        const r = await post(svc.url, victim.clientId, 'again-wrong', ATTACKER);
        if (r.status === 401) break;
        clock.advance(Number(r.retryAfter) * 1000);
      }
      expect((await post(svc.url, victim.clientId, victim.clientSecret, ATTACKER)).status).toBe(429);
      // ... while another client from that source is not locked out by the victim's failures.
      expect((await post(svc.url, a.clientId, a.clientSecret, ATTACKER)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('makes a source that keeps failing wait exponentially longer, and forgets it after a quiet hour', async () => {
    const target = await client('backoff');
    const limit: BackoffLimit = { free: 3, baseSeconds: 2, maxSeconds: 16, forgetSeconds: 3600 };
    const svc = await mount({ db: tdb.db, clock, log: silentLogger, failedAuthLimit: limit });
    try {
      const fail = () => post(svc.url, target.clientId, 'nope', ATTACKER);
      for (let i = 0; i < 3; i++) expect((await fail()).status).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const blocked = await fail();
        expect(blocked.status).toBe(429);
        waits.push(Number(blocked.retryAfter));
        clock.advance(Number(blocked.retryAfter) * 1000);
        expect((await fail()).status).toBe(401);
      }
      expect(waits).toEqual([2, 4, 8, 16, 16]);
      clock.advance(3600_000 + 1000);
      expect((await post(svc.url, target.clientId, target.clientSecret, ATTACKER)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('shares the budget between instances on one database', async () => {
    const target = await client('shared-target');
    const one = await mount({ db: tdb.db, clock, log: silentLogger });
    const two = await mount({ db: tdb.db, clock, log: silentLogger });
    try {
      const replies = await Promise.all(
        Array.from({ length: 16 }, (_, i) => post((i % 2 ? one : two).url, target.clientId, `nope-${i}`, ATTACKER)),
      );
      expect(tally(replies)).toEqual({ 401: 10, 429: 6 });
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('successes give their attempt back: a client that knows its secret is not slowed by its own use', async () => {
    const busy = await client('busy');
    const svc = await mount({ db: tdb.db, clock, log: silentLogger, rateLimit: { burst: 100, perSecond: 100 } });
    try {
      for (let i = 0; i < 15; i++) expect((await post(svc.url, busy.clientId, busy.clientSecret)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('does not refuse a source within its free failures because another attempt committed with a later clock', async () => {
    // Concurrent requests read the clock before their transactions, so they can commit out of
    // order; instances sharing a database also differ by a little. Here the second instance's
    // clock is 2 s behind the first's, and both serve the same source.
    const behind = new ManualClock(clock.now().getTime() - 2000);
    const one = await mount({ db: tdb.db, clock, log: silentLogger, rateLimit: { burst: 100, perSecond: 100 } });
    const two = await mount({
      db: tdb.db,
      clock: behind,
      log: silentLogger,
      rateLimit: { burst: 100, perSecond: 100 },
    });
    const a = await client('ordered-a');
    const b = await client('ordered-b');
    try {
      expect((await post(one.url, a.clientId, a.clientSecret)).status).toBe(200);
      expect((await post(two.url, b.clientId, b.clientSecret)).status).toBe(200);
      expect((await post(one.url, b.clientId, 'nope')).status).toBe(401);
      expect((await post(two.url, a.clientId, a.clientSecret)).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('an instance whose clock runs minutes ahead does not prune a bucket another instance still counts on', async () => {
    const target = await client('skewed');
    const limit: BackoffLimit = { free: 2, baseSeconds: 10, maxSeconds: 60, forgetSeconds: 20 };
    const svc = await mount({ db: tdb.db, clock, log: silentLogger, failedAuthLimit: limit });
    try {
      expect((await post(svc.url, target.clientId, 'nope')).status).toBe(401);
      expect((await post(svc.url, target.clientId, 'nope')).status).toBe(401);
      // Another instance's housekeeping, its clock 3 minutes ahead of this one's.
      const ahead = new Date(clock.now().getTime() + 3 * 60_000);
      await pruneAttempts(tdb.db, [limit], ahead);
      expect((await post(svc.url, target.clientId, target.clientSecret)).status).toBe(429);
      // Once the key is really forgotten (by any clock within the skew), pruning drops it.
      const forgotten = new Date(clock.now().getTime() + 20_000 + PRUNE_CLOCK_SKEW_MS + 1000);
      expect(await pruneAttempts(tdb.db, [limit], forgotten)).toBeGreaterThan(0);
    } finally {
      await svc.close();
    }
  });

  it('limits one address trying many client IDs, more loosely than one client', async () => {
    const svc = await mount({
      db: tdb.db,
      clock,
      log: silentLogger,
      failedAuthAddressLimit: { free: 5, baseSeconds: 1, maxSeconds: 60, forgetSeconds: 3600 },
    });
    const known = await client('after-spray');
    try {
      // A fresh source record: this test's limit is 5, the earlier tests used the default one.
      await tdb.db.query("DELETE FROM auth_failures WHERE key LIKE 'src:%'");
      const replies: { status: number }[] = [];
      for (let i = 0; i < 7; i++)
        replies.push(await post(svc.url, `appID:vigil:geo:local:clientName:ghost${i}`, 'whatever'));
      expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect((await post(svc.url, known.clientId, known.clientSecret)).status).toBe(429);
      clock.advance(1000);
      expect((await post(svc.url, known.clientId, known.clientSecret)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it(`refuses chosen client secrets shorter than ${MIN_CLIENT_SECRET_LENGTH} characters; generated ones are 32 bytes`, async () => {
    await expect(
      createClient(tdb.db, { role: 'analyst', gkScopeIds: [scopeId], name: 'weak', clientSecret: 'x'.repeat(23) }),
    ).rejects.toBeInstanceOf(RpcError);
    const ok = await createClient(tdb.db, {
      role: 'analyst',
      gkScopeIds: [scopeId],
      name: 'strong',
      clientSecret: 'y'.repeat(24),
    });
    expect((await verifyClientSecret(tdb.db, ok.clientId, 'y'.repeat(24))).ok).toBe(true);
    await expect(rotateSecret(tdb.db, ok.clientId, 'short')).rejects.toBeInstanceOf(RpcError);
    const generated = await rotateSecret(tdb.db, ok.clientId);
    expect(Buffer.from(generated.clientSecret, 'base64url').length).toBeGreaterThanOrEqual(32);
  });
});
