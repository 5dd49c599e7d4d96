// Original file: protos/vigil/v1/browse.proto

import type { DialogTransition as _vigil_v1_DialogTransition, DialogTransition__Output as _vigil_v1_DialogTransition__Output } from '../../vigil/v1/DialogTransition';
import type { DialogDataAccess as _vigil_v1_DialogDataAccess, DialogDataAccess__Output as _vigil_v1_DialogDataAccess__Output } from '../../vigil/v1/DialogDataAccess';

/**
 * One node of a project.
 */
export interface DialogNode {
  /**
   * The node's ID in the export.
   */
  'id'?: (string);
  /**
   * The node's name.
   */
  'name'?: (string);
  /**
   * The node's NII type: dialog (start, component), message, decision, questionanswer,
   * questionrouter, intentmapper, dataaccess, end.
   */
  'type'?: (string);
  /**
   * The Mix node kind (startNode, messageNode, …).
   */
  'kind'?: (string);
  /**
   * A short text of what it does: the first prompt, the entity it collects, the action.
   */
  'summary'?: (string);
  /**
   * Its ways out, in the order the export lists them.
   */
  'transitions'?: (_vigil_v1_DialogTransition)[];
  /**
   * Set on data access nodes.
   */
  'data_access'?: (_vigil_v1_DialogDataAccess | null);
}

/**
 * One node of a project.
 */
export interface DialogNode__Output {
  /**
   * The node's ID in the export.
   */
  'id'?: (string);
  /**
   * The node's name.
   */
  'name'?: (string);
  /**
   * The node's NII type: dialog (start, component), message, decision, questionanswer,
   * questionrouter, intentmapper, dataaccess, end.
   */
  'type'?: (string);
  /**
   * The Mix node kind (startNode, messageNode, …).
   */
  'kind'?: (string);
  /**
   * A short text of what it does: the first prompt, the entity it collects, the action.
   */
  'summary'?: (string);
  /**
   * Its ways out, in the order the export lists them.
   */
  'transitions'?: (_vigil_v1_DialogTransition__Output)[];
  /**
   * Set on data access nodes.
   */
  'data_access'?: (_vigil_v1_DialogDataAccess__Output);
}
