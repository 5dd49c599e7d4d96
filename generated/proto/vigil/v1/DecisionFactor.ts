// Original file: protos/vigil/v1/browse.proto

import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from '../../google/protobuf/DoubleValue';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';

/**
 * One factor kind's part in a decision.
 */
export interface DecisionFactor {
  /**
   * "voice", "callerid_validation" (caller-ID risk and trust indicator) or "watchlist" (caller-ID
   * watchlist assessment); later kinds (e.g. "intent") may appear.
   */
  'kind'?: (string);
  /**
   * The risk it brings to the fusion (0-100): its own, else for voice 100 - match score (the match
   * score itself against a watchlisted fraudster's print). Absent: it carries none.
   */
  'risk'?: (_google_protobuf_DoubleValue | null);
  /**
   * Its reliability (0-100), if any.
   */
  'reliability'?: (_google_protobuf_DoubleValue | null);
  /**
   * Voice match score (0-100).
   */
  'score'?: (_google_protobuf_DoubleValue | null);
  /**
   * Caller-ID trust indicator (0-1), when the validation gave one.
   */
  'trust_indicator'?: (_google_protobuf_DoubleValue | null);
  /**
   * Voice: the matched print belongs to a fraudster on one of the scope's watchlists.
   */
  'fraudster_on_watchlist'?: (boolean);
  /**
   * The decision the source itself gave (caller-ID results), as a Decision name.
   */
  'source_decision'?: (string);
  /**
   * Its weight under the settings that decided.
   */
  'weight'?: (number | string);
  /**
   * Its share of the fused risk (0-1): weight / sum of the weights of the kinds carrying a risk; 0
   * when it does not count.
   */
  'normalised_weight'?: (number | string);
  /**
   * normalised_weight x risk: what it adds to the fused risk.
   */
  'contribution'?: (number | string);
  /**
   * It counts toward the fused risk.
   */
  'counted'?: (boolean);
  /**
   * Why it does not count: "WEIGHT_ZERO" (the settings weigh it 0) or "NO_RISK" (it carries none).
   */
  'not_counted_reason'?: (string);
  /**
   * Earlier factors of the same kind that this one superseded.
   */
  'superseded'?: (number);
  /**
   * Kind "intent" (issue 19): intents heard in caller turns of the session's media. When the
   * configset that decided sets decision.intentFactors, one row per rule whose intents were all
   * heard, intent naming them joined with " + ", weighed with the rule's risk and weight
   * (post_call set). Otherwise a row is context (context_only set, weight and contribution 0,
   * counted false, not_counted_reason "CONTEXT"), one per risky intent heard.
   */
  'intent'?: (string);
  /**
   * The highest confidence (0-1) with which the intent was heard (a rule's: the lowest of its
   * intents').
   */
  'intent_confidence'?: (number | string);
  /**
   * The row is context shown beside the decision, not something the decision used.
   */
  'context_only'?: (boolean);
  /**
   * Where it was heard: the media segment and the turn's start from the segment's start.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  'heard_at'?: (_google_protobuf_Duration | null);
  /**
   * Counted from post-call speech analysis (the caller's turns, interpreted after the call), not
   * known when the decision was given.
   */
  'post_call'?: (boolean);
}

/**
 * One factor kind's part in a decision.
 */
export interface DecisionFactor__Output {
  /**
   * "voice", "callerid_validation" (caller-ID risk and trust indicator) or "watchlist" (caller-ID
   * watchlist assessment); later kinds (e.g. "intent") may appear.
   */
  'kind'?: (string);
  /**
   * The risk it brings to the fusion (0-100): its own, else for voice 100 - match score (the match
   * score itself against a watchlisted fraudster's print). Absent: it carries none.
   */
  'risk'?: (_google_protobuf_DoubleValue__Output);
  /**
   * Its reliability (0-100), if any.
   */
  'reliability'?: (_google_protobuf_DoubleValue__Output);
  /**
   * Voice match score (0-100).
   */
  'score'?: (_google_protobuf_DoubleValue__Output);
  /**
   * Caller-ID trust indicator (0-1), when the validation gave one.
   */
  'trust_indicator'?: (_google_protobuf_DoubleValue__Output);
  /**
   * Voice: the matched print belongs to a fraudster on one of the scope's watchlists.
   */
  'fraudster_on_watchlist'?: (boolean);
  /**
   * The decision the source itself gave (caller-ID results), as a Decision name.
   */
  'source_decision'?: (string);
  /**
   * Its weight under the settings that decided.
   */
  'weight'?: (number);
  /**
   * Its share of the fused risk (0-1): weight / sum of the weights of the kinds carrying a risk; 0
   * when it does not count.
   */
  'normalised_weight'?: (number);
  /**
   * normalised_weight x risk: what it adds to the fused risk.
   */
  'contribution'?: (number);
  /**
   * It counts toward the fused risk.
   */
  'counted'?: (boolean);
  /**
   * Why it does not count: "WEIGHT_ZERO" (the settings weigh it 0) or "NO_RISK" (it carries none).
   */
  'not_counted_reason'?: (string);
  /**
   * Earlier factors of the same kind that this one superseded.
   */
  'superseded'?: (number);
  /**
   * Kind "intent" (issue 19): intents heard in caller turns of the session's media. When the
   * configset that decided sets decision.intentFactors, one row per rule whose intents were all
   * heard, intent naming them joined with " + ", weighed with the rule's risk and weight
   * (post_call set). Otherwise a row is context (context_only set, weight and contribution 0,
   * counted false, not_counted_reason "CONTEXT"), one per risky intent heard.
   */
  'intent'?: (string);
  /**
   * The highest confidence (0-1) with which the intent was heard (a rule's: the lowest of its
   * intents').
   */
  'intent_confidence'?: (number);
  /**
   * The row is context shown beside the decision, not something the decision used.
   */
  'context_only'?: (boolean);
  /**
   * Where it was heard: the media segment and the turn's start from the segment's start.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'heard_at'?: (_google_protobuf_Duration__Output);
  /**
   * Counted from post-call speech analysis (the caller's turns, interpreted after the call), not
   * known when the decision was given.
   */
  'post_call'?: (boolean);
}
