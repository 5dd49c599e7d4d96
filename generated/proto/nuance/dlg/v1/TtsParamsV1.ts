// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { AudioParameters as _nuance_tts_v1_AudioParameters, AudioParameters__Output as _nuance_tts_v1_AudioParameters__Output } from '../../../nuance/tts/v1/AudioParameters';
import type { Voice as _nuance_tts_v1_Voice, Voice__Output as _nuance_tts_v1_Voice__Output } from '../../../nuance/tts/v1/Voice';

/**
 * Synthesis parameters of a streamed turn.
 */
export interface TtsParamsV1 {
  'audio_params'?: (_nuance_tts_v1_AudioParameters | null);
  'voice'?: (_nuance_tts_v1_Voice | null);
}

/**
 * Synthesis parameters of a streamed turn.
 */
export interface TtsParamsV1__Output {
  'audio_params'?: (_nuance_tts_v1_AudioParameters__Output);
  'voice'?: (_nuance_tts_v1_Voice__Output);
}
