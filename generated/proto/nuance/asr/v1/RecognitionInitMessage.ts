// Original file: protos/nuance/asr/v1/recognizer.proto

import type { RecognitionParameters as _nuance_asr_v1_RecognitionParameters, RecognitionParameters__Output as _nuance_asr_v1_RecognitionParameters__Output } from '../../../nuance/asr/v1/RecognitionParameters';
import type { RecognitionResource as _nuance_asr_v1_RecognitionResource, RecognitionResource__Output as _nuance_asr_v1_RecognitionResource__Output } from '../../../nuance/asr/v1/RecognitionResource';

/**
 * Starts a recognition: what to recognize and with which resources.
 */
export interface RecognitionInitMessage {
  /**
   * Recognition parameters (required).
   */
  'parameters'?: (_nuance_asr_v1_RecognitionParameters | null);
  /**
   * Domain language models, wordsets, grammars and other resources to load for this
   * recognition (optional). References may point only to resources of the caller's project.
   */
  'resources'?: (_nuance_asr_v1_RecognitionResource)[];
  /**
   * Client key/value data, copied into the event logs of the call (optional).
   */
  'client_data'?: ({[key: string]: string});
  /**
   * Identifies the end user, for speaker adaptation and logging (optional).
   */
  'user_id'?: (string);
}

/**
 * Starts a recognition: what to recognize and with which resources.
 */
export interface RecognitionInitMessage__Output {
  /**
   * Recognition parameters (required).
   */
  'parameters'?: (_nuance_asr_v1_RecognitionParameters__Output);
  /**
   * Domain language models, wordsets, grammars and other resources to load for this
   * recognition (optional). References may point only to resources of the caller's project.
   */
  'resources'?: (_nuance_asr_v1_RecognitionResource__Output)[];
  /**
   * Client key/value data, copied into the event logs of the call (optional).
   */
  'client_data'?: ({[key: string]: string});
  /**
   * Identifies the end user, for speaker adaptation and logging (optional).
   */
  'user_id'?: (string);
}
