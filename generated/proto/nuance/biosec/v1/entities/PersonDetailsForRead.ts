// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { Gender as _nuance_biosec_v1_Gender, Gender__Output as _nuance_biosec_v1_Gender__Output } from '../../../../nuance/biosec/v1/Gender';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { ConsentInfo as _nuance_biosec_v1_entities_ConsentInfo, ConsentInfo__Output as _nuance_biosec_v1_entities_ConsentInfo__Output } from '../../../../nuance/biosec/v1/entities/ConsentInfo';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * A stored person, as GetPersonDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface PersonDetailsForRead {
  /**
   * Gatekeeper ID of the person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External ID, unique within the scope.
   */
  'person_id'?: (string);
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
   * Average voice class score (0 to 100) over the person's processed audio.
   */
  'voice_class_score_avg'?: (_google_protobuf_FloatValue | null);
  /**
   * Preferred language, as a language code.
   */
  'preferred_language'?: (string);
  /**
   * Phone numbers known for the person.
   */
  'phone_numbers'?: (string)[];
  /**
   * Consent to voice biometrics: opted in or out, when and why.
   */
  'consent_info'?: (_nuance_biosec_v1_entities_ConsentInfo | null);
  /**
   * When the person was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the person was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * A stored person, as GetPersonDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface PersonDetailsForRead__Output {
  /**
   * Gatekeeper ID of the person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External ID, unique within the scope.
   */
  'person_id'?: (string);
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
   * Average voice class score (0 to 100) over the person's processed audio.
   */
  'voice_class_score_avg'?: (_google_protobuf_FloatValue__Output);
  /**
   * Preferred language, as a language code.
   */
  'preferred_language'?: (string);
  /**
   * Phone numbers known for the person.
   */
  'phone_numbers'?: (string)[];
  /**
   * Consent to voice biometrics: opted in or out, when and why.
   */
  'consent_info'?: (_nuance_biosec_v1_entities_ConsentInfo__Output);
  /**
   * When the person was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the person was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
