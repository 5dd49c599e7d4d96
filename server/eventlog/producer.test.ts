// The producer: typed events become seed-2.3 records with consecutive offsets, one key stays in one
// partition and in order, writes are batched, and a full queue drops and counts instead of blocking.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open.js';
import type { Db, Queryable } from '../db/types.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { createProducer } from './producer.js';
import { partitionFor, type LogEvent } from './events.js';

let db: Db;
beforeAll(async () => {
  db = await openDb();
});
afterAll(async () => db?.close());

const clock = new ManualClock(Date.UTC(2026, 10, 2, 12));
const event = (appId: string, keyId?: string, n = 0): LogEvent => ({
  appId,
  service: 'NLUaaS',
  source: 'vendor.nlu.v1.Runtime/Interpret',
  type: 'Interpret',
  ...(keyId ? { keyId } : {}),
  data: {
    dataContentType: 'application/x-vendor-nluaas-interpretation.v1+json',
    n,
    request: { input: { text: 'hi' } },
  },
});

async function rows(topic: string) {
  const r = await db.query<{ partition: number; offset: string; key: { id: string }; value: Record<string, unknown> }>(
    `SELECT partition, "offset"::text AS offset, key, value FROM event_log_records WHERE topic = $1 ORDER BY 1, "offset"::bigint`,
    [topic],
  );
  return r.rows;
}

describe('event-log producer', () => {
  it('writes CloudEvents 1.0 values with traceid and requestid, consecutive offsets, and one key in one partition in order', async () => {
    const p = createProducer({ db, clock, log: silentLogger, lingerMs: 5 });
    const topic = `app-${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    for (let i = 0; i < 30; i++) expect(p.send(event(topic, i % 2 ? key : undefined, i))).toBe(true);
    await p.flush();
    const got = await rows(topic);
    expect(got.length).toBe(30);
    for (const part of new Set(got.map((r) => r.partition))) {
      const offs = got.filter((r) => r.partition === part).map((r) => Number(r.offset));
      expect(offs).toEqual([...offs.keys()]); // 0..n-1, no gaps
    }
    const keyed = got.filter((r) => r.key.id === key);
    expect(keyed.length).toBe(15);
    expect(new Set(keyed.map((r) => r.partition))).toEqual(new Set([partitionFor({ service: 'NLUaaS', id: key }, 4)]));
    expect(keyed.map((r) => (r.value.data as { n: number }).n)).toEqual([
      1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29,
    ]);
    expect(got[0]!.value).toMatchObject({
      specversion: '1.0',
      service: 'NLUaaS',
      source: 'vendor.nlu.v1.Runtime/Interpret',
      type: 'Interpret',
      appid: topic,
      datacontenttype: 'application/json',
      timestamp: clock.now().toISOString(),
      data: { traceid: '', requestid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(p.metrics).toMatchObject({ queued: 30, written: 30, dropped: 0, failed: 0 });
    expect(p.metrics.batches).toBeLessThan(30); // batched, not one transaction per event
    await p.close();
  });

  it("puts each record of a batch of several topics in its own topic's partitions, a new topic made with the producer's count", async () => {
    const known = `app-${randomUUID().slice(0, 8)}`;
    const fresh = `app-${randomUUID().slice(0, 8)}`;
    // The known topic was made with 2 partitions by another producer; this one makes new topics with 7.
    const first = createProducer({ db, clock, log: silentLogger, lingerMs: 0, partitions: 2 });
    first.send(event(known, randomUUID()));
    await first.flush();
    await first.close();
    const p = createProducer({ db, clock, log: silentLogger, lingerMs: 5, partitions: 7 });
    const keys: string[] = Array.from({ length: 12 }, () => randomUUID());
    keys.forEach((k, i) => p.send(event(i % 2 ? known : fresh, k, i)));
    await p.flush();
    expect(p.metrics.batches).toBe(1);
    const count = await db.query<{ topic: string; partitions: number }>(
      'SELECT topic, partitions FROM event_log_topics WHERE topic = ANY($1) ORDER BY topic',
      [[known, fresh]],
    );
    expect(Object.fromEntries(count.rows.map((r) => [r.topic, r.partitions]))).toEqual({ [known]: 2, [fresh]: 7 });
    for (const [topic, n] of [
      [known, 2],
      [fresh, 7],
    ] as const)
      for (const r of (await rows(topic)).filter((x) => keys.includes(x.key.id)))
        expect(r.partition).toBe(partitionFor({ service: 'NLUaaS', id: r.key.id }, n));
    await p.close();
  });

  it('never blocks the caller: a full queue drops the event and counts it', async () => {
    // A database whose writes wait until released, as a slow or busy one would.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow: Db = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      tx: async <T>(fn: (q: Queryable) => Promise<T>) => {
        await gate;
        return db.tx(fn);
      },
      close: () => Promise.resolve(),
    };
    const topic = `app-${randomUUID().slice(0, 8)}`;
    const p = createProducer({ db: slow, clock, log: silentLogger, maxQueue: 5, maxBatch: 2, lingerMs: 0 });
    const t0 = performance.now();
    const accepted = Array.from({ length: 20 }, (_, i) => p.send(event(topic, undefined, i)));
    expect(performance.now() - t0).toBeLessThan(50);
    // The first batch is taken off the queue while it waits on the database, so a few more fit.
    expect(accepted.filter((a) => !a).length).toBe(p.metrics.dropped);
    expect(p.metrics.dropped).toBeGreaterThanOrEqual(13);
    expect(p.metrics.highWater).toBeLessThanOrEqual(5);
    release();
    await p.flush();
    expect((await rows(topic)).length).toBe(20 - p.metrics.dropped);
    expect(p.metrics.written).toBe(20 - p.metrics.dropped);
    await p.close();
    expect(p.send(event(topic))).toBe(false); // closed
  });
});
