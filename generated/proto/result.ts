import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DataPack as _nuance_asr_v1_DataPack, DataPack__Output as _nuance_asr_v1_DataPack__Output } from './nuance/asr/v1/DataPack';
import type { Dsp as _nuance_asr_v1_Dsp, Dsp__Output as _nuance_asr_v1_Dsp__Output } from './nuance/asr/v1/Dsp';
import type { Hypothesis as _nuance_asr_v1_Hypothesis, Hypothesis__Output as _nuance_asr_v1_Hypothesis__Output } from './nuance/asr/v1/Hypothesis';
import type { Notification as _nuance_asr_v1_Notification, Notification__Output as _nuance_asr_v1_Notification__Output } from './nuance/asr/v1/Notification';
import type { Result as _nuance_asr_v1_Result, Result__Output as _nuance_asr_v1_Result__Output } from './nuance/asr/v1/Result';
import type { UtteranceInfo as _nuance_asr_v1_UtteranceInfo, UtteranceInfo__Output as _nuance_asr_v1_UtteranceInfo__Output } from './nuance/asr/v1/UtteranceInfo';
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
        DataPack: MessageTypeDefinition<_nuance_asr_v1_DataPack, _nuance_asr_v1_DataPack__Output>
        Dsp: MessageTypeDefinition<_nuance_asr_v1_Dsp, _nuance_asr_v1_Dsp__Output>
        EnumResultType: EnumTypeDefinition
        EnumSeverityType: EnumTypeDefinition
        Hypothesis: MessageTypeDefinition<_nuance_asr_v1_Hypothesis, _nuance_asr_v1_Hypothesis__Output>
        Notification: MessageTypeDefinition<_nuance_asr_v1_Notification, _nuance_asr_v1_Notification__Output>
        Result: MessageTypeDefinition<_nuance_asr_v1_Result, _nuance_asr_v1_Result__Output>
        UtteranceInfo: MessageTypeDefinition<_nuance_asr_v1_UtteranceInfo, _nuance_asr_v1_UtteranceInfo__Output>
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

