// The decision explanations of an engagement's sessions (shared/ipc/channels/engagements.ts
// 'engagements.explanations'): one vigil.v1.Browse ListDecisionExplanations call per engagement,
// mapped to shared/domain/explanations.ts. A server without it (UNIMPLEMENTED) answers
// browseAvailable false, as the queue does.
import type { DecisionExplanation } from '../../shared/domain/explanations.js';
import type { ResponseOut } from '../../wire/services.js';
import { durationToSeconds, timestampToIso } from '../grpc/to-domain.js';
import { type ChannelDefinition, defineChannel } from '../ipc/define-channel.js';
import { scopeContext } from '../connections/where.js';
import { ifBrowse } from './engagements.read.js';

type Wire = NonNullable<ResponseOut<'browse', 'ListDecisionExplanations'>['explanations']>[number];

const opt = <K extends string>(key: K, v: number | undefined | null) =>
  (v === undefined || v === null ? {} : { [key]: v }) as Partial<Record<K, number>>;
const optText = <K extends string>(key: K, v: string | undefined | null) =>
  (v ? { [key]: v } : {}) as Partial<Record<K, string>>;

/** One vigil.v1.DecisionExplanation as the console's domain object. */
export function explanationOf(e: Wire): DecisionExplanation {
  const t = e.thresholds;
  const c = e.configset;
  return {
    gkSessionId: e.gk_session_id?.value ?? '',
    ...optText('decidedAt', timestampToIso(e.decision_timestamp)),
    ...opt('risk', e.risk?.value),
    ...opt('reliability', e.reliability?.value),
    ...opt('exactRisk', e.exact_risk?.value),
    decision: e.decision ?? 'DECISION_UNSPECIFIED',
    decisionReason: e.decision_reason ?? 'DECISION_REASON_UNSPECIFIED',
    thresholds: {
      fraudRiskThreshold: t?.fraud_risk_threshold ?? 0,
      authenticThreshold: t?.authentic_threshold ?? 0,
      minReliability: t?.min_reliability ?? 0,
    },
    factors: (e.factors ?? []).map((f) => ({
      kind: f.kind ?? '',
      ...opt('risk', f.risk?.value),
      ...opt('reliability', f.reliability?.value),
      ...opt('score', f.score?.value),
      ...opt('trustIndicator', f.trust_indicator?.value),
      fraudsterOnWatchlist: f.fraudster_on_watchlist ?? false,
      ...optText('sourceDecision', f.source_decision),
      weight: f.weight ?? 0,
      normalisedWeight: f.normalised_weight ?? 0,
      contribution: f.contribution ?? 0,
      counted: f.counted ?? false,
      ...optText('notCountedReason', f.not_counted_reason),
      superseded: f.superseded ?? 0,
      ...optText('intent', f.intent),
      ...(f.intent ? { intentConfidence: f.intent_confidence ?? 0 } : {}),
      ...(f.context_only ? { contextOnly: true } : {}),
      ...optText('mediaSegmentId', f.gk_media_segment_id?.value),
      ...(f.heard_at ? { heardAt: durationToSeconds(f.heard_at) ?? 0 } : {}),
      ...(f.post_call ? { postCall: true } : {}),
    })),
    checks: (e.checks ?? []).map((x) => ({
      check: x.check ?? '',
      value: x.value ?? 0,
      threshold: x.threshold ?? 0,
      holds: x.holds ?? false,
      decisive: x.decisive ?? false,
    })),
    decidingRule: e.deciding_rule ?? '',
    summary: e.summary ?? '',
    configset: {
      ...optText('configsetId', c?.configset_id),
      ...optText('decidingConfigsetId', c?.deciding_configset_id),
      ...optText('revisionId', c?.gk_configset_revision_id?.value),
      ...(c?.revision_number ? { revisionNumber: c.revision_number } : {}),
    },
    ...(e.post_call
      ? {
          postCall: {
            ...opt('decisionTimeRisk', e.post_call.decision_time_risk?.value),
            ...opt('decisionTimeExactRisk', e.post_call.decision_time_exact_risk?.value),
            overFraudRiskThreshold: e.post_call.over_fraud_risk_threshold ?? false,
            summary: e.post_call.summary ?? '',
          },
        }
      : {}),
  };
}

const explanations = defineChannel(
  'engagements.explanations',
  () =>
    async (req, { signal, at }) => {
      const { ctx, scopeId } = at();
      const res = await ifBrowse(() =>
        ctx.rpc.api.browse.listDecisionExplanations(
          { context: scopeContext(scopeId), gk_engagement_id: { value: req.gkEngagementId } },
          { signal, idempotent: true },
        ),
      );
      if (!res) return { explanations: [], browseAvailable: false };
      return { explanations: (res.explanations ?? []).map(explanationOf), browseAvailable: true };
    },
  { fields: { gk_engagement_id: 'gkEngagementId' } },
);

export const explanationsChannelDefs: readonly ChannelDefinition[] = [explanations];
