// vigil.v1.DecisionReplay/ReplayDecisions (server stream): re-decides a scope's decided sessions in a
// window under a configset revision (stored, or a draft), streaming progress after each batch and
// then the result (decisions/replay-run.ts). Read-only: nothing is written, and memory holds one
// batch and the running totals whatever the window's size.
import { parseJsonObject, validateContent } from '../../configsets/index.js';
import type { Db } from '../../db/types.js';
import { Violations } from '../../rpc/errors.js';
import { OK_STATUS } from '../../rpc/status.js';
import type { ServerStreamHandler } from '../../rpc/streaming.js';
import { readUniqueId, toTimestamp, uid } from '../../rpc/wire-values.js';
import { readTimestamp } from '../../voiceprints/wire.js';
import type { Replayed } from '../replay.js';
import { runReplay, type Position } from '../replay-run.js';
import type { ReplayRow } from '../replay.store.js';
import type { Decision } from '../../../generated/proto/nuance/biosec/v1/Decision.js';
import type { EngagementVerdict } from '../../../generated/proto/nuance/biosec/v1/EngagementVerdict.js';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;

type PageToken = Position;

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

    const run = await runReplay(
      deps.db,
      { window, configsetId, revisionId: revisionId ?? null, draft: draftLayer, page, after: token },
      { signal: call.signal, progress: (p) => call.send({ progress: p }) },
    );
    const { tally, changed, changedTotal, more } = run;
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
        changed_sessions: changed.map((c) => changedOf(c.row, c.replayed)),
        next_changed_page_token: more && lastChanged ? encodeToken(lastChanged.position) : '',
        changed_total: changedTotal,
        current_fraud_risk_threshold: run.currentFraudRiskThreshold,
        proposed_fraud_risk_threshold: run.proposedFraudRiskThreshold,
      },
    });
  };

const changedOf = (row: ReplayRow, r: Replayed) => ({
  gk_session_id: uid(row.gk_session_id),
  gk_engagement_id: uid(row.gk_engagement_id),
  decision_timestamp: toTimestamp(row.decided_at),
  then: r.then as Decision,
  would_be: r.wouldBe as Decision,
  then_risk: r.thenRisk ?? -1,
  would_be_risk: r.wouldBeRisk ?? -1,
  verdict: (row.verdict ?? 'ENGAGEMENT_VERDICT_UNSPECIFIED') as EngagementVerdict,
});

const outcome = (c: { caught: number; missed: number; falseAlarms: number; flagged: number }) => ({
  caught: c.caught,
  missed: c.missed,
  false_alarms: c.falseAlarms,
  flagged: c.flagged,
});
