// Versioned migrations: server/db/migrations/NNNN_name.sql, applied in order, each in its own
// transaction, recorded in schema_migrations. An advisory lock keeps two servers starting on one
// PostgreSQL from applying the same migration twice.
import { vigilSetting } from '../util/env.js';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import type { Db } from './types.js';
import type { Logger } from '../util/log.js';

const MIGRATIONS_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

function migrationsDir(): string {
  const here = path.dirname(url.fileURLToPath(import.meta.url));
  const candidates = [
    vigilSetting('VIGIL_MIGRATIONS_DIR'),
    path.join(here, 'migrations'),
    path.join(here, 'db', 'migrations'),
  ];
  const found = candidates.find((c): c is string => !!c && fs.existsSync(c));
  if (!found) throw new Error('server/db/migrations not found');
  return found;
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 4)),
      name: f.slice(5, -4),
      sql: fs.readFileSync(path.join(dir, f), 'utf8'),
    }));
}

export async function migrate(db: Db, log: Logger, migrations = readMigrations()): Promise<number> {
  // A database that is up to date (every start after the first) is told by two reads, without a
  // transaction per migration.
  if (await allApplied(db, migrations)) return 0;
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can both miss the table and
  // one then fails on pg_type's unique index.
  await db.tx(async (q) => {
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  let applied = 0;
  for (const m of migrations) {
    const done = await db.tx(async (q) => {
      if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (seen.rows.length) return false;
      for (const stmt of splitStatements(m.sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) {
      applied++;
      log.info('migration applied', { version: m.version, name: m.name });
    }
  }
  return applied;
}

async function allApplied(db: Db, migrations: readonly Migration[]): Promise<boolean> {
  const table = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!table.rows[0]?.t) return false;
  const seen = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const versions = new Set(seen.rows.map((r) => r.version));
  return migrations.every((m) => versions.has(m.version));
}

/**
 * Splits a migration into statements at semicolons that end a line, outside dollar-quoted bodies,
 * so each runs through the extended protocol on both PGlite and pg.
 */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const stripped = line.replace(/--.*$/, '');
    const dollars = stripped.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    cur += line + '\n';
    if (!inDollar && /;\s*$/.test(stripped)) {
      if (cur.trim()) out.push(cur.trim().replace(/;$/, ''));
      cur = '';
    }
  }
  if (cur.replace(/--.*$/gm, '').trim()) out.push(cur.trim().replace(/;$/, ''));
  return out;
}
