// Answers of repeated reads on PGlite, kept until a write makes them stale. PGlite is one process's
// database (its folder is locked to it), so every write to it passes through this process's Db: an
// epoch number that goes up before and after each write (and after each transaction) is enough to
// tell a kept answer from a stale one, with no clock.
//
// Which answers a write makes stale: all of them, unless the write says which rows it changes. A
// transaction may declare its rows (`touches`, ReadTag: `sessions|<scope>|<id>` …); it then makes
// stale only the answers read from those rows, and the answers that do not say what they were read
// from (cachedQuery's). A point read says what it was read from (read-batch.ts pointRead), so under
// a contact centre's mix, where one call in five starts a session, the reads of the other sessions
// stay kept. A declaration that misses a row would serve a stale answer: declare the rows every
// statement of the transaction may change (triggers and cascades included), or nothing.
//
// Measured with bench/profile-rpc.ts (GetSessionDetails, PGlite): the statement behind the hot read
// (the session, its engagement's activity and the scope's configset layers) cost about 90 µs of CPU
// a call at 64 in flight and 220 µs at 1 in flight, most of the server's time per call.
//
// What may be kept: the rows of a statement that reads only (see isReadOnlySql) and whose answer
// depends on the rows alone, never on now(), random() or the like (our SQL takes times as
// parameters). On PostgreSQL nothing is kept, declared or not: another instance sharing the
// database can write without this one knowing.

import type { Db, Queryable, QueryResult } from './types.js';

/**
 * A read whose answer depends on the rows alone, kept between writes where `q` keeps answers (a
 * PGlite Db); else, and inside a transaction, an ordinary query. The rows may be frozen: copy
 * before changing them.
 */
export function cachedQuery<T>(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
  const keeper = (q as { cachedQuery?: Queryable['query'] }).cachedQuery;
  return keeper ? keeper<T>(sql, params) : q.query<T>(sql, params);
}

/**
 * Declares, in a transaction, the rows it may change (see ReadTag): once it ends, only the kept
 * answers read from them go (with those that do not say what they were read from). Every row any
 * statement of the transaction may change must be named, those changed by triggers and cascades
 * too; a transaction that declares nothing makes every kept answer stale. Does nothing where
 * nothing is kept (PostgreSQL, a test double).
 */
export function touches(q: Queryable, tags: readonly ReadTag[]): void {
  (q as { touches?: (tags: readonly ReadTag[]) => void }).touches?.(tags);
}

/**
 * A write that declares the rows it changes (see `touches`, whose rules it follows): on a PGlite
 * Db only the kept answers read from them go stale; in a transaction it declares them for it;
 * elsewhere an ordinary query.
 */
export function queryTouching<T>(
  q: Queryable,
  tags: readonly ReadTag[],
  sql: string,
  params: readonly unknown[] = [],
): Promise<QueryResult<T>> {
  const direct = (q as Pick<Db, 'queryTouching'>).queryTouching;
  if (direct) return direct<T>(tags, sql, params);
  touches(q, tags);
  return q.query<T>(sql, params);
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
  // Dates are left as they are: freezing one does not stop setTime(), and a session row has six.
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Date) &&
    !Object.isFrozen(value) &&
    !ArrayBuffer.isView(value)
  ) {
    Object.freeze(value);
    // for-in, not Object.values: no array per object frozen (a session row has ~40 columns, and
    // every read the cache misses freezes its rows).
    // Only objects are looked into: most of a row's values are strings, numbers and nulls.
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== null && typeof v === 'object') deepFreeze(v);
    }
  }
  return value;
}

/**
 * What a kept answer was read from, or what a write changed: `table`, `table|scope` or
 * `table|scope|key` (a row). A write to a row makes stale what was read from that row, its scope of
 * that table or the whole table; a write to a scope or a table, everything read under it.
 */
export type ReadTag = string;

/** The broader tags a tag falls under: `t|s|k` → `t|s`, `t`. */
function parentsOf(tag: ReadTag): ReadTag[] {
  const out: ReadTag[] = [];
  for (let i = tag.lastIndexOf('|'); i > 0; i = tag.lastIndexOf('|', i - 1)) out.push(tag.slice(0, i));
  return out;
}

/** Tags written to and not yet forgotten at most; past it a write forgets every kept answer. */
const MAX_TAGS = 8192;

interface Kept {
  /** The epoch when its read started: it holds every write made before. */
  since: number;
  value: unknown;
  /** What it was read from; undefined: unknown, so any write makes it stale. */
  tags: ReadTag[] | undefined;
}

export class ReadCache {
  private readonly max: number;
  /** Goes up with each invalidation; reads remember it when they start. */
  private epoch = 0;
  /** The epoch of the last write whose rows are unknown (it makes every answer stale). */
  private allAt = 0;
  /** The epoch of the last write of any kind (answers with unknown sources go with it). */
  private anyAt = 0;
  /** The epoch of the last write declared as each tag (all that falls under it changed). */
  private readonly wholeAt = new Map<ReadTag, number>();
  /** The epoch of the last write declared as each tag or as one under it (part of it changed). */
  private readonly partAt = new Map<ReadTag, number>();
  /** Kept answers by key, in order of use (a Map keeps insertion order). */
  private readonly kept = new Map<string, Kept>();
  /** Reads under way, shared by callers asking the same while no write has been made since. */
  private readonly loading = new Map<string, { since: number; promise: Promise<unknown> }>();

  constructor(opts: ReadCacheOptions = {}) {
    this.max = opts.maxEntries ?? 512;
  }

  /**
   * Makes stale what a write changes: with `tags`, the answers read from those rows, scopes or
   * tables and every answer whose sources are unknown; without, every kept answer. Call before a
   * write starts and once it has ended (a transaction that declares its rows, only after it ends:
   * no read sees its rows before it commits).
   */
  invalidate(tags?: readonly ReadTag[]): void {
    const at = ++this.epoch;
    this.anyAt = at;
    if (this.loading.size) this.loading.clear();
    if (!tags || this.partAt.size + 3 * tags.length > MAX_TAGS) {
      this.allAt = at;
      this.wholeAt.clear();
      this.partAt.clear();
      if (this.kept.size) this.kept.clear();
      return;
    }
    for (const tag of tags) {
      this.wholeAt.set(tag, at);
      this.partAt.set(tag, at);
      for (const p of parentsOf(tag)) this.partAt.set(p, at);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  /** Whether an answer read from `tags` since epoch `since` still holds. */
  private holds(since: number, tags: ReadTag[] | undefined): boolean {
    if (this.allAt > since) return false;
    if (!tags) return this.anyAt <= since;
    if (this.anyAt <= since) return true;
    // Stale when a write changed part of what a tag names, or the whole of a tag above it.
    for (const tag of tags) {
      if ((this.partAt.get(tag) ?? 0) > since) return false;
      for (const p of parentsOf(tag)) if ((this.wholeAt.get(p) ?? 0) > since) return false;
    }
    return true;
  }

  /**
   * The kept answer for `key` when no write it depends on has been made since it was read; else
   * `load`'s, kept when no such write was made while it ran. `tagsOf` names what the answer was
   * read from (the rows it holds and what it depends on, see ReadTag); without it any write makes
   * the answer stale. The answer is frozen: callers copy what they change.
   */
  read<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => ReadTag[]): Promise<T> {
    const hit = this.kept.get(key);
    if (hit) {
      if (this.holds(hit.since, hit.tags)) {
        // Most recently used last.
        this.kept.delete(key);
        this.kept.set(key, hit);
        return Promise.resolve(hit.value as T);
      }
      this.kept.delete(key);
    }
    // A read under way is shared only while no write of any kind has been made since it started.
    const running = this.loading.get(key);
    if (running && running.since === this.epoch) return running.promise as Promise<T>;
    const since = this.epoch;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        deepFreeze(value);
        const tags = tagsOf?.(value);
        if (this.holds(since, tags)) {
          this.kept.delete(key);
          this.kept.set(key, { since, value, tags });
          if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, { since, promise });
    return promise;
  }
}
