// Original file: protos/nuance/biosec/v1/common_types.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../nuance/biosec/v1/UniqueId';

/**
 * Common request context. Every request carries it; which of its fields an RPC needs is
 * documented on the RPC.
 */
export interface Context {
  /**
   * Engagement the call belongs to.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Session the call belongs to.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Scope (tenant partition) the call acts in; needed by almost every RPC.
   */
  'gk_scope_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Configset whose active revision should govern the call, when the RPC accepts one.
   */
  'configset_id'?: (string);
}

/**
 * Common request context. Every request carries it; which of its fields an RPC needs is
 * documented on the RPC.
 */
export interface Context__Output {
  /**
   * Engagement the call belongs to.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Session the call belongs to.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Scope (tenant partition) the call acts in; needed by almost every RPC.
   */
  'gk_scope_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Configset whose active revision should govern the call, when the RPC accepts one.
   */
  'configset_id'?: (string);
}
