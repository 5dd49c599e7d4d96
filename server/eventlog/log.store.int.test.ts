// appendRecords is one statement per batch: concurrent batches (PostgreSQL: several connections)
// still get gapless offsets per partition with each batch's records consecutive and in order, and
// a batch naming a partition that does not exist writes nothing at all. Keys and values (sent packed
// in one bytea) come back as given, whatever their characters, with their sizes in bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { appendRecords, ensureTopic, type NewRecord } from './log.store.js';

describe.each(dbKinds())('event log appends on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await ensureTopic(t.db, 'app-a', 4, new Date());
    await ensureTopic(t.db, 'app-b', 2, new Date());
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async () =>
    (
      await t.db.query<{ topic: string; partition: number; offset: string; key: { batch: number; i: number } }>(
        'SELECT topic, partition, "offset", key FROM event_log_records ORDER BY topic, partition, "offset"',
      )
    ).rows;

  it('gives concurrent batches consecutive, gapless offsets per partition, each batch in its order', async () => {
    const batches: NewRecord[][] = Array.from({ length: 12 }, (_, batch) =>
      Array.from({ length: 3 + (batch % 5) }, (_, i) => ({
        topic: (batch + i) % 3 ? 'app-a' : 'app-b',
        partition: (batch * 7 + i) % 2,
        key: JSON.stringify({ batch, i }),
        value: JSON.stringify({ n: i }),
        ts: new Date(),
      })),
    );
    await Promise.all(batches.map((b) => appendRecords(t.db, b)));
    const stored = await rows();
    expect(stored).toHaveLength(batches.flat().length);
    const runs = new Map<string, typeof stored>();
    for (const r of stored) {
      const k = `${r.topic}/${r.partition}`;
      runs.set(k, [...(runs.get(k) ?? []), r]);
    }
    for (const [k, run] of runs) {
      expect(
        run.map((r) => Number(r.offset)),
        k,
      ).toEqual(run.map((_, i) => i));
      // A batch's records in one partition are consecutive and in the order given.
      for (const batch of new Set(run.map((r) => r.key.batch))) {
        const mine = run.filter((r) => r.key.batch === batch);
        const first = Number(mine[0]?.offset);
        expect(mine.map((r) => Number(r.offset))).toEqual(mine.map((_, i) => first + i));
        expect(mine.map((r) => r.key.i)).toEqual([...mine.map((r) => r.key.i)].sort((a, b) => a - b));
      }
    }
    const marks = await t.db.query<{ topic: string; partition: number; next_offset: string }>(
      'SELECT topic, partition, next_offset FROM event_log_partitions ORDER BY topic, partition',
    );
    for (const m of marks.rows)
      expect(Number(m.next_offset), `${m.topic}/${m.partition}`).toBe(
        runs.get(`${m.topic}/${m.partition}`)?.length ?? 0,
      );
  });

  it('writes nothing of a batch with a record for a partition that does not exist', async () => {
    const before = await rows();
    const rec = (partition: number): NewRecord => ({
      topic: 'app-b',
      partition,
      key: '{}',
      value: '{}',
      ts: new Date(),
    });
    await expect(appendRecords(t.db, [rec(0), rec(9), rec(1)])).rejects.toThrow(/partition does not exist/);
    expect(await rows()).toEqual(before);
    const marks = await t.db.query<{ next_offset: string }>(
      `SELECT next_offset FROM event_log_partitions WHERE topic = 'app-b' ORDER BY partition`,
    );
    const counts = [0, 1].map((p) => before.filter((r) => r.topic === 'app-b' && r.partition === p).length);
    expect(marks.rows.map((m) => Number(m.next_offset))).toEqual(counts);
  });

  it('stores keys and values as given, with their UTF-8 sizes, and refuses a batch with a value that is not JSON', async () => {
    await ensureTopic(t.db, 'app-c', 1, new Date());
    const texts = ['plain', 'é "quoted" \\ back\\slash', '日本語 🎉 emoji', '{"braces", [commas]}', ''];
    const batch: NewRecord[] = texts.map((x, i) => ({
      topic: 'app-c',
      partition: 0,
      key: JSON.stringify({ k: x, i }),
      value: JSON.stringify({ v: x.repeat(1 + i * 300), list: [x, i] }),
      ts: new Date(),
    }));
    await appendRecords(t.db, batch);
    const stored = await t.db.query<{ k: string; v: string; bytes: number }>(
      `SELECT key::text AS k, value::text AS v, bytes FROM event_log_records WHERE topic = 'app-c' ORDER BY "offset"`,
    );
    expect(stored.rows).toEqual(
      batch.map((r) => ({ k: r.key, v: r.value, bytes: Buffer.byteLength(r.key) + Buffer.byteLength(r.value) })),
    );
    const bad = { ...batch[0]!, value: '{"not json"' };
    await expect(appendRecords(t.db, [batch[1]!, bad])).rejects.toThrow(/json/i);
    expect((await t.db.query(`SELECT 1 FROM event_log_records WHERE topic = 'app-c'`)).rows).toHaveLength(texts.length);
  });
});
