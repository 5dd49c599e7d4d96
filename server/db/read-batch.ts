// Point reads asked in the same turn of the event loop, sent to PostgreSQL as one statement.
//
// Profiled at 64 GetSessionDetails in flight on PostgreSQL (bench/profile-rpc.ts --pg): each read's
// own round trip cost the server more in writing its query (the write wakes a backend, which takes
// the CPU from the server on a busy machine) than in the rest of the call, and the server sat idle
// between answers. A batcher holds the reads asked in one turn (the calls that arrived in one read
// of the socket, typically) until the turn ends (setImmediate), then sends them as one statement
// over all their keys. At one call in flight the statement holds one key and leaves a few
// microseconds later than it would have.
//
// A batched read answers as a read of its own would: the statement runs after every read in it was
// asked, and reads of the same key asked together share one answer.
//
// PGlite batches too (pointRead): with random keys its read cache (read-cache.ts) answers few reads,
// and each statement of its own crossed into WASM with a fixed cost (about 25 µs of CPU for a
// statement that reads nothing, 100 µs for the session read) that a statement over 16-64 keys pays
// once. A batch's answers are kept like any other read's, under the batcher's own keys.
import type { Db, Queryable } from './types.js';

export interface ReadBatcherOptions {
  /** Keys at most in one statement (default 256; more go in further statements). */
  maxBatch?: number;
}

interface Waiting<R> {
  resolve(row: R | undefined): void;
  reject(err: unknown): void;
}

export class ReadBatcher<R> {
  private readonly maxBatch: number;
  private scheduled = false;
  /** Reads waiting for the turn's end, by key (several callers may wait on one key). */
  private waiting = new Map<string, Waiting<R>[]>();

  /**
   * `load` reads the rows of the given keys (distinct), answering for each key its row or
   * undefined, in the keys' order.
   */
  constructor(
    private readonly load: (keys: string[]) => Promise<(R | undefined)[]>,
    opts: ReadBatcherOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 256;
  }

  /** The row of `key`, read with the other reads asked in this turn. */
  get(key: string): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.waiting;
    this.waiting = new Map();
    let batch = new Map<string, Waiting<R>[]>();
    for (const [key, list] of all) {
      batch.set(key, list);
      if (batch.size >= this.maxBatch) {
        this.send(batch);
        batch = new Map();
      }
    }
    if (batch.size) this.send(batch);
  }

  private send(batch: Map<string, Waiting<R>[]>): void {
    const keys = [...batch.keys()];
    let loading: Promise<(R | undefined)[]>;
    try {
      loading = this.load(keys);
    } catch (err) {
      loading = Promise.reject(err);
    }
    loading.then(
      (rows) => {
        keys.forEach((key, i) => {
          for (const w of batch.get(key)!) w.resolve(rows[i]);
        });
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
