// Original file: protos/nuance/biosec/v1/common_types.proto

import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../google/protobuf/Int32Value';

/**
 * Raw output of the risk engine.
 */
export interface RiskEngineResult {
  /**
   * Risk score.
   */
  'risk'?: (_google_protobuf_Int32Value | null);
  /**
   * How reliable the risk score is.
   */
  'reliability'?: (_google_protobuf_Int32Value | null);
}

/**
 * Raw output of the risk engine.
 */
export interface RiskEngineResult__Output {
  /**
   * Risk score.
   */
  'risk'?: (_google_protobuf_Int32Value__Output);
  /**
   * How reliable the risk score is.
   */
  'reliability'?: (_google_protobuf_Int32Value__Output);
}
