// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * The trained template of a profile.
 */
export interface VoiceprintProfileTemplateInfo {
  /**
   * Calibration model revision used in training.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue | null);
  /**
   * When the template was last trained.
   */
  'latest_train_timestamp'?: (_google_protobuf_Timestamp | null);
}

/**
 * The trained template of a profile.
 */
export interface VoiceprintProfileTemplateInfo__Output {
  /**
   * Calibration model revision used in training.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * When the template was last trained.
   */
  'latest_train_timestamp'?: (_google_protobuf_Timestamp__Output);
}
