// Main's side of configsets.replay (shared/ipc/channels/configsets.ts): one server-streaming
// DecisionReplay/ReplayDecisions call over the request's window. Each progress message becomes a
// `configsets.replayProgress` event for the renderer; the result answers the invoke, mapped to the
// plain objects of shared/domain/replay.ts. The invoke's AbortSignal cancels the gRPC call. The
// contract audits the channel: a replay reads every decision of the window, so who replayed which
// configset over which window is recorded, as a read.
import type { ReplayResult__Output } from '../../generated/proto/vigil/v1/ReplayResult.js';
import type { VerdictOutcome__Output } from '../../generated/proto/vigil/v1/VerdictOutcome.js';
import { REPLAY_CHANGED_PAGE, type ReplayResult, type VerdictOutcome } from '../../shared/domain/replay.js';
import { scopeContext } from '../connections/where.js';
import { ipcFailure } from '../errors.js';
import { timestampToIso } from '../grpc/to-domain.js';
import { defineChannel, type ChannelDefinition } from '../ipc/define-channel.js';

const DAY_MS = 86_400_000;
/** A replay reads every decision of the window; the server's budget for 100,000 is 2 s, so this is slack. */
export const REPLAY_DEADLINE_MS = 120_000;

const timestamp = (ms: number) => ({ seconds: String(Math.floor(ms / 1000)), nanos: 0 });

function outcomeOf(o: VerdictOutcome__Output | undefined): VerdictOutcome {
  return {
    caught: o?.caught ?? 0,
    missed: o?.missed ?? 0,
    falseAlarms: o?.false_alarms ?? 0,
    flagged: o?.flagged ?? 0,
  };
}

const risk = (r: number | undefined) => (r === undefined || r < 0 ? undefined : r);
const DECIDED_NOT = 'DECISION_UNSPECIFIED';

/** The server's result as the console's plain objects. */
export function replayResultOf(r: ReplayResult__Output): ReplayResult {
  const changed = (r.changed_sessions ?? []).map((c) => ({
    gkSessionId: c.gk_session_id?.value ?? '',
    gkEngagementId: c.gk_engagement_id?.value ?? '',
    ...(c.decision_timestamp ? { decidedAt: timestampToIso(c.decision_timestamp) } : {}),
    then: String(c.then ?? DECIDED_NOT),
    wouldBe: String(c.would_be ?? DECIDED_NOT),
    ...(risk(c.then_risk) !== undefined ? { thenRisk: risk(c.then_risk) } : {}),
    ...(risk(c.would_be_risk) !== undefined ? { wouldBeRisk: risk(c.would_be_risk) } : {}),
    ...(c.verdict && c.verdict !== 'ENGAGEMENT_VERDICT_UNSPECIFIED' ? { verdict: String(c.verdict) } : {}),
  }));
  return {
    sessionsReplayed: r.sessions_replayed ?? 0,
    changes: (r.decision_changes ?? []).map((d) => {
      const then = String(d.then ?? DECIDED_NOT);
      const wouldBe = String(d.would_be ?? DECIDED_NOT);
      const ids = changed.filter((c) => c.then === then && c.wouldBe === wouldBe).map((c) => c.gkEngagementId);
      return { then, wouldBe, count: d.count ?? 0, gkEngagementIds: [...new Set(ids)] };
    }),
    skipped: (r.skipped ?? []).map((s) => ({
      reason: s.reason ?? '',
      count: s.count ?? 0,
      explanation: s.explanation ?? '',
    })),
    then: outcomeOf(r.then),
    wouldBe: outcomeOf(r.would_be),
    curve: (r.threshold_curve ?? []).map((p) => ({ threshold: p.threshold ?? 0, outcome: outcomeOf(p.outcome) })),
    changed,
    changedTotal: r.changed_total ?? 0,
    currentThreshold: r.current_fraud_risk_threshold ?? 0,
    proposedThreshold: r.proposed_fraud_risk_threshold ?? 0,
  };
}

export const replayChannelDefs: readonly ChannelDefinition[] = [
  defineChannel(
    'configsets.replay',
    (main) =>
      async (req, { signal, at }) => {
        const where = at();
        const now = Date.now();
        let result: ReplayResult__Output | undefined;
        await where.ctx.rpc.serverStream(
          'decisionReplay',
          'ReplayDecisions',
          {
            context: scopeContext(where),
            decided_after: timestamp(now - req.days * DAY_MS),
            decided_before: timestamp(now),
            configset_id: req.configsetId,
            ...(req.revisionId !== undefined
              ? { gk_configset_revision_id: { value: req.revisionId } }
              : { draft_content: req.draftContent ?? '' }),
            changed_page_size: REPLAY_CHANGED_PAGE,
          },
          {
            signal,
            idempotent: true,
            deadlineMs: REPLAY_DEADLINE_MS,
            onMessage: (m) => {
              if (m.progress)
                main.events.emit('configsets.replayProgress', {
                  replayId: req.replayId,
                  done: m.progress.sessions_done ?? 0,
                  total: m.progress.sessions_total ?? 0,
                });
              if (m.result) result = m.result;
            },
          },
        );
        if (!result) throw ipcFailure('INTERNAL', 'The server ended the replay without a result.');
        return replayResultOf(result);
      },
    {
      audit: {
        target: (req) => ({
          configsetId: req.configsetId,
          ...(req.revisionId ? { revisionId: req.revisionId } : {}),
        }),
        detail: (req, res) =>
          `read: replayed ${res.sessionsReplayed} decisions of the last ${req.days} days under ${
            req.revisionId ? `revision ${req.revisionId}` : 'a draft'
          }; ${res.changedTotal} would change`,
      },
      fields: {
        configset_id: 'configsetId',
        gk_configset_revision_id: 'revisionId',
        draft_content: 'draftContent',
        decided_after: 'days',
      },
    },
  ),
];
