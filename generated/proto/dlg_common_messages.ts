import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
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
    dlg: {
      v1: {
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
  }
}

