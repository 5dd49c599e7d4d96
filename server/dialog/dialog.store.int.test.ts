// The session row a turn reads carries its model's deployed version (one statement, so the project
// cache is checked without a second query), the save keeps state and moves the expiry, and the
// expiry sweep (which scans: dialog_sessions has no expiry index) removes only expired sessions.
// Saves asked together go in one statement, each checked on its own.
import { describe, expect, it } from 'vitest';
import { dbKinds, openPerTest } from '../../testkit/db-kinds.testkit.js';
import {
  deleteSession,
  insertSession,
  loadSession,
  saveSession,
  SessionSaver,
  storeProject,
  sweepExpiredSessions,
} from './dialog.store.js';

const open = openPerTest();
const URN = 'urn:nuance-mix:tag:model/t1/mix.dialog';
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (sec: number) => new Date(t0.getTime() + sec * 1000);

const project = { urn: URN, contextTag: 't1', projectName: 'P', flow: { a: 1 }, aliases: {}, nluUrns: [] };

describe.each(dbKinds())('dialog store (%s)', (kind) => {
  it("reads the session with its model's deployed version, which follows a redeploy", async () => {
    const db = await open(kind);
    await storeProject(db, 'app1', project, t0);
    const state = { vars: { x: 'é "q"' }, list: [1, 2] };
    expect(
      await insertSession(db, 'app1', { sessionId: 's1', modelUrn: URN, state, niiSeq: 1, timeoutSec: 60 }, t0),
    ).toBe(true);
    const s = await loadSession(db, 'app1', 's1', at(1));
    expect(s).toMatchObject({ modelUrn: URN, state, niiSeq: 1, rowVersion: 1, modelVersion: 1 });

    await storeProject(db, 'app1', project, at(2));
    expect((await loadSession(db, 'app1', 's1', at(3)))?.modelVersion).toBe(2);
    // Another app's project of the same URN does not count.
    await storeProject(db, 'app2', project, at(3));
    await storeProject(db, 'app2', project, at(3));
    await storeProject(db, 'app2', project, at(3));
    expect((await loadSession(db, 'app1', 's1', at(3)))?.modelVersion).toBe(2);

    await db.query('DELETE FROM dialog_models WHERE app_id = $1', ['app1']);
    const gone = await loadSession(db, 'app1', 's1', at(4));
    expect(gone).toBeDefined();
    expect(gone!.modelVersion).toBeUndefined();
  });

  it('saves a turn, moves the expiry, and the sweep removes only expired sessions', async () => {
    const db = await open(kind);
    await storeProject(db, 'app1', project, t0);
    for (const id of ['a', 'b'])
      await insertSession(db, 'app1', { sessionId: id, modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 60 }, t0);
    const a = (await loadSession(db, 'app1', 'a', at(50)))!;
    expect(await saveSession(db, 'app1', { ...a, state: { n: 1 }, niiSeq: 2 }, at(50))).toBe(true);
    // A save from a stale read changes nothing.
    expect(await saveSession(db, 'app1', { ...a, state: { n: 9 }, niiSeq: 2 }, at(51))).toBe(false);

    expect(await sweepExpiredSessions(db, at(61))).toBe(1);
    expect(await loadSession(db, 'app1', 'b', at(61))).toBeUndefined();
    expect(await loadSession(db, 'app1', 'a', at(61))).toMatchObject({ state: { n: 1 }, niiSeq: 2, rowVersion: 2 });
    expect(await deleteSession(db, 'app1', 'a', at(61))).toBe(true);
    expect(await db.query('SELECT 1 FROM dialog_sessions')).toMatchObject({ rows: [] });
  });

  it("leaves the answers other calls keep in place when it writes a session (the read cache's rows)", async () => {
    const db = await open(kind);
    if (!db.keptRead) return; // PostgreSQL keeps no answers
    await storeProject(db, 'app1', project, t0);
    let loads = 0;
    const read = () =>
      db.keptRead!(
        'a console read',
        () => Promise.resolve(++loads),
        () => ['sessions|scope1|s1'],
      );
    await read();
    await insertSession(db, 'app1', { sessionId: 'a', modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 60 }, t0);
    const a = (await loadSession(db, 'app1', 'a', at(1)))!;
    expect(await saveSession(db, 'app1', { ...a, state: { n: 1 }, niiSeq: 2 }, at(1))).toBe(true);
    expect(
      await saveSession(db, 'app1', { ...a, rowVersion: 2, state: { n: 2 }, niiSeq: 3 }, at(2), { modelVersion: 1 }),
    ).toBe(true);
    expect(await deleteSession(db, 'app1', 'a', at(3))).toBe(true);
    await sweepExpiredSessions(db, at(4));
    await read();
    expect(loads).toBe(1);
    // A write that names no rows still drops it (the cache works, and the check above can fail).
    await db.query('UPDATE dialog_models SET project_name = $1', ['Q']);
    await read();
    expect(loads).toBe(2);
  });

  it('saves turns asked together in one statement, each only if its own checks hold', async () => {
    const db = await open(kind);
    await storeProject(db, 'app1', project, t0);
    await storeProject(db, 'app2', { ...project, urn: 'urn:nuance-mix:tag:model/t2/mix.dialog' }, t0);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    for (const id of ids)
      await insertSession(db, 'app1', { sessionId: id, modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 60 }, t0);
    // Another app's session of the same ID: never written by app1's save.
    await insertSession(db, 'app2', { sessionId: 'a', modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 60 }, t0);
    await insertSession(db, 'app1', { sessionId: 'old', modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 5 }, t0);
    let statements = 0;
    const counted = new Proxy(db, {
      get: (target, k, r) => {
        const v = Reflect.get(target, k, r) as unknown;
        if (typeof v !== 'function') return v;
        return (...a: unknown[]) => {
          if (k === 'query' || k === 'queryTouching') statements++;
          return (v as (...a: unknown[]) => unknown).apply(target, a);
        };
      },
    });
    const saver = new SessionSaver(counted);
    const save = (sessionId: string, n: number, o: { rowVersion?: number; modelVersion?: number } = {}) =>
      saver.save({
        appId: 'app1',
        sessionId,
        stateJson: JSON.stringify({ n, s: 'é "q" \\' }),
        niiSeq: 2,
        timeoutSec: 60,
        rowVersion: o.rowVersion ?? 1,
        now: at(10),
        ...(o.modelVersion === undefined ? {} : { modelVersion: o.modelVersion }),
      });
    const answers = await Promise.all([
      save('a', 1),
      save('b', 1, { modelVersion: 1 }),
      save('c', 1, { rowVersion: 7 }), // a stale read
      save('d', 1, { modelVersion: 2 }), // its model was redeployed meanwhile
      save('e', 1),
      save('e', 2), // the same session again: after the first, so its row version is stale
      save('old', 1), // expired
      save('none', 1),
    ]);
    expect(answers).toEqual([true, true, false, false, true, false, false, false]);
    // The seven sessions asked in one turn together, the repeated one in a statement after them.
    expect(statements).toBe(2);
    for (const [id, n, v] of [
      ['a', 1, 2],
      ['b', 1, 2],
      ['c', 0, 1],
      ['d', 0, 1],
      ['e', 1, 2],
    ] as const)
      expect(await loadSession(db, 'app1', id, at(11))).toMatchObject({
        state: n ? { n, s: 'é "q" \\' } : { n },
        rowVersion: v,
        niiSeq: n ? 2 : 1,
        expiresAt: n ? at(70) : at(60),
      });
    expect(await loadSession(db, 'app2', 'a', at(11))).toMatchObject({ state: { n: 0 }, rowVersion: 1 });
  });

  it("keeps one save's error its own: a grouped statement that fails is retried save by save", async () => {
    const db = await open(kind);
    await storeProject(db, 'app1', project, t0);
    for (const id of ['a', 'b', 'c'])
      await insertSession(db, 'app1', { sessionId: id, modelUrn: URN, state: { n: 0 }, niiSeq: 1, timeoutSec: 60 }, t0);
    const saver = new SessionSaver(db);
    const save = (sessionId: string, stateJson: string) =>
      saver.save({ appId: 'app1', sessionId, stateJson, niiSeq: 2, timeoutSec: 60, rowVersion: 1, now: at(1) });
    const answers = await Promise.allSettled([save('a', '{"n":1}'), save('b', '{"n": not json'), save('c', '{"n":3}')]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await loadSession(db, 'app1', 'a', at(2)))?.state).toEqual({ n: 1 });
    expect((await loadSession(db, 'app1', 'b', at(2)))?.state).toEqual({ n: 0 });
    expect((await loadSession(db, 'app1', 'c', at(2)))?.state).toEqual({ n: 3 });
  });
});
