// Original file: protos/vigil/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';

/**
 * The model the caller turns were interpreted with.
 */
export interface TurnInterpretation {
  'model_urn'?: (string);
  /**
   * The model's deployment version (a redeploy interprets the turns again).
   */
  'model_version'?: (number);
  'interpreted_at'?: (_google_protobuf_Timestamp | null);
}

/**
 * The model the caller turns were interpreted with.
 */
export interface TurnInterpretation__Output {
  'model_urn'?: (string);
  /**
   * The model's deployment version (a redeploy interprets the turns again).
   */
  'model_version'?: (number);
  'interpreted_at'?: (_google_protobuf_Timestamp__Output);
}
