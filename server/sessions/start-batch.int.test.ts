// StartSessions in new engagements made in the same turn go to storage together (engagements.store.ts
// insertNewEngagementWithSession, group commit): each call still reads back its own rows, and a
// call whose rows cannot be written fails alone. On every storage back end.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from '../db/types.js';
import { insertNewEngagementWithSession } from './engagements.store.js';
import { boundService, idOf } from './sessions.testkit.js';

/** Counts the statements that write engagements while `fn` runs (through `query` or `queryTouching`). */
async function engagementInserts(db: Db, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const spied = db as { query: Db['query']; queryTouching?: Db['queryTouching'] };
  const { query, queryTouching } = spied;
  const count = (sql: string) => {
    if (/INSERT INTO engagements/.test(sql)) n++;
  };
  spied.query = ((sql: string, params?: readonly unknown[]) => {
    count(sql);
    return query.call(db, sql, params);
  }) as Db['query'];
  if (queryTouching)
    spied.queryTouching = ((tags: readonly string[], sql: string, params?: readonly unknown[]) => {
      count(sql);
      return queryTouching.call(db, tags, sql, params);
    }) as Db['queryTouching'];
  try {
    await fn();
  } finally {
    spied.query = query;
    if (queryTouching) spied.queryTouching = queryTouching;
  }
  return n;
}

describe.each(dbKinds())('StartSessions made together on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  it('each call reads back its own session and engagement, and they went in a few statements', async () => {
    const scopeId = randomUUID();
    const { invoke } = boundService(t.db, scopeId);
    // Two shapes of details (different columns given), as a contact centre's clients send.
    const requests = Array.from({ length: 24 }, (_, i) => ({
      session_type: i % 2 ? 'SESSION_TYPE_IVR' : 'SESSION_TYPE_CALL_CENTER',
      is_test: i % 3 === 0,
      details:
        i % 2
          ? { ani: `+1555000${String(i).padStart(4, '0')}`, custom_data: { n: String(i) } }
          : { session_id: `call-${i}`, group_size: { value: i } },
    }));
    let started: Record<string, unknown>[] = [];
    const statements = await engagementInserts(t.db, async () => {
      started = await Promise.all(requests.map((r) => invoke('StartSession', r, { configsetId: `cs-${r.is_test}` })));
    });
    expect(statements).toBeLessThanOrEqual(4);
    expect(new Set(started.map((s) => idOf(s.gk_engagement_id))).size).toBe(requests.length);
    for (const [i, s] of started.entries()) {
      const read = await invoke('GetSessionDetails', {}, { sessionId: idOf(s.gk_session_id) });
      expect(read.details).toMatchObject({
        gk_engagement_id: s.gk_engagement_id,
        session_type: requests[i]!.session_type,
        is_test: requests[i]!.is_test,
        is_active: true,
        ...(i % 2
          ? { ani: requests[i]!.details.ani, custom_data: { n: String(i) } }
          : { session_id: `call-${i}`, group_size: { value: i }, custom_data: {} }),
      });
      const engagement = await invoke('GetEngagementDetails', {}, { engagementId: idOf(s.gk_engagement_id) });
      expect(engagement.details).toMatchObject({ is_active: true, custom_data: {} });
    }
  });

  it('a call whose rows cannot be written fails alone; the others of its turn are written', async () => {
    const scopeId = randomUUID();
    const now = new Date();
    const rows = (sessionId = randomUUID()) => {
      const engagementId = randomUUID();
      return {
        engagement: { gk_engagement_id: engagementId, scope_id: scopeId, configset_id: null, created_at: now },
        session: {
          gk_session_id: sessionId,
          scope_id: scopeId,
          gk_engagement_id: engagementId,
          session_type: 'SESSION_TYPE_CALL_CENTER' as const,
          ani: '+15551234567',
          created_at: now,
        },
      };
    };
    const first = rows(randomUUID());
    await insertNewEngagementWithSession(t.db, first);
    // The same turn: five new ones, and one whose session ID is already taken.
    const batch = [rows(), rows(), rows(first.session.gk_session_id), rows(), rows(), rows()];
    const outcomes = await Promise.allSettled(batch.map((r) => insertNewEngagementWithSession(t.db, r)));
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Its engagement went with its session: neither is there.
    const engagements = await t.db.query<{ id: string }>(
      'SELECT gk_engagement_id AS id FROM engagements WHERE scope_id = $1',
      [scopeId],
    );
    const sessions = await t.db.query<{ id: string }>(
      'SELECT gk_engagement_id AS id FROM sessions WHERE scope_id = $1',
      [scopeId],
    );
    const expected = [first, ...batch.filter((_, i) => i !== 2)].map((r) => r.engagement.gk_engagement_id).sort();
    expect(engagements.rows.map((r) => r.id).sort()).toEqual(expected);
    expect(sessions.rows.map((r) => r.id).sort()).toEqual(expected);
  });
});
