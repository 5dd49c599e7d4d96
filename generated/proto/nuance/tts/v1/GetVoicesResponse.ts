// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Voice as _nuance_tts_v1_Voice, Voice__Output as _nuance_tts_v1_Voice__Output } from '../../../nuance/tts/v1/Voice';

/**
 * The voices found.
 */
export interface GetVoicesResponse {
  'voices'?: (_nuance_tts_v1_Voice)[];
}

/**
 * The voices found.
 */
export interface GetVoicesResponse__Output {
  'voices'?: (_nuance_tts_v1_Voice__Output)[];
}
