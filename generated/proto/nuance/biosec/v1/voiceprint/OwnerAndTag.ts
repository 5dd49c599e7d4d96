// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Identifies a profile by its owner and tag.
 */
export interface OwnerAndTag {
  /**
   * Gatekeeper ID of a person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Gatekeeper ID of a fraudster.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External ID of a person.
   */
  'person_id'?: (string);
  /**
   * External ID of a fraudster.
   */
  'fraudster_id'?: (string);
  /**
   * Distinguishes the profiles of one owner (mandatory).
   */
  'tag'?: (string);
  /**
   * The owner, in exactly one form. The string forms are unique within a scope and are used
   * together with gk_scope_id in the context.
   */
  'owner'?: "gk_person_id"|"gk_fraudster_id"|"person_id"|"fraudster_id";
}

/**
 * Identifies a profile by its owner and tag.
 */
export interface OwnerAndTag__Output {
  /**
   * Gatekeeper ID of a person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Gatekeeper ID of a fraudster.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External ID of a person.
   */
  'person_id'?: (string);
  /**
   * External ID of a fraudster.
   */
  'fraudster_id'?: (string);
  /**
   * Distinguishes the profiles of one owner (mandatory).
   */
  'tag'?: (string);
  /**
   * The owner, in exactly one form. The string forms are unique within a scope and are used
   * together with gk_scope_id in the context.
   */
  'owner'?: "gk_person_id"|"gk_fraudster_id"|"person_id"|"fraudster_id";
}
