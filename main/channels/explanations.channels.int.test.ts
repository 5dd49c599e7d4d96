// engagements.explanations through the real router against the real reference server (in-process,
// port 0, demo data): an engagement's decision explanations as stored beside each decision, for
// sessions whose details have expired too, and bad input named in the request's terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testkit/server.testkit.js';
import { DEMO_SCOPE_ID } from '../../testkit/server.testkit.js';
import type { EngagementSession } from '../../shared/domain/engagements.js';
import type { DecisionExplanation } from '../../shared/domain/explanations.js';
import { err, ok, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';
import type { MainServices } from '../main-services.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let main: MainServices;

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-explanations-int-' });
  ({ server, main } = harness);
});
afterAll(async () => {
  await harness?.close();
});

type Explained = { explanations: DecisionExplanation[]; browseAvailable: boolean };

describe('engagements.explanations', () => {
  it("answers every decided session's stored explanation, also once the session's details have expired", async () => {
    // A demo engagement with a decided session past its post-call processing.
    const picked = await server.db.query<{ id: string }>(
      `SELECT s.gk_engagement_id AS id FROM sessions s JOIN session_decision_snapshots d USING (gk_session_id)
        WHERE s.scope_id = $1 AND NOT s.is_active AND s.post_call_done_at < now()
        ORDER BY s.created_at DESC LIMIT 1`,
      [DEMO_SCOPE_ID],
    );
    const gkEngagementId = picked.rows[0]!.id;
    const stored = await server.db.query<{
      gk_session_id: string;
      risk: number | null;
      decision: string;
      deciding_configset_id: string | null;
      deciding_revision_number: number | null;
      explanation: { summary: string; factors: { kind: string; weight: number }[] };
    }>(
      `SELECT d.gk_session_id, s.risk, s.decision, d.deciding_configset_id, d.deciding_revision_number, d.explanation
         FROM session_decision_snapshots d JOIN sessions s USING (gk_session_id)
        WHERE d.gk_engagement_id = $1 ORDER BY s.created_at, s.gk_session_id`,
      [gkEngagementId],
    );
    expect(stored.rows.length).toBeGreaterThan(0);

    const res = ok<Explained>(await main.invoke('engagements.explanations', { gkEngagementId }));
    expect(res.browseAvailable).toBe(true);
    expect(res.explanations.map((e) => e.gkSessionId)).toEqual(stored.rows.map((r) => r.gk_session_id));
    res.explanations.forEach((e, i) => {
      const row = stored.rows[i]!;
      expect(e.risk ?? null).toBe(row.risk);
      expect(e.decision).toBe(row.decision);
      expect(e.summary).toBe(row.explanation.summary);
      expect(e.factors.map((f) => [f.kind, f.weight])).toEqual(row.explanation.factors.map((f) => [f.kind, f.weight]));
      expect(e.configset.decidingConfigsetId ?? null).toBe(row.deciding_configset_id);
      expect(e.configset.revisionNumber ?? null).toBe(row.deciding_revision_number);
      if (e.exactRisk !== undefined)
        expect(e.factors.reduce((n, f) => n + f.contribution, 0)).toBeCloseTo(e.exactRisk, 9);
    });

    // The same sessions are gone from the Gatekeeper read, as its rule says.
    const detail = ok<{ sessions: EngagementSession[] }>(await main.invoke('engagements.get', { gkEngagementId }));
    const gone = detail.sessions.filter((s) => !s.readable).map((s) => s.gkSessionId);
    expect(gone.length).toBeGreaterThan(0);
    expect(res.explanations.some((e) => gone.includes(e.gkSessionId))).toBe(true);
  });

  it("names a malformed engagement ID in the request's terms, and an unknown one is not found", async () => {
    expect(err(await main.invoke('engagements.explanations', { gkEngagementId: 'not-a-uuid' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fieldViolations: [expect.objectContaining({ field: 'gkEngagementId' })],
    });
    expect(
      err(await main.invoke('engagements.explanations', { gkEngagementId: '00000000-0000-4000-8000-000000000000' }))
        .code,
    ).toBe('NOT_FOUND');
  });
});
