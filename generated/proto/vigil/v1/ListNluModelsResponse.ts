// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { NluModelItem as _vigil_v1_NluModelItem, NluModelItem__Output as _vigil_v1_NluModelItem__Output } from '../../vigil/v1/NluModelItem';

/**
 * Output of ListNluModels.
 */
export interface ListNluModelsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, by URN ascending.
   */
  'models'?: (_vigil_v1_NluModelItem)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Models of the app across all pages.
   */
  'total_size'?: (number);
}

/**
 * Output of ListNluModels.
 */
export interface ListNluModelsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, by URN ascending.
   */
  'models'?: (_vigil_v1_NluModelItem__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Models of the app across all pages.
   */
  'total_size'?: (number);
}
