// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of RemovePersonsFromGroup.
 */
export interface RemovePersonsFromGroupRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Group to remove from.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Persons to remove.
   */
  'gk_person_ids'?: (_nuance_biosec_v1_UniqueId)[];
}

/**
 * Input of RemovePersonsFromGroup.
 */
export interface RemovePersonsFromGroupRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Group to remove from.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Persons to remove.
   */
  'gk_person_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
}
