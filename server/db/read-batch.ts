// Point reads that arrive while earlier ones are still with PostgreSQL, sent as one statement.
//
// Profiled at 64 GetSessionDetails in flight on PostgreSQL (bench/profile-rpc.ts --pg): each read's
// own round trip cost the server more in writing its query (the write wakes a backend, which takes
// the CPU from the server on a busy machine) than in the rest of the call, and the server sat idle
// between answers. A batcher sends a read at once while fewer than `maxInFlight` statements of its
// kind are out; reads that arrive meanwhile wait and leave together, as one statement over all
// their keys, when one comes back. At one call in flight nothing waits, so nothing is added.
//
// A batched read answers as a read of its own would: the statement runs after every read in it was
// asked, and reads of the same key asked together share one answer.

export interface ReadBatcherOptions {
  /** Statements out at once before reads wait to be batched (default 2). */
  maxInFlight?: number;
  /** Keys at most in one statement (default 256). */
  maxBatch?: number;
}

interface Waiting<R> {
  resolve(row: R | undefined): void;
  reject(err: unknown): void;
}

export class ReadBatcher<R> {
  private readonly maxInFlight: number;
  private readonly maxBatch: number;
  private inFlight = 0;
  /** Reads waiting for a statement, by key (several callers may wait on one key). */
  private waiting = new Map<string, Waiting<R>[]>();

  /**
   * `load` reads the rows of the given keys (distinct), answering for each key its row or
   * undefined, in the keys' order.
   */
  constructor(
    private readonly load: (keys: string[]) => Promise<(R | undefined)[]>,
    opts: ReadBatcherOptions = {},
  ) {
    this.maxInFlight = opts.maxInFlight ?? 2;
    this.maxBatch = opts.maxBatch ?? 256;
  }

  /** The row of `key`, read alone or with the reads waiting beside it. */
  get(key: string): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (this.inFlight < this.maxInFlight) this.send();
    });
  }

  private send(): void {
    const batch = new Map<string, Waiting<R>[]>();
    for (const [key, list] of this.waiting) {
      if (batch.size >= this.maxBatch) break;
      batch.set(key, list);
    }
    for (const key of batch.keys()) this.waiting.delete(key);
    const keys = [...batch.keys()];
    this.inFlight++;
    let loading: Promise<(R | undefined)[]>;
    try {
      loading = this.load(keys);
    } catch (err) {
      loading = Promise.reject(err);
    }
    loading
      .then(
        (rows) => {
          keys.forEach((key, i) => {
            for (const w of batch.get(key)!) w.resolve(rows[i]);
          });
        },
        (err: unknown) => {
          for (const list of batch.values()) for (const w of list) w.reject(err);
        },
      )
      .finally(() => {
        this.inFlight--;
        if (this.waiting.size) this.send();
      });
  }
}

const batchers = new WeakMap<object, Map<string, ReadBatcher<unknown>>>();

/** The batcher named `name` of `db`, made by `make` on first use (one per Db, so per pool). */
export function batcherOf<R>(db: object, name: string, make: () => ReadBatcher<R>): ReadBatcher<R> {
  let named = batchers.get(db);
  if (!named) batchers.set(db, (named = new Map()));
  let b = named.get(name) as ReadBatcher<R> | undefined;
  if (!b) named.set(name, (b = make()) as ReadBatcher<unknown>);
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
