// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { ConsentStatus as _nuance_biosec_v1_entities_ConsentStatus, ConsentStatus__Output as _nuance_biosec_v1_entities_ConsentStatus__Output } from '../../../../nuance/biosec/v1/entities/ConsentStatus';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * A person's consent to voice biometrics, as last recorded by OptPersonIn or OptPersonOut.
 */
export interface ConsentInfo {
  /**
   * Agent who recorded the last consent change.
   */
  'agent_id'?: (string);
  /**
   * Current consent state.
   */
  'status'?: (_nuance_biosec_v1_entities_ConsentStatus);
  /**
   * Reason given with the last opt-out.
   */
  'reason'?: (string);
  /**
   * When the consent state last changed.
   */
  'timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the person last opted in.
   */
  'opt_in_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A person's consent to voice biometrics, as last recorded by OptPersonIn or OptPersonOut.
 */
export interface ConsentInfo__Output {
  /**
   * Agent who recorded the last consent change.
   */
  'agent_id'?: (string);
  /**
   * Current consent state.
   */
  'status'?: (_nuance_biosec_v1_entities_ConsentStatus__Output);
  /**
   * Reason given with the last opt-out.
   */
  'reason'?: (string);
  /**
   * When the consent state last changed.
   */
  'timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the person last opted in.
   */
  'opt_in_time'?: (_google_protobuf_Timestamp__Output);
}
