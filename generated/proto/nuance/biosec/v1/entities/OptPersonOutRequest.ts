// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';

/**
 * Input of OptPersonOut.
 */
export interface OptPersonOutRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Person who withdraws consent.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Free-text reason for the opt-out.
   */
  'reason'?: (string);
  /**
   * Number of days that must pass before the person can be opted in again; absent means no waiting
   * period.
   */
  'days_for_opt_in'?: (_google_protobuf_Int32Value | null);
}

/**
 * Input of OptPersonOut.
 */
export interface OptPersonOutRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Person who withdraws consent.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Free-text reason for the opt-out.
   */
  'reason'?: (string);
  /**
   * Number of days that must pass before the person can be opted in again; absent means no waiting
   * period.
   */
  'days_for_opt_in'?: (_google_protobuf_Int32Value__Output);
}
