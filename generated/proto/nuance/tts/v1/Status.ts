// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * How the synthesis ended: 200 on success.
 */
export interface Status {
  'code'?: (number);
  'message'?: (string);
  'details'?: (string);
}

/**
 * How the synthesis ended: 200 on success.
 */
export interface Status__Output {
  'code'?: (number);
  'message'?: (string);
  'details'?: (string);
}
