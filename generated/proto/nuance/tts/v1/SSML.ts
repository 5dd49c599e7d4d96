// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { EnumSSMLValidationMode as _nuance_tts_v1_EnumSSMLValidationMode, EnumSSMLValidationMode__Output as _nuance_tts_v1_EnumSSMLValidationMode__Output } from '../../../nuance/tts/v1/EnumSSMLValidationMode';

/**
 * SSML, inline or fetched.
 */
export interface SSML {
  'text'?: (string);
  'uri'?: (string);
  /**
   * How strictly the markup is checked.
   */
  'ssml_validation_mode'?: (_nuance_tts_v1_EnumSSMLValidationMode);
  'ssml_data'?: "text"|"uri";
}

/**
 * SSML, inline or fetched.
 */
export interface SSML__Output {
  'text'?: (string);
  'uri'?: (string);
  /**
   * How strictly the markup is checked.
   */
  'ssml_validation_mode'?: (_nuance_tts_v1_EnumSSMLValidationMode__Output);
  'ssml_data'?: "text"|"uri";
}
