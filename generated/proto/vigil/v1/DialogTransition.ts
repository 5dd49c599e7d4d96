// Original file: protos/vigil/v1/browse.proto


/**
 * A way out of a node.
 */
export interface DialogTransition {
  /**
   * The node it goes to (empty for a return, an end or a thrown event).
   */
  'to_node_id'?: (string);
  /**
   * The component it calls (component nodes); empty otherwise.
   */
  'to_component_id'?: (string);
  /**
   * What the way is: a condition's or outcome's label ("success", "failure", an intent, an
   * entity value, "return", "throw <event>").
   */
  'label'?: (string);
}

/**
 * A way out of a node.
 */
export interface DialogTransition__Output {
  /**
   * The node it goes to (empty for a return, an end or a thrown event).
   */
  'to_node_id'?: (string);
  /**
   * The component it calls (component nodes); empty otherwise.
   */
  'to_component_id'?: (string);
  /**
   * What the way is: a condition's or outcome's label ("success", "failure", an intent, an
   * entity value, "return", "throw <event>").
   */
  'label'?: (string);
}
