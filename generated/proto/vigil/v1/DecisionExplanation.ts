// Original file: protos/vigil/v1/browse.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../google/protobuf/Int32Value';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_sessions_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_sessions_DecisionReason__Output } from '../../nuance/biosec/v1/sessions/DecisionReason';
import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from '../../google/protobuf/DoubleValue';
import type { DecisionThresholds as _vigil_v1_DecisionThresholds, DecisionThresholds__Output as _vigil_v1_DecisionThresholds__Output } from '../../vigil/v1/DecisionThresholds';
import type { DecisionFactor as _vigil_v1_DecisionFactor, DecisionFactor__Output as _vigil_v1_DecisionFactor__Output } from '../../vigil/v1/DecisionFactor';
import type { DecisionRuleCheck as _vigil_v1_DecisionRuleCheck, DecisionRuleCheck__Output as _vigil_v1_DecisionRuleCheck__Output } from '../../vigil/v1/DecisionRuleCheck';
import type { DecidingConfigset as _vigil_v1_DecidingConfigset, DecidingConfigset__Output as _vigil_v1_DecidingConfigset__Output } from '../../vigil/v1/DecidingConfigset';
import type { PostCallSpeech as _vigil_v1_PostCallSpeech, PostCallSpeech__Output as _vigil_v1_PostCallSpeech__Output } from '../../vigil/v1/PostCallSpeech';

/**
 * How one session's newest decision was made.
 */
export interface DecisionExplanation {
  /**
   * The session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * When the decision was computed (server clock).
   */
  'decision_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * The fused risk (0-100, rounded) the thresholds were compared with; absent when none was computed.
   */
  'risk'?: (_google_protobuf_Int32Value | null);
  /**
   * The fused reliability (0-100, rounded); absent when no factor carried one.
   */
  'reliability'?: (_google_protobuf_Int32Value | null);
  /**
   * The decision, as GetSessionDecision answered it.
   */
  'decision'?: (_nuance_biosec_v1_Decision);
  /**
   * Its reason, as GetSessionDecision answered it.
   */
  'decision_reason'?: (_nuance_biosec_v1_sessions_DecisionReason);
  /**
   * The fused risk before rounding: the sum of the factors' contributions. Absent with risk.
   */
  'exact_risk'?: (_google_protobuf_DoubleValue | null);
  /**
   * The thresholds in force for this decision.
   */
  'thresholds'?: (_vigil_v1_DecisionThresholds | null);
  /**
   * One per factor kind present (its newest factor), counted or not.
   */
  'factors'?: (_vigil_v1_DecisionFactor)[];
  /**
   * The comparisons made, in order; the one that decided has decisive set.
   */
  'checks'?: (_vigil_v1_DecisionRuleCheck)[];
  /**
   * The rule that decided: NO_FACTORS, BAD_CONFIGURATION, NO_AVAILABLE_SCORES, LOW_RELIABILITY,
   * FRAUD_RISK_THRESHOLD, KNOWN_FRAUDSTER, VOICE_MATCH, VOICE_NO_MATCH or BELOW_FRAUD_THRESHOLD
   * (text, so later rules need no new enum values).
   */
  'deciding_rule'?: (string);
  /**
   * The deciding comparison and rule in words, e.g. "risk 70 ≥ fraud risk threshold 72? no: no risk
   * detected".
   */
  'summary'?: (string);
  /**
   * The settings the decision was made under.
   */
  'configset'?: (_vigil_v1_DecidingConfigset | null);
  /**
   * Set when intents heard after the call count as fraud factors under the configset's
   * decision.intentFactors (issue 19): then risk, exact_risk and the factors' normalised weights and
   * contributions are the ones recomputed with the intent factors; decision, decision_reason,
   * checks and summary stay as during the call.
   */
  'post_call'?: (_vigil_v1_PostCallSpeech | null);
}

/**
 * How one session's newest decision was made.
 */
export interface DecisionExplanation__Output {
  /**
   * The session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * When the decision was computed (server clock).
   */
  'decision_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * The fused risk (0-100, rounded) the thresholds were compared with; absent when none was computed.
   */
  'risk'?: (_google_protobuf_Int32Value__Output);
  /**
   * The fused reliability (0-100, rounded); absent when no factor carried one.
   */
  'reliability'?: (_google_protobuf_Int32Value__Output);
  /**
   * The decision, as GetSessionDecision answered it.
   */
  'decision'?: (_nuance_biosec_v1_Decision__Output);
  /**
   * Its reason, as GetSessionDecision answered it.
   */
  'decision_reason'?: (_nuance_biosec_v1_sessions_DecisionReason__Output);
  /**
   * The fused risk before rounding: the sum of the factors' contributions. Absent with risk.
   */
  'exact_risk'?: (_google_protobuf_DoubleValue__Output);
  /**
   * The thresholds in force for this decision.
   */
  'thresholds'?: (_vigil_v1_DecisionThresholds__Output);
  /**
   * One per factor kind present (its newest factor), counted or not.
   */
  'factors'?: (_vigil_v1_DecisionFactor__Output)[];
  /**
   * The comparisons made, in order; the one that decided has decisive set.
   */
  'checks'?: (_vigil_v1_DecisionRuleCheck__Output)[];
  /**
   * The rule that decided: NO_FACTORS, BAD_CONFIGURATION, NO_AVAILABLE_SCORES, LOW_RELIABILITY,
   * FRAUD_RISK_THRESHOLD, KNOWN_FRAUDSTER, VOICE_MATCH, VOICE_NO_MATCH or BELOW_FRAUD_THRESHOLD
   * (text, so later rules need no new enum values).
   */
  'deciding_rule'?: (string);
  /**
   * The deciding comparison and rule in words, e.g. "risk 70 ≥ fraud risk threshold 72? no: no risk
   * detected".
   */
  'summary'?: (string);
  /**
   * The settings the decision was made under.
   */
  'configset'?: (_vigil_v1_DecidingConfigset__Output);
  /**
   * Set when intents heard after the call count as fraud factors under the configset's
   * decision.intentFactors (issue 19): then risk, exact_risk and the factors' normalised weights and
   * contributions are the ones recomputed with the intent factors; decision, decision_reason,
   * checks and summary stay as during the call.
   */
  'post_call'?: (_vigil_v1_PostCallSpeech__Output);
}
