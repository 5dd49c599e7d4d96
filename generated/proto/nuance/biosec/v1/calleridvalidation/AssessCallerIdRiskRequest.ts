// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_risk_assessment_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of AssessCallerIdRisk.
 */
export interface AssessCallerIdRiskRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id mandatory.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to check against. Each scope has a default watchlist, initially empty, whose ID
   * is the all-zero UUID.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Caller ID to assess (mandatory).
   */
  'caller_id'?: (string);
  /**
   * Optional person the call is for.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of AssessCallerIdRisk.
 */
export interface AssessCallerIdRiskRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id mandatory.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to check against. Each scope has a default watchlist, initially empty, whose ID
   * is the all-zero UUID.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Caller ID to assess (mandatory).
   */
  'caller_id'?: (string);
  /**
   * Optional person the call is for.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
}
