// The storage back ends every test runs against: PGlite and PostgreSQL (the run's cluster, see
// global-setup.ts). Use with describe.each(dbKinds()).
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

/** A migrated, empty database: in-memory PGlite, or a fresh PostgreSQL database dropped on close. */
export async function openTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await openDb();
    return { db, close: () => db.close() };
  }
  const tdb = await createTestDatabase();
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
