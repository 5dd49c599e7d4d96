// Original file: protos/vigil/v1/browse.proto

import type { DialogNode as _vigil_v1_DialogNode, DialogNode__Output as _vigil_v1_DialogNode__Output } from '../../vigil/v1/DialogNode';

/**
 * One component (Main, and one per intent in Mix projects).
 */
export interface DialogComponent {
  'id'?: (string);
  'name'?: (string);
  /**
   * Its start node's ID.
   */
  'start_node_id'?: (string);
  'nodes'?: (_vigil_v1_DialogNode)[];
}

/**
 * One component (Main, and one per intent in Mix projects).
 */
export interface DialogComponent__Output {
  'id'?: (string);
  'name'?: (string);
  /**
   * Its start node's ID.
   */
  'start_node_id'?: (string);
  'nodes'?: (_vigil_v1_DialogNode__Output)[];
}
