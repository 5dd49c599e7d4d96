// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { EnumAgeGroup as _nuance_tts_v1_EnumAgeGroup, EnumAgeGroup__Output as _nuance_tts_v1_EnumAgeGroup__Output } from '../../../nuance/tts/v1/EnumAgeGroup';
import type { EnumGender as _nuance_tts_v1_EnumGender, EnumGender__Output as _nuance_tts_v1_EnumGender__Output } from '../../../nuance/tts/v1/EnumGender';

/**
 * A voice.
 */
export interface Voice {
  'name'?: (string);
  'model'?: (string);
  /**
   * Locale, e.g. en-US.
   */
  'language'?: (string);
  'age_group'?: (_nuance_tts_v1_EnumAgeGroup);
  'gender'?: (_nuance_tts_v1_EnumGender);
  'sample_rate_hz'?: (number);
  /**
   * Three-letter language code, e.g. enu.
   */
  'language_tlw'?: (string);
  'restricted'?: (boolean);
  'version'?: (string);
  'foreign_languages'?: (string)[];
}

/**
 * A voice.
 */
export interface Voice__Output {
  'name'?: (string);
  'model'?: (string);
  /**
   * Locale, e.g. en-US.
   */
  'language'?: (string);
  'age_group'?: (_nuance_tts_v1_EnumAgeGroup__Output);
  'gender'?: (_nuance_tts_v1_EnumGender__Output);
  'sample_rate_hz'?: (number);
  /**
   * Three-letter language code, e.g. enu.
   */
  'language_tlw'?: (string);
  'restricted'?: (boolean);
  'version'?: (string);
  'foreign_languages'?: (string)[];
}
