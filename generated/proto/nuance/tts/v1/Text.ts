// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * Plain text, inline or fetched.
 */
export interface Text {
  'text'?: (string);
  'uri'?: (string);
  'text_data'?: "text"|"uri";
}

/**
 * Plain text, inline or fetched.
 */
export interface Text__Output {
  'text'?: (string);
  'uri'?: (string);
  'text_data'?: "text"|"uri";
}
