// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';

/**
 * Input of ListNluModels.
 */
export interface ListNluModelsRequest {
  /**
   * Request context; unused (models belong to the caller's app).
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
}

/**
 * Input of ListNluModels.
 */
export interface ListNluModelsRequest__Output {
  /**
   * Request context; unused (models belong to the caller's app).
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
}
