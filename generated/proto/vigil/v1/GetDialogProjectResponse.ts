// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { DialogProjectItem as _vigil_v1_DialogProjectItem, DialogProjectItem__Output as _vigil_v1_DialogProjectItem__Output } from '../../vigil/v1/DialogProjectItem';
import type { DialogComponent as _vigil_v1_DialogComponent, DialogComponent__Output as _vigil_v1_DialogComponent__Output } from '../../vigil/v1/DialogComponent';

/**
 * Output of GetDialogProject.
 */
export interface GetDialogProjectResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  'project'?: (_vigil_v1_DialogProjectItem | null);
  /**
   * The entry component (Main) first, then the others as the export lists them.
   */
  'components'?: (_vigil_v1_DialogComponent)[];
}

/**
 * Output of GetDialogProject.
 */
export interface GetDialogProjectResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  'project'?: (_vigil_v1_DialogProjectItem__Output);
  /**
   * The entry component (Main) first, then the others as the export lists them.
   */
  'components'?: (_vigil_v1_DialogComponent__Output)[];
}
