// The voiceprints demo data: every lock and training state present, readable through the service,
// deterministic from the seed, and seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVoiceprintsDemo } from '../demo/voiceprints.js';
import { openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { effectiveLock } from './lock.js';
import type { ProfileRow } from './profiles.store.js';
import { boundService } from './voiceprints.testkit.js';

describe('seedVoiceprintsDemo', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDb('pglite'), openTestDb('pglite')]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('covers every lock and training state, reads back through the service, and is deterministic and seeded once', async () => {
    const s = boundService(a.db);
    const opts = { scopeId: s.scopeId, now: s.clock.now(), seed: 7 };
    const made = await seedVoiceprintsDemo(a.db, opts);
    expect(made.owners).toBe(330);
    expect(made.profiles).toBeGreaterThan(330);
    expect(made.segments).toBeGreaterThan(0);
    expect(await seedVoiceprintsDemo(a.db, opts)).toEqual({ owners: 0, profiles: 0, segments: 0 });

    const { rows } = await a.db.query<ProfileRow>('SELECT * FROM voiceprint_profiles WHERE scope_id = $1', [s.scopeId]);
    const states = new Set(
      rows.map((r) => {
        const l = effectiveLock(r, s.clock.now());
        return l.lapsed ? 'lapsed' : l.locked ? l.lockReason : 'unlocked';
      }),
    );
    expect([...states].sort()).toEqual([
      'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      'LOCK_REASON_OTHER',
      'lapsed',
      'unlocked',
    ]);
    expect(new Set(rows.map((r) => r.status)).size).toBe(3);
    expect(new Set(rows.map((r) => r.owner_type)).size).toBe(2);

    const manual = rows.find((r) => r.lock_reason === 'LOCK_REASON_OTHER') as ProfileRow;
    const d = (
      await s.invoke('GetVoiceprintProfileDetails', {
        gk_voiceprint_profile_id: { value: manual.gk_voiceprint_profile_id },
      })
    ).details as Record<string, unknown>;
    expect(d.lock_info).toMatchObject({
      status: 'LOCK_STATUS_LOCKED',
      locked_by: 'appID:vigil:geo:local:clientName:demo-support',
    });

    await seedVoiceprintsDemo(b.db, opts);
    const ids = async (t: TestDb) =>
      (await t.db.query<{ id: string }>('SELECT gk_voiceprint_profile_id AS id FROM voiceprint_profiles ORDER BY 1'))
        .rows;
    expect(await ids(b)).toEqual(await ids(a));
    s.cleanup();
  });
});
