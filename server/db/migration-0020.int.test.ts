// Migration 0020 on a database that already holds profiles: each profile gets its owner's external
// ID (an owner without one leaves it NULL), and from then on the triggers keep the copy equal.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dbKinds, openUnmigrated } from '../../testkit/db-kinds.testkit.js';
import { silentLogger } from '../util/log.js';
import { migrate, readMigrations } from './migrate.js';

describe.each(dbKinds())('migration 0020 on %s', (kind) => {
  it("fills each existing profile with its owner's external ID, then keeps it equal", async () => {
    const { db, close } = await openUnmigrated(kind);
    try {
      const all = readMigrations();
      await migrate(
        db,
        silentLogger,
        all.filter((m) => m.version < 20),
      );
      const scope = randomUUID();
      const [named, unnamed] = [randomUUID(), randomUUID()];
      const now = new Date('2026-01-01T00:00:00Z');
      for (const [owner, ext] of [
        [named, 'cust-1'],
        [unnamed, null],
      ] as const) {
        await db.query(
          `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at) VALUES ($1, $2, 'OWNER_TYPE_PERSON', $3, $4)`,
          [owner, scope, ext, now],
        );
        for (const tag of ['a', 'b'])
          await db.query(
            `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
             VALUES ($1, $2, $3, 'OWNER_TYPE_PERSON', $4, $5, $5)`,
            [randomUUID(), scope, owner, tag, now],
          );
      }
      expect(await migrate(db, silentLogger, all)).toBe(all.length - 19);
      const copies = async () =>
        (
          await db.query<{ owner: string; copy: string | null }>(
            'SELECT gk_owner_id AS owner, owner_external_id AS copy FROM voiceprint_profiles ORDER BY gk_owner_id, tag',
          )
        ).rows;
      const expected = (n: string | null) =>
        [
          { owner: named, copy: n },
          { owner: named, copy: n },
          { owner: unnamed, copy: null },
          { owner: unnamed, copy: null },
        ].sort((x, y) => (x.owner < y.owner ? -1 : x.owner > y.owner ? 1 : 0));
      expect(await copies()).toEqual(expected('cust-1'));
      await db.query(`UPDATE voiceprint_owners SET external_id = 'cust-2' WHERE gk_owner_id = $1`, [named]);
      expect(await copies()).toEqual(expected('cust-2'));
    } finally {
      await close();
    }
  });
});
