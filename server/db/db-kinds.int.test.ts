// The shared test helper: every kind opens a migrated database, and PostgreSQL ones are private
// to the caller and gone after close.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { readMigrations } from './migrate.js';
import { dbKinds, openTestDb } from '../../testkit/db-kinds.testkit.js';
import { pgAdminUrl } from '../../testkit/postgres.testkit.js';

describe('dbKinds', () => {
  it('lists PGlite and PostgreSQL: every run has a cluster', () => {
    expect(dbKinds()).toEqual(['pglite', 'postgres']);
    expect(pgAdminUrl()).toMatch(/^postgres:\/\//);
  });
});

describe.each(dbKinds())('openTestDb(%s)', (kind) => {
  it('gives each caller its own migrated database', async () => {
    const a = await openTestDb(kind);
    const b = await openTestDb(kind);
    try {
      await a.db.query('CREATE TABLE only_in_a (id integer)');
      const inB = await b.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a'",
      );
      expect(inB.rows[0]?.n).toBe(0);
      const migrated = await b.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(migrated.rows[0]?.n).toBe(readMigrations().length);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('openTestDb(postgres)', () => {
  it('drops the PostgreSQL database on close', async () => {
    const t = await openTestDb('postgres');
    const name = (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
    await t.close();
    const admin = new pg.Client({ connectionString: pgAdminUrl() });
    await admin.connect();
    try {
      const r = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(r.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
