// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { PersonDetailsForCreate as _nuance_biosec_v1_entities_PersonDetailsForCreate, PersonDetailsForCreate__Output as _nuance_biosec_v1_entities_PersonDetailsForCreate__Output } from '../../../../nuance/biosec/v1/entities/PersonDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreatePerson.
 */
export interface CreatePersonRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * External ID of the new person, unique within the scope (mandatory).
   */
  'person_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_PersonDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of CreatePerson.
 */
export interface CreatePersonRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * External ID of the new person, unique within the scope (mandatory).
   */
  'person_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_PersonDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}
