// Opens the server's database: PGlite in a data folder by default (no native modules, nothing to
// install), or a real PostgreSQL when a connection URL is given. Both run the same SQL and the same
// migrations, applied at start-up.
import { vigilSetting } from '../util/env.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type pg from 'pg';
import type { to as copyToType } from 'pg-copy-streams';
import type { Db, Queryable, QueryResult } from './types.js';
import { createClusterOffThread, isEmptyDir } from './create-off-thread.js';
import { migrate, readMigrations } from './migrate.js';
import { TurnBudget } from './turn-budget.js';
import { pgliteCopyOut } from './pglite-copy.js';
import { ReadCache, isReadOnlySql, readKey, type ReadTag } from './read-cache.js';
import { PriorityGate, type Priority } from './priority.js';
import { PREPARABLE, SCHEMA_CHANGE, STALE_STATEMENT, pgliteStatements } from './pglite-statements.js';
import { tarGzDir, untarGz, untarGzInPlace } from './untar.js';
import {
  clusterTemplateFile,
  pgliteDirOf,
  pgliteLockFile,
  takeEarlyCluster,
  tryLockPgliteDir,
} from './early-cluster.js';
export { CLUSTER_TEMPLATE, pgliteDirOf } from './early-cluster.js';
import { compilePgliteWasm } from './pglite-wasm.js';
import type { Logger } from '../util/log.js';
import { silentLogger } from '../util/log.js';
import { ensurePrivateDir, tightenTree } from '../util/private-files.js';
import { launchMark } from '../../wire/launch-trace.js';

export interface OpenDbOptions {
  /** postgres://… ; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means an in-memory database (tests). */
  dataDir?: string | undefined;
  log?: Logger;
  /** Skip migrations (tools that only read). */
  skipMigrations?: boolean;
  /** How long to wait for another process's hold on a PGlite folder (default 10 s). */
  lockWaitMs?: number;
  /**
   * Run DML as prepared statements, planned once per connection (default: yes, unless the
   * environment says VIGIL_DB_PREPARE=0, e.g. behind a pooler that cannot keep them).
   */
  prepare?: boolean;
}

export interface ServerStorage {
  /** The server's data folder (absolute): audio, reports, keys, and PGlite's folder. */
  dataDir: string;
  /** postgres://… when the database is PostgreSQL. */
  databaseUrl?: string | undefined;
}

/**
 * The one way to open a server's database from its data folder and URL: the server and the admin
 * commands (`npm run serve -- clients …`, `keys rotate`) both come here, so they cannot disagree
 * about which database that is. The data folder is checked (ours alone) and made 0700 first.
 */
export async function openServerDb(
  storage: ServerStorage,
  log?: Logger,
  opts: Pick<OpenDbOptions, 'lockWaitMs'> = {},
): Promise<Db> {
  ensurePrivateDir(storage.dataDir);
  return openDb({
    databaseUrl: storage.databaseUrl,
    dataDir: storage.databaseUrl ? undefined : pgliteDirOf(storage.dataDir),
    ...(log ? { log } : {}),
    ...opts,
  });
}

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? silentLogger;
  const prepare = opts.prepare ?? vigilSetting('VIGIL_DB_PREPARE') !== false;
  const db = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, prepare, await loadPostgresDriver())
    : await openPglite(
        opts.dataDir,
        opts.dataDir || opts.skipMigrations ? undefined : await migratedTemplate(),
        opts.lockWaitMs,
        prepare,
      );
  launchMark('server: database open');
  if (!opts.skipMigrations) {
    try {
      await migrate(db, log);
    } catch (err) {
      await db.close();
      throw err;
    }
  }
  launchMark('server: migrations checked');
  log.info('database ready', { kind: db.kind });
  return db;
}

// int8 (bigint) values come back as strings from pg; PGlite is told to do the same, so code that
// reads counts or sizes sees one type on both.
const parseInt8AsString = { [pgliteTypes.INT8]: (v: string) => v };

// bytea parameters in PGlite's hex text form, encoded natively: PGlite's own serializer maps every
// byte through a JS string (1.3 s and a GC storm for the 5 MB peak pyramid of a one-hour call).
const fastBytea = {
  [pgliteTypes.BYTEA]: (v: unknown) => {
    if (!(v instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return '\\x' + Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex');
  },
};

// PGlite's files come out 0666 whatever the process umask (its file system layer sets the mode),
// so they are narrowed to 0600 every few seconds while open, and on close. The folder itself is
// 0700 before PGlite reads anything in it, which keeps other users out of a file in the moment
// before it is narrowed. The first walk comes a period after the open, not during it: a walk of
// the cluster's files (about 640) took about 10 ms of a relaunch's path to the first answer, for
// files no one else could reach.
const TIGHTEN_EVERY_MS = 5000;

/** A PGlite folder another live process has open: two writers would corrupt it. */
export class DbInUseError extends Error {
  constructor(
    readonly pid: number,
    dir: string,
  ) {
    super(`the database in ${dir} is in use by process ${pid}; stop that process first`);
    this.name = 'DbInUseError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DIR.lock (holding our pid) for as long as the database is open. A lock whose process is
 * gone is taken over; a live one is waited for up to `waitMs` (an admin command finishing).
 */
async function lockPgliteDir(dir: string, waitMs: number): Promise<() => void> {
  const file = pgliteLockFile(dir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const unlock = tryLockPgliteDir(dir);
    if (unlock) return unlock;
    let pid = NaN;
    try {
      pid = Number(fs.readFileSync(file, 'utf8').trim());
    } catch {
      continue; // released meanwhile
    }
    if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new DbInUseError(pid, dir);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * PGlite's memory: its shared buffers live in the WASM heap, which never shrinks, and PostgreSQL
 * touches all of them at start, so `shared_buffers` (128MB as initdb writes it) is resident from
 * the first query on. VIGIL_PGLITE_SHARED_BUFFERS (e.g. `16MB`) sets it for this process; every
 * server process is started with it (scripts/server-process.mjs: `npm run serve` and the console's
 * embedded server); without it (tests, benches in-process) PostgreSQL's default. The WASM module's own floor is 128 MB of address space, mostly untouched.
 */
export function pgliteMemoryOptions(env: NodeJS.ProcessEnv = process.env): { startParams?: string[] } {
  const buffers = vigilSetting('VIGIL_PGLITE_SHARED_BUFFERS', env);
  if (!buffers) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${buffers}`] };
}

/**
 * Creates and migrates a new cluster in `dir` and closes it: the worker thread of
 * create-off-thread.ts runs this, while the process that started it holds the folder's lock. From
 * the cluster template (`templateFile`, by default the one beside the server's bundle) when there is one.
 */
export async function createPgliteCluster(dir: string, templateFile?: string): Promise<void> {
  const db = await openPglite(dir, undefined, 0, true, false, templateFile);
  try {
    await migrate(db, silentLogger);
  } finally {
    await db.close();
  }
}

/**
 * A new data folder is a copy of a cluster made and migrated once, by the build
 * (scripts/build-electron.mjs writes it beside the bundle it belongs to, so it always matches that
 * bundle's PGlite and migrations): initdb and every migration in PGlite's WASM took most of a first
 * launch; unpacking the copy with plain file writes (untar.ts) takes a fraction of a second.
 * Migrations still run after it, finding nothing to do. From source there is none beside
 * server/db/, and the cluster is made as before. False when there is no template or it could not
 * be unpacked (the folder is then still new). The folder becomes the whole cluster at once
 * (untarGzInPlace), so a stop midway leaves it new for the next start.
 */
export async function unpackClusterTemplate(dir: string, file = clusterTemplateFile()): Promise<boolean> {
  let archive: Buffer;
  try {
    archive = fs.readFileSync(file);
  } catch {
    return false;
  }
  return untarGzInPlace(archive, dir);
}

/**
 * What the template is made of, beyond PGlite's build and the migrations (templateKey): a new value
 * makes the build's cached template (node_modules/.cache/vigil/) again. 2: checkpointed before the
 * dump. 3: the checkpoint in a WAL segment of its own, mostly zeros (unpacked as holes). 4: the
 * `postgres` database alone (template0 and template1 dropped). 5: a cluster stopped cleanly, not a
 * dump of a running one.
 */
export const CLUSTER_TEMPLATE_FORMAT = 5;

/**
 * Makes the cluster template: the migrated cluster (migratedDump) written to a folder, started
 * there once and stopped, and that folder gzipped into `file` (written beside and renamed, so a
 * reader never sees half of one). A dump of a running cluster is of one that did not stop: every
 * new data folder's first start recovered it (replaying its WAL, then walking every file and
 * writing a checkpoint of its own). Stopped, the template starts as any relaunch does.
 */
export async function writeClusterTemplate(file: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cluster-template-'));
  try {
    await untarGz(await migratedDump('gzip'), folder);
    // Started on the folder and stopped: the stop's checkpoint marks it shut down cleanly.
    const onDisk = await openPglite(folder, undefined, 0, true, false);
    await onDisk.close();
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, tarGzDir(folder));
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A new cluster in memory with every migration applied, initdb's template databases dropped,
 * checkpointed and dumped (a tar, gzipped or not): what both templates (a new data folder's and a
 * test's in-memory database's) are made of. Without the checkpoint after the migrations, every
 * database made from the dump replayed their 2.3 MB of WAL, about a fifth of PGlite's CPU to its
 * first answer.
 */
async function migratedDump(compression?: 'gzip', migrations = readMigrations()): Promise<Buffer> {
  const db = await openPglite(undefined);
  try {
    await migrate(db, silentLogger, migrations);
    // Only the database the server connects to (PGlite's `postgres`) is kept: initdb's template0
    // and template1 are there for CREATE DATABASE, which nothing here runs, and were half of a
    // new data folder's files (about 600 of 1,250, 15 MB), which every first launch wrote out.
    await db.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await db.query('DROP DATABASE template0');
    await db.query('DROP DATABASE template1');
    // The WAL before the checkpoint is never read again: a new segment (zeros, which unpack as
    // holes: untar.ts) holds the checkpoint, and the old one, full of initdb's and the
    // migrations' records, is removed rather than kept for reuse.
    await db.query('SET wal_recycle = off');
    await db.query('SELECT pg_switch_wal()');
    await db.query('CHECKPOINT');
    return Buffer.from(await (await db.dump(compression)).arrayBuffer());
  } finally {
    await db.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  template?: Blob,
  lockWaitMs = 10_000,
  prepare = true,
  lock = true,
  clusterTemplate?: string,
): Promise<Db & { dump(compression?: 'gzip'): Promise<Blob> }> {
  let unlock: (() => void) | undefined;
  // A new folder this process began unpacking at its start (early-cluster.ts): its lock is ours.
  const early = dataDir && lock ? takeEarlyCluster(dataDir) : undefined;
  // The folder is the whole cluster once it is done, or still new where that failed (made below).
  if (early) await early.done;
  if (dataDir) {
    // 0700 before anything in it is read: what is in it is narrowed while it is open (below), no
    // walk of its files on the way to the first answer.
    ensurePrivateDir(dataDir, 'database folder');
    if (early) unlock = early.unlock;
    else if (lock) unlock = await lockPgliteDir(dataDir, lockWaitMs);
  }
  let lite: PGlite;
  try {
    // A new folder: unpacked from the cluster template when there is one; else the cluster is made
    // where its heap can be let go (see create-off-thread.ts), or here.
    launchMark('server: database folder locked');
    if (dataDir && isEmptyDir(dataDir) && (early || !(await unpackClusterTemplate(dataDir, clusterTemplate)))) {
      if (lock && vigilSetting('VIGIL_PGLITE_CREATE_OFF_THREAD') === true) await createClusterOffThread(dataDir);
    }
    launchMark('server: cluster in place');
    // Compiled ahead when the server's start asked early (pglite-wasm.ts); else it compiles here.
    const pgliteWasmModule = await compilePgliteWasm();
    launchMark('server: PGlite WASM compiled');
    const wasm = pgliteWasmModule ? { pgliteWasmModule } : {};
    lite = dataDir
      ? await PGlite.create(path.resolve(dataDir), {
          parsers: parseInt8AsString,
          serializers: fastBytea,
          ...pgliteMemoryOptions(),
          ...wasm,
        })
      : await PGlite.create({
          parsers: parseInt8AsString,
          serializers: fastBytea,
          ...pgliteMemoryOptions(),
          ...wasm,
          ...(template ? { loadDataDir: template } : {}),
        });
  } catch (err) {
    if (dataDir) tightenTree(dataDir);
    unlock?.();
    throw err;
  }
  let tightener: NodeJS.Timeout | undefined;
  if (dataDir) {
    tightener = setInterval(() => tightenTree(dataDir), TIGHTEN_EVERY_MS);
    tightener.unref();
  }
  // Every DML statement goes through a kept prepared statement (see pglite-statements.ts), the
  // rest through PGlite's `query`. The locks are PGlite's own: outside a transaction a statement
  // waits for any transaction to end, as `lite.query` does; inside one it takes the query lock.
  const statements = pgliteStatements(lite, prepare ? 256 : 0);
  const viaQuery = async <T>(q: Pick<PGlite, 'query'>, sql: string, params: readonly unknown[]) => {
    const r = await q.query<T>(sql, params as unknown[]);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  };
  let closed = false;
  // Answers leave in batches while many calls wait on the lock (turn-budget.ts): statements outside
  // a transaction, the reads most calls make, take a share of the event loop's turn first.
  // VIGIL_DB_TURN sets the statements per turn, 0 for no limit.
  const perTurn = vigilSetting('VIGIL_DB_TURN') ?? 16;
  const budget = perTurn > 0 ? new TurnBudget({ statements: perTurn }) : undefined;
  // Answers of repeated reads, kept until a write makes them stale (read-cache.ts); VIGIL_DB_READ_CACHE=0
  // keeps none.
  const kept = vigilSetting('VIGIL_DB_READ_CACHE') === false ? undefined : new ReadCache();
  // Two classes of work (priority.ts): the calls of clients through this Db, background work
  // through its `background` view, which takes the one connection a statement or a transaction at
  // a time, and only while no call's statement is waiting for it (or once it has waited its
  // share): a call waits behind one background batch at most.
  let interactive = 0;
  const gate = new PriorityGate({ busy: () => interactive > 0 });
  const ended = () => {
    interactive--;
    gate.wake();
  };
  const foreground: Priority = (op) => {
    interactive++;
    return op().finally(ended);
  };
  const background: Priority = (op) => gate.run(op);
  const runNow = <T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> => {
    if (!statements.takes(sql)) return viaQuery<T>(lite, sql, params);
    return lite._runExclusiveTransaction(() =>
      lite._runExclusiveQuery(async () => {
        const wait = budget?.take();
        if (wait) await wait;
        await lite._checkReady(); // throws once closing, as `query` does
        return statements.run<T>(sql, params, false);
      }),
    );
  };
  /** `fn` in a transaction; `wrote` is told of each statement that is not a read (isReadOnlySql). */
  const inTransaction = <T>(
    fn: (q: Queryable) => Promise<T>,
    touches: (tags: readonly ReadTag[]) => void,
    wrote: () => void,
  ): Promise<T> =>
    lite.transaction(async (t) => {
      let done = false;
      const q: Queryable & { touches: typeof touches } = {
        touches,
        query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
          if (!isReadOnlySql(sql)) wrote();
          if (!statements.takes(sql)) return viaQuery<T>(t, sql, params);
          if (done) return Promise.reject(new Error('Transaction is closed'));
          return lite._runExclusiveQuery(() => statements.run<T>(sql, params, true));
        },
      };
      try {
        return await fn(q);
      } finally {
        done = true;
      }
    });
  // The statements of one class.
  const access = (prio: Priority): Pick<Db, 'query' | 'cachedQuery' | 'queryTouching' | 'tx' | 'copyOutBinary'> => {
    const run = <T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> =>
      prio(() => runNow<T>(sql, params));
    // A write: kept answers go before it starts and again once it has ended, so that none read
    // while it ran outlives it.
    // With `tags`, the rows it declares it changes (read-cache.ts `queryTouching`): only the
    // answers read from them go, once it has ended.
    const write = async <T>(
      cache: ReadCache,
      sql: string,
      params: readonly unknown[],
      tags?: readonly ReadTag[],
    ): Promise<QueryResult<T>> => {
      if (!tags) cache.invalidate();
      try {
        return await run<T>(sql, params);
      } finally {
        cache.invalidate(tags);
      }
    };
    const query = <T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> =>
      !kept || isReadOnlySql(sql) ? run<T>(sql, params) : write<T>(kept, sql, params);
    return {
      query,
      cachedQuery: <T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> =>
        kept && isReadOnlySql(sql) ? kept.read(readKey(sql, params), () => run<T>(sql, params)) : query<T>(sql, params),
      queryTouching: <T>(tags: readonly ReadTag[], sql: string, params: readonly unknown[] = []) =>
        kept ? write<T>(kept, sql, params, tags) : run<T>(sql, params),
      // Kept answers go once it has ended (none could see its rows before it commits): those read
      // from the rows it declared (read-cache.ts `touches`), or all of them; none when it only read
      // (the job runners' polls and the token service's refresh read in transactions).
      async tx(fn) {
        let declared: ReadTag[] | undefined;
        let writes = false;
        const touches = (tags: readonly ReadTag[]) => {
          (declared ??= []).push(...tags);
        };
        try {
          return await prio(() =>
            inTransaction(fn, touches, () => {
              writes = true;
            }),
          );
        } finally {
          if (writes) kept?.invalidate(declared);
        }
      },
      copyOutBinary: (select) =>
        // COPY … TO STDOUT through the wire protocol (pglite-copy.ts), waiting for any open
        // transaction and holding the query lock as `query` does.
        prio(() =>
          lite._runExclusiveTransaction(() =>
            lite._runExclusiveQuery(async () => {
              await lite._checkReady();
              return pgliteCopyOut(lite, `COPY (${select}) TO STDOUT (FORMAT binary)`, true);
            }),
          ),
        ),
    };
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    kept?.invalidate();
    if (tightener) clearInterval(tightener);
    try {
      await lite.close();
    } finally {
      if (dataDir) tightenTree(dataDir);
      unlock?.();
    }
  };
  // A turn of the connection for the calls of clients (read-batch.ts): as runNow, the turn budget
  // taken, and `fn`'s statements run on it as they come, reads only (nothing to make stale).
  const whenReady = <T>(fn: (q: Queryable) => Promise<T>): Promise<T> =>
    foreground(() =>
      lite._runExclusiveTransaction(() =>
        lite._runExclusiveQuery(async () => {
          const wait = budget?.take();
          if (wait) await wait;
          await lite._checkReady();
          return fn({
            query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
              if (!isReadOnlySql(sql) || !statements.takes(sql))
                return Promise.reject(new Error('whenReady runs prepared reads only'));
              return statements.run<R>(sql, params, false);
            },
          });
        }),
      ),
    );
  return {
    kind: 'pglite',
    ...access(foreground),
    // Its reads are kept statements: none without them (VIGIL_DB_PREPARE=0), when reads batch at the turn's end.
    ...(prepare ? { whenReady } : {}),
    ...(kept
      ? {
          keptRead: <T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => ReadTag[]) =>
            kept.read(key, load, tagsOf),
        }
      : {}),
    background: { kind: 'pglite', ...access(background), step: background, close },
    dump: (compression) => lite.dumpDataDir(compression ?? 'none'),
    close,
  };
}

/** How many SQL texts get a prepared statement on PostgreSQL (each connection keeps them all). */
const MAX_NAMED = 256;

interface PostgresDriver {
  Pool: typeof pg.Pool;
  copyTo: typeof copyToType;
}

/**
 * node-postgres and pg-copy-streams, loaded when a PostgreSQL URL is given: on PGlite, the embedded
 * console's case, every start skips their module set-up.
 */
async function loadPostgresDriver(): Promise<PostgresDriver> {
  const [{ default: driver }, { to }] = await Promise.all([import('pg'), import('pg-copy-streams')]);
  return { Pool: driver.Pool, copyTo: to };
}

function openPostgres(url: string, prepare: boolean, { Pool, copyTo }: PostgresDriver): Db {
  const pool = new Pool({ connectionString: url, max: vigilSetting('VIGIL_PG_POOL') ?? 10 });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  // DML runs as named prepared statements, one name per SQL text for the whole pool (each
  // connection parses a name once, then only binds it), so PostgreSQL plans a hot statement once
  // per connection. At most MAX_NAMED names are handed out, bounding what every connection keeps;
  // later texts run unnamed. After DDL every text gets a fresh name (what a statement returns may
  // have changed); a statement the schema overtook anyway, or one dropped behind our back, gets a
  // fresh name too, and outside a transaction is run again at once.
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (sql: string): string | undefined => {
    const name = names.get(sql);
    if (name !== undefined) return name;
    if (SCHEMA_CHANGE.test(sql)) names.clear(); // what a kept statement returns may change
    if (named >= (prepare ? MAX_NAMED : 0) || !PREPARABLE.test(sql)) return undefined;
    names.set(sql, `vigil_${++named}`);
    return names.get(sql);
  };
  const wrap = (c: Pick<pg.Pool, 'query'>, inTransaction: boolean): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const name = nameOf(sql);
      const run = (n: string | undefined) =>
        n === undefined
          ? c.query(sql, params as unknown[])
          : c.query({ name: n, text: sql, values: params as unknown[] });
      let r: pg.QueryResult;
      try {
        r = await run(name);
      } catch (err) {
        if (name === undefined || !STALE_STATEMENT.has((err as { code?: string }).code ?? '')) throw err;
        if (names.get(sql) === name) names.delete(sql);
        if (inTransaction) throw err;
        r = await run(nameOf(sql));
      }
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  });
  const base = wrap(pool, false);
  const transaction = async <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client, true));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  // Background work (priority.ts, the `background` view) waits while calls of clients have
  // statements in progress or waiting for a connection (until it has waited its share): the pool
  // rarely makes a call wait, but PostgreSQL's CPU is shared, and a background batch that runs
  // beside the calls' statements slows them down as much as one they queue behind.
  let interactive = 0;
  const gate = new PriorityGate({ busy: () => interactive > 0 || pool.waitingCount > 0, exclusive: false });
  const ended = () => {
    interactive--;
    gate.wake();
  };
  const foreground = <T>(op: () => Promise<T>): Promise<T> => {
    interactive++;
    return op().finally(ended);
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  };
  return {
    kind: 'postgres',
    query: (sql, params) => foreground(() => base.query(sql, params)),
    tx: (fn) => foreground(() => transaction(fn)),
    background: {
      kind: 'postgres',
      query: (sql, params) => gate.run(() => base.query(sql, params)),
      tx: (fn) => gate.run(() => transaction(fn)),
      step: (op) => gate.run(op),
      close,
    },
    async copyOutBinary(select) {
      // COPY … TO STDOUT streams the rows as one binary message per row, which pg-copy-streams
      // hands over as raw chunks: no row objects on the way.
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT binary)`)))
          chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (err) {
        failure = err as Error;
        throw err;
      } finally {
        client.release(failure);
      }
    },
    close,
  };
}

let template: Promise<Blob> | undefined;

/** Names a migrated cluster: a hash of PGlite's build and the migrations. */
export function templateKey(migrations = readMigrations()): string {
  return crypto
    .createHash('sha256')
    .update(pgliteVersion())
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 16);
}

/**
 * What identifies PGlite's build: its package.json, or in the server bundle (no node_modules to
 * look in) the bundle itself, which holds PGlite's code.
 */
function pgliteVersion(): Buffer {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return fs.readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'));
  } catch {
    return fs.readFileSync(fileURLToPath(import.meta.url));
  }
}

/**
 * In-memory databases (tests, transient servers) start from a copy of an already-migrated one:
 * creating a cluster and running every migration costs seconds, loading a dump well under one.
 * The dump is kept in the temporary folder under a hash of the migrations and PGlite's version,
 * so every process of a test run shares it, and a changed migration makes a new one.
 * VIGIL_PGLITE_TEMPLATE_DIR puts it elsewhere (the tests give each file a temp folder of its own,
 * but share this one). The `-3-` in its name: checkpointed after the migrations, one database
 * (migratedDump).
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = readMigrations();
    const file = path.join(
      vigilSetting('VIGIL_PGLITE_TEMPLATE_DIR') || os.tmpdir(),
      `vigil-pglite-template-3-${templateKey(migrations)}.tar`,
    );
    let dump: Buffer;
    try {
      dump = fs.readFileSync(file);
    } catch {
      dump = await migratedDump(undefined, migrations);
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, dump);
      fs.renameSync(tmp, file);
    }
    return readOnlyBlob(dump);
  })();
  // A failed attempt (a full disk, say) is not remembered: the next database tries again.
  template.catch(() => (template = undefined));
  return template;
}

/**
 * The template as PGlite's `loadDataDir` reads it, without a copy per database: PGlite only reads
 * the bytes (it untars them and writes each file into its own file system), and a real Blob's
 * `arrayBuffer()` copied all 43 MB, in chunks, for every database opened (a tenth of its CPU).
 */
function readOnlyBlob(bytes: Buffer): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (
    whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  ) as ArrayBuffer;
  return Object.defineProperties(new Blob([]), {
    size: { value: buffer.byteLength },
    arrayBuffer: { value: () => Promise.resolve(buffer) },
  });
}
