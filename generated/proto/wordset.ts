import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CompileWordsetRequest as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, CompileWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output } from './nuance/nlu/wordset/v1beta1/CompileWordsetRequest';
import type { DeleteWordsetRequest as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, DeleteWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output } from './nuance/nlu/wordset/v1beta1/DeleteWordsetRequest';
import type { DeleteWordsetResponse as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, DeleteWordsetResponse__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output } from './nuance/nlu/wordset/v1beta1/DeleteWordsetResponse';
import type { GetWordsetMetadataRequest as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, GetWordsetMetadataRequest__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output } from './nuance/nlu/wordset/v1beta1/GetWordsetMetadataRequest';
import type { GetWordsetMetadataResponse as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, GetWordsetMetadataResponse__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output } from './nuance/nlu/wordset/v1beta1/GetWordsetMetadataResponse';
import type { JobMessage as _nuance_nlu_wordset_v1beta1_JobMessage, JobMessage__Output as _nuance_nlu_wordset_v1beta1_JobMessage__Output } from './nuance/nlu/wordset/v1beta1/JobMessage';
import type { JobStatusUpdate as _nuance_nlu_wordset_v1beta1_JobStatusUpdate, JobStatusUpdate__Output as _nuance_nlu_wordset_v1beta1_JobStatusUpdate__Output } from './nuance/nlu/wordset/v1beta1/JobStatusUpdate';
import type { ResourceReference as _nuance_nlu_wordset_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_wordset_v1beta1_ResourceReference__Output } from './nuance/nlu/wordset/v1beta1/ResourceReference';
import type { WatchJobStatusResponse as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, WatchJobStatusResponse__Output as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output } from './nuance/nlu/wordset/v1beta1/WatchJobStatusResponse';
import type { WordsetClient as _nuance_nlu_wordset_v1beta1_WordsetClient, WordsetDefinition as _nuance_nlu_wordset_v1beta1_WordsetDefinition } from './nuance/nlu/wordset/v1beta1/Wordset';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from './nuance/rpc/Status';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    nlu: {
      wordset: {
        v1beta1: {
          CompileWordsetRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_CompileWordsetRequest, _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output>
          DeleteWordsetRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output>
          DeleteWordsetResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>
          GetWordsetMetadataRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output>
          GetWordsetMetadataResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>
          JobMessage: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_JobMessage, _nuance_nlu_wordset_v1beta1_JobMessage__Output>
          JobStatus: EnumTypeDefinition
          JobStatusUpdate: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_JobStatusUpdate, _nuance_nlu_wordset_v1beta1_JobStatusUpdate__Output>
          ResourceReference: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_ResourceReference, _nuance_nlu_wordset_v1beta1_ResourceReference__Output>
          WatchJobStatusResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>
          /**
           * Manages compiled interpretation wordsets.
           */
          Wordset: SubtypeConstructor<typeof grpc.Client, _nuance_nlu_wordset_v1beta1_WordsetClient> & { service: _nuance_nlu_wordset_v1beta1_WordsetDefinition }
        }
      }
    }
    rpc: {
      DiagnosticDetail: MessageTypeDefinition<_nuance_rpc_DiagnosticDetail, _nuance_rpc_DiagnosticDetail__Output>
      FieldViolation: MessageTypeDefinition<_nuance_rpc_FieldViolation, _nuance_rpc_FieldViolation__Output>
      HelpInfo: MessageTypeDefinition<_nuance_rpc_HelpInfo, _nuance_rpc_HelpInfo__Output>
      LocalizedMessage: MessageTypeDefinition<_nuance_rpc_LocalizedMessage, _nuance_rpc_LocalizedMessage__Output>
      RequestInfo: MessageTypeDefinition<_nuance_rpc_RequestInfo, _nuance_rpc_RequestInfo__Output>
      RetryInfo: MessageTypeDefinition<_nuance_rpc_RetryInfo, _nuance_rpc_RetryInfo__Output>
      Status: MessageTypeDefinition<_nuance_rpc_Status, _nuance_rpc_Status__Output>
      StatusCode: EnumTypeDefinition
      StatusDetail: MessageTypeDefinition<_nuance_rpc_StatusDetail, _nuance_rpc_StatusDetail__Output>
    }
  }
}

