// Original file: protos/vigil/v1/browse.proto

import type { ConsentStatus as _nuance_biosec_v1_entities_ConsentStatus, ConsentStatus__Output as _nuance_biosec_v1_entities_ConsentStatus__Output } from '../../nuance/biosec/v1/entities/ConsentStatus';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';

/**
 * One consent change of a person.
 */
export interface PersonConsentEvent {
  /**
   * The status the change set.
   */
  'status'?: (_nuance_biosec_v1_entities_ConsentStatus);
  /**
   * Who recorded it: the agent of the session in context, else the calling client.
   */
  'agent_id'?: (string);
  /**
   * The reason given, if any.
   */
  'reason'?: (string);
  /**
   * Voiceprint profiles an opt-out removed.
   */
  'prints_deleted'?: (number);
  /**
   * When it was recorded.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
}

/**
 * One consent change of a person.
 */
export interface PersonConsentEvent__Output {
  /**
   * The status the change set.
   */
  'status'?: (_nuance_biosec_v1_entities_ConsentStatus__Output);
  /**
   * Who recorded it: the agent of the session in context, else the calling client.
   */
  'agent_id'?: (string);
  /**
   * The reason given, if any.
   */
  'reason'?: (string);
  /**
   * Voiceprint profiles an opt-out removed.
   */
  'prints_deleted'?: (number);
  /**
   * When it was recorded.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
}
