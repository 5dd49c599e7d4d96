// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Gender as _nuance_biosec_v1_Gender, Gender__Output as _nuance_biosec_v1_Gender__Output } from '../../../../nuance/biosec/v1/Gender';

/**
 * Details that can be given when a fraudster is created. Every field is optional.
 */
export interface FraudsterDetailsForCreate {
  /**
   * Given name.
   */
  'first_name'?: (string);
  /**
   * Family name.
   */
  'last_name'?: (string);
  /**
   * Gender identity.
   */
  'gender_identity'?: (_nuance_biosec_v1_Gender);
  /**
   * Preferred language, as a language code.
   */
  'preferred_language'?: (string);
  /**
   * Phone numbers known for the fraudster.
   */
  'phone_numbers'?: (string)[];
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details that can be given when a fraudster is created. Every field is optional.
 */
export interface FraudsterDetailsForCreate__Output {
  /**
   * Given name.
   */
  'first_name'?: (string);
  /**
   * Family name.
   */
  'last_name'?: (string);
  /**
   * Gender identity.
   */
  'gender_identity'?: (_nuance_biosec_v1_Gender__Output);
  /**
   * Preferred language, as a language code.
   */
  'preferred_language'?: (string);
  /**
   * Phone numbers known for the fraudster.
   */
  'phone_numbers'?: (string)[];
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
