// seedDemo with afterFirstScreen (what `--demo` does): the first screen's data (clients, configsets,
// sessions) before it returns, as the start's own work, the rest handed over as background work;
// the rest finishes what a stop cut short and adds nothing the second time. PGlite and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from '../db/types.js';
import { DEMO_SCOPE_ID, seedDemo } from './index.js';

const count = async (t: TestDb, table: string) =>
  Number(
    (await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE scope_id = $1`, [DEMO_SCOPE_ID]))
      .rows[0]!.n,
  );

describe.each(dbKinds())('seedDemo, the rest after the first screen (%s)', (kind) => {
  let t: TestDb;
  let dataDir: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-rest-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('returns with the clients and sessions in, and the rest seeds voiceprints, caller ID rules and audio once', async () => {
    let rest: (() => Promise<void>) | undefined;
    const clients = await seedDemo(t.db, { dataDir, afterFirstScreen: (r) => (rest = r) });
    expect(clients.length).toBeGreaterThan(0);
    expect(await count(t, 'engagements')).toBeGreaterThan(0);
    expect(await count(t, 'voiceprint_profiles')).toBe(0);
    expect(await count(t, 'media_segments')).toBe(0);
    expect(rest).toBeDefined();

    await rest!();
    const after = {
      profiles: await count(t, 'voiceprint_profiles'),
      segments: await count(t, 'media_segments'),
      engagements: await count(t, 'engagements'),
    };
    expect(after.profiles).toBeGreaterThan(0);
    expect(after.segments).toBe(8);
    // The calls go to fraud decisions first (the demo has more than eight), so an analyst's queue
    // filtered to fraud has audio.
    const decided = await t.db.query<{ decision: string | null }>(
      `SELECT e.decision FROM media_segments m JOIN engagements e ON e.gk_engagement_id = m.gk_engagement_id
        WHERE m.scope_id = $1`,
      [DEMO_SCOPE_ID],
    );
    expect(decided.rows.map((r) => r.decision)).toEqual(Array(8).fill('DECISION_FRAUD'));

    // A relaunch: nothing is seeded twice, and its rest adds nothing.
    let again: (() => Promise<void>) | undefined;
    await seedDemo(t.db, { dataDir, afterFirstScreen: (r) => (again = r) });
    await again!();
    expect({
      profiles: await count(t, 'voiceprint_profiles'),
      segments: await count(t, 'media_segments'),
      engagements: await count(t, 'engagements'),
    }).toEqual(after);
  }, 120_000);

  it("seeds what the ready line waits for as the start's own work, and the rest as background work", async () => {
    const other = await openTestDb(kind);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-rest-'));
    try {
      // The background view, counting the calls made through it.
      let background = 0;
      const real = other.db.background!;
      const counted = new Proxy(real, {
        get(target, prop, receiver) {
          const v = Reflect.get(target, prop, receiver) as unknown;
          if (typeof v !== 'function') return v;
          return (...args: unknown[]) => {
            background++;
            return (v as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const db: Db = { ...other.db, background: counted };
      let rest: (() => Promise<void>) | undefined;
      await seedDemo(db, { dataDir: dir, afterFirstScreen: (r) => (rest = r) });
      expect(await count(other, 'engagements')).toBeGreaterThan(0);
      // In the background class the gate held each start's first statement for its grace, with no
      // client there to give way to.
      expect(background).toBe(0);
      await rest!();
      expect(background).toBeGreaterThan(0);
      expect(await count(other, 'voiceprint_profiles')).toBeGreaterThan(0);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a rest that never ran (a stop before the first call) is done by the next start', async () => {
    const other = await openTestDb(kind);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-rest-'));
    try {
      await seedDemo(other.db, { dataDir: dir, afterFirstScreen: () => undefined });
      expect(await count(other, 'media_segments')).toBe(0);
      await seedDemo(other.db, { dataDir: dir }); // without afterFirstScreen it runs the rest itself
      expect(await count(other, 'media_segments')).toBe(8);
      expect(await count(other, 'voiceprint_profiles')).toBeGreaterThan(0);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('sessions a stop cut short before the ready line are finished by the next start, each once', async () => {
    const [other, whole] = await Promise.all([openTestDb(kind), openTestDb(kind)]);
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-rest-')));
    try {
      // What a seeding in one go writes, on a database of its own.
      await seedDemo(whole.db, { dataDir: dirs[1], afterFirstScreen: () => undefined });
      // Killed once 40 engagements are in (between two of the seeding's transactions).
      const stopping: Db = {
        ...other.db,
        background: undefined,
        tx: async (fn) => {
          if ((await count(other, 'engagements')) >= 40) throw new Error('stopped');
          return other.db.tx(fn);
        },
      };
      await expect(seedDemo(stopping, { dataDir: dirs[0], afterFirstScreen: () => undefined })).rejects.toThrow(
        'stopped',
      );
      const cut = await count(other, 'engagements');
      expect(cut).toBeGreaterThanOrEqual(40);
      expect(cut).toBeLessThan(await count(whole, 'engagements'));

      let rest: (() => Promise<void>) | undefined;
      await seedDemo(other.db, { dataDir: dirs[0], afterFirstScreen: (r) => (rest = r) });
      await rest!();
      // As many as the seeding in one go wrote, none twice.
      for (const table of ['engagements', 'sessions', 'session_factors', 'session_decision_snapshots'])
        expect([table, await count(other, table)]).toEqual([table, await count(whole, table)]);
    } finally {
      await Promise.all([other.close(), whole.close()]);
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    }
  }, 120_000);
});
