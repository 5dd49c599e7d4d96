// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { GroupDetailsForUpdate as _nuance_biosec_v1_entities_GroupDetailsForUpdate, GroupDetailsForUpdate__Output as _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/entities/GroupDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateGroup.
 */
export interface UpdateGroupRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Group to change.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of UpdateGroup.
 */
export interface UpdateGroupRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Group to change.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}
