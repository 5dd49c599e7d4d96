// Original file: protos/vigil/v1/enrollment.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { VoiceprintProfileStatus as _nuance_biosec_v1_voiceprint_VoiceprintProfileStatus, VoiceprintProfileStatus__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileStatus__Output } from '../../nuance/biosec/v1/voiceprint/VoiceprintProfileStatus';

export interface EnrollFraudsterFromMediaResponse {
  'status'?: (_nuance_rpc_Status | null);
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * True when this call created the profile.
   */
  'profile_created'?: (boolean);
  /**
   * The processed audio (one channel of the segment) that was enrolled.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * 1-based channel enrolled; 0 for mono audio.
   */
  'channel_index'?: (number);
  /**
   * False when the profile already held this audio (nothing changed).
   */
  'segment_added'?: (boolean);
  /**
   * The profile as stored after the call.
   */
  'profile_status'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileStatus);
  'version'?: (number);
  'enrollment_segment_count'?: (number);
}

export interface EnrollFraudsterFromMediaResponse__Output {
  'status'?: (_nuance_rpc_Status__Output);
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * True when this call created the profile.
   */
  'profile_created'?: (boolean);
  /**
   * The processed audio (one channel of the segment) that was enrolled.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * 1-based channel enrolled; 0 for mono audio.
   */
  'channel_index'?: (number);
  /**
   * False when the profile already held this audio (nothing changed).
   */
  'segment_added'?: (boolean);
  /**
   * The profile as stored after the call.
   */
  'profile_status'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileStatus__Output);
  'version'?: (number);
  'enrollment_segment_count'?: (number);
}
