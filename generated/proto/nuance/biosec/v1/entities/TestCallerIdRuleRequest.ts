// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of TestCallerIdRule.
 */
export interface TestCallerIdRuleRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Regular expression to test.
   */
  'caller_id_regex'?: (string);
  /**
   * Phone number to test it against.
   */
  'phone_number'?: (string);
}

/**
 * Input of TestCallerIdRule.
 */
export interface TestCallerIdRuleRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Regular expression to test.
   */
  'caller_id_regex'?: (string);
  /**
   * Phone number to test it against.
   */
  'phone_number'?: (string);
}
