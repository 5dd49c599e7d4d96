import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ALaw as _nuance_tts_v1_ALaw, ALaw__Output as _nuance_tts_v1_ALaw__Output } from './nuance/tts/v1/ALaw';
import type { AudioFormat as _nuance_tts_v1_AudioFormat, AudioFormat__Output as _nuance_tts_v1_AudioFormat__Output } from './nuance/tts/v1/AudioFormat';
import type { AudioParameters as _nuance_tts_v1_AudioParameters, AudioParameters__Output as _nuance_tts_v1_AudioParameters__Output } from './nuance/tts/v1/AudioParameters';
import type { Event as _nuance_tts_v1_Event, Event__Output as _nuance_tts_v1_Event__Output } from './nuance/tts/v1/Event';
import type { Events as _nuance_tts_v1_Events, Events__Output as _nuance_tts_v1_Events__Output } from './nuance/tts/v1/Events';
import type { OggOpus as _nuance_tts_v1_OggOpus, OggOpus__Output as _nuance_tts_v1_OggOpus__Output } from './nuance/tts/v1/OggOpus';
import type { Opus as _nuance_tts_v1_Opus, Opus__Output as _nuance_tts_v1_Opus__Output } from './nuance/tts/v1/Opus';
import type { PCM as _nuance_tts_v1_PCM, PCM__Output as _nuance_tts_v1_PCM__Output } from './nuance/tts/v1/PCM';
import type { Status as _nuance_tts_v1_Status, Status__Output as _nuance_tts_v1_Status__Output } from './nuance/tts/v1/Status';
import type { SynthesisResponse as _nuance_tts_v1_SynthesisResponse, SynthesisResponse__Output as _nuance_tts_v1_SynthesisResponse__Output } from './nuance/tts/v1/SynthesisResponse';
import type { ULaw as _nuance_tts_v1_ULaw, ULaw__Output as _nuance_tts_v1_ULaw__Output } from './nuance/tts/v1/ULaw';
import type { Voice as _nuance_tts_v1_Voice, Voice__Output as _nuance_tts_v1_Voice__Output } from './nuance/tts/v1/Voice';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    tts: {
      v1: {
        ALaw: MessageTypeDefinition<_nuance_tts_v1_ALaw, _nuance_tts_v1_ALaw__Output>
        AudioFormat: MessageTypeDefinition<_nuance_tts_v1_AudioFormat, _nuance_tts_v1_AudioFormat__Output>
        AudioParameters: MessageTypeDefinition<_nuance_tts_v1_AudioParameters, _nuance_tts_v1_AudioParameters__Output>
        EnumAgeGroup: EnumTypeDefinition
        EnumGender: EnumTypeDefinition
        EnumVariableBitrate: EnumTypeDefinition
        Event: MessageTypeDefinition<_nuance_tts_v1_Event, _nuance_tts_v1_Event__Output>
        Events: MessageTypeDefinition<_nuance_tts_v1_Events, _nuance_tts_v1_Events__Output>
        OggOpus: MessageTypeDefinition<_nuance_tts_v1_OggOpus, _nuance_tts_v1_OggOpus__Output>
        Opus: MessageTypeDefinition<_nuance_tts_v1_Opus, _nuance_tts_v1_Opus__Output>
        PCM: MessageTypeDefinition<_nuance_tts_v1_PCM, _nuance_tts_v1_PCM__Output>
        Status: MessageTypeDefinition<_nuance_tts_v1_Status, _nuance_tts_v1_Status__Output>
        SynthesisResponse: MessageTypeDefinition<_nuance_tts_v1_SynthesisResponse, _nuance_tts_v1_SynthesisResponse__Output>
        ULaw: MessageTypeDefinition<_nuance_tts_v1_ULaw, _nuance_tts_v1_ULaw__Output>
        Voice: MessageTypeDefinition<_nuance_tts_v1_Voice, _nuance_tts_v1_Voice__Output>
      }
    }
  }
}

