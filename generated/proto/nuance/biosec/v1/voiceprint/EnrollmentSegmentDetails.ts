// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_processing_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ConsistencyDecision as _nuance_biosec_v1_voiceprint_ConsistencyDecision, ConsistencyDecision__Output as _nuance_biosec_v1_voiceprint_ConsistencyDecision__Output } from '../../../../nuance/biosec/v1/voiceprint/ConsistencyDecision';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../../../google/protobuf/BoolValue';
import type { AudioDetails as _nuance_biosec_v1_AudioDetails, AudioDetails__Output as _nuance_biosec_v1_AudioDetails__Output } from '../../../../nuance/biosec/v1/AudioDetails';

/**
 * One audio segment enrolled into a voiceprint profile.
 */
export interface EnrollmentSegmentDetails {
  /**
   * Source media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Processed audio that was enrolled.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Whether the segment is consistent with the profile.
   */
  'consistency_decision'?: (_nuance_biosec_v1_voiceprint_ConsistencyDecision);
  /**
   * Score behind consistency_decision.
   */
  'consistency_score'?: (_google_protobuf_FloatValue | null);
  /**
   * False for segments added after the last training.
   */
  'used_for_train'?: (_google_protobuf_BoolValue | null);
  /**
   * Audio measurements of the segment.
   */
  'audio_details'?: (_nuance_biosec_v1_AudioDetails | null);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue | null);
  /**
   * Calibration model revision used for the segment.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * One audio segment enrolled into a voiceprint profile.
 */
export interface EnrollmentSegmentDetails__Output {
  /**
   * Source media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Processed audio that was enrolled.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Whether the segment is consistent with the profile.
   */
  'consistency_decision'?: (_nuance_biosec_v1_voiceprint_ConsistencyDecision__Output);
  /**
   * Score behind consistency_decision.
   */
  'consistency_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * False for segments added after the last training.
   */
  'used_for_train'?: (_google_protobuf_BoolValue__Output);
  /**
   * Audio measurements of the segment.
   */
  'audio_details'?: (_nuance_biosec_v1_AudioDetails__Output);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * Calibration model revision used for the segment.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
}
