// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Event as _nuance_tts_v1_Event, Event__Output as _nuance_tts_v1_Event__Output } from '../../../nuance/tts/v1/Event';

export interface Events {
  'events'?: (_nuance_tts_v1_Event)[];
}

export interface Events__Output {
  'events'?: (_nuance_tts_v1_Event__Output)[];
}
