// vigil.v1.DecisionReplay/ReplayDecisions (server stream): re-decides a scope's decided sessions in a
// window under a configset revision (stored, or a draft), streaming progress after each batch and
// then the result (decisions/replay.ts). Read-only, in one read-only snapshot of the database per
// batch; memory holds one batch and the running totals, whatever the window's size.
import { mergeConfig, parseJsonObject, validateContent } from '../../configsets/index.js';
import type { DecisionConfig } from '../../configsets/effective.js';
import { activeLayers, type ActiveLayer } from '../../configsets/resolver.js';
import type { Db } from '../../db/types.js';
import { Violations, notFound } from '../../rpc/errors.js';
import { OK_STATUS } from '../../rpc/status.js';
import type { ServerStreamHandler } from '../../rpc/streaming.js';
import { readUniqueId, toTimestamp, uid } from '../../rpc/wire-values.js';
import { readTimestamp } from '../../voiceprints/wire.js';
import { ruleIntents } from '../post-call-intents.js';
import { RISKY_INTENT_MIN_CONFIDENCE } from '../../transcripts/intent-factors.js';
import { ReplayTally, isSkipped, replaySession, type Replayed, type ReplaySnapshot } from '../replay.js';
import type { Decision } from '../../../generated/proto/nuance/biosec/v1/Decision.js';
import type { EngagementVerdict } from '../../../generated/proto/nuance/biosec/v1/EngagementVerdict.js';
import {
  configsetForReplay,
  countDecided,
  decidedBatch,
  heardInEngagements,
  revisionContents,
  type ReplayRow,
} from '../replay.store.js';

/** Sessions read and replayed per statement: a progress message follows each batch. */
const BATCH = 2000;
const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;
const SCOPE_TYPE = 'CONFIGSET_TYPE_SCOPE';

interface PageToken {
  decidedAt: string;
  gkSessionId: string;
}

const encodeToken = (t: PageToken) => Buffer.from(JSON.stringify(t)).toString('base64url');
function decodeToken(v: Violations, raw: string): PageToken | undefined {
  if (!raw) return undefined;
  try {
    const t = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PageToken;
    if (typeof t.decidedAt === 'string' && typeof t.gkSessionId === 'string' && !Number.isNaN(Date.parse(t.decidedAt)))
      return t;
  } catch {
    // falls through to the violation
  }
  v.add('changed_page_token', 'is not a token this call returned', 'INVALID_FORMAT');
  return undefined;
}

const after = (a: { decidedAt: Date; gkSessionId: string }, t: PageToken) => {
  const ta = Date.parse(t.decidedAt);
  const at = a.decidedAt.getTime();
  return at > ta || (at === ta && a.gkSessionId > t.gkSessionId);
};

export const replayDecisions =
  (deps: { db: Db }): ServerStreamHandler<'decisionReplay', 'ReplayDecisions'> =>
  async (call) => {
    const req = call.request;
    const { scopeId } = call.context;
    const v = new Violations();
    const from = readTimestamp(v, 'decided_after', req.decided_after);
    if (!req.decided_after) v.missing('decided_after');
    const to = readTimestamp(v, 'decided_before', req.decided_before) ?? call.clock.now();
    if (from && to && from >= to) v.add('decided_before', 'must be later than decided_after', 'OUT_OF_RANGE');
    const configsetId = (req.configset_id ?? '').trim();
    if (!configsetId) v.missing('configset_id');
    else if (configsetId.length > 128) v.add('configset_id', 'is longer than 128 characters', 'TOO_LONG');
    const revisionId = readUniqueId(v, 'gk_configset_revision_id', req.gk_configset_revision_id);
    const draft = req.draft_content ?? '';
    if (!revisionId && !draft)
      v.add('revision', 'give gk_configset_revision_id or draft_content', 'MANDATORY_FIELD_MISSING');
    let draftLayer: Record<string, unknown> | undefined;
    if (draft) {
      const parsed = parseJsonObject(draft, 'draft_content');
      if (!parsed.ok) v.add(parsed.violation.field, parsed.violation.message, parsed.violation.violation);
      else {
        for (const x of validateContent(parsed.value, 'draft_content')) v.add(x.field, x.message, x.violation);
        draftLayer = parsed.value;
      }
    }
    const pageSize = req.changed_page_size ?? 0;
    if (pageSize < 0) v.add('changed_page_size', 'must not be negative', 'OUT_OF_RANGE', String(pageSize));
    const token = decodeToken(v, req.changed_page_token ?? '');
    v.throwIfAny();
    const page = Math.min(pageSize || DEFAULT_PAGE, MAX_PAGE);
    const window = { scopeId, after: from as Date, before: to };

    const target = await configsetForReplay(deps.db, scopeId, configsetId, revisionId ?? null);
    if (!target) throw notFound(`configset "${configsetId}" has no revision in this scope`);
    let proposed: unknown = draftLayer;
    if (revisionId) {
      if (target.content === null)
        throw notFound(`revision ${revisionId} is not a revision of configset "${configsetId}" in this scope`);
      proposed = parseLayer(target.content);
    }
    const scopeLevel = target.type === SCOPE_TYPE;
    const contents = new Map<string, string | undefined>();
    const fetchContents = async (ids: readonly string[]) => {
      const missing = [...new Set(ids)].filter((id) => !contents.has(id));
      if (!missing.length) return;
      const found = await revisionContents(deps.db, scopeId, missing);
      for (const id of missing) contents.set(id, found.get(id));
    };
    // The settings in force now, and the same with the proposal in its configset's place: the two
    // thresholds the curve marks.
    const nowLayers = await activeLayers(deps.db, scopeId, scopeLevel ? undefined : configsetId);
    await fetchContents(nowLayers.map((l) => l.revisionId));
    const sessionConfigset = scopeLevel ? null : configsetId;
    const currentNow = layeredConfig(nowLayers, sessionConfigset, contents, '', false, undefined);
    const proposedNow = layeredConfig(nowLayers, sessionConfigset, contents, configsetId, scopeLevel, proposed);
    const proposedRules = ruleIntents(
      proposedNow?.intentFactors ?? mergeConfig([proposed]).decision.intentFactors ?? [],
    );

    // Each session's settings: the layers that decided it, with the proposed one in its configset's place.
    const configs = new Map<string, DecisionConfig | null>();
    const configFor = (row: ReplayRow): DecisionConfig | null => {
      const key = `${row.configset_id ?? ''}|${row.layers.map((l) => l.revisionId).join(',')}`;
      let c = configs.get(key);
      if (c !== undefined) return c;
      c = layeredConfig(row.layers, row.configset_id, contents, configsetId, scopeLevel, proposed);
      configs.set(key, c);
      return c;
    };

    const total = await countDecided(deps.db, window);
    await call.send({ progress: { sessions_done: 0, sessions_total: total } });
    const tally = new ReplayTally();
    const changed: ReturnType<typeof changedOf>[] = [];
    let changedTotal = 0;
    let more = false;
    let position: { decidedAt: Date; gkSessionId: string } | null = null;
    let done = 0;
    for (;;) {
      call.signal.throwIfAborted();
      const rows = await decidedBatch(deps.db, window, position, BATCH);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1] as ReplayRow;
      position = { decidedAt: last.decided_at, gkSessionId: last.gk_session_id };
      await fetchContents(rows.flatMap((r) => r.layers.map((l) => l.revisionId)));
      const intents = [...new Set([...proposedRules, ...rows.flatMap((r) => ruleIntents(r.intent_factors ?? []))])];
      const heard = intents.length
        ? await heardInEngagements(
            deps.db,
            scopeId,
            [...new Set(rows.map((r) => r.gk_engagement_id))],
            intents,
            RISKY_INTENT_MIN_CONFIDENCE,
          )
        : [];
      const heardBy = new Map<string, typeof heard>();
      for (const h of heard) heardBy.set(h.gk_engagement_id, [...(heardBy.get(h.gk_engagement_id) ?? []), h]);
      for (const row of rows) {
        const snap = toSnapshot(row, heardBy.get(row.gk_engagement_id));
        const config = configFor(row);
        if (!config) {
          tally.add(snap, {
            skipped: 'SETTINGS_GONE',
            why: 'a configset revision it was decided under was deleted, so its settings cannot be laid again',
          });
          continue;
        }
        const r = replaySession(snap, config);
        tally.add(snap, r);
        if (isSkipped(r) || r.then === r.wouldBe) continue;
        changedTotal++;
        if (token && !after({ decidedAt: row.decided_at, gkSessionId: row.gk_session_id }, token)) continue;
        if (changed.length < page) changed.push(changedOf(row, r));
        else more = true;
      }
      done += rows.length;
      await call.send({ progress: { sessions_done: done, sessions_total: Math.max(total, done) } });
      if (rows.length < BATCH) break;
    }

    const lastChanged = changed[changed.length - 1];
    await call.send({
      status: OK_STATUS,
      result: {
        sessions_replayed: tally.replayed,
        decision_changes: [...tally.pairs].map(([pair, count]) => {
          const [then, wouldBe] = pair.split('>') as [Decision, Decision];
          return { then, would_be: wouldBe, count };
        }),
        skipped: [...tally.skipped].map(([reason, s]) => ({ reason, count: s.count, explanation: s.why })),
        then: outcome(tally.then),
        would_be: outcome(tally.wouldBe),
        threshold_curve: tally.curve().map((p) => ({ threshold: p.threshold, outcome: outcome(p) })),
        changed_sessions: changed.map((c) => c.wire),
        next_changed_page_token: more && lastChanged ? encodeToken(lastChanged.position) : '',
        changed_total: changedTotal,
        current_fraud_risk_threshold: (currentNow ?? mergeConfig([]).decision).fraudRiskThreshold,
        proposed_fraud_risk_threshold: (proposedNow ?? mergeConfig([proposed]).decision).fraudRiskThreshold,
      },
    });
  };

const parseLayer = (content: string): unknown => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
};

/**
 * The decision settings of a session under the proposal: its recorded layers' stored contents,
 * with the proposed configset's layer replaced, or added where such a configset would have been
 * merged (a scope-level one above the scope layers; one named by calls last, and only for the
 * sessions decided under it). null when a recorded revision no longer exists.
 */
function layeredConfig(
  layers: readonly ActiveLayer[],
  sessionConfigset: string | null,
  contents: ReadonlyMap<string, string | undefined>,
  configsetId: string,
  scopeLevel: boolean,
  proposed: unknown,
): DecisionConfig | null {
  const parsed: unknown[] = [];
  let placed = false;
  let lastScope = -1;
  for (const l of layers) {
    if (l.configsetId === configsetId) {
      parsed.push(proposed);
      placed = true;
      continue;
    }
    const text = contents.get(l.revisionId);
    if (text === undefined) return null;
    parsed.push(parseLayer(text));
    if (l.type === SCOPE_TYPE) lastScope = parsed.length - 1;
  }
  if (!placed) {
    if (scopeLevel) parsed.splice(lastScope + 1, 0, proposed);
    else if (sessionConfigset === configsetId) parsed.push(proposed);
  }
  return mergeConfig(parsed).decision;
}

function toSnapshot(row: ReplayRow, heard: ReplaySnapshot['heard'] | undefined): ReplaySnapshot {
  return {
    gkSessionId: row.gk_session_id,
    gkEngagementId: row.gk_engagement_id,
    decidedAt: row.decided_at,
    engineVersion: row.engine_version,
    explanation: {
      decision: row.decision,
      rule: row.rule,
      thresholds: row.thresholds,
      factors: row.factors,
      ...(row.risk !== null ? { risk: row.risk } : {}),
      ...(row.intent_factors ? { intentFactors: row.intent_factors } : {}),
    },
    verdict: row.verdict,
    ...(heard ? { heard } : {}),
  };
}

function changedOf(row: ReplayRow, r: Replayed) {
  return {
    position: { decidedAt: row.decided_at.toISOString(), gkSessionId: row.gk_session_id },
    wire: {
      gk_session_id: uid(row.gk_session_id),
      gk_engagement_id: uid(row.gk_engagement_id),
      decision_timestamp: toTimestamp(row.decided_at),
      then: r.then as Decision,
      would_be: r.wouldBe as Decision,
      then_risk: r.thenRisk ?? -1,
      would_be_risk: r.wouldBeRisk ?? -1,
      verdict: (row.verdict ?? 'ENGAGEMENT_VERDICT_UNSPECIFIED') as EngagementVerdict,
    },
  };
}

const outcome = (c: { caught: number; missed: number; falseAlarms: number; flagged: number }) => ({
  caught: c.caught,
  missed: c.missed,
  false_alarms: c.falseAlarms,
  flagged: c.flagged,
});
