// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Gender as _nuance_biosec_v1_Gender, Gender__Output as _nuance_biosec_v1_Gender__Output } from '../../../../nuance/biosec/v1/Gender';

/**
 * Changeable fields of a person; the request's field_mask chooses which ones apply.
 */
export interface PersonDetailsForUpdate {
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
   * Phone numbers known for the person.
   */
  'phone_numbers'?: (string)[];
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Changeable fields of a person; the request's field_mask chooses which ones apply.
 */
export interface PersonDetailsForUpdate__Output {
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
   * Phone numbers known for the person.
   */
  'phone_numbers'?: (string)[];
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
