// Opens the server's database: PGlite in a data folder by default (no native modules, nothing to
// install), or a real PostgreSQL when a connection URL is given. Both run the same SQL and the same
// migrations, applied at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.js';
import { migrate } from './migrate.js';
import type { Logger } from '../util/log.js';
import { silentLogger } from '../util/log.js';

export interface OpenDbOptions {
  /** postgres://… ; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means an in-memory database (tests). */
  dataDir?: string | undefined;
  log?: Logger;
  /** Skip migrations (tools that only read). */
  skipMigrations?: boolean;
}

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? silentLogger;
  const db = opts.databaseUrl ? openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir);
  if (!opts.skipMigrations) {
    try {
      await migrate(db, log);
    } catch (err) {
      await db.close();
      throw err;
    }
  }
  log.info('database ready', { kind: db.kind });
  return db;
}

// int8 (bigint) values come back as strings from pg; PGlite is told to do the same, so code that
// reads counts or sizes sees one type on both.
const parseInt8AsString = { [pgliteTypes.INT8]: (v: string) => v };

async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { parsers: parseInt8AsString });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const base = wrap(lite);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    tx: (fn) => lite.transaction((t) => fn(wrap(t))),
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.VIGIL_PG_POOL ?? 10) });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const wrap = (c: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await c.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  });
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
