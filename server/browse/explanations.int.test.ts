// Browse.ListDecisionExplanations over real gRPC and the HTTP/JSON binding of a real server: the
// explanation of a decision made by GetSessionDecision and StopSession, compared with the snapshot
// stored beside the decision, still answered after the session's details have expired, and bad
// input refused naming the field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invite, passport } from '../callerid/sip.testkit.js';
import { CALLERID_PROCESSOR_SERVICE } from '../callerid/index.js';
import { resolveEffectiveConfig } from '../configsets/resolver.store.js';
import { recordVoiceFactor } from '../decisions/voice.js';
import { SESSIONS_SERVICE } from '../sessions/index.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ctx, failed, ok, wireCallerFor, type Transport } from '../../testkit/wire-caller.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import type { DecisionExplanation } from '../decisions/index.js';

const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
const HOUR = 3_600_000;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
type Any = any;

const rpcOf = wireCallerFor({
  service: 'vigil.v1.Browse',
  routes: { ListDecisionExplanations: { verb: 'GET', path: () => '/vigil/v1/browse/decision-explanations' } },
  wrapped: ['risk', 'reliability', 'exact_risk', 'score', 'trust_indicator'],
  dropDefaults: true,
});

interface SnapshotRead {
  configset_id: string | null;
  deciding_configset_id: string | null;
  deciding_revision_id: string | null;
  deciding_revision_number: number | null;
  explanation: DecisionExplanation;
  decided_at: Date;
}

describe.each(dbKinds())('Browse.ListDecisionExplanations over the wire (%s)', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.UTC(2026, 4, 4, 9, 0, 0));
  let service: string;
  let admin: string;
  let analyst: string;

  // Tokens follow the manual clock: fresh ones for each test, and after the clock jumps.
  const freshTokens = async () => {
    service = await t.token('service');
    admin = await t.token('admin');
    analyst = await t.token('analyst');
  };
  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
  });
  beforeEach(freshTokens);
  afterAll(() => t.close());

  const sessions = (method: string, req: object): Promise<Any> => t.call(SESSIONS_SERVICE, method, req, service);
  const createRevision = async (configsetId: string, content: unknown, activate: boolean): Promise<string> => {
    const created = await t.call<Any>(
      CM,
      'CreateConfigset',
      {
        context: { gk_scope_id: { value: t.scopeId } },
        configset_id: configsetId,
        type: 'CONFIGSET_TYPE_OPERATIONAL',
        raw_content: Buffer.from(JSON.stringify(content)),
      },
      admin,
    );
    if (activate)
      await t.call(
        CM,
        'ActivateConfigsetRevision',
        { context: { gk_scope_id: { value: t.scopeId } }, gk_configset_revision_id: created.gk_configset_revision_id },
        admin,
      );
    return created.gk_configset_revision_id.value as string;
  };
  const snapshot = async (sessionId: string): Promise<SnapshotRead> => {
    const r = await t.db.query<SnapshotRead>(
      `SELECT configset_id, deciding_configset_id, deciding_revision_id, deciding_revision_number, explanation,
              decided_at FROM session_decision_snapshots WHERE gk_session_id = $1`,
      [sessionId],
    );
    expect(r.rows).toHaveLength(1);
    return r.rows[0] as SnapshotRead;
  };
  /** What the wire answer must say for a stored snapshot (normalised shape, defaults dropped). */
  const expected = (sessionId: string, s: SnapshotRead) => {
    const e = s.explanation;
    const drop = <T extends object>(o: T) =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false));
    return drop({
      gk_session_id: { value: sessionId },
      decision_timestamp: new Date(s.decided_at).getTime(),
      risk: e.risk,
      reliability: e.reliability,
      decision: e.decision,
      decision_reason: e.decisionReason,
      exact_risk: e.exactRisk,
      thresholds: drop({
        fraud_risk_threshold: e.thresholds.fraudRiskThreshold,
        authentic_threshold: e.thresholds.authenticThreshold,
        min_reliability: e.thresholds.minReliability,
      }),
      factors: e.factors.map((f) =>
        drop({
          kind: f.kind,
          risk: f.risk,
          reliability: f.reliability,
          score: f.score,
          trust_indicator: f.trustIndicator,
          fraudster_on_watchlist: f.fraudsterOnWatchlist,
          source_decision: f.sourceDecision,
          weight: f.weight,
          normalised_weight: f.normalisedWeight,
          contribution: f.contribution,
          counted: f.counted,
          not_counted_reason: f.notCountedReason,
          superseded: f.superseded,
        }),
      ),
      checks: e.checks.map((c) =>
        drop({ check: c.check, value: c.value, threshold: c.threshold, holds: c.holds, decisive: c.decisive }),
      ),
      deciding_rule: e.rule,
      summary: e.summary,
      configset: drop({
        configset_id: s.configset_id,
        deciding_configset_id: s.deciding_configset_id,
        gk_configset_revision_id: s.deciding_revision_id ? { value: s.deciding_revision_id } : undefined,
        revision_number: s.deciding_revision_number,
      }),
    });
  };

  it.each<Transport>(['grpc', 'http'])(
    'explains a decision from storage over %s, and still after the session has expired',
    async (transport) => {
      const rpc = rpcOf(t, transport);
      // fraud-desk: revision 1 active, then revision 2 (weights voice 3 : caller ID 1, threshold 72) active.
      const cs = `fraud-desk-${randomUUID().slice(0, 6)}`;
      await createRevision(cs, { decision: { fraudRiskThreshold: 50 } }, true);
      const r2 = await createRevision(
        cs,
        { decision: { fraudRiskThreshold: 72, weights: { voice: 3, callerId: 1, watchlist: 0 } } },
        true,
      );
      const started = await sessions('StartSession', {
        context: ctx(t.scopeId, { configsetId: cs }),
        session_type: 'SESSION_TYPE_IVR',
      });
      const ids = { engagementId: started.gk_engagement_id.value, sessionId: started.gk_session_id.value };
      const now = Math.floor(clock.now().getTime() / 1000);
      const validated: Any = await t.call(
        CALLERID_PROCESSOR_SERVICE,
        'ValidateCallerId',
        {
          context: ctx(t.scopeId, ids),
          caller_id_data: {
            call_start_timestamp: { seconds: String(now), nanos: 0 },
            calling_number: '+1 (555) 234-5678',
            called_number: '+1 555 765 4321',
            telecom_network_id: 'carrier-1',
            sip_message: invite({
              from: '15552345678',
              identity: passport({ attest: 'A', orig: '15552345678', iat: now - 2 }),
            }),
          },
        },
        service,
      );
      const cidRisk = validated.result.risk_engine_result.risk.value as number;
      const trust = validated.result.processing_result.trust_indicator.value as number;
      await t.db.tx((q) =>
        recordVoiceFactor(q, resolveEffectiveConfig, {
          scopeId: t.scopeId,
          gkSessionId: ids.sessionId,
          score: 40,
          reliability: 90,
          at: clock.now(),
        }),
      );
      const decided: Any = await sessions('GetSessionDecision', { context: ctx(t.scopeId, ids) });

      const first = ok(
        await rpc(
          'ListDecisionExplanations',
          { context: ctx(t.scopeId), gk_engagement_id: { value: ids.engagementId } },
          analyst,
        ),
      );
      const stored = await snapshot(ids.sessionId);
      expect(first).toEqual({ explanations: [expected(ids.sessionId, stored)] });
      // The values are the decision's, under fraud-desk revision 2.
      const [x] = first.explanations as Any[];
      expect(x.risk).toBe(decided.risk.value);
      expect(x.decision).toBe(decided.decision);
      expect(x.configset).toEqual({
        configset_id: cs,
        deciding_configset_id: cs,
        gk_configset_revision_id: { value: r2 },
        revision_number: 2,
      });
      expect(x.thresholds.fraud_risk_threshold).toBe(72);
      const byKind = Object.fromEntries((x.factors as Any[]).map((f) => [f.kind, f]));
      expect(byKind.callerid_validation).toMatchObject({
        risk: cidRisk,
        trust_indicator: expect.closeTo(trust, 5),
        weight: 1,
        normalised_weight: 0.25,
        counted: true,
      });
      expect(byKind.voice).toMatchObject({ score: 40, risk: 60, weight: 3, normalised_weight: 0.75, counted: true });
      expect(x.exact_risk).toBeCloseTo(0.25 * cidRisk + 0.75 * 60, 9);
      expect(x.risk).toBe(Math.round(0.25 * cidRisk + 0.75 * 60));

      // Stopped and past post-call processing: the Gatekeeper read refuses, the explanation stays.
      await sessions('StopSession', { context: ctx(t.scopeId, ids) });
      const afterStop = await snapshot(ids.sessionId);
      clock.advance(25 * HOUR);
      await freshTokens();
      await expect(
        sessions('GetSessionDetails', { context: ctx(t.scopeId, ids), gk_session_id: { value: ids.sessionId } }),
      ).rejects.toThrow();
      const later = ok(
        await rpc(
          'ListDecisionExplanations',
          { context: ctx(t.scopeId), gk_engagement_id: { value: ids.engagementId } },
          analyst,
        ),
      );
      expect(later).toEqual({ explanations: [expected(ids.sessionId, afterStop)] });
      expect((later.explanations as Any[])[0].risk).toBe(decided.risk.value);
    },
  );

  it.each<Transport>(['grpc', 'http'])(
    "refuses bad input naming the field, and other scopes' engagements, over %s",
    async (transport) => {
      const rpc = rpcOf(t, transport);
      const invalid = transport === 'grpc' ? 3 : 400;
      const missing = failed(await rpc('ListDecisionExplanations', { context: ctx(t.scopeId) }, analyst));
      expect([missing.nuance, missing.code, missing.violations]).toEqual([
        'BAD_REQUEST',
        invalid,
        [{ field: 'gk_engagement_id', violation: 'MANDATORY_FIELD_MISSING' }],
      ]);
      const malformed = failed(
        await rpc(
          'ListDecisionExplanations',
          { context: ctx(t.scopeId), gk_engagement_id: { value: 'not-a-uuid' } },
          analyst,
        ),
      );
      expect([malformed.nuance, malformed.code, malformed.violations]).toEqual([
        'BAD_REQUEST',
        invalid,
        [{ field: 'gk_engagement_id', violation: 'INVALID_FORMAT' }],
      ]);
      // An engagement of another scope is not found here.
      const other = await t.token('service', { scopeIds: [t.otherScopeId] });
      const foreign: Any = await t.call(
        SESSIONS_SERVICE,
        'StartSession',
        { context: ctx(t.otherScopeId), session_type: 'SESSION_TYPE_WEB' },
        other,
      );
      const notFound = failed(
        await rpc(
          'ListDecisionExplanations',
          { context: ctx(t.scopeId), gk_engagement_id: foreign.gk_engagement_id },
          analyst,
        ),
      );
      expect([notFound.nuance, notFound.code]).toEqual(['NOT_FOUND', transport === 'grpc' ? 5 : 404]);
      // Runtime integrations do not browse.
      const denied = failed(
        await rpc(
          'ListDecisionExplanations',
          { context: ctx(t.scopeId), gk_engagement_id: foreign.gk_engagement_id },
          service,
        ),
      );
      expect(denied.nuance).toBe('PERMISSION_DENIED');
    },
  );
});
