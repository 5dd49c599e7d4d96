import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
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
import type { AsrParamsV1 as _nuance_dlg_v1_AsrParamsV1, AsrParamsV1__Output as _nuance_dlg_v1_AsrParamsV1__Output } from './nuance/dlg/v1/AsrParamsV1';
import type { ExecuteRequest as _nuance_dlg_v1_ExecuteRequest, ExecuteRequest__Output as _nuance_dlg_v1_ExecuteRequest__Output } from './nuance/dlg/v1/ExecuteRequest';
import type { ExecuteResponse as _nuance_dlg_v1_ExecuteResponse, ExecuteResponse__Output as _nuance_dlg_v1_ExecuteResponse__Output } from './nuance/dlg/v1/ExecuteResponse';
import type { StartRequest as _nuance_dlg_v1_StartRequest, StartRequest__Output as _nuance_dlg_v1_StartRequest__Output } from './nuance/dlg/v1/StartRequest';
import type { StartResponse as _nuance_dlg_v1_StartResponse, StartResponse__Output as _nuance_dlg_v1_StartResponse__Output } from './nuance/dlg/v1/StartResponse';
import type { StatusRequest as _nuance_dlg_v1_StatusRequest, StatusRequest__Output as _nuance_dlg_v1_StatusRequest__Output } from './nuance/dlg/v1/StatusRequest';
import type { StatusResponse as _nuance_dlg_v1_StatusResponse, StatusResponse__Output as _nuance_dlg_v1_StatusResponse__Output } from './nuance/dlg/v1/StatusResponse';
import type { StopRequest as _nuance_dlg_v1_StopRequest, StopRequest__Output as _nuance_dlg_v1_StopRequest__Output } from './nuance/dlg/v1/StopRequest';
import type { StopResponse as _nuance_dlg_v1_StopResponse, StopResponse__Output as _nuance_dlg_v1_StopResponse__Output } from './nuance/dlg/v1/StopResponse';
import type { StreamInput as _nuance_dlg_v1_StreamInput, StreamInput__Output as _nuance_dlg_v1_StreamInput__Output } from './nuance/dlg/v1/StreamInput';
import type { StreamOutput as _nuance_dlg_v1_StreamOutput, StreamOutput__Output as _nuance_dlg_v1_StreamOutput__Output } from './nuance/dlg/v1/StreamOutput';
import type { TtsParamsV1 as _nuance_dlg_v1_TtsParamsV1, TtsParamsV1__Output as _nuance_dlg_v1_TtsParamsV1__Output } from './nuance/dlg/v1/TtsParamsV1';
import type { UpdateRequest as _nuance_dlg_v1_UpdateRequest, UpdateRequest__Output as _nuance_dlg_v1_UpdateRequest__Output } from './nuance/dlg/v1/UpdateRequest';
import type { UpdateResponse as _nuance_dlg_v1_UpdateResponse, UpdateResponse__Output as _nuance_dlg_v1_UpdateResponse__Output } from './nuance/dlg/v1/UpdateResponse';
import type { BackendConnectionSettings as _nuance_dlg_v1_common_BackendConnectionSettings, BackendConnectionSettings__Output as _nuance_dlg_v1_common_BackendConnectionSettings__Output } from './nuance/dlg/v1/common/BackendConnectionSettings';
import type { ContinueAction as _nuance_dlg_v1_common_ContinueAction, ContinueAction__Output as _nuance_dlg_v1_common_ContinueAction__Output } from './nuance/dlg/v1/common/ContinueAction';
import type { DAAction as _nuance_dlg_v1_common_DAAction, DAAction__Output as _nuance_dlg_v1_common_DAAction__Output } from './nuance/dlg/v1/common/DAAction';
import type { DialogEvent as _nuance_dlg_v1_common_DialogEvent, DialogEvent__Output as _nuance_dlg_v1_common_DialogEvent__Output } from './nuance/dlg/v1/common/DialogEvent';
import type { EndAction as _nuance_dlg_v1_common_EndAction, EndAction__Output as _nuance_dlg_v1_common_EndAction__Output } from './nuance/dlg/v1/common/EndAction';
import type { EscalationAction as _nuance_dlg_v1_common_EscalationAction, EscalationAction__Output as _nuance_dlg_v1_common_EscalationAction__Output } from './nuance/dlg/v1/common/EscalationAction';
import type { ExecuteRequestPayload as _nuance_dlg_v1_common_ExecuteRequestPayload, ExecuteRequestPayload__Output as _nuance_dlg_v1_common_ExecuteRequestPayload__Output } from './nuance/dlg/v1/common/ExecuteRequestPayload';
import type { ExecuteResponsePayload as _nuance_dlg_v1_common_ExecuteResponsePayload, ExecuteResponsePayload__Output as _nuance_dlg_v1_common_ExecuteResponsePayload__Output } from './nuance/dlg/v1/common/ExecuteResponsePayload';
import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from './nuance/dlg/v1/common/Message';
import type { MessageSettings as _nuance_dlg_v1_common_MessageSettings, MessageSettings__Output as _nuance_dlg_v1_common_MessageSettings__Output } from './nuance/dlg/v1/common/MessageSettings';
import type { QAAction as _nuance_dlg_v1_common_QAAction, QAAction__Output as _nuance_dlg_v1_common_QAAction__Output } from './nuance/dlg/v1/common/QAAction';
import type { RecognitionSettings as _nuance_dlg_v1_common_RecognitionSettings, RecognitionSettings__Output as _nuance_dlg_v1_common_RecognitionSettings__Output } from './nuance/dlg/v1/common/RecognitionSettings';
import type { RequestData as _nuance_dlg_v1_common_RequestData, RequestData__Output as _nuance_dlg_v1_common_RequestData__Output } from './nuance/dlg/v1/common/RequestData';
import type { ResourceReference as _nuance_dlg_v1_common_ResourceReference, ResourceReference__Output as _nuance_dlg_v1_common_ResourceReference__Output } from './nuance/dlg/v1/common/ResourceReference';
import type { Selectable as _nuance_dlg_v1_common_Selectable, Selectable__Output as _nuance_dlg_v1_common_Selectable__Output } from './nuance/dlg/v1/common/Selectable';
import type { Selector as _nuance_dlg_v1_common_Selector, Selector__Output as _nuance_dlg_v1_common_Selector__Output } from './nuance/dlg/v1/common/Selector';
import type { StartRequestPayload as _nuance_dlg_v1_common_StartRequestPayload, StartRequestPayload__Output as _nuance_dlg_v1_common_StartRequestPayload__Output } from './nuance/dlg/v1/common/StartRequestPayload';
import type { StartResponsePayload as _nuance_dlg_v1_common_StartResponsePayload, StartResponsePayload__Output as _nuance_dlg_v1_common_StartResponsePayload__Output } from './nuance/dlg/v1/common/StartResponsePayload';
import type { UpdateRequestPayload as _nuance_dlg_v1_common_UpdateRequestPayload, UpdateRequestPayload__Output as _nuance_dlg_v1_common_UpdateRequestPayload__Output } from './nuance/dlg/v1/common/UpdateRequestPayload';
import type { UserInput as _nuance_dlg_v1_common_UserInput, UserInput__Output as _nuance_dlg_v1_common_UserInput__Output } from './nuance/dlg/v1/common/UserInput';
import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from './nuance/dlg/v1/common/View';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { EntityNode as _nuance_nlu_v1_EntityNode, EntityNode__Output as _nuance_nlu_v1_EntityNode__Output } from './nuance/nlu/v1/EntityNode';
import type { IntentNode as _nuance_nlu_v1_IntentNode, IntentNode__Output as _nuance_nlu_v1_IntentNode__Output } from './nuance/nlu/v1/IntentNode';
import type { InterpretResult as _nuance_nlu_v1_InterpretResult, InterpretResult__Output as _nuance_nlu_v1_InterpretResult__Output } from './nuance/nlu/v1/InterpretResult';
import type { Interpretation as _nuance_nlu_v1_Interpretation, Interpretation__Output as _nuance_nlu_v1_Interpretation__Output } from './nuance/nlu/v1/Interpretation';
import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from './nuance/nlu/v1/InterpretationNode';
import type { MultiIntentInterpretation as _nuance_nlu_v1_MultiIntentInterpretation, MultiIntentInterpretation__Output as _nuance_nlu_v1_MultiIntentInterpretation__Output } from './nuance/nlu/v1/MultiIntentInterpretation';
import type { OperatorNode as _nuance_nlu_v1_OperatorNode, OperatorNode__Output as _nuance_nlu_v1_OperatorNode__Output } from './nuance/nlu/v1/OperatorNode';
import type { SingleIntentEntity as _nuance_nlu_v1_SingleIntentEntity, SingleIntentEntity__Output as _nuance_nlu_v1_SingleIntentEntity__Output } from './nuance/nlu/v1/SingleIntentEntity';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from './nuance/nlu/v1/SingleIntentEntityList';
import type { SingleIntentInterpretation as _nuance_nlu_v1_SingleIntentInterpretation, SingleIntentInterpretation__Output as _nuance_nlu_v1_SingleIntentInterpretation__Output } from './nuance/nlu/v1/SingleIntentInterpretation';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from './nuance/nlu/v1/TextRange';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';
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
  google: {
    protobuf: {
      Any: MessageTypeDefinition<_google_protobuf_Any, _google_protobuf_Any__Output>
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
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
    dlg: {
      v1: {
        AsrParamsV1: MessageTypeDefinition<_nuance_dlg_v1_AsrParamsV1, _nuance_dlg_v1_AsrParamsV1__Output>
        ExecuteRequest: MessageTypeDefinition<_nuance_dlg_v1_ExecuteRequest, _nuance_dlg_v1_ExecuteRequest__Output>
        ExecuteResponse: MessageTypeDefinition<_nuance_dlg_v1_ExecuteResponse, _nuance_dlg_v1_ExecuteResponse__Output>
        StartRequest: MessageTypeDefinition<_nuance_dlg_v1_StartRequest, _nuance_dlg_v1_StartRequest__Output>
        StartResponse: MessageTypeDefinition<_nuance_dlg_v1_StartResponse, _nuance_dlg_v1_StartResponse__Output>
        StatusRequest: MessageTypeDefinition<_nuance_dlg_v1_StatusRequest, _nuance_dlg_v1_StatusRequest__Output>
        StatusResponse: MessageTypeDefinition<_nuance_dlg_v1_StatusResponse, _nuance_dlg_v1_StatusResponse__Output>
        StopRequest: MessageTypeDefinition<_nuance_dlg_v1_StopRequest, _nuance_dlg_v1_StopRequest__Output>
        StopResponse: MessageTypeDefinition<_nuance_dlg_v1_StopResponse, _nuance_dlg_v1_StopResponse__Output>
        StreamInput: MessageTypeDefinition<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamInput__Output>
        StreamOutput: MessageTypeDefinition<_nuance_dlg_v1_StreamOutput, _nuance_dlg_v1_StreamOutput__Output>
        TtsParamsV1: MessageTypeDefinition<_nuance_dlg_v1_TtsParamsV1, _nuance_dlg_v1_TtsParamsV1__Output>
        UpdateRequest: MessageTypeDefinition<_nuance_dlg_v1_UpdateRequest, _nuance_dlg_v1_UpdateRequest__Output>
        UpdateResponse: MessageTypeDefinition<_nuance_dlg_v1_UpdateResponse, _nuance_dlg_v1_UpdateResponse__Output>
        common: {
          BackendConnectionSettings: MessageTypeDefinition<_nuance_dlg_v1_common_BackendConnectionSettings, _nuance_dlg_v1_common_BackendConnectionSettings__Output>
          ContinueAction: MessageTypeDefinition<_nuance_dlg_v1_common_ContinueAction, _nuance_dlg_v1_common_ContinueAction__Output>
          DAAction: MessageTypeDefinition<_nuance_dlg_v1_common_DAAction, _nuance_dlg_v1_common_DAAction__Output>
          DialogEvent: MessageTypeDefinition<_nuance_dlg_v1_common_DialogEvent, _nuance_dlg_v1_common_DialogEvent__Output>
          EndAction: MessageTypeDefinition<_nuance_dlg_v1_common_EndAction, _nuance_dlg_v1_common_EndAction__Output>
          EscalationAction: MessageTypeDefinition<_nuance_dlg_v1_common_EscalationAction, _nuance_dlg_v1_common_EscalationAction__Output>
          ExecuteRequestPayload: MessageTypeDefinition<_nuance_dlg_v1_common_ExecuteRequestPayload, _nuance_dlg_v1_common_ExecuteRequestPayload__Output>
          ExecuteResponsePayload: MessageTypeDefinition<_nuance_dlg_v1_common_ExecuteResponsePayload, _nuance_dlg_v1_common_ExecuteResponsePayload__Output>
          Message: MessageTypeDefinition<_nuance_dlg_v1_common_Message, _nuance_dlg_v1_common_Message__Output>
          MessageSettings: MessageTypeDefinition<_nuance_dlg_v1_common_MessageSettings, _nuance_dlg_v1_common_MessageSettings__Output>
          QAAction: MessageTypeDefinition<_nuance_dlg_v1_common_QAAction, _nuance_dlg_v1_common_QAAction__Output>
          RecognitionSettings: MessageTypeDefinition<_nuance_dlg_v1_common_RecognitionSettings, _nuance_dlg_v1_common_RecognitionSettings__Output>
          RequestData: MessageTypeDefinition<_nuance_dlg_v1_common_RequestData, _nuance_dlg_v1_common_RequestData__Output>
          ResourceReference: MessageTypeDefinition<_nuance_dlg_v1_common_ResourceReference, _nuance_dlg_v1_common_ResourceReference__Output>
          Selectable: MessageTypeDefinition<_nuance_dlg_v1_common_Selectable, _nuance_dlg_v1_common_Selectable__Output>
          Selector: MessageTypeDefinition<_nuance_dlg_v1_common_Selector, _nuance_dlg_v1_common_Selector__Output>
          StartRequestPayload: MessageTypeDefinition<_nuance_dlg_v1_common_StartRequestPayload, _nuance_dlg_v1_common_StartRequestPayload__Output>
          StartResponsePayload: MessageTypeDefinition<_nuance_dlg_v1_common_StartResponsePayload, _nuance_dlg_v1_common_StartResponsePayload__Output>
          UpdateRequestPayload: MessageTypeDefinition<_nuance_dlg_v1_common_UpdateRequestPayload, _nuance_dlg_v1_common_UpdateRequestPayload__Output>
          UserInput: MessageTypeDefinition<_nuance_dlg_v1_common_UserInput, _nuance_dlg_v1_common_UserInput__Output>
          View: MessageTypeDefinition<_nuance_dlg_v1_common_View, _nuance_dlg_v1_common_View__Output>
        }
      }
    }
    nlu: {
      v1: {
        AudioRange: MessageTypeDefinition<_nuance_nlu_v1_AudioRange, _nuance_nlu_v1_AudioRange__Output>
        EntityNode: MessageTypeDefinition<_nuance_nlu_v1_EntityNode, _nuance_nlu_v1_EntityNode__Output>
        EnumOperator: EnumTypeDefinition
        EnumOrigin: EnumTypeDefinition
        IntentNode: MessageTypeDefinition<_nuance_nlu_v1_IntentNode, _nuance_nlu_v1_IntentNode__Output>
        InterpretResult: MessageTypeDefinition<_nuance_nlu_v1_InterpretResult, _nuance_nlu_v1_InterpretResult__Output>
        Interpretation: MessageTypeDefinition<_nuance_nlu_v1_Interpretation, _nuance_nlu_v1_Interpretation__Output>
        InterpretationNode: MessageTypeDefinition<_nuance_nlu_v1_InterpretationNode, _nuance_nlu_v1_InterpretationNode__Output>
        MultiIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_MultiIntentInterpretation, _nuance_nlu_v1_MultiIntentInterpretation__Output>
        OperatorNode: MessageTypeDefinition<_nuance_nlu_v1_OperatorNode, _nuance_nlu_v1_OperatorNode__Output>
        SingleIntentEntity: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntity, _nuance_nlu_v1_SingleIntentEntity__Output>
        SingleIntentEntityList: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntityList, _nuance_nlu_v1_SingleIntentEntityList__Output>
        SingleIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentInterpretation, _nuance_nlu_v1_SingleIntentInterpretation__Output>
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
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

