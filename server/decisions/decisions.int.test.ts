// Session decisions over real gRPC with real tokens: factors recorded by the caller-ID RPCs (and voice
// factors written as a verification pipeline would), decisions computed by GetSessionDecision and
// StopSession under the configset in force, a configset revision activation changing the answer,
// StopSession's configset precedence, the engagement's risk following its sessions, and the
// voice factor's effect on a profile's lock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite, passport } from '../callerid/sip.testkit.js';
import { ctx } from '../../testkit/wire-caller.testkit.js';
import {
  CALLERID_PROCESSOR_SERVICE,
  CALLERID_RISK_SERVICE,
  CALLERID_VALIDATION_SERVICE,
  DEFAULT_WATCHLIST_ID,
} from '../callerid/index.js';
import { DEFAULT_CONFIG } from '../configsets/effective.js';
import { resolveEffectiveConfig } from '../configsets/resolver.store.js';
import { SESSIONS_SERVICE } from '../sessions/index.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { factorsForSession } from './factors.store.js';
import { recordVoiceFactor } from './voice.js';

const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
const MIN = 60_000;
type Ids = { engagementId: string; sessionId: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
type Any = any;

describe.each(dbKinds())('session decisions over gRPC (%s)', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.now());
  let service: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    service = await t.token('service');
    admin = await t.token('admin');
  });
  afterAll(() => t.close());

  const sessions = (method: string, req: object): Promise<Any> => t.call(SESSIONS_SERVICE, method, req, service);
  const start = async (o: { configsetId?: string; engagementId?: string; type?: string } = {}): Promise<Ids> => {
    const r = await sessions('StartSession', {
      context: ctx(t.scopeId, {
        ...(o.configsetId ? { configsetId: o.configsetId } : {}),
        ...(o.engagementId ? { engagementId: o.engagementId } : {}),
      }),
      session_type: o.type ?? 'SESSION_TYPE_IVR',
    });
    return { engagementId: r.gk_engagement_id.value, sessionId: r.gk_session_id.value };
  };
  const decision = async (ids: Ids) => {
    const { status: _s, ...rest } = await sessions('GetSessionDecision', { context: ctx(t.scopeId, ids) });
    return rest as Record<string, unknown>;
  };
  const sessionRisk = async (ids: Ids) =>
    (await sessions('GetSessionDetails', { context: ctx(t.scopeId, ids), field_mask: { paths: ['risk_info'] } }))
      .details.risk_info;
  const engagementRisk = async (engagementId: string) =>
    (
      await sessions('GetEngagementDetails', {
        context: ctx(t.scopeId, { engagementId }),
        field_mask: { paths: ['risk_info'] },
      })
    ).details.risk_info;

  /** Caller-ID data of a call with full attestation (low risk). */
  const callerIdData = () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return {
      call_start_timestamp: { seconds: String(now), nanos: 0 },
      calling_number: '+1 (555) 234-5678',
      called_number: '+1 555 765 4321',
      telecom_network_id: 'carrier-1',
      sip_message: invite({
        from: '15552345678',
        identity: passport({ attest: 'A', orig: '15552345678', iat: now - 2 }),
      }),
    };
  };
  /** ValidateCallerId for the session; returns its risk engine values. */
  const validateCallerId = async (ids: Ids, configsetId?: string) => {
    const r: Any = await t.call(
      CALLERID_PROCESSOR_SERVICE,
      'ValidateCallerId',
      { context: ctx(t.scopeId, { ...ids, ...(configsetId ? { configsetId } : {}) }), caller_id_data: callerIdData() },
      service,
    );
    return {
      risk: r.result.risk_engine_result.risk.value as number,
      reliability: r.result.risk_engine_result.reliability.value as number,
    };
  };
  const assessWatchlist = (ids: Ids) =>
    t.call<Any>(
      CALLERID_RISK_SERVICE,
      'AssessCallerIdRisk',
      {
        context: ctx(t.scopeId, { ...ids, configsetId: 'watchlist-check' }),
        gk_callerid_watchlist_id: { value: DEFAULT_WATCHLIST_ID },
        caller_id: '+15552345678',
      },
      service,
    );
  const voice = (ids: Ids, score: number, reliability = 90, extra: { profileId?: string; configsetId?: string } = {}) =>
    t.db.tx((q) =>
      recordVoiceFactor(q, resolveEffectiveConfig, {
        scopeId: t.scopeId,
        gkSessionId: ids.sessionId,
        score,
        reliability,
        gkVoiceprintProfileId: extra.profileId,
        configsetId: extra.configsetId,
        at: clock.now(),
      }),
    );
  /** Creates a revision of an operational configset and activates it. */
  const activate = async (configsetId: string, content: unknown) => {
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
    await t.call(
      CM,
      'ActivateConfigsetRevision',
      { context: { gk_scope_id: { value: t.scopeId } }, gk_configset_revision_id: created.gk_configset_revision_id },
      admin,
    );
  };
  const w = DEFAULT_CONFIG.decision.weights;

  it('decides on caller-ID, watchlist and voice factors, and changes its answer when a revision is activated', async () => {
    const cs = `desk-${randomUUID().slice(0, 8)}`;
    const ids = await start({ configsetId: cs });
    expect(await decision(ids)).toEqual({ decision_reason: 'DECISION_REASON_NO_DATA' });

    const cid = await validateCallerId(ids);
    const wl = await assessWatchlist(ids);
    expect(wl.result).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK' });
    await voice(ids, 85, 90);
    const kinds = (await factorsForSession(t.db, t.scopeId, ids.sessionId)).map((f) => f.kind);
    expect(kinds).toEqual(['callerid_validation', 'watchlist', 'voice']);

    const wlRisk = wl.result.risk_engine_result.risk.value as number;
    const wlRel = wl.result.risk_engine_result.reliability.value as number;
    const sum = w.voice + w.callerId + w.watchlist;
    const risk = Math.round((15 * w.voice + cid.risk * w.callerId + wlRisk * w.watchlist) / sum);
    const reliability = Math.round((90 * w.voice + cid.reliability * w.callerId + wlRel * w.watchlist) / sum);
    expect(risk).toBeLessThan(DEFAULT_CONFIG.decision.fraudRiskThreshold);
    const authentic = {
      risk: { value: risk },
      reliability: { value: reliability },
      decision: 'DECISION_AUTHENTIC',
      decision_reason: 'DECISION_REASON_AUTHENTIC',
    };
    expect(await decision(ids)).toEqual(authentic);
    expect(await sessionRisk(ids)).toEqual(authentic);
    expect(await engagementRisk(ids.engagementId)).toEqual(authentic);

    // A revision whose fraud threshold is exactly the session's risk: FRAUD from the next call on.
    await activate(cs, { decision: { fraudRiskThreshold: risk } });
    const fraud = { ...authentic, decision: 'DECISION_FRAUD', decision_reason: 'DECISION_REASON_FRAUD_RISK' };
    expect(await decision(ids)).toEqual(fraud);
    expect(await sessionRisk(ids)).toEqual(fraud);
    expect(await engagementRisk(ids.engagementId)).toEqual(fraud);

    // Another revision, one above the risk, and a stricter authentic threshold: NO_MATCH.
    await activate(cs, { decision: { fraudRiskThreshold: risk + 1, authenticThreshold: 86 } });
    expect(await decision(ids)).toEqual({
      ...authentic,
      decision: 'DECISION_NO_MATCH',
      decision_reason: 'DECISION_REASON_NO_MATCH',
    });
  });

  it("StopSession decides under the context configset first, else a factor's when nothing else names one", async () => {
    const lenient = `lenient-${randomUUID().slice(0, 8)}`;
    const strict = `strict-${randomUUID().slice(0, 8)}`;
    await activate(lenient, { decision: { fraudRiskThreshold: 100 } });
    await activate(strict, { decision: { fraudRiskThreshold: 1 } });

    // Started under the lenient configset; the context of StopSession names the strict one.
    const a = await start({ configsetId: lenient });
    await voice(a, 60, 90);
    expect(await decision(a)).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_NO_MATCH' });
    await sessions('StopSession', { context: ctx(t.scopeId, { ...a, configsetId: strict }) });
    expect(await sessionRisk(a)).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_FRAUD' });
    expect(await decision(a)).toMatchObject({ decision: 'DECISION_FRAUD' }); // stopped: its stop configset stays

    // No configset at start, none asked for a decision, none at stop: the factor's applies.
    const b = await start();
    await voice(b, 60, 90, { configsetId: strict });
    await sessions('StopSession', { context: ctx(t.scopeId, b) });
    expect(await sessionRisk(b)).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_FRAUD' });
    const row = await t.db.query<{ stop_configset_id: string }>(
      'SELECT stop_configset_id FROM sessions WHERE gk_session_id = $1',
      [b.sessionId],
    );
    expect(row.rows[0]?.stop_configset_id).toBe(strict);

    // The same with a factor carrying no configset: the defaults (threshold 70) apply.
    const c = await start();
    await voice(c, 60, 90);
    await sessions('StopSession', { context: ctx(t.scopeId, c) });
    expect(await sessionRisk(c)).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_NO_MATCH' });
  });

  it('the engagement follows its sessions; a session that joined after it stopped decides alone and does not count', async () => {
    const ivr = await start();
    const cid = await validateCallerId(ivr);
    expect(await decision(ivr)).toMatchObject({ decision: 'DECISION_NO_RISK_DETECTED', risk: { value: cid.risk } });
    expect(await engagementRisk(ivr.engagementId)).toMatchObject({ decision: 'DECISION_NO_RISK_DETECTED' });

    clock.advance(MIN);
    const agent = await start({ engagementId: ivr.engagementId, type: 'SESSION_TYPE_CALL_CENTER' });
    await voice(agent, 30, 90);
    // The IVR's caller-ID factor counts for the agent's session too.
    const agentRisk = Math.round((70 * w.voice + cid.risk * w.callerId) / (w.voice + w.callerId));
    expect(agentRisk).toBeGreaterThan(cid.risk);
    expect(agentRisk).toBeLessThan(DEFAULT_CONFIG.decision.fraudRiskThreshold);
    const agentDecision = await decision(agent);
    expect(agentDecision).toMatchObject({ risk: { value: agentRisk }, decision: 'DECISION_NO_MATCH' });
    expect(await engagementRisk(ivr.engagementId)).toEqual(agentDecision);
    expect(await decision(ivr)).toMatchObject({ risk: { value: cid.risk } }); // not the later session's factors

    clock.advance(MIN);
    await sessions('StopEngagement', { context: ctx(t.scopeId, { engagementId: ivr.engagementId }) });
    clock.advance(MIN);
    const review = await start({ engagementId: ivr.engagementId, type: 'SESSION_TYPE_FRAUD_ANALYST' });
    await voice(review, 95, 20);
    // Own factor only (risk 5, reliability 20): the earlier sessions' factors no longer count.
    expect(await decision(review)).toEqual({
      risk: { value: 5 },
      reliability: { value: 20 },
      decision: 'DECISION_UNCERTAIN',
      decision_reason: 'DECISION_REASON_LOW_RELIABILITY',
    });
    expect(await engagementRisk(ivr.engagementId)).toEqual(agentDecision);
  });

  it('StopEngagement gives the sessions it stops their final decision', async () => {
    const s = await start();
    await voice(s, 90, 80);
    await sessions('StopEngagement', { context: ctx(t.scopeId, { engagementId: s.engagementId }) });
    expect(await sessionRisk(s)).toMatchObject({ risk: { value: 10 }, decision: 'DECISION_AUTHENTIC' });
    expect(await engagementRisk(s.engagementId)).toMatchObject({ decision: 'DECISION_AUTHENTIC' });
  });

  it('answers BAD_CONFIGURATION when the configset in force weighs none of the factors present', async () => {
    const cs = `novoice-${randomUUID().slice(0, 8)}`;
    await activate(cs, { decision: { weights: { voice: 0, callerId: 1, watchlist: 1 } } });
    const ids = await start({ configsetId: cs });
    await voice(ids, 90);
    expect(await decision(ids)).toEqual({
      decision: 'DECISION_FAILED',
      decision_reason: 'DECISION_REASON_BAD_CONFIGURATION',
    });
  });

  it('ProcessPreAnswer, a replay by reference_id and ValidateCallerIdExt each record a caller-ID factor', async () => {
    const pre: Any = await t.call(
      CALLERID_VALIDATION_SERVICE,
      'ProcessPreAnswer',
      { context: ctx(t.scopeId), caller_id_data: callerIdData() },
      service,
    );
    const preCall = (
      await t.db.query<{ id: string }>('SELECT gk_session_id AS id FROM sessions WHERE gk_engagement_id = $1', [
        pre.gk_engagement_id.value,
      ])
    ).rows[0]?.id as string;
    const preIds = { engagementId: pre.gk_engagement_id.value as string, sessionId: preCall };
    const preRisk = Number(pre.result.result_attributes.risk);
    expect(await decision(preIds)).toMatchObject({ risk: { value: preRisk }, decision: 'DECISION_NO_RISK_DETECTED' });

    // The agent's session (another engagement) picks the pre-answer result up by its reference_id.
    const agent = await start({ type: 'SESSION_TYPE_CALL_CENTER' });
    await t.call(
      CALLERID_PROCESSOR_SERVICE,
      'ValidateCallerId',
      { context: ctx(t.scopeId, agent), reference_id: pre.reference_id },
      service,
    );
    expect(await decision(agent)).toMatchObject({ risk: { value: preRisk }, decision: 'DECISION_NO_RISK_DETECTED' });

    // On the pre-call session, the vendor's raw result supersedes the built-in one.
    const version = (
      await t.db.query<{ v: string }>('SELECT api_version AS v FROM callerid_validations WHERE reference_id = $1', [
        pre.reference_id,
      ])
    ).rows[0]?.v;
    await t.call(
      CALLERID_PROCESSOR_SERVICE,
      'ValidateCallerIdExt',
      {
        context: ctx(t.scopeId, preIds),
        version,
        raw_data: JSON.stringify({ trust_indicator: 0.05, risk: 93, reliability: 88 }),
      },
      service,
    );
    expect(await decision(preIds)).toEqual({
      risk: { value: 93 },
      reliability: { value: 88 },
      decision: 'DECISION_FRAUD',
      decision_reason: 'DECISION_REASON_FRAUD_RISK',
    });
    const sources = async (ids: Ids) =>
      (await factorsForSession(t.db, t.scopeId, ids.sessionId)).map((f) => f.detail.source);
    expect(await sources(preIds)).toEqual(['pre-answer', 'validation-ext']);
    expect(await sources(agent)).toEqual(['replay']);
  });

  it('a watchlist check for a session this server does not know answers without recording a factor', async () => {
    const ids = { engagementId: randomUUID(), sessionId: randomUUID() };
    const r = await assessWatchlist(ids);
    expect(r.result.risk_level).toBe('CALLER_ID_RISK_LEVEL_NO_RISK');
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM session_factors WHERE gk_session_id = $1',
      [ids.sessionId],
    );
    expect(n.rows[0]?.n).toBe(0);
  });

  it('voice factors naming a profile count its consecutive mismatches, and lock it at the threshold', async () => {
    const cs = `lock2-${randomUUID().slice(0, 8)}`;
    await activate(cs, { voiceprints: { mismatchLockThreshold: 2 } });
    const owner = randomUUID();
    const profile = randomUUID();
    await t.db.query(
      `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at) VALUES ($1, $2, 'OWNER_TYPE_PERSON', $3, $4)`,
      [owner, t.scopeId, `p-${owner}`, clock.now()],
    );
    await t.db.query(
      `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
       VALUES ($1, $2, $3, 'OWNER_TYPE_PERSON', 'default', $4, $4)`,
      [profile, t.scopeId, owner, clock.now()],
    );
    const ids = await start({ configsetId: cs });
    const lockOf = async () =>
      (
        await t.db.query<{ mismatch_counter: number; lock_reason: string | null }>(
          'SELECT mismatch_counter, lock_reason FROM voiceprint_profiles WHERE gk_voiceprint_profile_id = $1',
          [profile],
        )
      ).rows[0];
    await voice(ids, 20, 90, { profileId: profile, configsetId: cs });
    expect(await lockOf()).toEqual({ mismatch_counter: 1, lock_reason: null });
    await voice(ids, 95, 90, { profileId: profile, configsetId: cs }); // a match resets the count
    expect(await lockOf()).toEqual({ mismatch_counter: 0, lock_reason: null });
    await voice(ids, 10, 90, { profileId: profile, configsetId: cs });
    await voice(ids, 10, 90, { profileId: profile, configsetId: cs });
    expect(await lockOf()).toEqual({ mismatch_counter: 2, lock_reason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES' });
  });
});
