// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { VoiceprintProfileItem as _vigil_v1_VoiceprintProfileItem, VoiceprintProfileItem__Output as _vigil_v1_VoiceprintProfileItem__Output } from '../../vigil/v1/VoiceprintProfileItem';

/**
 * Output of ListVoiceprintProfiles.
 */
export interface ListVoiceprintProfilesResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'profiles'?: (_vigil_v1_VoiceprintProfileItem)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching profiles across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListVoiceprintProfiles.
 */
export interface ListVoiceprintProfilesResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'profiles'?: (_vigil_v1_VoiceprintProfileItem__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching profiles across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}
