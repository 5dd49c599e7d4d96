// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


/**
 * When latency messages are played.
 */
export interface MessageSettings {
  'delay'?: (string);
  'minimum'?: (string);
}

/**
 * When latency messages are played.
 */
export interface MessageSettings__Output {
  'delay'?: (string);
  'minimum'?: (string);
}
