// Demo engagements and sessions over the last three weeks: IVR calls transferred to agents, digital
// sessions, analyst reviews, correlated engagements, verdicts and risk results across the decision
// reasons, a few still active. Sessions carry decision factors (caller ID, watchlist, voice) and their
// risk_info is what the decision engine computes from them under the settings in force (failures
// are recorded as such), with the decision's snapshot (its explanation) beside it. Deterministic from the seed (own PRNGs, IDs included); batch inserts.
import { resolveEffectiveConfig } from '../configsets/index.js';
import type { DecisionConfig } from '../configsets/index.js';
import type { Db } from '../db/types.js';
import { explainDecision, type EngineFactor, type ExplainableFactor } from '../decisions/index.js';
import { decidingSettings, type DecidingSettings } from '../decisions/index.js';
import { engagementRiskOf, type RiskInfo } from '../decisions/index.js';
import { toRiskInfo } from '../decisions/index.js';
import type { DecisionReason } from '../sessions/index.js';
import { analyzeTables, existingEngagementIds, groupRows, insertRows, seedInChunks } from './demo.store.js';

/**
 * Engagements (with their sessions, factors and snapshots) written per transaction. A call can
 * wait behind a whole chunk (server/db/priority.ts): at 16 a chunk held PGlite's connection for
 * 50 to 200 ms on a busy machine (and over 800 ms for the first); 4 keeps it a quarter as long.
 */
const ENGAGEMENTS_PER_TX = 4;

export interface SeedSessionsOptions {
  scopeId: string;
  now: Date;
  seed: number;
  /** How many engagements (default 240). */
  engagements?: number;
}

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const DEMO_ANALYSTS = ['appID:vigil:geo:local:clientName:demo-analyst', 'appID:vigil:geo:local:clientName:demo-admin'];

/** mulberry32: small, fast, good enough for demo data. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + int(0, 3)).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, chance, uuid };
}

type Rng = ReturnType<typeof prng>;

const AREA_CODES = ['201', '212', '305', '312', '415', '503', '617', '702', '713', '404', '206', '919'];
const DNIS = ['8005550123', '8885550142', '8775550199', '8665550110'];
const BUSINESS = ['retail banking', 'credit cards', 'insurance claims', 'wealth management', 'mortgages'];
const DATACENTERS = ['us-east-1', 'us-west-2', 'eu-central-1'];

type Risk = RiskInfo;
const NONE: Risk = { risk: null, reliability: null, decision: null, decision_reason: null };

const FAILURE_REASONS = [
  'DECISION_REASON_NO_DATA',
  'DECISION_REASON_BAD_CONFIGURATION',
  'DECISION_REASON_NO_AVAILABLE_SCORES',
  'DECISION_REASON_BAD_AUDIO',
  'DECISION_REASON_BAD_TEXT',
  'DECISION_REASON_INTERNAL_ERROR',
] as const satisfies readonly DecisionReason[];

/** What happens to a session's evaluation: none, a failure recorded as such, or factors to decide on. */
type Plan = { kind: 'none' } | { kind: 'failed'; reason: DecisionReason } | { kind: 'factors' };
function planFor(r: Rng, state: { failures: number }): Plan {
  const roll = r.next();
  if (roll < 0.06) return { kind: 'none' }; // never evaluated
  if (roll < 0.1) return { kind: 'failed', reason: FAILURE_REASONS[state.failures++ % FAILURE_REASONS.length]! };
  return { kind: 'factors' };
}

/**
 * Verdicts of a later review pass over engagements finished more than three days ago that the
 * first pass left without one, so a decision replay has a few hundred verdicts to compare with:
 * mostly AUTHENTIC, some UNCERTAIN, and a few frauds the factors missed. Fraud-leaning calls and
 * recent ones are left alone: they are the analysts' queue (today's riskiest undecided, FRAUD
 * without a verdict).
 */
function laterReview(v: Rng, fraudy: boolean, completion: number, now: number): Row | null {
  if (!v.chance(0.75) || fraudy || now - completion < 3 * DAY) return null;
  const verdict = v.chance(0.08)
    ? 'ENGAGEMENT_VERDICT_FRAUD'
    : v.pick([
        'ENGAGEMENT_VERDICT_AUTHENTIC',
        'ENGAGEMENT_VERDICT_AUTHENTIC',
        'ENGAGEMENT_VERDICT_AUTHENTIC',
        'ENGAGEMENT_VERDICT_UNCERTAIN',
      ]);
  const analyst = v.pick(DEMO_ANALYSTS);
  const at = new Date(Math.min(completion + v.int(60, 2 * 24 * 60) * MIN, now));
  return {
    verdict,
    verdict_description: verdict === 'ENGAGEMENT_VERDICT_FRAUD' ? 'reported later by the customer' : null,
    verdict_timestamp: at,
    verdict_analyst_id: analyst,
    analyst_id: analyst,
    modified_at: at,
  };
}

/** Factors for one session (own PRNG, so the rest of the data does not depend on them); fraudy ones lean risky. */
function factorsFor(f: Rng, type: string, fraudy: boolean): EngineFactor[] {
  const out: EngineFactor[] = [];
  const phone = type === 'SESSION_TYPE_IVR' || type === 'SESSION_TYPE_CALL_CENTER' || type === 'SESSION_TYPE_PRE_CALL';
  if (phone && f.chance(type === 'SESSION_TYPE_CALL_CENTER' ? 0.35 : 0.9)) {
    out.push({
      kind: 'callerid_validation',
      risk: fraudy ? f.int(55, 98) : f.int(0, 35),
      reliability: f.int(25, 95),
      score: null,
    });
  }
  if (phone && f.chance(0.3)) {
    const level = fraudy ? f.pick([60, 90, 90]) : f.pick([0, 0, 0, 25]);
    out.push({ kind: 'watchlist', risk: level, reliability: level === 0 ? 50 : f.pick([80, 95]), score: null });
  }
  if (type !== 'SESSION_TYPE_PRE_CALL' && (out.length === 0 || f.chance(0.75))) {
    out.push({ kind: 'voice', risk: null, reliability: f.int(15, 98), score: fraudy ? f.int(5, 65) : f.int(45, 99) });
  }
  return out;
}

const CONFIGSETS = ['ContactCenterDefault', 'CallCenterRealtimeFraudDetection', null] as const;

const FACTOR_COLS = [
  'id',
  'scope_id',
  'gk_session_id',
  'gk_engagement_id',
  'kind',
  'risk',
  'reliability',
  'score',
  'configset_id',
  'detail',
  'created_at',
] as const;

const SNAPSHOT_COLS = [
  'gk_session_id',
  'scope_id',
  'gk_engagement_id',
  'configset_id',
  'deciding_configset_id',
  'deciding_revision_id',
  'deciding_revision_number',
  'layers',
  'explanation',
  'decided_at',
] as const;

/** A demo factor's detail: its source, and for a caller-ID validation the trust indicator its risk implies. */
function demoDetail(factor: EngineFactor): Record<string, unknown> {
  if (factor.kind !== 'callerid_validation' || factor.risk === null) return { source: 'demo' };
  return { source: 'demo', trust_indicator: Math.round(100 - factor.risk) / 100 };
}

const ENGAGEMENT_COLS = [
  'gk_engagement_id',
  'scope_id',
  'engagement_id',
  'correlation_id',
  'analyst_id',
  'is_active',
  'verdict',
  'verdict_description',
  'verdict_amount',
  'verdict_timestamp',
  'verdict_analyst_id',
  'risk',
  'reliability',
  'decision',
  'decision_reason',
  'configset_id',
  'stop_configset_id',
  'custom_data',
  'created_at',
  'modified_at',
  'last_activity_at',
  'completion_timestamp',
] as const;

const SESSION_COLS = [
  'gk_session_id',
  'scope_id',
  'gk_engagement_id',
  'session_type',
  'is_test',
  'is_active',
  'session_id',
  'is_suspicious',
  'suspicious_reason',
  'ani',
  'dnis',
  'agent_id',
  'agent_extension',
  'call_type',
  'session_intent',
  'business_type',
  'datacenter',
  'group_size',
  'risk',
  'reliability',
  'decision',
  'decision_reason',
  'session_error',
  'custom_data',
  'start_configset_id',
  'decision_configset_id',
  'stop_configset_id',
  'created_at',
  'modified_at',
  'last_activity_at',
  'completion_timestamp',
  'post_call_done_at',
] as const;

type Row = Record<string, unknown>;

/**
 * Seeds the demo engagements and sessions of one scope, a few engagements per transaction (each
 * engagement whole), finishing a seeding a stop cut short (the engagements already in are
 * skipped; with the last one in, nothing is written); returns the counts written.
 */
export async function seedSessionsDemo(
  db: Db,
  opts: SeedSessionsOptions,
): Promise<{ engagements: number; sessions: number }> {
  const r = prng(opts.seed);
  const f = prng(opts.seed ^ 0x5eed);
  // Later reviews (own PRNG, so the rest of the data stays as it was).
  const v = prng(opts.seed ^ 0x7e4d1c7);
  const now = opts.now.getTime();
  // Decisions are computed by the engine under the settings each configset resolves to now.
  const configs = new Map<string | null, DecisionConfig>();
  const settings = new Map<string | null, DecidingSettings>();
  for (const cs of CONFIGSETS) {
    configs.set(cs, (await resolveEffectiveConfig(db, opts.scopeId, cs ?? undefined)).decision);
    settings.set(cs, await decidingSettings(db, opts.scopeId, cs));
  }
  const factors: Row[] = [];
  const snapshots: Row[] = [];
  const total = opts.engagements ?? 240;
  const engagements: Row[] = [];
  const sessions: Row[] = [];
  let correlation: { id: string; left: number } | undefined;
  const state = { failures: 0 };

  for (let i = 0; i < total; i++) {
    // The newest few are still in progress; the rest spread over three weeks.
    const live = i < Math.min(6, Math.ceil(total / 40));
    const start = live ? now - r.int(1, 12) * MIN : now - r.int(30 * MIN, 21 * DAY);
    const fraudy = r.chance(0.12);
    if (!correlation || correlation.left === 0) {
      correlation = r.chance(0.15) ? { id: `corr-${r.int(100000, 999999)}`, left: r.int(2, 7) } : undefined;
    }
    const correlationId = correlation ? correlation.id : null;
    if (correlation) correlation.left--;

    const gkEngagementId = r.uuid();
    const ani = `+1${r.pick(AREA_CODES)}55501${String(r.int(0, 99)).padStart(2, '0')}`;
    const dnis = r.pick(DNIS);
    const sessionCount = r.int(1, 3);
    const configset = r.pick(CONFIGSETS);
    let t = start;
    const risks: Risk[] = [];
    // Factors of the engagement so far: those of earlier sessions count toward later ones.
    const counting: ExplainableFactor[] = [];
    for (let s = 0; s < sessionCount; s++) {
      const first = s === 0;
      const type = first
        ? r.pick([
            'SESSION_TYPE_IVR',
            'SESSION_TYPE_IVR',
            'SESSION_TYPE_CALL_CENTER',
            'SESSION_TYPE_DIGITAL',
            'SESSION_TYPE_PRE_CALL',
          ])
        : r.pick([
            'SESSION_TYPE_CALL_CENTER',
            'SESSION_TYPE_CALL_CENTER',
            'SESSION_TYPE_WEB',
            'SESSION_TYPE_FRAUD_ANALYST',
          ]);
      const phone =
        type !== 'SESSION_TYPE_DIGITAL' && type !== 'SESSION_TYPE_WEB' && type !== 'SESSION_TYPE_FRAUD_ANALYST';
      const duration = r.int(1, 22) * MIN + r.int(0, 59) * 1000;
      const lastSessionLive = live && s === sessionCount - 1;
      t = Math.min(t, now - 2 * MIN);
      const end = lastSessionLive ? null : Math.max(t, Math.min(t + duration, now - MIN));
      const plan: Plan = type === 'SESSION_TYPE_FRAUD_ANALYST' ? { kind: 'none' } : planFor(r, state);
      const agent = type === 'SESSION_TYPE_CALL_CENTER' ? r.int(1000, 1099) : null;
      const gkSessionId = r.uuid();
      let risk: Risk = NONE;
      if (plan.kind === 'failed') risk = { ...NONE, decision: 'DECISION_FAILED', decision_reason: plan.reason };
      if (plan.kind === 'factors') {
        const own = factorsFor(f, type, fraudy).map((factor) => ({ ...factor, detail: demoDetail(factor) }));
        own.forEach((factor, k) =>
          factors.push({
            id: f.uuid(),
            scope_id: opts.scopeId,
            gk_session_id: gkSessionId,
            gk_engagement_id: gkEngagementId,
            ...factor,
            configset_id: configset,
            created_at: new Date(Math.min(t + (k + 1) * 15_000, end ?? now)),
          }),
        );
        counting.push(...own);
        const explanation = explainDecision(counting, configs.get(configset) as DecisionConfig);
        risk = toRiskInfo(explanation);
        const s = settings.get(configset) as DecidingSettings;
        snapshots.push({
          gk_session_id: gkSessionId,
          scope_id: opts.scopeId,
          gk_engagement_id: gkEngagementId,
          configset_id: s.configsetId,
          deciding_configset_id: s.deciding?.configsetId ?? null,
          deciding_revision_id: s.deciding?.revisionId ?? null,
          deciding_revision_number: s.deciding?.revisionNumber ?? null,
          layers: s.layers,
          explanation,
          decided_at: new Date(Math.min(t + (own.length + 1) * 15_000, end ?? now)),
        });
      }
      risks.push(risk);
      const failed = plan.kind === 'failed';
      sessions.push({
        gk_session_id: gkSessionId,
        scope_id: opts.scopeId,
        gk_engagement_id: gkEngagementId,
        session_type: type,
        is_test: r.chance(0.03),
        is_active: end === null,
        session_id: `S-${r.int(10_000_000, 99_999_999)}`,
        is_suspicious: (risk.risk ?? 0) >= 80,
        suspicious_reason:
          (risk.risk ?? 0) >= 80 ? r.pick(['voice mismatch', 'ANI on watchlist', 'synthetic speech suspected']) : null,
        ani: phone ? ani : null,
        dnis: phone ? dnis : null,
        agent_id: agent ? `agent-${agent}` : null,
        agent_extension: agent ? String(4000 + (agent % 100)) : null,
        call_type: phone
          ? first
            ? r.pick(['CALL_TYPE_INBOUND', 'CALL_TYPE_INBOUND', 'CALL_TYPE_OUTBOUND'])
            : r.pick(['CALL_TYPE_TRANSFER', 'CALL_TYPE_CONSULT'])
          : null,
        session_intent: r.pick([
          'SESSION_INTENT_VERIFICATION',
          'SESSION_INTENT_VERIFICATION',
          'SESSION_INTENT_ENROLLMENT',
          'SESSION_INTENT_FRAUD_DETECTION',
          'SESSION_INTENT_ADAPTATION',
          'SESSION_INTENT_OPT_OUT',
        ]),
        business_type: r.pick(BUSINESS),
        datacenter: r.pick(DATACENTERS),
        group_size: r.chance(0.1) ? r.int(2, 4) : null,
        ...risk,
        session_error: failed
          ? {
              status_code: 'INTERNAL_ERROR',
              error_message: 'scoring failed',
              error_context: 'GetSessionDecision',
              error_timestamp: { seconds: String(Math.floor(t / 1000) + 30), nanos: 0 },
            }
          : null,
        custom_data: phone
          ? { queue: r.pick(['general', 'premier', 'collections']), lang: r.pick(['en-US', 'es-US']) }
          : { channel: 'app' },
        start_configset_id: configset,
        decision_configset_id: risk.decision ? configset : null,
        stop_configset_id: end === null ? null : configset,
        created_at: new Date(t),
        modified_at: new Date(end ?? t),
        last_activity_at: new Date(end ?? Math.max(t, now - r.int(0, 5) * MIN)),
        completion_timestamp: end === null ? null : new Date(end),
        post_call_done_at: end === null ? null : new Date(end + DAY),
      });
      t = (end ?? t) + r.int(5, 90) * 1000;
    }
    const done = !live;
    const completion = done ? Math.min(t, now - MIN) : null;
    const verdict =
      done && r.chance(fraudy ? 0.8 : 0.2)
        ? fraudy
          ? r.pick(['ENGAGEMENT_VERDICT_FRAUD', 'ENGAGEMENT_VERDICT_FRAUD', 'ENGAGEMENT_VERDICT_SOMEONE_ELSE'])
          : r.pick(['ENGAGEMENT_VERDICT_AUTHENTIC', 'ENGAGEMENT_VERDICT_UNCERTAIN'])
        : null;
    const analyst = verdict ? r.pick(DEMO_ANALYSTS) : null;
    const verdictAt = verdict && completion ? Math.min(completion + r.int(10, 48 * 60) * MIN, now) : null;
    const later = !verdict && completion ? laterReview(v, fraudy, completion, now) : null;
    engagements.push({
      gk_engagement_id: gkEngagementId,
      scope_id: opts.scopeId,
      engagement_id: r.chance(0.7) ? `ENG-${r.int(100000, 999999)}` : null,
      correlation_id: correlationId,
      analyst_id: analyst,
      is_active: !done,
      verdict,
      verdict_description:
        verdict === 'ENGAGEMENT_VERDICT_FRAUD'
          ? r.pick(['account takeover attempt', 'known fraudster voice', 'social engineering'])
          : null,
      verdict_amount: verdict === 'ENGAGEMENT_VERDICT_FRAUD' && r.chance(0.6) ? String(r.int(50, 25_000) * 100) : null,
      verdict_timestamp: verdictAt ? new Date(verdictAt) : null,
      verdict_analyst_id: analyst,
      ...engagementRiskOf(risks), // all its sessions joined while it was active: all count
      configset_id: configset,
      stop_configset_id: done ? configset : null,
      custom_data: { region: r.pick(['north', 'south', 'west']) },
      created_at: new Date(start),
      modified_at: new Date(verdictAt ?? completion ?? t),
      last_activity_at: new Date(completion ?? Math.max(t, now - r.int(0, 5) * MIN)),
      completion_timestamp: completion ? new Date(completion) : null,
      ...(later ?? {}),
    });
  }

  // A few engagements per transaction, each with its sessions, factors and snapshots (in one
  // transaction the 240 held PGlite's one connection for seconds, and the first calls with it).
  const ofEngagement = (rows: Row[]) => groupRows(rows, (row) => row.gk_engagement_id as string);
  const engagementRows = ofEngagement(engagements);
  const sessionRows = ofEngagement(sessions);
  const factorRows = ofEngagement(factors);
  const snapshotRows = ofEngagement(snapshots);
  const ids = engagements.map((e) => e.gk_engagement_id as string);
  // What a stop cut short: the chunks already in are skipped; the last one in, the seeding is over.
  const written = await existingEngagementIds(db, opts.scopeId, ids);
  if (ids.length && written.has(ids[ids.length - 1]!)) return { engagements: 0, sessions: 0 };
  await seedInChunks(
    db,
    ids,
    ENGAGEMENTS_PER_TX,
    (chunk) => [
      ...insertRows('engagements', ENGAGEMENT_COLS, engagementRows(chunk), new Set(['custom_data'])),
      ...insertRows('sessions', SESSION_COLS, sessionRows(chunk), new Set(['custom_data', 'session_error'])),
      ...insertRows('session_factors', FACTOR_COLS, factorRows(chunk), new Set(['detail'])),
      ...insertRows(
        'session_decision_snapshots',
        SNAPSHOT_COLS,
        snapshotRows(chunk),
        new Set(['layers', 'explanation']),
      ),
    ],
    written,
  );
  await analyzeTables(db, ['engagements', 'sessions', 'session_factors', 'session_decision_snapshots']);
  return {
    engagements: ids.filter((id) => !written.has(id)).length,
    sessions: sessions.filter((row) => !written.has(row.gk_engagement_id as string)).length,
  };
}
