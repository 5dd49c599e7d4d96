// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Voice as _nuance_tts_v1_Voice, Voice__Output as _nuance_tts_v1_Voice__Output } from '../../../nuance/tts/v1/Voice';

/**
 * Which voices to list.
 */
export interface GetVoicesRequest {
  /**
   * Fields set here filter the list; an empty voice lists every voice.
   */
  'voice'?: (_nuance_tts_v1_Voice | null);
}

/**
 * Which voices to list.
 */
export interface GetVoicesRequest__Output {
  /**
   * Fields set here filter the list; an empty voice lists every voice.
   */
  'voice'?: (_nuance_tts_v1_Voice__Output);
}
