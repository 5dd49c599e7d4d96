// Decision replay over real gRPC and HTTP with real tokens: sessions decided by GetSessionDecision
// under an ACTIVE revision, verdicts set by SetEngagementVerdict, then ReplayDecisions: the active
// revision changes nothing; a draft with a lower fraud threshold changes exactly the sessions whose
// risk lies between the two; the curve agrees with the counts; nothing is written; another scope's
// sessions are not counted; roles and bad input are refused.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctx } from '../../testkit/wire-caller.testkit.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { loadProtos } from '../../wire/protos.js';
import { ManualClock } from '../../wire/clock.js';
import { resolveEffectiveConfig } from '../configsets/resolver.js';
import { SESSIONS_SERVICE } from '../sessions/index.js';
import { recordVoiceFactor } from './voice.js';

const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
const REPLAY = SERVICES.decisionReplay;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
type Any = any;

describe.each(dbKinds())('ReplayDecisions (%s)', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00Z'));
  const startedAt = clock.now();
  let service: string;
  let admin: string;
  let analyst: string;
  let client: grpc.Client;
  const desk = `desk-${randomUUID().slice(0, 8)}`;
  let activeRevision: string;
  // Voice-only sessions: risk = 100 - score. At threshold 70: 90 and 75 are fraud, 65 and 55 no
  // match (score under 70), 20 and 5 authentic.
  const SCORES = [10, 25, 35, 45, 80, 95];
  const sessionsByRisk = new Map<number, { engagementId: string; sessionId: string }>();

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    service = await t.token('service');
    admin = await t.token('admin');
    analyst = await t.token('analyst');
    const def = loadProtos().packageDefinition[REPLAY] as unknown as ServiceDefinition;
    client = new (grpc.makeGenericClientConstructor(def, 'DecisionReplay'))(
      t.grpcAddress,
      grpc.credentials.createInsecure(),
    );
    const created = await t.call<Any>(
      CM,
      'CreateConfigset',
      {
        context: { gk_scope_id: { value: t.scopeId } },
        configset_id: desk,
        type: 'CONFIGSET_TYPE_OPERATIONAL',
        raw_content: Buffer.from(JSON.stringify({ decision: { fraudRiskThreshold: 70 } })),
      },
      admin,
    );
    activeRevision = created.gk_configset_revision_id.value;
    await t.call(
      CM,
      'ActivateConfigsetRevision',
      { context: { gk_scope_id: { value: t.scopeId } }, gk_configset_revision_id: created.gk_configset_revision_id },
      admin,
    );
    for (const score of SCORES) {
      const r = await t.call<Any>(
        SESSIONS_SERVICE,
        'StartSession',
        { context: ctx(t.scopeId, { configsetId: desk }), session_type: 'SESSION_TYPE_IVR' },
        service,
      );
      const ids = { engagementId: r.gk_engagement_id.value, sessionId: r.gk_session_id.value };
      await t.db.tx((q) =>
        recordVoiceFactor(q, resolveEffectiveConfig, {
          scopeId: t.scopeId,
          gkSessionId: ids.sessionId,
          score,
          reliability: 90,
          configsetId: desk,
          at: clock.now(),
        }),
      );
      await t.call(SESSIONS_SERVICE, 'GetSessionDecision', { context: ctx(t.scopeId, ids) }, service);
      sessionsByRisk.set(100 - score, ids);
      clock.advance(1000);
    }
    // Verdicts: the risk-65 call was fraud (missed at 70), the risk-90 call was fraud (caught), the
    // risk-75 call was not (a false alarm at 70).
    const verdict = (risk: number, v: string) =>
      t.call(
        SESSIONS_SERVICE,
        'SetEngagementVerdict',
        { context: ctx(t.scopeId, { engagementId: sessionsByRisk.get(risk)!.engagementId }), verdict: v },
        analyst,
      );
    await verdict(65, 'ENGAGEMENT_VERDICT_FRAUD');
    await verdict(90, 'ENGAGEMENT_VERDICT_FRAUD');
    await verdict(75, 'ENGAGEMENT_VERDICT_AUTHENTIC');
    // Another scope's decided session in the same window is not this scope's business.
    const other = await t.token('service', { scopeIds: [t.otherScopeId] });
    const o = await t.call<Any>(
      SESSIONS_SERVICE,
      'StartSession',
      { context: ctx(t.otherScopeId), session_type: 'SESSION_TYPE_IVR' },
      other,
    );
    await t.db.tx((q) =>
      recordVoiceFactor(q, resolveEffectiveConfig, {
        scopeId: t.otherScopeId,
        gkSessionId: o.gk_session_id.value,
        score: 1,
        reliability: 90,
        at: clock.now(),
      }),
    );
    await t.call(
      SESSIONS_SERVICE,
      'GetSessionDecision',
      { context: ctx(t.otherScopeId, { engagementId: o.gk_engagement_id.value, sessionId: o.gk_session_id.value }) },
      other,
    );
    clock.advance(60_000);
  }, 180_000);
  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  const window = () => ({
    decided_after: { seconds: String(Math.floor(startedAt.getTime() / 1000) - 1), nanos: 0 },
    decided_before: { seconds: String(Math.floor(clock.now().getTime() / 1000)), nanos: 0 },
  });

  function replayGrpc(req: object, token: string): Promise<{ messages: Any[]; error?: grpc.ServiceError }> {
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    const call = (
      client as unknown as Record<
        string,
        (r: object, m: grpc.Metadata, o: grpc.CallOptions) => grpc.ClientReadableStream<Any>
      >
    ).ReplayDecisions!.call(client, req, md, { deadline: Date.now() + 60_000 });
    const messages: Any[] = [];
    return new Promise((resolve) => {
      call.on('data', (m: Any) => messages.push(m));
      call.on('error', (error: grpc.ServiceError) => resolve({ messages, error }));
      call.on('end', () => resolve({ messages }));
    });
  }

  /** The same request in proto3 JSON: timestamps as RFC 3339 text. */
  const asJson = (body: Record<string, unknown>) => {
    const rfc3339 = (ts: Any) => new Date(Number(ts.seconds) * 1000).toISOString();
    return {
      ...body,
      ...(body.decided_after ? { decided_after: rfc3339(body.decided_after) } : {}),
      ...(body.decided_before ? { decided_before: rfc3339(body.decided_before) } : {}),
    };
  };

  async function replayHttp(body: Record<string, unknown>, token: string): Promise<{ status: number; lines: Any[] }> {
    const res = await fetch(`${t.httpUrl}/vigil/v1/replay/decisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(asJson(body)),
    });
    const text = await res.text();
    if (res.status !== 200) return { status: res.status, lines: [JSON.parse(text)] };
    return {
      status: res.status,
      lines: text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    };
  }

  const resultOf = (messages: Any[]) => messages.find((m) => m.result)?.result;
  const pairsOf = (r: Any) =>
    Object.fromEntries(r.decision_changes.map((c: Any) => [`${c.then}>${c.would_be}`, c.count]));

  it('replaying the active revision changes no decision, and says what was flagged then', async () => {
    const { messages, error } = await replayGrpc(
      {
        context: ctx(t.scopeId),
        ...window(),
        configset_id: desk,
        gk_configset_revision_id: { value: activeRevision },
      },
      admin,
    );
    expect(error).toBeUndefined();
    expect(messages[0].progress).toMatchObject({ sessions_done: 0, sessions_total: SCORES.length });
    expect(messages.at(-2).progress).toMatchObject({ sessions_done: SCORES.length });
    const r = resultOf(messages);
    expect(r.sessions_replayed).toBe(SCORES.length);
    expect(r.changed_total).toBe(0);
    expect(r.changed_sessions).toEqual([]);
    expect(pairsOf(r)).toEqual({
      'DECISION_FRAUD>DECISION_FRAUD': 2,
      'DECISION_NO_MATCH>DECISION_NO_MATCH': 2,
      'DECISION_AUTHENTIC>DECISION_AUTHENTIC': 2,
    });
    const at70 = { caught: 1, missed: 1, false_alarms: 1, flagged: 2 };
    expect(r.then).toEqual(at70);
    expect(r.would_be).toEqual(at70);
    expect(r.current_fraud_risk_threshold).toBe(70);
    expect(r.proposed_fraud_risk_threshold).toBe(70);
  });

  it('a draft with a lower threshold changes exactly the sessions whose risk lies between, over gRPC and HTTP', async () => {
    const body = {
      context: ctx(t.scopeId),
      ...window(),
      configset_id: desk,
      draft_content: JSON.stringify({ decision: { fraudRiskThreshold: 60 } }),
    };
    const grpcRun = await replayGrpc(body, admin);
    expect(grpcRun.error).toBeUndefined();
    const r = resultOf(grpcRun.messages);
    // Only risk 65 lies in [60, 70).
    expect(r.changed_total).toBe(1);
    expect(r.changed_sessions).toHaveLength(1);
    expect(r.changed_sessions[0]).toMatchObject({
      gk_session_id: { value: sessionsByRisk.get(65)!.sessionId },
      gk_engagement_id: { value: sessionsByRisk.get(65)!.engagementId },
      then: 'DECISION_NO_MATCH',
      would_be: 'DECISION_FRAUD',
      then_risk: 65,
      would_be_risk: 65,
      verdict: 'ENGAGEMENT_VERDICT_FRAUD',
    });
    expect(pairsOf(r)['DECISION_NO_MATCH>DECISION_FRAUD']).toBe(1);
    expect(r.would_be).toEqual({ caught: 2, missed: 0, false_alarms: 1, flagged: 3 });
    expect(r.proposed_fraud_risk_threshold).toBe(60);
    // The curve: at 60 what the draft gives, at 70 what was decided, above 90 nothing.
    const at = (th: number) => r.threshold_curve.find((p: Any) => p.threshold === th).outcome;
    expect(r.threshold_curve).toHaveLength(101);
    expect(at(60)).toEqual(r.would_be);
    expect(at(70)).toEqual(r.then);
    expect(at(91)).toEqual({ caught: 0, missed: 2, false_alarms: 0, flagged: 0 });

    const http = await replayHttp(body, admin);
    expect(http.status).toBe(200);
    expect(http.lines[0].result.progress).toMatchObject({ sessionsTotal: SCORES.length });
    const viaHttp = http.lines.at(-1).result.result;
    expect(viaHttp.changedTotal).toBe(1);
    expect(viaHttp.changedSessions[0].gkSessionId.value).toBe(sessionsByRisk.get(65)!.sessionId);
    expect(viaHttp.wouldBe).toEqual({ caught: 2, missed: 0, falseAlarms: 1, flagged: 3 });

    // Read-only: the stored decision is what it was.
    const stored = await t.db.query<{ d: string }>(
      `SELECT explanation->>'decision' AS d FROM session_decision_snapshots WHERE gk_session_id = $1`,
      [sessionsByRisk.get(65)!.sessionId],
    );
    expect(stored.rows[0]?.d).toBe('DECISION_NO_MATCH');
  });

  it('pages the changed sessions', async () => {
    const body = {
      context: ctx(t.scopeId),
      ...window(),
      configset_id: desk,
      draft_content: JSON.stringify({ decision: { fraudRiskThreshold: 1 } }),
      changed_page_size: 2,
    };
    const first = resultOf((await replayGrpc(body, admin)).messages);
    // Risks 55, 65 (no match), 5 and 20 (authentic) become fraud at 1.
    expect(first.changed_total).toBe(4);
    expect(first.changed_sessions).toHaveLength(2);
    const second = resultOf(
      (await replayGrpc({ ...body, changed_page_token: first.next_changed_page_token }, admin)).messages,
    );
    expect(second.changed_sessions).toHaveLength(2);
    expect(second.next_changed_page_token).toBe('');
    const ids = [...first.changed_sessions, ...second.changed_sessions].map((c: Any) => c.gk_session_id.value);
    expect(new Set(ids)).toEqual(new Set([5, 20, 55, 65].map((risk) => sessionsByRisk.get(risk)!.sessionId)));
  });

  it('refuses other roles, missing fields and bad drafts, naming the field', async () => {
    const base = { context: ctx(t.scopeId), ...window(), configset_id: desk, draft_content: '{}' };
    const denied = await replayGrpc(base, analyst);
    expect(denied.error?.code).toBe(grpc.status.PERMISSION_DENIED);
    const missing = await replayGrpc({ context: ctx(t.scopeId), configset_id: desk, draft_content: '{}' }, admin);
    expect(missing.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(grpcStatus(missing.error).status).toMatchObject({
      field_violations: [expect.objectContaining({ field: 'decided_after' })],
    });
    const bad = await replayHttp({ ...base, draft_content: '{"decision": {"fraudRiskThreshold": 300}}' }, admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.lines[0])).toContain('draft_content.decision.fraudRiskThreshold');
    const unknown = await replayGrpc({ ...base, configset_id: 'no-such-configset' }, admin);
    expect(unknown.error?.code).toBe(grpc.status.NOT_FOUND);
  });
});
