// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { EnumAgeGroup as _nuance_tts_v1_EnumAgeGroup, EnumAgeGroup__Output as _nuance_tts_v1_EnumAgeGroup__Output } from '../../../nuance/tts/v1/EnumAgeGroup';
import type { EnumGender as _nuance_tts_v1_EnumGender, EnumGender__Output as _nuance_tts_v1_EnumGender__Output } from '../../../nuance/tts/v1/EnumGender';

/**
 * A voice: in a request, the one to use (name and model); in a listing, what it is.
 */
export interface Voice {
  /**
   * The voice's name, e.g. "slt".
   */
  'name'?: (string);
  /**
   * The voice model, e.g. its quality tier.
   */
  'model'?: (string);
  /**
   * Language as a BCP 47 tag, e.g. "en-US".
   */
  'language'?: (string);
  'age_group'?: (_nuance_tts_v1_EnumAgeGroup);
  'gender'?: (_nuance_tts_v1_EnumGender);
  /**
   * The rate the voice speaks at natively.
   */
  'sample_rate_hz'?: (number);
  /**
   * Language as a three-letter code, e.g. "enu".
   */
  'language_tlw'?: (string);
  /**
   * A voice that must be requested by name, not matched by language alone.
   */
  'restricted'?: (boolean);
  'version'?: (string);
  /**
   * Other languages the voice can also speak.
   */
  'foreign_languages'?: (string)[];
}

/**
 * A voice: in a request, the one to use (name and model); in a listing, what it is.
 */
export interface Voice__Output {
  /**
   * The voice's name, e.g. "slt".
   */
  'name'?: (string);
  /**
   * The voice model, e.g. its quality tier.
   */
  'model'?: (string);
  /**
   * Language as a BCP 47 tag, e.g. "en-US".
   */
  'language'?: (string);
  'age_group'?: (_nuance_tts_v1_EnumAgeGroup__Output);
  'gender'?: (_nuance_tts_v1_EnumGender__Output);
  /**
   * The rate the voice speaks at natively.
   */
  'sample_rate_hz'?: (number);
  /**
   * Language as a three-letter code, e.g. "enu".
   */
  'language_tlw'?: (string);
  /**
   * A voice that must be requested by name, not matched by language alone.
   */
  'restricted'?: (boolean);
  'version'?: (string);
  /**
   * Other languages the voice can also speak.
   */
  'foreign_languages'?: (string)[];
}
