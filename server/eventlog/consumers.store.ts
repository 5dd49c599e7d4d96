// Consumer-group semantics (seed 002 section 3, Kafka's rules where the seed is silent): consumers
// in groups, subscription (the group's live subscribed consumers share the partitions) or manual
// assignment (exclusive of each other: 40903), positions, committed offsets per group that a new
// consumer resumes from, auto.offset.reset earliest/latest/none, auto-commit, and consumers idle for
// more than 2 minutes gone (40403). Every operation is one transaction holding the consumer's row.
// A group is (topic, group name) in every table and query: the topic comes from the caller's token,
// and a group string alone can name groups of two apps. Live consumers are capped per group and app.
import type { Db, Queryable } from '../db/types.js';
import { tooBusy } from '../rpc/app-share.js';
import { logErrors } from './errors.js';
import { partitionOffsets, readRangeJson, type PartitionOffsets } from './log.store.js';

export const CONSUMER_IDLE_MS = 2 * 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 1_000;
export const MAX_REQUEST_TIMEOUT_MS = 30_000;
/** Records in one Get Records answer, and in one range scan of a partition. */
export const MAX_RECORDS_PER_FETCH = 5_000;
export const RANGE_RECORDS = 1_000;
/**
 * Bytes of records (key and value as stored) in one Get Records answer, whatever their count: a
 * fetch holds them in memory a few times over. At least one record always comes; one record is at
 * most MAX_RECORD_BYTES (the producer caps it), well under this.
 */
export const MAX_FETCH_BYTES = 8 << 20;
/**
 * Live consumers one group may have: the Go collector uses partitions + 1 per start and leaves the
 * previous start's consumers to idle out (facts 11), so four starts within 2 minutes fit.
 */
export const consumersPerGroup = (partitions: number): number => 4 * (partitions + 1);
/** Live consumers one app may have over all its groups: five full groups (the collector's guide: up to 5). */
export const consumersPerApp = (partitions: number): number => 5 * consumersPerGroup(partitions);

export type OffsetReset = 'earliest' | 'latest' | 'none';
export type ConsumerMode = 'none' | 'subscribe' | 'assign';

export interface ConsumerProps {
  offsetReset: OffsetReset;
  autoCommit: boolean;
  requestTimeoutMs: number;
}

/** Who is asking: the token's topic and the consumer named by the headers. */
export interface ConsumerRef {
  topic: string;
  partitions: number;
  group: string;
  name: string;
}

interface ConsumerRow {
  topic: string;
  offset_reset: OffsetReset;
  auto_commit: boolean;
  request_timeout_ms: number;
  mode: ConsumerMode;
}

export interface TopicPartition {
  topic: string;
  partition: number;
}

const idleCutoff = (now: Date) => new Date(now.getTime() - CONSUMER_IDLE_MS);

export class Consumers {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async create(ref: ConsumerRef, props: ConsumerProps): Promise<void> {
    const now = this.now();
    await this.db.tx(async (q) => {
      // Creates in one topic take turns (the topic row's lock), so no two can both pass the caps below.
      await q.query('SELECT 1 FROM event_log_topics WHERE topic = $1 FOR NO KEY UPDATE', [ref.topic]);
      const existing = await q.query<{ last_seen: Date }>(
        'SELECT last_seen FROM event_log_consumers WHERE topic = $1 AND group_name = $2 AND name = $3 FOR UPDATE',
        [ref.topic, ref.group, ref.name],
      );
      const row = existing.rows[0];
      if (row && new Date(row.last_seen) >= idleCutoff(now)) throw logErrors.consumerExists();
      if (row)
        await q.query('DELETE FROM event_log_consumers WHERE topic = $1 AND group_name = $2 AND name = $3', [
          ref.topic,
          ref.group,
          ref.name,
        ]);
      await this.checkCaps(q, ref, now);
      await q.query(
        `INSERT INTO event_log_consumers
           (group_name, name, topic, offset_reset, auto_commit, request_timeout_ms, mode, created_at, last_seen)
         VALUES ($1, $2, $3, $4, $5, $6, 'none', $7, $7)`,
        [ref.group, ref.name, ref.topic, props.offsetReset, props.autoCommit, props.requestTimeoutMs, now],
      );
    });
  }

  /** RESOURCE_EXHAUSTED when the group or the app already has as many live consumers as it may. */
  private async checkCaps(q: Queryable, ref: ConsumerRef, now: Date): Promise<void> {
    const r = await q.query<{ in_group: number; in_app: number; group_oldest: Date | null; app_oldest: Date | null }>(
      `SELECT count(*) FILTER (WHERE group_name = $2)::int AS in_group, count(*)::int AS in_app,
              min(last_seen) FILTER (WHERE group_name = $2) AS group_oldest, min(last_seen) AS app_oldest
         FROM event_log_consumers WHERE topic = $1 AND last_seen >= $3`,
      [ref.topic, ref.group, idleCutoff(now)],
    );
    const c = r.rows[0]!;
    // A retry can succeed once the least recently seen consumer idles out (sooner if one is deleted).
    const wait = (oldest: Date | null) =>
      oldest ? (new Date(oldest).getTime() + CONSUMER_IDLE_MS - now.getTime()) / 1000 : CONSUMER_IDLE_MS / 1000;
    const perGroup = consumersPerGroup(ref.partitions);
    if (c.in_group >= perGroup)
      throw tooBusy(
        `consumer group ${ref.group} already has ${c.in_group} live consumers, its limit (4 × (partitions + 1)); ` +
          'delete the ones no longer read (DELETE /consumers) or let them idle out',
        'event-log consumers per group',
        wait(c.group_oldest),
      );
    const perApp = consumersPerApp(ref.partitions);
    if (c.in_app >= perApp)
      throw tooBusy(
        `app ${ref.topic} already has ${c.in_app} live consumers, its limit (five groups' worth); ` +
          'delete the ones no longer read (DELETE /consumers) or let them idle out',
        'event-log consumers per app',
        wait(c.app_oldest),
      );
  }

  async delete(ref: ConsumerRef): Promise<void> {
    await this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      if (c.auto_commit) await this.commitPositions(q, ref);
      await q.query('DELETE FROM event_log_consumers WHERE topic = $1 AND group_name = $2 AND name = $3', [
        ref.topic,
        ref.group,
        ref.name,
      ]);
    });
  }

  async subscribe(ref: ConsumerRef): Promise<void> {
    await this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      if (c.mode === 'assign') throw logErrors.mutuallyExclusive();
      if (c.mode !== 'subscribe') {
        await q.query(
          `UPDATE event_log_consumers SET mode = 'subscribe' WHERE topic = $1 AND group_name = $2 AND name = $3`,
          [ref.topic, ref.group, ref.name],
        );
        c.mode = 'subscribe';
      }
      // Positions are fixed now, so records written between Subscribe and the first read are not skipped.
      await this.holdings(q, ref, c);
    });
  }

  /** Unsubscribe (Kafka's unsubscribe also drops a manual assignment). */
  async unsubscribe(ref: ConsumerRef): Promise<void> {
    await this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      if (c.auto_commit) await this.commitPositions(q, ref);
      await q.query(`UPDATE event_log_consumers SET mode = 'none' WHERE topic = $1 AND group_name = $2 AND name = $3`, [
        ref.topic,
        ref.group,
        ref.name,
      ]);
      await q.query('DELETE FROM event_log_positions WHERE topic = $1 AND group_name = $2 AND consumer = $3', [
        ref.topic,
        ref.group,
        ref.name,
      ]);
    });
  }

  /** Replaces the manual assignment; partitions already held keep their position (a repeated assign is a no-op). */
  async assign(ref: ConsumerRef, partitions: number[]): Promise<void> {
    await this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      if (c.mode === 'subscribe') throw logErrors.mutuallyExclusive();
      const wanted = [...new Set(partitions)].sort((a, b) => a - b);
      const mode: ConsumerMode = wanted.length ? 'assign' : 'none';
      await q.query('UPDATE event_log_consumers SET mode = $4 WHERE topic = $1 AND group_name = $2 AND name = $3', [
        ref.topic,
        ref.group,
        ref.name,
        mode,
      ]);
      await this.hold(q, ref, wanted);
      c.mode = mode;
      await this.holdings(q, ref, c);
    });
  }

  async assigned(ref: ConsumerRef): Promise<number[]> {
    return this.db.tx(async (q) => this.owned(q, ref, await this.touch(q, ref)));
  }

  /** The group's committed offsets (-1 where nothing is committed). */
  async committed(ref: ConsumerRef, partitions: number[]): Promise<{ partition: number; offset: string }[]> {
    return this.db.tx(async (q) => {
      await this.touch(q, ref);
      const r = await q.query<{ partition: number; offset: string }>(
        `SELECT partition, "offset"::text AS offset FROM event_log_offsets
          WHERE group_name = $1 AND topic = $2 AND partition = ANY($3::int[])`,
        [ref.group, ref.topic, partitions],
      );
      const by = new Map(r.rows.map((x) => [x.partition, x.offset]));
      return partitions.map((p) => ({ partition: p, offset: by.get(p) ?? '-1' }));
    });
  }

  /** Commits the given offsets, or (none given) the consumer's current positions. */
  async commit(ref: ConsumerRef, offsets: { partition: number; offset: bigint }[] | undefined): Promise<void> {
    await this.db.tx(async (q) => {
      await this.touch(q, ref);
      if (!offsets) return this.commitPositions(q, ref);
      await this.upsertCommitted(q, ref, offsets);
    });
  }

  async seek(ref: ConsumerRef, to: 'beginning' | 'end' | Map<number, bigint>, partitions: number[]): Promise<void> {
    await this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      const owned = new Set(await this.owned(q, ref, c));
      if (partitions.some((p) => !owned.has(p))) throw logErrors.noAssignment();
      const offs = to instanceof Map ? undefined : await partitionOffsets(q, ref.topic, partitions);
      for (const p of partitions) {
        const o = to instanceof Map ? to.get(p)! : to === 'beginning' ? offs!.get(p)!.beginning : offs!.get(p)!.end;
        await this.setPosition(q, ref, p, o);
      }
    });
  }

  /**
   * One fetch: up to `max` records from the consumer's partitions at its positions, which then move
   * past them; read 1,000 at a time per partition (one index range scan each), round the partitions.
   * The records come as JSON text (comma-joined objects, one chunk per range).
   */
  async fetch(
    ref: ConsumerRef,
    max = MAX_RECORDS_PER_FETCH,
    maxBytes = MAX_FETCH_BYTES,
  ): Promise<{ chunks: string[]; count: number; bytes: number; props: ConsumerRow }> {
    return this.db.tx(async (q) => {
      const c = await this.touch(q, ref);
      if (c.mode === 'none') throw logErrors.notSubscribed();
      const positions = await this.holdings(q, ref, c);
      // Auto-commit as Kafka's poll does: what earlier fetches handed out is committed before the next.
      if (c.auto_commit)
        await this.upsertCommitted(
          q,
          ref,
          [...positions].map(([partition, offset]) => ({ partition, offset })),
        );
      const chunks: string[] = [];
      let count = 0;
      let bytes = 0;
      const moved = new Map<number, bigint>();
      const done = new Set<number>();
      // Start at a random partition so that one busy partition cannot starve the others.
      const owned = [...positions.keys()];
      const start = Math.floor(Math.random() * owned.length);
      for (let i = 0; count < max && bytes < maxBytes && done.size < owned.length; i++) {
        const p = owned[(start + i) % owned.length]!;
        if (done.has(p)) continue;
        const want = Math.min(RANGE_RECORDS, max - count);
        // Only the first range may exceed what is left of the budget (by its one first record).
        const budget = count ? maxBytes - bytes : maxBytes;
        const got = await readRangeJson(q, ref.topic, p, moved.get(p) ?? positions.get(p)!, want, budget);
        if (!got) {
          done.add(p); // read to its end
          continue;
        }
        if (count && got.bytes > budget) break; // its first record does not fit: the next fetch starts with it
        if (got.count < want && got.bytes <= budget) done.add(p);
        chunks.push(got.json);
        count += got.count;
        bytes += got.bytes;
        moved.set(p, got.last + 1n);
      }
      if (moved.size)
        await q.query(
          `UPDATE event_log_positions SET position = u.pos
             FROM unnest($4::int[], $5::bigint[]) AS u(p, pos)
            WHERE topic = $1 AND group_name = $2 AND consumer = $3 AND partition = u.p`,
          [ref.topic, ref.group, ref.name, [...moved.keys()], [...moved.values()].map(String)],
        );
      return { chunks, count, bytes, props: c };
    });
  }

  /** Deletes consumers idle for more than 2 minutes. */
  async sweepIdle(): Promise<number> {
    const r = await this.db.query('DELETE FROM event_log_consumers WHERE last_seen < $1', [idleCutoff(this.now())]);
    return r.rowCount;
  }

  /** The consumer's row, locked (by the update), with last_seen moved to now; 40403 when it is gone or idled out. */
  private async touch(q: Queryable, ref: ConsumerRef): Promise<ConsumerRow> {
    const now = this.now();
    const r = await q.query<ConsumerRow>(
      `UPDATE event_log_consumers SET last_seen = $3
        WHERE topic = $4 AND group_name = $1 AND name = $2 AND last_seen >= $5
        RETURNING topic, offset_reset, auto_commit, request_timeout_ms, mode`,
      [ref.group, ref.name, now, ref.topic, idleCutoff(now)],
    );
    const row = r.rows[0];
    if (!row) throw logErrors.consumerNotFound();
    return row;
  }

  private async owned(q: Queryable, ref: ConsumerRef, c: ConsumerRow): Promise<number[]> {
    return [...(await this.holdings(q, ref, c)).keys()];
  }

  /**
   * The partitions the consumer holds now and its position in each, in partition order. Manually
   * assigned consumers hold what they named. Subscribed consumers split the topic's partitions among
   * the group's live subscribed members (ordered by arrival): member i of n holds every partition p
   * with p mod n = i. Unset positions are resolved: the group's committed offset when there is one
   * (clamped to what the partition still holds), else auto.offset.reset (earliest: the oldest record
   * kept; latest and none: the end, which none also commits for the group).
   */
  private async holdings(q: Queryable, ref: ConsumerRef, c: ConsumerRow): Promise<Map<number, bigint>> {
    const out = new Map<number, bigint>();
    if (c.mode === 'none') return out;
    const read = () =>
      q.query<{ partition: number; position: string | null; committed: string | null }>(
        `SELECT p.partition, p.position::text AS position, o."offset"::text AS committed
           FROM event_log_positions p
           LEFT JOIN event_log_offsets o
                  ON o.topic = p.topic AND o.group_name = p.group_name AND o.partition = p.partition
          WHERE p.topic = $1 AND p.group_name = $2 AND p.consumer = $3
          ORDER BY p.partition`,
        [ref.topic, ref.group, ref.name],
      );
    let rows = (await read()).rows;
    if (c.mode === 'subscribe') {
      const members = await q.query<{ name: string }>(
        `SELECT name FROM event_log_consumers
          WHERE topic = $1 AND group_name = $2 AND mode = 'subscribe' AND last_seen >= $3
          ORDER BY created_at, name`,
        [ref.topic, ref.group, idleCutoff(this.now())],
      );
      const n = members.rows.length;
      const i = members.rows.findIndex((m) => m.name === ref.name);
      const mine: number[] = [];
      for (let p = 0; p < ref.partitions; p++) if (p % n === i) mine.push(p);
      if (mine.join() !== rows.map((r) => r.partition).join()) {
        await this.hold(q, ref, mine);
        rows = (await read()).rows;
      }
    }
    const unresolved = rows.filter((x) => x.position === null).map((x) => x.partition);
    let offs: Map<number, PartitionOffsets> | undefined;
    if (unresolved.length) offs = await partitionOffsets(q, ref.topic, unresolved);
    for (const row of rows) {
      if (row.position !== null) {
        out.set(row.partition, BigInt(row.position));
        continue;
      }
      const o = offs!.get(row.partition)!;
      let pos: bigint;
      if (row.committed !== null) {
        const committed = BigInt(row.committed);
        pos = committed < o.beginning ? o.beginning : committed > o.end ? o.end : committed;
      } else {
        pos = c.offset_reset === 'earliest' ? o.beginning : o.end;
        // "none" means resume: Kafka would fail a group with no committed offset. Here such a group
        // starts at the end, and that start is committed, so a consumer that replaces this one
        // before anything is committed resumes here too instead of skipping what came meanwhile.
        if (c.offset_reset === 'none') await this.upsertCommitted(q, ref, [{ partition: row.partition, offset: pos }]);
      }
      await this.setPosition(q, ref, row.partition, pos);
      out.set(row.partition, pos);
    }
    return out;
  }

  /** Makes the consumer hold exactly `partitions`: new ones with no position yet, the others kept as they are. */
  private async hold(q: Queryable, ref: ConsumerRef, partitions: number[]): Promise<void> {
    await q.query(
      `DELETE FROM event_log_positions
        WHERE topic = $1 AND group_name = $2 AND consumer = $3 AND NOT (partition = ANY($4::int[]))`,
      [ref.topic, ref.group, ref.name, partitions],
    );
    await q.query(
      `INSERT INTO event_log_positions (topic, group_name, consumer, partition)
         SELECT $1, $2, $3, p FROM unnest($4::int[]) AS p ON CONFLICT DO NOTHING`,
      [ref.topic, ref.group, ref.name, partitions],
    );
  }

  private async setPosition(q: Queryable, ref: ConsumerRef, partition: number, position: bigint): Promise<void> {
    await q.query(
      `UPDATE event_log_positions SET position = $5
        WHERE topic = $1 AND group_name = $2 AND consumer = $3 AND partition = $4`,
      [ref.topic, ref.group, ref.name, partition, position.toString()],
    );
  }

  private async commitPositions(q: Queryable, ref: ConsumerRef): Promise<void> {
    const r = await q.query<{ partition: number; position: string }>(
      `SELECT partition, position::text AS position FROM event_log_positions
        WHERE topic = $1 AND group_name = $2 AND consumer = $3 AND position IS NOT NULL`,
      [ref.topic, ref.group, ref.name],
    );
    await this.upsertCommitted(
      q,
      ref,
      r.rows.map((x) => ({ partition: x.partition, offset: BigInt(x.position) })),
    );
  }

  private async upsertCommitted(
    q: Queryable,
    ref: ConsumerRef,
    offsets: { partition: number; offset: bigint }[],
  ): Promise<void> {
    if (!offsets.length) return;
    // One row per partition (the last one given wins), as one statement cannot update a row twice.
    const last = new Map(offsets.map((o) => [o.partition, o.offset]));
    await q.query(
      `INSERT INTO event_log_offsets (group_name, topic, partition, "offset", committed_at)
         SELECT $1, $2, u.p, u.o, $5 FROM unnest($3::int[], $4::bigint[]) AS u(p, o)
       ON CONFLICT (group_name, topic, partition) DO UPDATE SET "offset" = EXCLUDED."offset", committed_at = EXCLUDED.committed_at`,
      [ref.group, ref.topic, [...last.keys()], [...last.values()].map(String), this.now()],
    );
  }
}
