import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ALaw as _nuance_asr_v1_ALaw, ALaw__Output as _nuance_asr_v1_ALaw__Output } from './nuance/asr/v1/ALaw';
import type { AudioFormat as _nuance_asr_v1_AudioFormat, AudioFormat__Output as _nuance_asr_v1_AudioFormat__Output } from './nuance/asr/v1/AudioFormat';
import type { ControlMessage as _nuance_asr_v1_ControlMessage, ControlMessage__Output as _nuance_asr_v1_ControlMessage__Output } from './nuance/asr/v1/ControlMessage';
import type { DataPack as _nuance_asr_v1_DataPack, DataPack__Output as _nuance_asr_v1_DataPack__Output } from './nuance/asr/v1/DataPack';
import type { Dsp as _nuance_asr_v1_Dsp, Dsp__Output as _nuance_asr_v1_Dsp__Output } from './nuance/asr/v1/Dsp';
import type { Formatting as _nuance_asr_v1_Formatting, Formatting__Output as _nuance_asr_v1_Formatting__Output } from './nuance/asr/v1/Formatting';
import type { Hypothesis as _nuance_asr_v1_Hypothesis, Hypothesis__Output as _nuance_asr_v1_Hypothesis__Output } from './nuance/asr/v1/Hypothesis';
import type { Notification as _nuance_asr_v1_Notification, Notification__Output as _nuance_asr_v1_Notification__Output } from './nuance/asr/v1/Notification';
import type { OggOpus as _nuance_asr_v1_OggOpus, OggOpus__Output as _nuance_asr_v1_OggOpus__Output } from './nuance/asr/v1/OggOpus';
import type { Opus as _nuance_asr_v1_Opus, Opus__Output as _nuance_asr_v1_Opus__Output } from './nuance/asr/v1/Opus';
import type { PCM as _nuance_asr_v1_PCM, PCM__Output as _nuance_asr_v1_PCM__Output } from './nuance/asr/v1/PCM';
import type { RecognitionFlags as _nuance_asr_v1_RecognitionFlags, RecognitionFlags__Output as _nuance_asr_v1_RecognitionFlags__Output } from './nuance/asr/v1/RecognitionFlags';
import type { RecognitionInitMessage as _nuance_asr_v1_RecognitionInitMessage, RecognitionInitMessage__Output as _nuance_asr_v1_RecognitionInitMessage__Output } from './nuance/asr/v1/RecognitionInitMessage';
import type { RecognitionParameters as _nuance_asr_v1_RecognitionParameters, RecognitionParameters__Output as _nuance_asr_v1_RecognitionParameters__Output } from './nuance/asr/v1/RecognitionParameters';
import type { RecognitionRequest as _nuance_asr_v1_RecognitionRequest, RecognitionRequest__Output as _nuance_asr_v1_RecognitionRequest__Output } from './nuance/asr/v1/RecognitionRequest';
import type { RecognitionResource as _nuance_asr_v1_RecognitionResource, RecognitionResource__Output as _nuance_asr_v1_RecognitionResource__Output } from './nuance/asr/v1/RecognitionResource';
import type { RecognitionResponse as _nuance_asr_v1_RecognitionResponse, RecognitionResponse__Output as _nuance_asr_v1_RecognitionResponse__Output } from './nuance/asr/v1/RecognitionResponse';
import type { RecognizerClient as _nuance_asr_v1_RecognizerClient, RecognizerDefinition as _nuance_asr_v1_RecognizerDefinition } from './nuance/asr/v1/Recognizer';
import type { ResourceReference as _nuance_asr_v1_ResourceReference, ResourceReference__Output as _nuance_asr_v1_ResourceReference__Output } from './nuance/asr/v1/ResourceReference';
import type { Result as _nuance_asr_v1_Result, Result__Output as _nuance_asr_v1_Result__Output } from './nuance/asr/v1/Result';
import type { StartOfSpeech as _nuance_asr_v1_StartOfSpeech, StartOfSpeech__Output as _nuance_asr_v1_StartOfSpeech__Output } from './nuance/asr/v1/StartOfSpeech';
import type { StartTimersControlMessage as _nuance_asr_v1_StartTimersControlMessage, StartTimersControlMessage__Output as _nuance_asr_v1_StartTimersControlMessage__Output } from './nuance/asr/v1/StartTimersControlMessage';
import type { Status as _nuance_asr_v1_Status, Status__Output as _nuance_asr_v1_Status__Output } from './nuance/asr/v1/Status';
import type { ULaw as _nuance_asr_v1_ULaw, ULaw__Output as _nuance_asr_v1_ULaw__Output } from './nuance/asr/v1/ULaw';
import type { UtteranceInfo as _nuance_asr_v1_UtteranceInfo, UtteranceInfo__Output as _nuance_asr_v1_UtteranceInfo__Output } from './nuance/asr/v1/UtteranceInfo';
import type { WakeupWord as _nuance_asr_v1_WakeupWord, WakeupWord__Output as _nuance_asr_v1_WakeupWord__Output } from './nuance/asr/v1/WakeupWord';
import type { Word as _nuance_asr_v1_Word, Word__Output as _nuance_asr_v1_Word__Output } from './nuance/asr/v1/Word';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    asr: {
      v1: {
        ALaw: MessageTypeDefinition<_nuance_asr_v1_ALaw, _nuance_asr_v1_ALaw__Output>
        AudioFormat: MessageTypeDefinition<_nuance_asr_v1_AudioFormat, _nuance_asr_v1_AudioFormat__Output>
        ControlMessage: MessageTypeDefinition<_nuance_asr_v1_ControlMessage, _nuance_asr_v1_ControlMessage__Output>
        DataPack: MessageTypeDefinition<_nuance_asr_v1_DataPack, _nuance_asr_v1_DataPack__Output>
        Dsp: MessageTypeDefinition<_nuance_asr_v1_Dsp, _nuance_asr_v1_Dsp__Output>
        EnumResourceReuse: EnumTypeDefinition
        EnumResourceType: EnumTypeDefinition
        EnumResultType: EnumTypeDefinition
        EnumSeverityType: EnumTypeDefinition
        EnumUtteranceDetectionMode: EnumTypeDefinition
        EnumWeight: EnumTypeDefinition
        Formatting: MessageTypeDefinition<_nuance_asr_v1_Formatting, _nuance_asr_v1_Formatting__Output>
        Hypothesis: MessageTypeDefinition<_nuance_asr_v1_Hypothesis, _nuance_asr_v1_Hypothesis__Output>
        Notification: MessageTypeDefinition<_nuance_asr_v1_Notification, _nuance_asr_v1_Notification__Output>
        OggOpus: MessageTypeDefinition<_nuance_asr_v1_OggOpus, _nuance_asr_v1_OggOpus__Output>
        Opus: MessageTypeDefinition<_nuance_asr_v1_Opus, _nuance_asr_v1_Opus__Output>
        PCM: MessageTypeDefinition<_nuance_asr_v1_PCM, _nuance_asr_v1_PCM__Output>
        RecognitionFlags: MessageTypeDefinition<_nuance_asr_v1_RecognitionFlags, _nuance_asr_v1_RecognitionFlags__Output>
        RecognitionInitMessage: MessageTypeDefinition<_nuance_asr_v1_RecognitionInitMessage, _nuance_asr_v1_RecognitionInitMessage__Output>
        RecognitionParameters: MessageTypeDefinition<_nuance_asr_v1_RecognitionParameters, _nuance_asr_v1_RecognitionParameters__Output>
        RecognitionRequest: MessageTypeDefinition<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionRequest__Output>
        RecognitionResource: MessageTypeDefinition<_nuance_asr_v1_RecognitionResource, _nuance_asr_v1_RecognitionResource__Output>
        RecognitionResponse: MessageTypeDefinition<_nuance_asr_v1_RecognitionResponse, _nuance_asr_v1_RecognitionResponse__Output>
        /**
         * Converts a stream of audio into text in real time.
         */
        Recognizer: SubtypeConstructor<typeof grpc.Client, _nuance_asr_v1_RecognizerClient> & { service: _nuance_asr_v1_RecognizerDefinition }
        ResourceReference: MessageTypeDefinition<_nuance_asr_v1_ResourceReference, _nuance_asr_v1_ResourceReference__Output>
        Result: MessageTypeDefinition<_nuance_asr_v1_Result, _nuance_asr_v1_Result__Output>
        StartOfSpeech: MessageTypeDefinition<_nuance_asr_v1_StartOfSpeech, _nuance_asr_v1_StartOfSpeech__Output>
        StartTimersControlMessage: MessageTypeDefinition<_nuance_asr_v1_StartTimersControlMessage, _nuance_asr_v1_StartTimersControlMessage__Output>
        Status: MessageTypeDefinition<_nuance_asr_v1_Status, _nuance_asr_v1_Status__Output>
        ULaw: MessageTypeDefinition<_nuance_asr_v1_ULaw, _nuance_asr_v1_ULaw__Output>
        UtteranceInfo: MessageTypeDefinition<_nuance_asr_v1_UtteranceInfo, _nuance_asr_v1_UtteranceInfo__Output>
        WakeupWord: MessageTypeDefinition<_nuance_asr_v1_WakeupWord, _nuance_asr_v1_WakeupWord__Output>
        Word: MessageTypeDefinition<_nuance_asr_v1_Word, _nuance_asr_v1_Word__Output>
      }
    }
    rpc: {
      DiagnosticDetail: MessageTypeDefinition<_nuance_rpc_DiagnosticDetail, _nuance_rpc_DiagnosticDetail__Output>
      FieldViolation: MessageTypeDefinition<_nuance_rpc_FieldViolation, _nuance_rpc_FieldViolation__Output>
      HelpInfo: MessageTypeDefinition<_nuance_rpc_HelpInfo, _nuance_rpc_HelpInfo__Output>
      LocalizedMessage: MessageTypeDefinition<_nuance_rpc_LocalizedMessage, _nuance_rpc_LocalizedMessage__Output>
      RequestInfo: MessageTypeDefinition<_nuance_rpc_RequestInfo, _nuance_rpc_RequestInfo__Output>
      RetryInfo: MessageTypeDefinition<_nuance_rpc_RetryInfo, _nuance_rpc_RetryInfo__Output>
      StatusDetail: MessageTypeDefinition<_nuance_rpc_StatusDetail, _nuance_rpc_StatusDetail__Output>
    }
  }
}

