// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { FraudsterDetailsForCreate as _nuance_biosec_v1_entities_FraudsterDetailsForCreate, FraudsterDetailsForCreate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output } from '../../../../nuance/biosec/v1/entities/FraudsterDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreateFraudster.
 */
export interface CreateFraudsterRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * External ID of the new fraudster, unique within the scope (mandatory).
   */
  'fraudster_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of CreateFraudster.
 */
export interface CreateFraudsterRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * External ID of the new fraudster, unique within the scope (mandatory).
   */
  'fraudster_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}
