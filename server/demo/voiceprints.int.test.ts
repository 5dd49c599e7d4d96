// The demo's automatic locks follow the configset in force: a profile locked after consecutive
// mismatches shows the auto-unlock time and mismatch count that configset would have given it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from '../db/types.js';
import { boundService, tsMs } from '../voiceprints/voiceprints.testkit.js';
import type { ProfileRow } from '../voiceprints/profiles.store.js';
import { DEFAULT_CONFIG } from '../configsets/effective.js';
import { seedConfigsetsDemo } from './configsets.js';
import { seedVoiceprintsDemo } from './voiceprints.js';

const AUTO = 'LOCK_REASON_CONSECUTIVE_MISMATCHES';

describe('seedVoiceprintsDemo auto-unlock times', () => {
  let withConfigsets: TestDb;
  let bare: TestDb;
  beforeAll(async () => {
    [withConfigsets, bare] = await Promise.all([openTestDb('pglite'), openTestDb('pglite')]);
  });
  afterAll(async () => {
    await withConfigsets.close();
    await bare.close();
  });

  /** Seeds (configsets first when asked) and answers the automatic locks, as stored and as the service reads one. */
  async function autoLocks(t: TestDb, configsets: boolean) {
    const s = boundService(t.db);
    const now = s.clock.now();
    if (configsets) await seedConfigsetsDemo(t.db, { scopeId: s.scopeId, now, createdBy: 'demo-admin' });
    await seedVoiceprintsDemo(t.db, { scopeId: s.scopeId, now, seed: 7 });
    const { rows } = await t.db.query<ProfileRow>(
      'SELECT * FROM voiceprint_profiles WHERE scope_id = $1 AND lock_reason = $2',
      [s.scopeId, AUTO],
    );
    const future = rows.find((r) => r.auto_unlock_at && new Date(r.auto_unlock_at).getTime() > now.getTime());
    const read = (
      await s.invoke('GetVoiceprintProfileDetails', {
        gk_voiceprint_profile_id: { value: future!.gk_voiceprint_profile_id },
      })
    ).details as { lock_info: { lock_timestamp: unknown; auto_unlock_timestamp: unknown; mismatch_counter: unknown } };
    s.cleanup();
    const seconds = (r: ProfileRow) =>
      (new Date(r.auto_unlock_at!).getTime() - new Date(r.lock_timestamp!).getTime()) / 1000;
    return {
      rows,
      durations: new Set(rows.map(seconds)),
      counters: new Set(rows.map((r) => r.mismatch_counter)),
      lapsed: rows.filter((r) => new Date(r.auto_unlock_at!).getTime() <= now.getTime()).length,
      readSeconds: (tsMs(read.lock_info.auto_unlock_timestamp) - tsMs(read.lock_info.lock_timestamp)) / 1000,
      // A wrapper message on the wire ({ value }).
      readCounter: (read.lock_info.mismatch_counter as { value?: number } | undefined)?.value,
    };
  }

  it('uses the scope configset in force (7,200 s, lock after 4 mismatches), the same the service reads back', async () => {
    const a = await autoLocks(withConfigsets, true);
    expect(a.rows.length).toBeGreaterThan(10);
    expect([...a.durations]).toEqual([7200]);
    expect([...a.counters]).toEqual([4]);
    expect(a.readSeconds).toBe(7200);
    expect(a.readCounter).toBe(4);
    // Mismatches need a template to verify against: every auto-locked profile is trained.
    expect(a.rows.filter((r) => r.status === 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED')).toEqual([]);
    // Both samples exist: auto-locks still running and auto-locks whose time has passed.
    expect(a.lapsed).toBeGreaterThan(0);
    expect(a.lapsed).toBeLessThan(a.rows.length);
  });

  it('without configsets uses the server defaults', async () => {
    const b = await autoLocks(bare, false);
    expect([...b.durations]).toEqual([DEFAULT_CONFIG.voiceprints.autoUnlockAfterSeconds]);
    expect([...b.counters]).toEqual([DEFAULT_CONFIG.voiceprints.mismatchLockThreshold]);
    expect(b.readSeconds).toBe(DEFAULT_CONFIG.voiceprints.autoUnlockAfterSeconds);
  });
});

// A stop mid-seed (the process killed between two of its transactions) leaves whole owners in;
// the next start's seeding adds the rest, and a third adds nothing. (The demo's IDs come from the
// seed: the uncut seeding, to compare with, is on a database of its own.)
describe.each(dbKinds())('seedVoiceprintsDemo after a stop mid-seed (%s)', (kind) => {
  let cutDb: TestDb;
  let wholeDb: TestDb;
  beforeAll(async () => {
    [cutDb, wholeDb] = await Promise.all([openTestDb(kind), openTestDb(kind)]);
  });
  afterAll(async () => {
    await cutDb?.close();
    await wholeDb?.close();
  });

  const counts = async (db: Db, scopeId: string) => {
    const count = async (table: string) =>
      Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE scope_id = $1`, [scopeId])).rows[0]!.n,
      );
    return {
      owners: await count('voiceprint_owners'),
      profiles: await count('voiceprint_profiles'),
      segments: await count('voiceprint_enrollment_segments'),
    };
  };

  it('finishes what the stop cut short, each owner once', async () => {
    const whole = boundService(wholeDb.db);
    const cut = boundService(cutDb.db);
    const now = whole.clock.now();
    try {
      const full = await seedVoiceprintsDemo(wholeDb.db, { scopeId: whole.scopeId, now, seed: 7 });
      // The same seeding, stopped after its fifth transaction.
      let left = 5;
      const stopping: Db = {
        ...cutDb.db,
        background: undefined,
        tx: (fn) => (left-- > 0 ? cutDb.db.tx(fn) : Promise.reject(new Error('stopped'))),
      };
      await expect(seedVoiceprintsDemo(stopping, { scopeId: cut.scopeId, now, seed: 7 })).rejects.toThrow('stopped');
      const partial = await counts(cutDb.db, cut.scopeId);
      expect(partial.owners).toBeGreaterThan(0);
      expect(partial.owners).toBeLessThan(full.owners);

      await seedVoiceprintsDemo(cutDb.db, { scopeId: cut.scopeId, now, seed: 7 });
      const after = await counts(cutDb.db, cut.scopeId);
      expect(after).toEqual(full);
      expect(after).toEqual(await counts(wholeDb.db, whole.scopeId));

      expect(await seedVoiceprintsDemo(cutDb.db, { scopeId: cut.scopeId, now, seed: 7 })).toEqual({
        owners: 0,
        profiles: 0,
        segments: 0,
      });
      expect(await counts(cutDb.db, cut.scopeId)).toEqual(after);
    } finally {
      whole.cleanup();
      cut.cleanup();
    }
  }, 120_000);
});
