import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ALaw as _nuance_tts_v1_ALaw, ALaw__Output as _nuance_tts_v1_ALaw__Output } from './nuance/tts/v1/ALaw';
import type { AudioFormat as _nuance_tts_v1_AudioFormat, AudioFormat__Output as _nuance_tts_v1_AudioFormat__Output } from './nuance/tts/v1/AudioFormat';
import type { AudioParameters as _nuance_tts_v1_AudioParameters, AudioParameters__Output as _nuance_tts_v1_AudioParameters__Output } from './nuance/tts/v1/AudioParameters';
import type { ControlCode as _nuance_tts_v1_ControlCode, ControlCode__Output as _nuance_tts_v1_ControlCode__Output } from './nuance/tts/v1/ControlCode';
import type { DownloadParameters as _nuance_tts_v1_DownloadParameters, DownloadParameters__Output as _nuance_tts_v1_DownloadParameters__Output } from './nuance/tts/v1/DownloadParameters';
import type { Event as _nuance_tts_v1_Event, Event__Output as _nuance_tts_v1_Event__Output } from './nuance/tts/v1/Event';
import type { EventParameters as _nuance_tts_v1_EventParameters, EventParameters__Output as _nuance_tts_v1_EventParameters__Output } from './nuance/tts/v1/EventParameters';
import type { Events as _nuance_tts_v1_Events, Events__Output as _nuance_tts_v1_Events__Output } from './nuance/tts/v1/Events';
import type { GetVoicesRequest as _nuance_tts_v1_GetVoicesRequest, GetVoicesRequest__Output as _nuance_tts_v1_GetVoicesRequest__Output } from './nuance/tts/v1/GetVoicesRequest';
import type { GetVoicesResponse as _nuance_tts_v1_GetVoicesResponse, GetVoicesResponse__Output as _nuance_tts_v1_GetVoicesResponse__Output } from './nuance/tts/v1/GetVoicesResponse';
import type { Input as _nuance_tts_v1_Input, Input__Output as _nuance_tts_v1_Input__Output } from './nuance/tts/v1/Input';
import type { LanguageIdentificationParameters as _nuance_tts_v1_LanguageIdentificationParameters, LanguageIdentificationParameters__Output as _nuance_tts_v1_LanguageIdentificationParameters__Output } from './nuance/tts/v1/LanguageIdentificationParameters';
import type { OggOpus as _nuance_tts_v1_OggOpus, OggOpus__Output as _nuance_tts_v1_OggOpus__Output } from './nuance/tts/v1/OggOpus';
import type { Opus as _nuance_tts_v1_Opus, Opus__Output as _nuance_tts_v1_Opus__Output } from './nuance/tts/v1/Opus';
import type { PCM as _nuance_tts_v1_PCM, PCM__Output as _nuance_tts_v1_PCM__Output } from './nuance/tts/v1/PCM';
import type { SSML as _nuance_tts_v1_SSML, SSML__Output as _nuance_tts_v1_SSML__Output } from './nuance/tts/v1/SSML';
import type { Status as _nuance_tts_v1_Status, Status__Output as _nuance_tts_v1_Status__Output } from './nuance/tts/v1/Status';
import type { SynthesisRequest as _nuance_tts_v1_SynthesisRequest, SynthesisRequest__Output as _nuance_tts_v1_SynthesisRequest__Output } from './nuance/tts/v1/SynthesisRequest';
import type { SynthesisResource as _nuance_tts_v1_SynthesisResource, SynthesisResource__Output as _nuance_tts_v1_SynthesisResource__Output } from './nuance/tts/v1/SynthesisResource';
import type { SynthesisResponse as _nuance_tts_v1_SynthesisResponse, SynthesisResponse__Output as _nuance_tts_v1_SynthesisResponse__Output } from './nuance/tts/v1/SynthesisResponse';
import type { SynthesizerClient as _nuance_tts_v1_SynthesizerClient, SynthesizerDefinition as _nuance_tts_v1_SynthesizerDefinition } from './nuance/tts/v1/Synthesizer';
import type { Text as _nuance_tts_v1_Text, Text__Output as _nuance_tts_v1_Text__Output } from './nuance/tts/v1/Text';
import type { Token as _nuance_tts_v1_Token, Token__Output as _nuance_tts_v1_Token__Output } from './nuance/tts/v1/Token';
import type { TokenizedSequence as _nuance_tts_v1_TokenizedSequence, TokenizedSequence__Output as _nuance_tts_v1_TokenizedSequence__Output } from './nuance/tts/v1/TokenizedSequence';
import type { ULaw as _nuance_tts_v1_ULaw, ULaw__Output as _nuance_tts_v1_ULaw__Output } from './nuance/tts/v1/ULaw';
import type { UnarySynthesisResponse as _nuance_tts_v1_UnarySynthesisResponse, UnarySynthesisResponse__Output as _nuance_tts_v1_UnarySynthesisResponse__Output } from './nuance/tts/v1/UnarySynthesisResponse';
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
        ControlCode: MessageTypeDefinition<_nuance_tts_v1_ControlCode, _nuance_tts_v1_ControlCode__Output>
        DownloadParameters: MessageTypeDefinition<_nuance_tts_v1_DownloadParameters, _nuance_tts_v1_DownloadParameters__Output>
        EnumAgeGroup: EnumTypeDefinition
        EnumGender: EnumTypeDefinition
        EnumResourceType: EnumTypeDefinition
        EnumSSMLValidationMode: EnumTypeDefinition
        EnumVariableBitrate: EnumTypeDefinition
        Event: MessageTypeDefinition<_nuance_tts_v1_Event, _nuance_tts_v1_Event__Output>
        EventParameters: MessageTypeDefinition<_nuance_tts_v1_EventParameters, _nuance_tts_v1_EventParameters__Output>
        Events: MessageTypeDefinition<_nuance_tts_v1_Events, _nuance_tts_v1_Events__Output>
        GetVoicesRequest: MessageTypeDefinition<_nuance_tts_v1_GetVoicesRequest, _nuance_tts_v1_GetVoicesRequest__Output>
        GetVoicesResponse: MessageTypeDefinition<_nuance_tts_v1_GetVoicesResponse, _nuance_tts_v1_GetVoicesResponse__Output>
        Input: MessageTypeDefinition<_nuance_tts_v1_Input, _nuance_tts_v1_Input__Output>
        LanguageIdentificationParameters: MessageTypeDefinition<_nuance_tts_v1_LanguageIdentificationParameters, _nuance_tts_v1_LanguageIdentificationParameters__Output>
        OggOpus: MessageTypeDefinition<_nuance_tts_v1_OggOpus, _nuance_tts_v1_OggOpus__Output>
        Opus: MessageTypeDefinition<_nuance_tts_v1_Opus, _nuance_tts_v1_Opus__Output>
        PCM: MessageTypeDefinition<_nuance_tts_v1_PCM, _nuance_tts_v1_PCM__Output>
        SSML: MessageTypeDefinition<_nuance_tts_v1_SSML, _nuance_tts_v1_SSML__Output>
        Status: MessageTypeDefinition<_nuance_tts_v1_Status, _nuance_tts_v1_Status__Output>
        SynthesisRequest: MessageTypeDefinition<_nuance_tts_v1_SynthesisRequest, _nuance_tts_v1_SynthesisRequest__Output>
        SynthesisResource: MessageTypeDefinition<_nuance_tts_v1_SynthesisResource, _nuance_tts_v1_SynthesisResource__Output>
        SynthesisResponse: MessageTypeDefinition<_nuance_tts_v1_SynthesisResponse, _nuance_tts_v1_SynthesisResponse__Output>
        /**
         * Turns text into speech.
         */
        Synthesizer: SubtypeConstructor<typeof grpc.Client, _nuance_tts_v1_SynthesizerClient> & { service: _nuance_tts_v1_SynthesizerDefinition }
        Text: MessageTypeDefinition<_nuance_tts_v1_Text, _nuance_tts_v1_Text__Output>
        Token: MessageTypeDefinition<_nuance_tts_v1_Token, _nuance_tts_v1_Token__Output>
        TokenizedSequence: MessageTypeDefinition<_nuance_tts_v1_TokenizedSequence, _nuance_tts_v1_TokenizedSequence__Output>
        ULaw: MessageTypeDefinition<_nuance_tts_v1_ULaw, _nuance_tts_v1_ULaw__Output>
        UnarySynthesisResponse: MessageTypeDefinition<_nuance_tts_v1_UnarySynthesisResponse, _nuance_tts_v1_UnarySynthesisResponse__Output>
        Voice: MessageTypeDefinition<_nuance_tts_v1_Voice, _nuance_tts_v1_Voice__Output>
      }
    }
  }
}

