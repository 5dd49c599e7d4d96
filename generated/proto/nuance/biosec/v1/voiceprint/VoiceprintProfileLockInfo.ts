// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { LockStatus as _nuance_biosec_v1_LockStatus, LockStatus__Output as _nuance_biosec_v1_LockStatus__Output } from '../../../../nuance/biosec/v1/LockStatus';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';
import type { LockReason as _nuance_biosec_v1_LockReason, LockReason__Output as _nuance_biosec_v1_LockReason__Output } from '../../../../nuance/biosec/v1/LockReason';

/**
 * Lock state of a profile.
 */
export interface VoiceprintProfileLockInfo {
  /**
   * Locked or unlocked.
   */
  'status'?: (_nuance_biosec_v1_LockStatus);
  /**
   * User who locked the profile; manual locks only.
   */
  'locked_by'?: (string);
  /**
   * Free-text reason.
   */
  'reason'?: (string);
  /**
   * Consecutive mismatches counted so far.
   */
  'mismatch_counter'?: (_google_protobuf_Int32Value | null);
  /**
   * When the profile was locked.
   */
  'lock_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When an automatic lock ends.
   */
  'auto_unlock_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Standard reason.
   */
  'lock_reason'?: (_nuance_biosec_v1_LockReason);
}

/**
 * Lock state of a profile.
 */
export interface VoiceprintProfileLockInfo__Output {
  /**
   * Locked or unlocked.
   */
  'status'?: (_nuance_biosec_v1_LockStatus__Output);
  /**
   * User who locked the profile; manual locks only.
   */
  'locked_by'?: (string);
  /**
   * Free-text reason.
   */
  'reason'?: (string);
  /**
   * Consecutive mismatches counted so far.
   */
  'mismatch_counter'?: (_google_protobuf_Int32Value__Output);
  /**
   * When the profile was locked.
   */
  'lock_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When an automatic lock ends.
   */
  'auto_unlock_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Standard reason.
   */
  'lock_reason'?: (_nuance_biosec_v1_LockReason__Output);
}
