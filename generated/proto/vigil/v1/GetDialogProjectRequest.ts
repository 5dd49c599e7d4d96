// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';

/**
 * Input of GetDialogProject.
 */
export interface GetDialogProjectRequest {
  /**
   * Request context; unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * The project's dialog model URN, as ListDialogProjects returns it.
   */
  'urn'?: (string);
}

/**
 * Input of GetDialogProject.
 */
export interface GetDialogProjectRequest__Output {
  /**
   * Request context; unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * The project's dialog model URN, as ListDialogProjects returns it.
   */
  'urn'?: (string);
}
