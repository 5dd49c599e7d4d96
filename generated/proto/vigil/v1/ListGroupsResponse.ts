// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { GroupItem as _vigil_v1_GroupItem, GroupItem__Output as _vigil_v1_GroupItem__Output } from '../../vigil/v1/GroupItem';

/**
 * Output of ListGroups.
 */
export interface ListGroupsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'groups'?: (_vigil_v1_GroupItem)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching groups across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListGroups.
 */
export interface ListGroupsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'groups'?: (_vigil_v1_GroupItem__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching groups across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}
