// The storage interface every part of the server uses. SQL is written once, in PostgreSQL's
// dialect, and runs on PGlite (embedded, file-backed) or on a real PostgreSQL through `pg`.
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * `query` for a read whose answer depends on the rows alone (no now(), random() or the like). On
   * PGlite the answer is kept until the next write through this Db and is frozen (read-cache.ts);
   * on PostgreSQL, which other instances may write, it is `query`. Use through `cachedQuery`.
   */
  cachedQuery?<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * On PGlite, `load`'s answer kept under `key` until a write makes it stale, as cachedQuery keeps
   * a statement's (frozen; keys share the cache with cachedQuery's, which never contain a NUL):
   * with `tagsOf` naming what it was read from (read-cache.ts ReadTag), only a write to those rows
   * or one that declares none; absent on PostgreSQL. Use through read-batch.ts pointRead.
   */
  keptRead?<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => string[]): Promise<T>;
  /**
   * On PGlite, a write that declares the rows it changes (read-cache.ts ReadTag): only the kept
   * answers read from them go stale. Absent on PostgreSQL. Use through read-cache.ts queryTouching.
   */
  queryTouching?<T = Record<string, unknown>>(
    tags: readonly string[],
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /**
   * On PGlite, `fn` once the one connection is this call's turn (in line with the statements and
   * transactions asked before), with a Queryable that runs reads on it directly, outside any
   * transaction. What `fn` reads is decided when its turn comes: a read batch (read-batch.ts) takes
   * the reads asked until then. Absent on PostgreSQL (a pool) and on test doubles.
   */
  whenReady?<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * The rows of `select` in COPY's binary format (PGCOPY header, tuples, trailer), in one piece:
   * bulk export without a message and a row object per row. `select` takes no parameters (COPY
   * does not), so values in it are literals. Both run COPY … TO STDOUT: PGlite through its wire
   * protocol (pglite-copy.ts), PostgreSQL read as a stream (pg-copy-streams).
   */
  copyOutBinary?(select: string): Promise<Uint8Array>;
  /**
   * The same database for background work (durable jobs, demo seeding): its statements and
   * transactions go one at a time and let the calls of clients go first (priority.ts). Use through
   * `backgroundDb`; absent on a view itself and on test doubles.
   */
  readonly background?: Db;
  /**
   * On a background view: runs a step of background work that uses the event loop's thread and
   * no statement (mixing the demo audio, say) as one of the view's batches, so it keeps to the
   * same share while calls of clients are in flight. Use through `backgroundStep` (priority.ts).
   */
  step?<T>(op: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
