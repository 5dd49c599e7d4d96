// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { OwnerAndTag as _nuance_biosec_v1_voiceprint_OwnerAndTag, OwnerAndTag__Output as _nuance_biosec_v1_voiceprint_OwnerAndTag__Output } from '../../../../nuance/biosec/v1/voiceprint/OwnerAndTag';
import type { VoiceprintProfileDetailsForUpdate as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate, VoiceprintProfileDetailsForUpdate__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateVoiceprintProfileDetails.
 */
export interface UpdateVoiceprintProfileDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * By Gatekeeper ID.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * By owner and tag.
   */
  'owner_and_tag'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag | null);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
  /**
   * The profile to update (mandatory, one form).
   */
  'input'?: "gk_voiceprint_profile_id"|"owner_and_tag";
}

/**
 * Input of UpdateVoiceprintProfileDetails.
 */
export interface UpdateVoiceprintProfileDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * By Gatekeeper ID.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * By owner and tag.
   */
  'owner_and_tag'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag__Output);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
  /**
   * The profile to update (mandatory, one form).
   */
  'input'?: "gk_voiceprint_profile_id"|"owner_and_tag";
}
