// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ListFraudsterProfilesFilter as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter, ListFraudsterProfilesFilter__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output } from '../../../../nuance/biosec/v1/entities/ListFraudsterProfilesFilter';

/**
 * Input of ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Fraudster whose profiles to list.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Optional narrowing by print type.
   */
  'filter'?: (_nuance_biosec_v1_entities_ListFraudsterProfilesFilter | null);
}

/**
 * Input of ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Fraudster whose profiles to list.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Optional narrowing by print type.
   */
  'filter'?: (_nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output);
}
