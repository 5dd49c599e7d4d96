// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ListPersonProfilesFilter as _nuance_biosec_v1_entities_ListPersonProfilesFilter, ListPersonProfilesFilter__Output as _nuance_biosec_v1_entities_ListPersonProfilesFilter__Output } from '../../../../nuance/biosec/v1/entities/ListPersonProfilesFilter';

/**
 * Input of ListPersonProfiles.
 */
export interface ListPersonProfilesRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Person whose profiles to list.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Optional narrowing by print type.
   */
  'filter'?: (_nuance_biosec_v1_entities_ListPersonProfilesFilter | null);
}

/**
 * Input of ListPersonProfiles.
 */
export interface ListPersonProfilesRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Person whose profiles to list.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Optional narrowing by print type.
   */
  'filter'?: (_nuance_biosec_v1_entities_ListPersonProfilesFilter__Output);
}
