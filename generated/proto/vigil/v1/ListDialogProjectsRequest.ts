// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';

/**
 * Input of ListDialogProjects.
 */
export interface ListDialogProjectsRequest {
  /**
   * Request context; unused (projects belong to the caller's app).
   */
  'context'?: (_nuance_biosec_v1_Context | null);
}

/**
 * Input of ListDialogProjects.
 */
export interface ListDialogProjectsRequest__Output {
  /**
   * Request context; unused (projects belong to the caller's app).
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
}
