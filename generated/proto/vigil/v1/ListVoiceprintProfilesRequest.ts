// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { LockStatus as _nuance_biosec_v1_LockStatus, LockStatus__Output as _nuance_biosec_v1_LockStatus__Output } from '../../nuance/biosec/v1/LockStatus';
import type { OwnerType as _nuance_biosec_v1_OwnerType, OwnerType__Output as _nuance_biosec_v1_OwnerType__Output } from '../../nuance/biosec/v1/OwnerType';

/**
 * Input of ListVoiceprintProfiles. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListVoiceprintProfilesRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Lock state as GetVoiceprintProfileDetails reports it now (an automatic lock past its
   * auto-unlock time counts as unlocked). UNSPECIFIED does not narrow.
   */
  'lock_status'?: (_nuance_biosec_v1_LockStatus);
  /**
   * Owned by a person or by a fraudster. UNSPECIFIED does not narrow.
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType);
  /**
   * The owner's external ID (person_id or fraudster_id) starts with this text (case-sensitive).
   */
  'owner_external_id_prefix'?: (string);
  /**
   * Exact profile tag.
   */
  'tag'?: (string);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

/**
 * Input of ListVoiceprintProfiles. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListVoiceprintProfilesRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Lock state as GetVoiceprintProfileDetails reports it now (an automatic lock past its
   * auto-unlock time counts as unlocked). UNSPECIFIED does not narrow.
   */
  'lock_status'?: (_nuance_biosec_v1_LockStatus__Output);
  /**
   * Owned by a person or by a fraudster. UNSPECIFIED does not narrow.
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType__Output);
  /**
   * The owner's external ID (person_id or fraudster_id) starts with this text (case-sensitive).
   */
  'owner_external_id_prefix'?: (string);
  /**
   * Exact profile tag.
   */
  'tag'?: (string);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}
