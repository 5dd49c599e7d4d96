// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * An engine instruction inside a tokenized sequence.
 */
export interface ControlCode {
  'key'?: (string);
  'value'?: (string);
}

/**
 * An engine instruction inside a tokenized sequence.
 */
export interface ControlCode__Output {
  'key'?: (string);
  'value'?: (string);
}
