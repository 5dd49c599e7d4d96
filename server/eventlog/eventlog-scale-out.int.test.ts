// Two server instances on one PostgreSQL share the event log: consumers of one group, created and
// read through either instance, split the partitions between them, see each other's commits, and
// one takes over the other's partitions (at the group's committed offsets) when it leaves. The
// Go collector's earliest start runs across both instances too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app.js';
import { createClient, createScope } from '../auth/clients.js';
import { silentLogger } from '../util/log.js';
import { createTestDatabase, type TestDatabase } from '../../testkit/postgres.testkit.js';
import {
  asrCallSummary,
  gDrain,
  gStart,
  logApi,
  logToken,
  newConsumerName,
  type LogApi,
  type Record_,
} from './log-clients.testkit.js';

const APP = 'SHARED-APP';
let tdb: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let viaA: LogApi;
let viaB: LogApi;

beforeAll(async () => {
  tdb = await createTestDatabase({ migrated: true });
  // Separate pools on one database, as separate processes would have.
  a = await startServer({ databaseUrl: tdb.url, log: silentLogger, grpcPort: 0, httpPort: 0 });
  b = await startServer({ databaseUrl: tdb.url, log: silentLogger, grpcPort: 0, httpPort: 0 });
  const scope = await createScope(a.db, { name: 'shared' });
  const c = await createClient(a.db, {
    role: 'service',
    gkScopeIds: [scope.id],
    name: 'collector',
    app: APP,
    oauthScopes: ['log'],
  });
  // One token, from instance B, used on both (seed 5: one token for all consumers).
  const t = await logToken(b.tokenUrl, c.clientId, c.clientSecret, 'G');
  viaA = logApi(a.httpUrl, 'H', () => t.header);
  viaB = logApi(b.httpUrl, 'H', () => t.header);
}, 60_000);
afterAll(async () => {
  await a?.stop(2_000);
  await b?.stop(2_000);
  await tdb?.drop();
});

const produceOn = async (s: RunningServer, n: number) => {
  const evs = Array.from({ length: n }, () => asrCallSummary(APP));
  for (const e of evs) s.eventLog.producer.send(e);
  await s.eventLog.producer.flush();
  return evs;
};

async function readAll(api: LogApi, group: string, name: string): Promise<Record_[]> {
  const out: Record_[] = [];
  for (;;) {
    const r = await api.call('GET', '/consumers/records', { group, name });
    expect(r.status).toBe(200);
    const batch = r.json as Record_[];
    if (!batch.length) return out;
    out.push(...batch);
  }
}

describe('two instances on one PostgreSQL', () => {
  it('a group of two subscribed consumers, one per instance, splits the partitions and hands them over', async () => {
    const group = `appID-${APP}-clientName-collector-01`;
    const x = newConsumerName();
    const y = newConsumerName();
    const props = {
      'auto.offset.reset': 'earliest',
      'consumer.request.timeout.ms': '0',
      'auto.commit.enable': 'false',
    };
    expect((await viaA.call('POST', '/consumers', { group, name: x, body: props })).status).toBe(204);
    expect(
      (await viaB.call('POST', '/consumers/subscription', { group, name: x, body: { topics: [APP] } })).status,
    ).toBe(204);
    expect((await viaB.call('POST', '/consumers', { group, name: y, body: props })).status).toBe(204);
    expect(
      (await viaA.call('POST', '/consumers/subscription', { group, name: y, body: { topics: [APP] } })).status,
    ).toBe(204);
    const held = async (api: LogApi, name: string) =>
      (
        (await api.call('GET', '/consumers/assignments', { group, name })).json as {
          partitions: { partition: number }[];
        }
      ).partitions.map((p) => p.partition);
    const hx = await held(viaA, x);
    const hy = await held(viaB, y);
    expect([...hx, ...hy].sort()).toEqual([0, 1, 2, 3]);
    expect(hx.filter((p) => hy.includes(p))).toEqual([]);

    const written = [...(await produceOn(a, 10)), ...(await produceOn(b, 10))];
    // x reads through both instances in turn; y through B.
    const fromX = [...(await readAll(viaB, group, x)), ...(await readAll(viaA, group, x))];
    const fromY = await readAll(viaB, group, y);
    expect(fromX.every((r) => hx.includes(r.partition))).toBe(true);
    expect(fromY.every((r) => hy.includes(r.partition))).toBe(true);
    const keys = [...fromX, ...fromY].map((r) => r.key.id).sort();
    expect(keys).toEqual(written.map((e) => e.keyId!).sort()); // each record once

    // x commits through A what it read (Kafka: the next offset); B reports it.
    const lastOf = (p: number) => Math.max(...fromX.filter((r) => r.partition === p).map((r) => r.offset));
    const commitParts = hx.filter((p) => fromX.some((r) => r.partition === p));
    const offsets = commitParts.map((p) => ({ topic: APP, partition: p, offset: lastOf(p) + 1 }));
    expect((await viaA.call('POST', '/consumers/offsets', { group, name: x, body: { offsets } })).status).toBe(204);
    const committed = await viaB.call('POST', '/consumers/committed/offsets', {
      group,
      name: y,
      body: { partitions: commitParts.map((p) => ({ topic: APP, partition: p })) },
    });
    expect((committed.json as { offsets: unknown[] }).offsets).toEqual(offsets);

    // x leaves (deleted through B); y, read through A, takes all partitions and resumes x's at the commit.
    expect((await viaB.call('DELETE', '/consumers', { group, name: x })).status).toBe(204);
    const later = await produceOn(b, 8);
    expect((await held(viaA, y)).sort()).toEqual([0, 1, 2, 3]);
    const fromYAfter = await readAll(viaA, group, y);
    expect(fromYAfter.map((r) => r.key.id).sort()).toEqual(later.map((e) => e.keyId!).sort());
  }, 60_000);

  it('the Go collector starts on A in mode earliest and reads everything through B', async () => {
    const group = `appID-${APP}-clientName-collector-02`;
    const run = await gStart(viaA, APP, group, 'earliest');
    const batches = await Promise.all(run.consumers.map((c) => gDrain(viaB, APP, group, c)));
    const all = (batches as Record_[][]).flat();
    const total = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log_records WHERE topic = $1', [
      APP,
    ]);
    expect(all.length).toBe(total.rows[0]!.n);
    expect(new Set(all.map((r) => `${r.partition}/${r.offset}`)).size).toBe(all.length);
  }, 60_000);

  it('a long poll on B answers within a second of a write through A', async () => {
    const group = `appID-${APP}-clientName-collector-03`;
    const name = newConsumerName();
    await viaB.call('POST', '/consumers', { group, name, body: { 'consumer.request.timeout.ms': 10_000 } });
    await viaB.call('POST', '/consumers/subscription', { group, name, body: { topics: [APP] } });
    const pending = viaB.call('GET', '/consumers/records', { group, name });
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    const [written] = await produceOn(a, 1);
    const got = await pending;
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect((got.json as Record_[]).map((r) => r.key.id)).toEqual([written!.keyId]);
  }, 30_000);
});
