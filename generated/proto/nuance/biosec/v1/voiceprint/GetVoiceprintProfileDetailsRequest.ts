// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { OwnerAndTag as _nuance_biosec_v1_voiceprint_OwnerAndTag, OwnerAndTag__Output as _nuance_biosec_v1_voiceprint_OwnerAndTag__Output } from '../../../../nuance/biosec/v1/voiceprint/OwnerAndTag';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of GetVoiceprintProfileDetails.
 */
export interface GetVoiceprintProfileDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
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
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
  /**
   * The profile to read (mandatory, one form).
   */
  'input'?: "gk_voiceprint_profile_id"|"owner_and_tag";
}

/**
 * Input of GetVoiceprintProfileDetails.
 */
export interface GetVoiceprintProfileDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
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
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
  /**
   * The profile to read (mandatory, one form).
   */
  'input'?: "gk_voiceprint_profile_id"|"owner_and_tag";
}
