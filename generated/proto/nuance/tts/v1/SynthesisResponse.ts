// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Status as _nuance_tts_v1_Status, Status__Output as _nuance_tts_v1_Status__Output } from '../../../nuance/tts/v1/Status';
import type { Events as _nuance_tts_v1_Events, Events__Output as _nuance_tts_v1_Events__Output } from '../../../nuance/tts/v1/Events';

/**
 * One message of a streamed synthesis: audio, events or the final status.
 */
export interface SynthesisResponse {
  'status'?: (_nuance_tts_v1_Status | null);
  'events'?: (_nuance_tts_v1_Events | null);
  'audio'?: (Buffer | Uint8Array | string);
  'response'?: "status"|"events"|"audio";
}

/**
 * One message of a streamed synthesis: audio, events or the final status.
 */
export interface SynthesisResponse__Output {
  'status'?: (_nuance_tts_v1_Status__Output);
  'events'?: (_nuance_tts_v1_Events__Output);
  'audio'?: (Buffer);
  'response'?: "status"|"events"|"audio";
}
