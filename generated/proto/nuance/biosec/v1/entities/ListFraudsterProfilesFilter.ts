// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { PrintType as _nuance_biosec_v1_PrintType, PrintType__Output as _nuance_biosec_v1_PrintType__Output } from '../../../../nuance/biosec/v1/PrintType';

/**
 * Narrows ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesFilter {
  /**
   * Only profiles of these print types; empty means all.
   */
  'print_type'?: (_nuance_biosec_v1_PrintType)[];
}

/**
 * Narrows ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesFilter__Output {
  /**
   * Only profiles of these print types; empty means all.
   */
  'print_type'?: (_nuance_biosec_v1_PrintType__Output)[];
}
