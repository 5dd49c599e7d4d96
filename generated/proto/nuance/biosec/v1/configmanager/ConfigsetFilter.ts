// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { State as _nuance_biosec_v1_configmanager_State, State__Output as _nuance_biosec_v1_configmanager_State__Output } from '../../../../nuance/biosec/v1/configmanager/State';

/**
 * Selects configset revisions or templates.
 */
export interface ConfigsetFilter {
  /**
   * Exact ID, no wildcards; absent means all.
   */
  'configset_id'?: (string);
  /**
   * Accepted states; absent means any.
   */
  'state'?: (_nuance_biosec_v1_configmanager_State)[];
}

/**
 * Selects configset revisions or templates.
 */
export interface ConfigsetFilter__Output {
  /**
   * Exact ID, no wildcards; absent means all.
   */
  'configset_id'?: (string);
  /**
   * Accepted states; absent means any.
   */
  'state'?: (_nuance_biosec_v1_configmanager_State__Output)[];
}
