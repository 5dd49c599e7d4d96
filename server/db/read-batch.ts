// Point reads asked in the same turn of the event loop, sent to PostgreSQL as one statement.
//
// Profiled at 64 GetSessionDetails in flight on PostgreSQL (bench/profile-rpc.ts --pg): each read's
// own round trip cost the server more in writing its query (the write wakes a backend, which takes
// the CPU from the server on a busy machine) than in the rest of the call, and the server sat idle
// between answers. A batcher holds the reads asked in one turn (the calls that arrived in one read
// of the socket, typically) until the turn ends, then sends them as one statement over all their
// keys (a TurnBatcher's list: turn-batch.ts). At one call in flight the statement holds one key and
// leaves a few microseconds later than it would have.
//
// A batched read answers as a read of its own would: the statement runs after every read in it was
// asked, and reads of the same key asked together share one answer.
//
// PGlite batches too (pointRead): with random keys its read cache (read-cache.ts) answers few reads,
// and each statement of its own crossed into WASM with a fixed cost (about 25 µs of CPU for a
// statement that reads nothing, 100 µs for the session read) that a statement over 16-64 keys pays
// once. A batch's answers are kept like any other read's, under the batcher's own keys.
//
// On PGlite's one connection a batch takes its place in line when its first read is asked
// (Db.whenReady), not at the turn's end: under a contact centre's mix the StartSessions asked in
// the same turn had already queued, so every read waited behind all of them, and reads (four
// calls in five) answered later than the writes (profile-rpc.ts --mix 0.2: reads' p50 a quarter
// above StartSession's). When its turn comes the batch takes every read asked until then, so the
// reads that arrive while writes run go together, between them, and batches grew from about 15
// reads to about 25.
//
// A statement takes at most 32 keys (MAX_BATCH), not every read waiting. On PGlite a statement runs
// synchronously, so while one batch's statement ran nothing else moved, and its answers then all
// left together: the clients sent their next calls in one wave, and the server sat idle while they
// did (about 70% busy at 64 in flight). Capped, the next batch is already in line and runs while
// the clients take the answers of the one before. Random reads alone at 64 in flight went from
// 0.63-0.74 of bare grpc-js to 0.82-0.88, and the 80/20 mix from 0.64-0.66 to 0.70-0.76
// (bench/mixed.bench.ts, two runs each, alternating; 16 keys did as well, 48 in between). On
// PostgreSQL a turn's reads then go as two statements on two connections, whose answers come back
// apart: random reads 0.78-0.82 before, 0.92-1.08 after; the mix 0.78-0.79 before, 0.82 after.
import { TurnBatcher } from './turn-batch.js';
import type { Db, Queryable } from './types.js';

/** Keys at most in one statement (see above). */
const MAX_BATCH = 32;

export interface ReadBatcherOptions {
  /** Keys at most in one statement (default MAX_BATCH; more go in further statements). */
  maxBatch?: number;
  /**
   * The database's turn of its one connection (PGlite's Db.whenReady): a batch then takes its place
   * in line when its first read is asked, and takes every read asked until its turn comes (at
   * least to the end of the first read's turn of the event loop), not only the reads of one turn.
   */
  whenReady?: <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>;
}

interface Waiting<R> {
  resolve(row: R | undefined): void;
  reject(err: unknown): void;
}

export class ReadBatcher<R> {
  private readonly maxBatch: number;
  private readonly whenReady: ReadBatcherOptions['whenReady'];
  /** Without `whenReady`: the reads asked in one turn of the event loop, one statement (turn-batch.ts). */
  private readonly turns: TurnBatcher<string, R | undefined> | undefined;
  private scheduled = false;
  /** With `whenReady`: reads waiting for their statement, by key (several callers may wait on one key). */
  private waiting = new Map<string, Waiting<R>[]>();

  /**
   * `load` reads the rows of the given keys (distinct), answering for each key its row or
   * undefined, in the keys' order; with `whenReady`, on the Queryable of the connection's turn.
   */
  constructor(
    private readonly load: (keys: string[], q?: Queryable) => Promise<(R | undefined)[]>,
    opts: ReadBatcherOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? MAX_BATCH;
    this.whenReady = opts.whenReady;
    if (!this.whenReady) this.turns = new TurnBatcher((keys) => this.loadEach(keys), { maxBatch: this.maxBatch });
  }

  /** The row of `key`, read with the other reads asked until its statement leaves. */
  get(key: string): Promise<R | undefined> {
    if (this.turns) return this.turns.add(key);
    return new Promise<R | undefined>((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        this.inLine(this.whenReady!);
      }
    });
  }

  /** One statement over the distinct keys of a turn's list; each read answered with its key's row. */
  private async loadEach(keys: string[]): Promise<PromiseSettledResult<R | undefined>[]> {
    const distinct = [...new Set(keys)];
    const rows = await this.load(distinct);
    const byKey = new Map(distinct.map((k, i) => [k, rows[i]]));
    return keys.map((k) => ({ status: 'fulfilled', value: byKey.get(k) }));
  }

  /** The next statement's keys (up to maxBatch of the waiting ones); the rest wait for another. */
  private take(): Map<string, Waiting<R>[]> {
    this.scheduled = false;
    if (this.waiting.size <= this.maxBatch) {
      const all = this.waiting;
      this.waiting = new Map();
      return all;
    }
    const batch = new Map<string, Waiting<R>[]>();
    for (const [key, list] of this.waiting) {
      if (batch.size >= this.maxBatch) break;
      batch.set(key, list);
      this.waiting.delete(key);
    }
    return batch;
  }

  /**
   * Takes a place in the connection's line now; when the turn comes (and not before the end of
   * this turn of the event loop, so that the reads that arrived together still go together), the
   * reads asked until then go as one statement, the writes asked meanwhile after it. Reads asked
   * once it has left take the next place.
   */
  private inLine(whenReady: NonNullable<ReadBatcherOptions['whenReady']>): void {
    let turnEnded = false;
    setImmediate(() => (turnEnded = true));
    let batch: Map<string, Waiting<R>[]> | undefined;
    whenReady(async (q) => {
      if (!turnEnded) await new Promise<void>((r) => setImmediate(r));
      batch = this.take();
      if (this.waiting.size) {
        this.scheduled = true;
        this.inLine(whenReady);
      }
      let loading: Promise<(R | undefined)[]>;
      try {
        loading = this.load([...batch.keys()], q);
      } catch (err) {
        loading = Promise.reject(err);
      }
      return this.answer(batch, loading);
    }).catch((err: unknown) => {
      // The turn never came (the database closing): the reads waiting for it fail.
      if (!batch) this.answer(this.take(), Promise.reject(err)).catch(() => undefined);
    });
  }

  /** Answers each waiting read from `loading`'s rows (in the batch's key order), or fails them all. */
  private answer(batch: Map<string, Waiting<R>[]>, loading: Promise<(R | undefined)[]>): Promise<void> {
    return loading.then(
      (rows) => {
        let i = 0;
        for (const list of batch.values()) {
          const row = rows[i++];
          for (const w of list) w.resolve(row);
        }
      },
      (err: unknown) => {
        for (const list of batch.values()) for (const w of list) w.reject(err);
      },
    );
  }
}

const batchers = new WeakMap<object, Map<string, object>>();

/**
 * The batcher named `name` of `db`, made by `make` on first use (one per Db, so per pool): a
 * ReadBatcher, or a TurnBatcher (turn-batch.ts) for writes.
 */
export function batcherOf<B extends object>(db: object, name: string, make: () => B): B {
  let named = batchers.get(db);
  if (!named) batchers.set(db, (named = new Map()));
  let b = named.get(name) as B | undefined;
  if (!b) named.set(name, (b = make()));
  return b;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a batched read may take these IDs: a statement over many keys fails for all of them when
 * one is not a UUID, so anything else is read on its own (and fails on its own).
 */
export function batchableIds(...ids: string[]): boolean {
  return ids.every((id) => UUID.test(id));
}

/**
 * A point read by key: batched with the other reads of the turn (on PGlite kept too, and asked of
 * the batcher only when not kept), or `alone` when the keys cannot be batched (not UUIDs) or `q` is
 * a transaction's, which reads on its own connection. `tagsOf` names the rows (and scopes) the
 * answer was read from (read-cache.ts ReadTag), for it to be kept across writes that declare other
 * rows; without it any write makes it stale.
 */
export function pointRead<R>(
  q: Queryable,
  name: string,
  key: string,
  ids: string[],
  batcher: (db: Db) => ReadBatcher<R>,
  alone: () => Promise<R | undefined>,
  tagsOf?: (row: R | undefined) => string[],
): Promise<R | undefined> {
  const db = q as Partial<Db>;
  if (!db.kind || !batchableIds(...ids)) return alone();
  const b = batcher(q as Db);
  return db.keptRead ? db.keptRead(`${name}\u0000${key}`, () => b.get(key), tagsOf) : b.get(key);
}
