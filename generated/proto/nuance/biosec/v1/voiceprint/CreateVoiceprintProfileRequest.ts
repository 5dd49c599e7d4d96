// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { OwnerAndTag as _nuance_biosec_v1_voiceprint_OwnerAndTag, OwnerAndTag__Output as _nuance_biosec_v1_voiceprint_OwnerAndTag__Output } from '../../../../nuance/biosec/v1/voiceprint/OwnerAndTag';
import type { VoiceprintProfileDetailsForCreate as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate, VoiceprintProfileDetailsForCreate__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreateVoiceprintProfile.
 */
export interface CreateVoiceprintProfileRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Owner and tag of the new profile (mandatory).
   */
  'owner'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag | null);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of CreateVoiceprintProfile.
 */
export interface CreateVoiceprintProfileRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Owner and tag of the new profile (mandatory).
   */
  'owner'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag__Output);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}
