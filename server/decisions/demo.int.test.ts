// The sessions demo data carries factors, and its stored decisions are the engine's: asking
// GetSessionDecision again gives the same answer for every session still readable.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSessionsDemo } from '../demo/sessions.js';
import { boundService } from '../sessions/sessions.testkit.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { decisionResponse, type DecisionExplanation, type RiskInfo } from './index.js';

const now = new Date(Date.UTC(2026, 2, 2, 9, 0, 0)); // the clock boundService starts at

describe.each(dbKinds())('demo decisions on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  it('are computed from the demo factors, as GetSessionDecision computes them', async () => {
    const scopeId = randomUUID();
    await seedSessionsDemo(t.db, { scopeId, now, seed: 5, engagements: 300 });
    const kinds = await t.db.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM session_factors WHERE scope_id = $1 ORDER BY kind',
      [scopeId],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['callerid_validation', 'voice', 'watchlist']);
    const reasons = await t.db.query<{ r: string }>(
      `SELECT DISTINCT s.decision_reason AS r FROM sessions s
        WHERE s.scope_id = $1 AND EXISTS (SELECT 1 FROM session_factors f WHERE f.gk_session_id = s.gk_session_id)`,
      [scopeId],
    );
    expect(new Set(reasons.rows.map((x) => x.r))).toEqual(
      new Set([
        'DECISION_REASON_LOW_RELIABILITY',
        'DECISION_REASON_NO_RISK_DETECTED',
        'DECISION_REASON_AUTHENTIC',
        'DECISION_REASON_FRAUD_RISK',
        'DECISION_REASON_NO_MATCH',
      ]),
    );

    // Every decided session has its snapshot, and it explains the decision stored.
    const snap = await t.db.query<RiskInfo & { explanation: DecisionExplanation | null }>(
      `SELECT s.risk, s.reliability, s.decision, s.decision_reason, d.explanation FROM sessions s
         LEFT JOIN session_decision_snapshots d ON d.gk_session_id = s.gk_session_id
        WHERE s.scope_id = $1 AND EXISTS (SELECT 1 FROM session_factors f WHERE f.gk_session_id = s.gk_session_id)`,
      [scopeId],
    );
    expect(snap.rows.length).toBeGreaterThan(100);
    for (const row of snap.rows) {
      const e = row.explanation as DecisionExplanation;
      expect([e.risk ?? null, e.reliability ?? null, e.decision, e.decisionReason]).toEqual([
        row.risk,
        row.reliability,
        row.decision,
        row.decision_reason,
      ]);
      if (e.exactRisk !== undefined) {
        expect(Math.abs(e.factors.reduce((n, f) => n + f.contribution, 0) - e.exactRisk)).toBeLessThan(1e-9);
      }
    }

    const readable = await t.db.query<RiskInfo & { id: string }>(
      `SELECT s.gk_session_id AS id, s.risk, s.reliability, s.decision, s.decision_reason FROM sessions s
        WHERE s.scope_id = $1 AND (s.is_active OR s.post_call_done_at > $2)
          AND EXISTS (SELECT 1 FROM session_factors f WHERE f.gk_session_id = s.gk_session_id)`,
      [scopeId, now],
    );
    expect(readable.rows.length).toBeGreaterThan(3);
    const { invoke } = boundService(t.db, scopeId);
    for (const row of readable.rows) {
      const { status: _status, ...answer } = await invoke(
        'GetSessionDecision',
        { gk_session_id: { value: row.id } },
        {},
      );
      expect(answer).toEqual(decisionResponse(row));
    }
  });
});
