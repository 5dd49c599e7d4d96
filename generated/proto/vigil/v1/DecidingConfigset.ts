// Original file: protos/vigil/v1/browse.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * The configset behind a decision.
 */
export interface DecidingConfigset {
  /**
   * The configset the decision was made under (named in the request context or recorded for the
   * session); empty when none was.
   */
  'configset_id'?: (string);
  /**
   * The configset whose ACTIVE revision set the decision settings (the highest layer that sets
   * any); empty: the server's built-in defaults decided.
   */
  'deciding_configset_id'?: (string);
  /**
   * That revision.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Its number among the configset's revisions, 1 for the first created.
   */
  'revision_number'?: (number);
}

/**
 * The configset behind a decision.
 */
export interface DecidingConfigset__Output {
  /**
   * The configset the decision was made under (named in the request context or recorded for the
   * session); empty when none was.
   */
  'configset_id'?: (string);
  /**
   * The configset whose ACTIVE revision set the decision settings (the highest layer that sets
   * any); empty: the server's built-in defaults decided.
   */
  'deciding_configset_id'?: (string);
  /**
   * That revision.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Its number among the configset's revisions, 1 for the first created.
   */
  'revision_number'?: (number);
}
