// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Vendor API version of the raw result (mandatory).
   */
  'version'?: (string);
  /**
   * Raw vendor result (mandatory).
   */
  'raw_data'?: (string);
  /**
   * Optional person the call is for.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Vendor API version of the raw result (mandatory).
   */
  'version'?: (string);
  /**
   * Raw vendor result (mandatory).
   */
  'raw_data'?: (string);
  /**
   * Optional person the call is for.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
}
