// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


/**
 * The node's view as the project names it.
 */
export interface View {
  'id'?: (string);
  'name'?: (string);
}

/**
 * The node's view as the project names it.
 */
export interface View__Output {
  'id'?: (string);
  'name'?: (string);
}
