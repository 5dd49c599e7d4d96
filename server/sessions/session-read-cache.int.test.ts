// A session's kept read (read-cache.ts, PGlite) across writes: a transaction that declares the rows
// it changes (`touches`) makes stale the reads of those rows only; one that declares nothing makes
// every read stale. On PostgreSQL nothing is kept, so every read answers what storage holds.
//
// To see which reads were kept, the transactions below change more rows than they declare: a read
// still answering the old value was kept, one answering the new value was read again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { queryTouching, touches } from '../db/read-cache.js';
import { insertEngagementWithSession } from './engagements.store.js';
import { seedSessions } from '../../bench/seed-sessions.js';
import { getSessionForRead } from './sessions.store.js';
import { claim, failExhausted } from '../jobs/jobs.store.js';
import { TRANSCRIPT_JOBS } from '../transcripts/transcripts.store.js';

describe.each(dbKinds())('kept session reads on %s', (kind) => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
  });
  afterAll(async () => tdb.close());

  /** Two sessions in one scope, one in another, each read once (kept on PGlite). */
  async function setup() {
    const scopeA = randomUUID();
    const scopeB = randomUUID();
    const [a1, a2] = await seedSessions(tdb.db, scopeA, 2);
    const [b1] = await seedSessions(tdb.db, scopeB, 1);
    const agent = async (scope: string, id: string) => (await getSessionForRead(tdb.db, scope, id))?.row.agent_id;
    const all = async () => ({
      a1: await agent(scopeA, a1!),
      a2: await agent(scopeA, a2!),
      b1: await agent(scopeB, b1!),
    });
    const before = await all();
    return { scopeA, scopeB, a1: a1!, a2: a2!, b1: b1!, before, all };
  }

  it('reads again only the session a transaction declares; other sessions and scopes stay as kept', async () => {
    const { scopeA, scopeB, a1, before, all } = await setup();
    await tdb.db.tx(async (q) => {
      touches(q, [`sessions|${scopeA}|${a1}`]);
      await q.query(`UPDATE sessions SET agent_id = 'changed' WHERE scope_id = ANY($1::uuid[])`, [[scopeA, scopeB]]);
    });
    const after = await all();
    expect(after.a1).toBe('changed');
    if (kind === 'pglite') {
      // Kept: a2 (same scope, another row) and b1 (another scope) were not declared.
      expect(after.a2).toBe(before.a2);
      expect(after.b1).toBe(before.b1);
    } else {
      expect([after.a2, after.b1]).toEqual(['changed', 'changed']);
    }
  });

  it("reads again every session of a scope when a transaction declares the scope's sessions", async () => {
    const { scopeA, scopeB, before, all } = await setup();
    await tdb.db.tx(async (q) => {
      touches(q, [`sessions|${scopeA}`]);
      await q.query(`UPDATE sessions SET agent_id = 'changed' WHERE scope_id = ANY($1::uuid[])`, [[scopeA, scopeB]]);
    });
    const after = await all();
    expect([after.a1, after.a2]).toEqual(['changed', 'changed']);
    expect(after.b1).toBe(kind === 'pglite' ? before.b1 : 'changed');
  });

  it("reads again a session whose engagement's row a transaction declares", async () => {
    const { scopeA, a1, a2, before } = await setup();
    const e1 = (await getSessionForRead(tdb.db, scopeA, a1))!.row.gk_engagement_id;
    await tdb.db.tx(async (q) => {
      touches(q, [`engagements|${scopeA}|${e1}`]);
      await q.query(`UPDATE sessions SET agent_id = 'changed' WHERE scope_id = $1`, [scopeA]);
    });
    expect((await getSessionForRead(tdb.db, scopeA, a1))?.row.agent_id).toBe('changed');
    expect((await getSessionForRead(tdb.db, scopeA, a2))?.row.agent_id).toBe(kind === 'pglite' ? before.a2 : 'changed');
  });

  it('reads every session again after a transaction that declares nothing, and after a plain write', async () => {
    const { scopeA, scopeB, all } = await setup();
    await tdb.db.tx((q) =>
      q.query(`UPDATE sessions SET agent_id = 'tx' WHERE scope_id = ANY($1::uuid[])`, [[scopeA, scopeB]]),
    );
    expect(await all()).toEqual({ a1: 'tx', a2: 'tx', b1: 'tx' });
    await tdb.db.query(`UPDATE sessions SET agent_id = 'plain' WHERE scope_id = ANY($1::uuid[])`, [[scopeA, scopeB]]);
    expect(await all()).toEqual({ a1: 'plain', a2: 'plain', b1: 'plain' });
  });

  it('finds a session inserted after a read that found none, when its insert declares it', async () => {
    const scope = randomUUID();
    const [existing] = await seedSessions(tdb.db, scope, 1);
    const id = randomUUID();
    expect(await getSessionForRead(tdb.db, scope, id)).toBeUndefined();
    const e = (await getSessionForRead(tdb.db, scope, existing!))!.row.gk_engagement_id;
    await tdb.db.tx(async (q) => {
      touches(q, [`sessions|${scope}|${id}`]);
      await q.query(
        `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, created_at, modified_at, last_activity_at)
         VALUES ($1, $2, $3, 'SESSION_TYPE_IVR', now(), now(), now())`,
        [id, scope, e],
      );
    });
    expect((await getSessionForRead(tdb.db, scope, id))?.row.gk_session_id).toBe(id);
  });

  it('reads again only the session a single statement declares', async () => {
    const { scopeA, scopeB, a1, before, all } = await setup();
    await queryTouching(
      tdb.db,
      [`sessions|${scopeA}|${a1}`],
      `UPDATE sessions SET agent_id = 'changed' WHERE scope_id = ANY($1::uuid[])`,
      [[scopeA, scopeB]],
    );
    const after = await all();
    expect(after.a1).toBe('changed');
    expect([after.a2, after.b1]).toEqual(kind === 'pglite' ? [before.a2, before.b1] : ['changed', 'changed']);
  });

  it("finds a new session and its engagement (StartSession's insert) after a read that found none", async () => {
    const scope = randomUUID();
    const sessionId = randomUUID();
    const engagementId = randomUUID();
    expect(await getSessionForRead(tdb.db, scope, sessionId)).toBeUndefined();
    const now = new Date();
    await insertEngagementWithSession(
      tdb.db,
      { gk_engagement_id: engagementId, scope_id: scope, configset_id: null, created_at: now },
      {
        gk_session_id: sessionId,
        scope_id: scope,
        gk_engagement_id: engagementId,
        session_type: 'SESSION_TYPE_IVR',
        created_at: now,
      },
    );
    const found = await getSessionForRead(tdb.db, scope, sessionId);
    expect(found?.row.gk_engagement_id).toBe(engagementId);
    expect(found?.engagementActive).toBe(true);
  });

  it("keeps every session's read across a transaction that only reads, and across a job runner's idle poll", async () => {
    const { scopeA, scopeB, before, all } = await setup();
    // Changes the agents while declaring a row no read was made from: the kept reads stay.
    await queryTouching(
      tdb.db,
      ['elsewhere'],
      `UPDATE sessions SET agent_id = 'changed' WHERE scope_id = ANY($1::uuid[])`,
      [[scopeA, scopeB]],
    );
    await tdb.db.tx((q) => q.query('SELECT count(*) FROM sessions WHERE scope_id = $1', [scopeA]));
    const lost = { now: new Date(), staleBefore: new Date(0), maxAttempts: 3, liveWorkers: undefined };
    await tdb.db.tx((q) => failExhausted(q, TRANSCRIPT_JOBS, lost));
    expect(await tdb.db.tx((q) => claim(q, TRANSCRIPT_JOBS, 'worker', lost))).toBeUndefined();
    expect(await all()).toEqual(kind === 'pglite' ? before : { a1: 'changed', a2: 'changed', b1: 'changed' });
  });
});
