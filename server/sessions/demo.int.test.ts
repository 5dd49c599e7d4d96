// The sessions demo data: deterministic, varied, and usable through the real handlers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSessionsDemo } from '../demo/sessions.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { DECISION_REASONS } from './sessions.domain.js';
import { boundService, idOf } from './sessions.testkit.js';

const now = new Date(Date.UTC(2026, 2, 2, 9, 0, 0)); // the clock boundService starts at

describe.each(dbKinds())('sessions demo data on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const snapshot = async (scopeId: string) => {
    const e = await t.db.query('SELECT * FROM engagements WHERE scope_id = $1 ORDER BY gk_engagement_id', [scopeId]);
    const s = await t.db.query('SELECT * FROM sessions WHERE scope_id = $1 ORDER BY gk_session_id', [scopeId]);
    // Every column, IDs and times included, must match (scope_id is the same anyway).
    const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ scope_id: _scope, ...rest }) => rest);
    return { e: strip(e.rows), s: strip(s.rows) };
  };

  it('is the same for the same seed, and different for another', async () => {
    const scopeId = randomUUID();
    await seedSessionsDemo(t.db, { scopeId, now, seed: 3, engagements: 60 });
    const first = await snapshot(scopeId);
    await t.db.query('DELETE FROM engagements WHERE scope_id = $1', [scopeId]);
    await seedSessionsDemo(t.db, { scopeId, now, seed: 3, engagements: 60 });
    const again = await snapshot(scopeId);
    expect(first.e).toHaveLength(60);
    expect(again).toEqual(first);
    const other = randomUUID();
    await seedSessionsDemo(t.db, { scopeId: other, now, seed: 4, engagements: 60 });
    expect((await snapshot(other)).e.map((r) => r.engagement_id)).not.toEqual(first.e.map((r) => r.engagement_id));
  });

  it('covers what the console shows: active ones, verdicts, correlations, every decision reason', async () => {
    const scopeId = randomUUID();
    const counts = await seedSessionsDemo(t.db, { scopeId, now, seed: 7, engagements: 300 });
    expect(counts.engagements).toBe(300);
    expect(counts.sessions).toBeGreaterThanOrEqual(300);
    const q = async (sql: string) => (await t.db.query<{ n: number }>(sql, [scopeId])).rows[0]?.n ?? 0;
    expect(await q('SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND is_active')).toBeGreaterThan(0);
    expect(await q('SELECT count(*)::int AS n FROM sessions WHERE scope_id = $1 AND is_active')).toBeGreaterThan(0);
    expect(
      await q(
        "SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND verdict = 'ENGAGEMENT_VERDICT_FRAUD'",
      ),
    ).toBeGreaterThan(0);
    expect(
      await q(
        "SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND verdict_analyst_id LIKE '%demo-analyst'",
      ),
    ).toBeGreaterThan(0);
    // Enough decided sessions with verdicts, of every kind, for a decision replay to compare with;
    // among them frauds decided as not FRAUD (missed) and non-frauds decided FRAUD (false alarms).
    const judged = `FROM sessions s JOIN engagements e ON e.gk_engagement_id = s.gk_engagement_id
      JOIN session_decision_snapshots d ON d.gk_session_id = s.gk_session_id
      WHERE s.scope_id = $1 AND e.verdict IS NOT NULL`;
    expect(await q(`SELECT count(*)::int AS n ${judged}`)).toBeGreaterThan(250);
    expect(await q(`SELECT count(DISTINCT e.verdict)::int AS n ${judged}`)).toBe(4);
    expect(
      await q(
        `SELECT count(*)::int AS n ${judged} AND e.verdict = 'ENGAGEMENT_VERDICT_FRAUD' AND s.decision <> 'DECISION_FRAUD'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await q(
        `SELECT count(*)::int AS n ${judged} AND e.verdict <> 'ENGAGEMENT_VERDICT_FRAUD' AND s.decision = 'DECISION_FRAUD'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await q(
        'SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM engagements WHERE scope_id = $1 GROUP BY correlation_id HAVING correlation_id IS NOT NULL) g',
      ),
    ).toBeGreaterThan(5);
    const reasons = await t.db.query<{ r: string }>(
      'SELECT DISTINCT decision_reason AS r FROM sessions WHERE scope_id = $1 AND decision_reason IS NOT NULL',
      [scopeId],
    );
    expect(new Set(reasons.rows.map((x) => x.r))).toEqual(new Set(DECISION_REASONS));
    const span = await t.db.query<{ oldest: Date }>(
      'SELECT min(created_at) AS oldest FROM engagements WHERE scope_id = $1',
      [scopeId],
    );
    expect(now.getTime() - span.rows[0]!.oldest.getTime()).toBeGreaterThan(14 * 24 * 3_600_000);
    const bad = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE scope_id = $1 AND (completion_timestamp < created_at OR created_at > $2 OR last_activity_at > $2)',
      [scopeId, now],
    );
    const badCount = bad.rows[0]?.n;
    expect(badCount).toBe(0);
  });

  it('reads back through the handlers; its active sessions are live at the seed time', async () => {
    const scopeId = randomUUID();
    await seedSessionsDemo(t.db, { scopeId, now, seed: 11, engagements: 120 });
    const { invoke } = boundService(t.db, scopeId);
    const live = await t.db.query<{ id: string }>(
      'SELECT gk_session_id AS id FROM sessions WHERE scope_id = $1 AND is_active',
      [scopeId],
    );
    expect(live.rows.length).toBeGreaterThan(0);
    for (const { id } of live.rows) {
      const d = (await invoke('GetSessionDetails', { gk_session_id: { value: id } }, {})).details as Record<
        string,
        unknown
      >;
      expect(d.is_active).toBe(true);
    }
    const corr = await t.db.query<{ c: string }>(
      'SELECT correlation_id AS c FROM engagements WHERE scope_id = $1 AND correlation_id IS NOT NULL GROUP BY correlation_id ORDER BY count(*) DESC LIMIT 1',
      [scopeId],
    );
    const list = (await invoke('ListCorrelatedEngagements', { correlation_id: corr.rows[0]?.c }, {}))
      .engagements as unknown[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(5);
    const withVerdict = await t.db.query<{ id: string }>(
      'SELECT gk_engagement_id AS id FROM engagements WHERE scope_id = $1 AND verdict IS NOT NULL LIMIT 1',
      [scopeId],
    );
    const e = (await invoke('GetEngagementDetails', { gk_engagement_id: { value: withVerdict.rows[0]?.id } }, {}))
      .details as Record<string, Record<string, unknown>>;
    expect(e.verdict_info?.analyst_id).toMatch(/demo-(analyst|admin)$/);
    expect(idOf(e.gk_engagement_id)).toBe(withVerdict.rows[0]?.id);
  });
});
