// Answers of repeated reads on PGlite, kept until the next write. PGlite is one process's database
// (its folder is locked to it), so every write to it passes through this process's Db: a
// generation number that goes up before and after each write (and each transaction) is enough to
// tell a kept answer from a stale one, with no clock and no guessing which tables a write touched.
//
// Measured with bench/profile-rpc.ts (GetSessionDetails, PGlite): the statement behind the hot read
// (the session, its engagement's activity and the scope's configset layers) cost about 90 µs of CPU
// a call at 64 in flight and 220 µs at 1 in flight, most of the server's time per call.
//
// What may be kept: the rows of a statement that reads only (see isReadOnlySql) and whose answer
// depends on the rows alone, never on now(), random() or the like (our SQL takes times as
// parameters). On PostgreSQL nothing is kept: another instance sharing the database can write
// without this one knowing.

import type { Queryable, QueryResult } from './types.js';

/**
 * A read whose answer depends on the rows alone, kept between writes where `q` keeps answers (a
 * PGlite Db); else, and inside a transaction, an ordinary query. The rows may be frozen: copy
 * before changing them.
 */
export function cachedQuery<T>(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
  const keeper = (q as { cachedQuery?: Queryable['query'] }).cachedQuery;
  return keeper ? keeper<T>(sql, params) : q.query<T>(sql, params);
}

/** Statements that cannot change a row: a SELECT (or WITH … SELECT) naming no writing verb. */
const READ_START = /^\s*(?:SELECT|WITH)\b/i;
const WRITES = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL|DO|NEXTVAL|SETVAL|LOCK)\b/i;

/**
 * Whether a statement only reads. Errs towards "writes" (a writing verb anywhere, even inside a
 * string or a name of its own, counts): a wrong "writes" only costs the kept answers.
 */
export function isReadOnlySql(sql: string): boolean {
  return textOf(sql).readOnly;
}

/**
 * What is known of each SQL text seen: whether it only reads, and a short number standing for it
 * in keys. Looked up on every statement, which costs less than the regular expressions and a key
 * holding the whole text. Numbers are never reused, so forgetting them all when there are too many
 * (texts built with literals in them) cannot mix two texts up.
 */
const texts = new Map<string, { n: number; readOnly: boolean }>();
let textCount = 0;
function textOf(sql: string): { n: number; readOnly: boolean } {
  let t = texts.get(sql);
  if (!t) {
    if (texts.size >= 4096) texts.clear();
    t = { n: ++textCount, readOnly: READ_START.test(sql) && !WRITES.test(sql) };
    texts.set(sql, t);
  }
  return t;
}

/** The key a read is kept under: its text's number and its parameters. */
export function readKey(sql: string, params: readonly unknown[]): string {
  return `${textOf(sql).n}:${JSON.stringify(params)}`;
}

export interface ReadCacheOptions {
  /** Answers kept at most (the least recently used go first). */
  maxEntries?: number;
}

/** Freezes an answer's rows and what they hold, so that no caller can change a kept answer. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export class ReadCache {
  private readonly max: number;
  private gen = 0;
  /** Kept answers by key, in order of use (a Map keeps insertion order). */
  private readonly kept = new Map<string, { gen: number; value: unknown }>();
  /** Reads under way, shared by callers asking the same in the same generation. */
  private readonly loading = new Map<string, { gen: number; promise: Promise<unknown> }>();

  constructor(opts: ReadCacheOptions = {}) {
    this.max = opts.maxEntries ?? 512;
  }

  /** Forgets every kept answer: call before a write starts and after it ends. */
  invalidate(): void {
    this.gen++;
    if (this.kept.size) this.kept.clear();
    if (this.loading.size) this.loading.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * The kept answer for `key` when no write has started since it was read; else `load`'s, kept
   * when no write started while it ran. The answer is frozen: callers copy what they change.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const gen = this.gen;
    const hit = this.kept.get(key);
    if (hit && hit.gen === gen) {
      // Most recently used last.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return Promise.resolve(hit.value as T);
    }
    const running = this.loading.get(key);
    if (running && running.gen === gen) return running.promise as Promise<T>;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        deepFreeze(value);
        if (this.gen === gen) {
          this.kept.delete(key);
          this.kept.set(key, { gen, value });
          if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, { gen, promise });
    return promise;
  }
}
