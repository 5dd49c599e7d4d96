// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { DialogProjectItem as _vigil_v1_DialogProjectItem, DialogProjectItem__Output as _vigil_v1_DialogProjectItem__Output } from '../../vigil/v1/DialogProjectItem';

/**
 * Output of ListDialogProjects.
 */
export interface ListDialogProjectsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The app's projects, by URN ascending.
   */
  'projects'?: (_vigil_v1_DialogProjectItem)[];
}

/**
 * Output of ListDialogProjects.
 */
export interface ListDialogProjectsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The app's projects, by URN ascending.
   */
  'projects'?: (_vigil_v1_DialogProjectItem__Output)[];
}
