// Original file: protos/vigil/v1/browse.proto

import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../google/protobuf/Int32Value';
import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from '../../google/protobuf/DoubleValue';

/**
 * The fused risk recomputed with intents heard in post-call speech analysis.
 */
export interface PostCallSpeech {
  /**
   * The fused risk (rounded) and its exact value when the decision was given, before the intents.
   */
  'decision_time_risk'?: (_google_protobuf_Int32Value | null);
  'decision_time_exact_risk'?: (_google_protobuf_DoubleValue | null);
  /**
   * The recomputed risk is at or above the fraud risk threshold of the same settings.
   */
  'over_fraud_risk_threshold'?: (boolean);
  /**
   * The comparison in words, e.g. "after post-call speech analysis: risk 85 ≥ fraud risk threshold
   * 70? yes: fraud risk (the decision given during the call, authentic, is not changed)".
   */
  'summary'?: (string);
}

/**
 * The fused risk recomputed with intents heard in post-call speech analysis.
 */
export interface PostCallSpeech__Output {
  /**
   * The fused risk (rounded) and its exact value when the decision was given, before the intents.
   */
  'decision_time_risk'?: (_google_protobuf_Int32Value__Output);
  'decision_time_exact_risk'?: (_google_protobuf_DoubleValue__Output);
  /**
   * The recomputed risk is at or above the fraud risk threshold of the same settings.
   */
  'over_fraud_risk_threshold'?: (boolean);
  /**
   * The comparison in words, e.g. "after post-call speech analysis: risk 85 ≥ fraud risk threshold
   * 70? yes: fraud risk (the decision given during the call, authentic, is not changed)".
   */
  'summary'?: (string);
}
