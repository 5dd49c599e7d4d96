// The storage back ends every test runs against: PGlite and PostgreSQL (the run's cluster, see
// global-setup.ts). Use with describe.each(dbKinds()).
import { afterEach } from 'vitest';
import { openDb } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { createTestDatabase } from './postgres.testkit.js';

export type DbKind = 'pglite' | 'postgres';

export function dbKinds(): DbKind[] {
  return ['pglite', 'postgres'];
}

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A migrated, empty database: in-memory PGlite (from the migrated template, open.ts), or a fresh
 * PostgreSQL database copied from the run's migrated template and dropped on close.
 */
export async function openTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await openDb();
    return { db, close: () => db.close() };
  }
  const tdb = await createTestDatabase({ migrated: true });
  let db: Db;
  try {
    db = await openDb({ databaseUrl: tdb.url });
  } catch (err) {
    await tdb.drop();
    throw err;
  }
  return {
    db,
    async close() {
      await db.close();
      await tdb.drop();
    },
  };
}

/**
 * `open(kind)` for a test file's tests: a migrated, empty database (see openTestDb), closed (and on
 * PostgreSQL dropped) after the test that opened it. Call at the file's top level.
 */
export function openPerTest(): (kind: DbKind) => Promise<Db> {
  let opened: TestDb[] = [];
  afterEach(async () => {
    for (const t of opened) await t.close();
    opened = [];
  });
  return async (kind) => {
    const t = await openTestDb(kind);
    opened.push(t);
    return t.db;
  };
}

/** A database of the kind with no migration applied, for tests of one migration over older rows. */
export async function openUnmigrated(kind: DbKind): Promise<{ db: Db; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDb({ skipMigrations: true });
    return { db, close: () => db.close() };
  }
  const tdb = await createTestDatabase();
  const db = await openDb({ databaseUrl: tdb.url, skipMigrations: true });
  return {
    db,
    async close() {
      await db.close();
      await tdb.drop();
    },
  };
}
