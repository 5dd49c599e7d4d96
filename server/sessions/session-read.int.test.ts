// GetSessionDetails' hot read (one statement, no transaction, expiry applied only when the row is
// due) answers as the transactional path did: configset timeouts are in force at once, and a
// session or engagement idle past its timeout reads as stopped and is stopped in storage.
import type { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { openDb } from '../db/open.js';
import { json, kit } from '../configsets/configsets.testkit.js';
import { configsetTimeouts } from './deps.js';
import { boundService, idOf, tsMs } from './sessions.testkit.js';

const MIN = 60_000;

describe.each(dbKinds())('GetSessionDetails read path on %s', (kind) => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
  });
  afterAll(async () => tdb.close());

  async function setup(sessions: Record<string, number>) {
    const configs = kit(tdb.db, { now: () => new Date() });
    const { invoke, clock } = boundService(tdb.db, configs.scopeId, { timeouts: configsetTimeouts(tdb.db) });
    const r = await configs.call('CreateConfigset', {
      configset_id: 'timeouts',
      type: 'CONFIGSET_TYPE_SCOPE',
      raw_content: json({ sessions }),
    });
    await configs.call('ActivateConfigsetRevision', { gk_configset_revision_id: r.gk_configset_revision_id });
    return { invoke, clock, scopeId: configs.scopeId };
  }
  const stored = async (scopeId: string, id: string) =>
    (
      await tdb.db.query<{ is_active: boolean; completion_timestamp: Date | null }>(
        'SELECT is_active, completion_timestamp FROM sessions WHERE scope_id = $1 AND gk_session_id = $2',
        [scopeId, id],
      )
    ).rows[0];

  it('applies the ACTIVE configset session timeout: active until then, stopped (also in storage) after', async () => {
    const { invoke, clock, scopeId } = await setup({ sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 3600 });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const ids = { sessionId: idOf(s.gk_session_id) };
    const started = clock.now().getTime();
    clock.advance(10 * MIN - 1);
    const live = (await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>;
    expect(live.is_active).toBe(true);
    expect((await stored(scopeId, ids.sessionId))?.is_active).toBe(true);
    clock.advance(1);
    const d = (await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>;
    expect(d.is_active).toBe(false);
    expect(tsMs(d.completion_timestamp)).toBe(started + 10 * MIN);
    const row = await stored(scopeId, ids.sessionId);
    expect(row?.is_active).toBe(false);
    expect(row?.completion_timestamp?.getTime()).toBe(started + 10 * MIN);
  });

  it("stops a session whose engagement went idle past the engagement timeout, though the session's own has not", async () => {
    const { invoke, clock, scopeId } = await setup({ sessionTimeoutSeconds: 3000, engagementTimeoutSeconds: 3000 });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const sessionId = idOf(s.gk_session_id);
    const started = clock.now().getTime();
    // The session alone saw activity 30 minutes in; the engagement did not.
    await tdb.db.query('UPDATE sessions SET last_activity_at = $3 WHERE scope_id = $1 AND gk_session_id = $2', [
      scopeId,
      sessionId,
      new Date(started + 30 * MIN),
    ]);
    clock.advance(50 * MIN - 1);
    expect(((await invoke('GetSessionDetails', {}, { sessionId })).details as Record<string, unknown>).is_active).toBe(
      true,
    );
    clock.advance(1);
    const d = (await invoke('GetSessionDetails', {}, { sessionId })).details as Record<string, unknown>;
    expect(d.is_active).toBe(false);
    expect(tsMs(d.completion_timestamp)).toBe(started + 50 * MIN);
    const row = await stored(scopeId, sessionId);
    expect(row?.is_active).toBe(false);
    expect(row?.completion_timestamp?.getTime()).toBe(started + 50 * MIN);
  });

  it('a newly activated configset is in force for the very next read', async () => {
    const { invoke, clock, scopeId } = await setup({ sessionTimeoutSeconds: 3600, engagementTimeoutSeconds: 7200 });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_WEB' }, {});
    const ids = { sessionId: idOf(s.gk_session_id) };
    clock.advance(20 * MIN);
    expect(((await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>).is_active).toBe(true);
    const configs = kit(tdb.db, { now: () => new Date() }, scopeId as ReturnType<typeof randomUUID>);
    const r = await configs.call('CreateConfigset', {
      configset_id: 'shorter',
      type: 'CONFIGSET_TYPE_SCOPE',
      raw_content: json({ sessions: { sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 7200 } }),
    });
    await configs.call('ActivateConfigsetRevision', { gk_configset_revision_id: r.gk_configset_revision_id });
    expect(((await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>).is_active).toBe(false);
    expect((await stored(scopeId, ids.sessionId))?.is_active).toBe(false);
  });

  it('answers many reads made at once each with its own session, and the next read with a write', async () => {
    const { invoke } = await setup({ sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 3600 });
    const other = await setup({ sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 3600 });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const s = await invoke(
        'StartSession',
        { session_type: 'SESSION_TYPE_IVR', details: { ani: `+1555000${i}` } },
        {},
      );
      ids.push(idOf(s.gk_session_id));
    }
    const foreign = idOf((await other.invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {})).gk_session_id);
    // All at once, some twice, and one of another scope: on PostgreSQL they leave in batches.
    const asked = [...ids, ...ids.slice(0, 4), foreign];
    const answers = await Promise.allSettled(asked.map((sessionId) => invoke('GetSessionDetails', {}, { sessionId })));
    asked.forEach((sessionId, i) => {
      const a = answers[i]!;
      if (sessionId === foreign) {
        expect(a.status).toBe('rejected');
        expect(((a as PromiseRejectedResult).reason as { code?: number }).code).toBe(5); // NOT_FOUND
        return;
      }
      expect(a.status).toBe('fulfilled');
      const d = (a as PromiseFulfilledResult<Record<string, unknown>>).value.details as Record<string, unknown>;
      expect(idOf(d.gk_session_id)).toBe(sessionId);
      expect(d.ani).toBe(`+1555000${ids.indexOf(sessionId)}`);
    });
    const sessionId = ids[3]!;
    await Promise.all([
      invoke('GetSessionDetails', {}, { sessionId }),
      invoke('UpdateSession', { details: { ani: '+19990000' }, field_mask: { paths: ['details.ani'] } }, { sessionId }),
    ]);
    const after = await Promise.all(ids.map((id) => invoke('GetSessionDetails', {}, { sessionId: id })));
    expect((after[3]!.details as Record<string, unknown>).ani).toBe('+19990000');
  });

  it('reads sessions asked together in one statement on both back ends, and keeps none past a write', async () => {
    const { invoke, scopeId } = await setup({ sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 3600 });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(idOf((await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {})).gk_session_id));
    // Every statement that reads a session row, as the server sends it: through the pool, or on
    // PGlite's connection in its turn (whenReady).
    const db = tdb.db as Pick<typeof tdb.db, 'query' | 'whenReady'>;
    const { query, whenReady } = db;
    let reads = 0;
    const counting = (q: Pick<typeof tdb.db, 'query'>) =>
      ((sql: string, params?: readonly unknown[]) => {
        if (/FROM sessions s\b|JOIN sessions s\b/.test(sql)) reads++;
        return q.query(sql, params);
      }) as typeof query;
    db.query = counting({ query: query.bind(tdb.db) });
    if (whenReady) db.whenReady = (fn) => whenReady((q) => fn({ query: counting(q) }));
    try {
      const answers = await Promise.all(ids.map((sessionId) => invoke('GetSessionDetails', {}, { sessionId })));
      expect(answers.map((a) => idOf((a.details as Record<string, unknown>).gk_session_id))).toEqual(ids);
      expect(reads).toBe(1);
      // A write in between: the next reads see it, in one statement again.
      await tdb.db.query('UPDATE sessions SET ani = $2 WHERE scope_id = $1', [scopeId, '+15550199']);
      const after = await Promise.all(ids.map((sessionId) => invoke('GetSessionDetails', {}, { sessionId })));
      expect(after.map((a) => (a.details as Record<string, unknown>).ani)).toEqual(ids.map(() => '+15550199'));
      expect(reads).toBe(2);
    } finally {
      db.query = query;
      if (whenReady) db.whenReady = whenReady;
    }
  });
});

describe('GetSessionDetails read path on PGlite without kept statements (VIGIL_DB_PREPARE=0)', () => {
  it('answers reads asked together, as with them', async () => {
    const db = await openDb({ prepare: false });
    try {
      const configs = kit(db, { now: () => new Date() });
      const { invoke } = boundService(db, configs.scopeId);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push(idOf((await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {})).gk_session_id));
      const answers = await Promise.all(ids.map((sessionId) => invoke('GetSessionDetails', {}, { sessionId })));
      expect(answers.map((a) => idOf((a.details as Record<string, unknown>).gk_session_id))).toEqual(ids);
    } finally {
      await db.close();
    }
  });
});
