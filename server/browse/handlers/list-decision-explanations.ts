// ListDecisionExplanations: the decision snapshots (decisions/snapshots.store.ts) of one
// engagement's sessions, so the console explains every decision with one call. Snapshots are read
// whether or not the sessions' details are still readable through GetSessionDetails. Intents heard
// in the engagement's caller turns (interpreted after the call): when the settings that decided set
// decision.intentFactors, the rules whose intents were all heard count as factors and the fused risk
// is recomputed with them (decisions/post-call-intents.ts); otherwise risky intents are added as
// context rows (transcripts/intent-factors.ts): the decision did not weigh them, and they say so.
import { snapshotsForEngagement, type SnapshotRow } from '../../decisions/index.js';
import { postCallIntents, ruleIntents } from '../../decisions/index.js';
import { toDuration } from '../../audio/index.js';
import { getEngagement } from '../../sessions/index.js';
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { float, int32, optUid, requireUniqueId, toTimestamp, uid } from '../../rpc/wire-values.js';
import type { BrowseCtx } from '../deps.js';
import { RISKY_INTENTS, RISKY_INTENT_MIN_CONFIDENCE, intentFactorsFor } from '../../transcripts/index.js';
import { heardIntents } from '../../transcripts/index.js';

/** A snapshot as a vigil.v1.DecisionExplanation (proto-loader shape). */
export function explanationToWire(row: SnapshotRow, e = row.explanation) {
  return {
    gk_session_id: uid(row.gk_session_id),
    decision_timestamp: toTimestamp(new Date(row.decided_at)),
    risk: int32(e.risk),
    reliability: int32(e.reliability),
    decision: e.decision,
    decision_reason: e.decisionReason,
    exact_risk: float(e.exactRisk),
    thresholds: {
      fraud_risk_threshold: e.thresholds.fraudRiskThreshold,
      authentic_threshold: e.thresholds.authenticThreshold,
      min_reliability: e.thresholds.minReliability,
    },
    factors: e.factors.map((f) => ({
      kind: f.kind,
      risk: float(f.risk),
      reliability: float(f.reliability),
      score: float(f.score),
      trust_indicator: float(f.trustIndicator),
      fraudster_on_watchlist: f.fraudsterOnWatchlist,
      source_decision: f.sourceDecision ?? '',
      weight: f.weight,
      normalised_weight: f.normalisedWeight,
      contribution: f.contribution,
      counted: f.counted,
      not_counted_reason: f.notCountedReason ?? '',
      superseded: f.superseded,
    })),
    checks: e.checks.map((c) => ({
      check: c.check,
      value: c.value,
      threshold: c.threshold,
      holds: c.holds,
      decisive: c.decisive,
    })),
    deciding_rule: e.rule,
    summary: e.summary,
    configset: {
      configset_id: row.configset_id ?? '',
      deciding_configset_id: row.deciding_configset_id ?? '',
      gk_configset_revision_id: optUid(row.deciding_revision_id),
      revision_number: row.deciding_revision_number ?? 0,
    },
  };
}

export const listDecisionExplanations =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListDecisionExplanations'> =>
  async (req, call): Reply<'browse', 'ListDecisionExplanations'> => {
    const v = new Violations();
    const gkEngagementId = requireUniqueId(v, 'gk_engagement_id', req.gk_engagement_id);
    v.throwIfAny();
    const { scopeId } = call.context;
    return ctx.db.tx(async (q) => {
      if (!(await getEngagement(q, scopeId, gkEngagementId)))
        throw notFound(`engagement ${gkEngagementId} not found in this scope`);
      const rows = await snapshotsForEngagement(q, scopeId, gkEngagementId);
      const rules = rows.flatMap((r) => r.explanation.intentFactors ?? []);
      const heard = await heardIntents(q, {
        scopeId,
        engagementId: gkEngagementId!,
        intents: [...new Set([...RISKY_INTENTS, ...ruleIntents(rules)])],
        minConfidence: RISKY_INTENT_MIN_CONFIDENCE,
      });
      return {
        explanations: rows.map((row) => {
          const x = row.explanation;
          if (!x.intentFactors) {
            const risky = heard.filter((h) => RISKY_INTENTS.includes(h.intent));
            const e = explanationToWire(row);
            return { ...e, factors: [...e.factors, ...intentFactorsFor(risky, row.gk_session_id)] };
          }
          const p = postCallIntents(x, x.intentFactors, heard, row.gk_session_id);
          const r = p.recomputed;
          const e = explanationToWire(row, {
            ...x,
            factors: p.factors,
            ...(r ? { exactRisk: r.exactRisk, risk: r.risk } : {}),
          });
          return {
            ...e,
            factors: [
              ...e.factors,
              ...p.intentFactors.map((f) => ({
                kind: 'intent',
                risk: float(f.rule.risk),
                reliability: null,
                score: null,
                trust_indicator: null,
                fraudster_on_watchlist: false,
                source_decision: '',
                weight: f.rule.weight,
                normalised_weight: f.normalisedWeight,
                contribution: f.contribution,
                counted: f.counted,
                not_counted_reason: f.counted ? '' : 'WEIGHT_ZERO',
                superseded: 0,
                intent: f.rule.intents.join(' + '),
                intent_confidence: Math.round(f.confidence * 1000) / 1000,
                context_only: false,
                gk_media_segment_id: uid(f.last.gk_media_segment_id),
                heard_at: toDuration(f.last.start_ms / 1000),
                post_call: true,
              })),
            ],
            ...(r
              ? {
                  post_call: {
                    decision_time_risk: int32(r.decisionTimeRisk),
                    decision_time_exact_risk: float(r.decisionTimeExactRisk),
                    over_fraud_risk_threshold: r.overFraudRiskThreshold,
                    summary: r.summary,
                  },
                }
              : {}),
          };
        }),
      };
    });
  };
