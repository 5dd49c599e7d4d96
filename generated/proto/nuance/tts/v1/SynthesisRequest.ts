// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Voice as _nuance_tts_v1_Voice, Voice__Output as _nuance_tts_v1_Voice__Output } from '../../../nuance/tts/v1/Voice';
import type { AudioParameters as _nuance_tts_v1_AudioParameters, AudioParameters__Output as _nuance_tts_v1_AudioParameters__Output } from '../../../nuance/tts/v1/AudioParameters';
import type { Input as _nuance_tts_v1_Input, Input__Output as _nuance_tts_v1_Input__Output } from '../../../nuance/tts/v1/Input';
import type { EventParameters as _nuance_tts_v1_EventParameters, EventParameters__Output as _nuance_tts_v1_EventParameters__Output } from '../../../nuance/tts/v1/EventParameters';

/**
 * One synthesis.
 */
export interface SynthesisRequest {
  /**
   * The voice to speak with.
   */
  'voice'?: (_nuance_tts_v1_Voice | null);
  /**
   * The audio wanted back.
   */
  'audio_params'?: (_nuance_tts_v1_AudioParameters | null);
  /**
   * What to say.
   */
  'input'?: (_nuance_tts_v1_Input | null);
  /**
   * Which events to report besides the audio.
   */
  'event_params'?: (_nuance_tts_v1_EventParameters | null);
  /**
   * The client's own key/value pairs, copied into the call's log record.
   */
  'client_data'?: ({[key: string]: string});
  /**
   * An identifier of the end user, kept in the log record only as a hash.
   */
  'user_id'?: (string);
}

/**
 * One synthesis.
 */
export interface SynthesisRequest__Output {
  /**
   * The voice to speak with.
   */
  'voice'?: (_nuance_tts_v1_Voice__Output);
  /**
   * The audio wanted back.
   */
  'audio_params'?: (_nuance_tts_v1_AudioParameters__Output);
  /**
   * What to say.
   */
  'input'?: (_nuance_tts_v1_Input__Output);
  /**
   * Which events to report besides the audio.
   */
  'event_params'?: (_nuance_tts_v1_EventParameters__Output);
  /**
   * The client's own key/value pairs, copied into the call's log record.
   */
  'client_data'?: ({[key: string]: string});
  /**
   * An identifier of the end user, kept in the log record only as a hash.
   */
  'user_id'?: (string);
}
