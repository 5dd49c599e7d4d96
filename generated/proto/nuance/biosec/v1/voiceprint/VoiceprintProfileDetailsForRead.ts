// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { OwnerType as _nuance_biosec_v1_OwnerType, OwnerType__Output as _nuance_biosec_v1_OwnerType__Output } from '../../../../nuance/biosec/v1/OwnerType';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { VoiceprintProfileStatus as _nuance_biosec_v1_voiceprint_VoiceprintProfileStatus, VoiceprintProfileStatus__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileStatus__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileStatus';
import type { VoiceprintProfileLockInfo as _nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo, VoiceprintProfileLockInfo__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileLockInfo';
import type { VoiceprintProfileTemplateInfo as _nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo, VoiceprintProfileTemplateInfo__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileTemplateInfo';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../../../google/protobuf/BoolValue';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Readable details of a profile. Every field is optional.
 */
export interface VoiceprintProfileDetailsForRead {
  /**
   * ID of the profile.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Gatekeeper ID of the owner.
   */
  'gk_owner_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Whether the owner is a person or a fraudster.
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType);
  /**
   * Tag of the profile.
   */
  'tag'?: (string);
  /**
   * Incremented each time the profile is retrained.
   */
  'version'?: (_google_protobuf_Int32Value | null);
  /**
   * Training status.
   */
  'status'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileStatus);
  /**
   * Lock state.
   */
  'lock_info'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo | null);
  /**
   * Trained template; unset while untrained.
   */
  'template_info'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo | null);
  /**
   * Whether near-term adaptation applies to the profile.
   */
  'near_term_adaptation'?: (_google_protobuf_BoolValue | null);
  /**
   * When the record was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Readable details of a profile. Every field is optional.
 */
export interface VoiceprintProfileDetailsForRead__Output {
  /**
   * ID of the profile.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Gatekeeper ID of the owner.
   */
  'gk_owner_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Whether the owner is a person or a fraudster.
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType__Output);
  /**
   * Tag of the profile.
   */
  'tag'?: (string);
  /**
   * Incremented each time the profile is retrained.
   */
  'version'?: (_google_protobuf_Int32Value__Output);
  /**
   * Training status.
   */
  'status'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileStatus__Output);
  /**
   * Lock state.
   */
  'lock_info'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo__Output);
  /**
   * Trained template; unset while untrained.
   */
  'template_info'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo__Output);
  /**
   * Whether near-term adaptation applies to the profile.
   */
  'near_term_adaptation'?: (_google_protobuf_BoolValue__Output);
  /**
   * When the record was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
