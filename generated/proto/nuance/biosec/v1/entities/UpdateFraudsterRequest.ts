// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { FraudsterDetailsForUpdate as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate, FraudsterDetailsForUpdate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/entities/FraudsterDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateFraudster.
 */
export interface UpdateFraudsterRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Fraudster to change.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of UpdateFraudster.
 */
export interface UpdateFraudsterRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Fraudster to change.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}
