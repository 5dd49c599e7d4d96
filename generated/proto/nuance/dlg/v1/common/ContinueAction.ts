// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from '../../../../nuance/dlg/v1/common/Message';
import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from '../../../../nuance/dlg/v1/common/View';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';
import type { MessageSettings as _nuance_dlg_v1_common_MessageSettings, MessageSettings__Output as _nuance_dlg_v1_common_MessageSettings__Output } from '../../../../nuance/dlg/v1/common/MessageSettings';
import type { BackendConnectionSettings as _nuance_dlg_v1_common_BackendConnectionSettings, BackendConnectionSettings__Output as _nuance_dlg_v1_common_BackendConnectionSettings__Output } from '../../../../nuance/dlg/v1/common/BackendConnectionSettings';

/**
 * Play the messages, then send another Execute to continue (e.g. while a backend call runs).
 */
export interface ContinueAction {
  'message'?: (_nuance_dlg_v1_common_Message | null);
  'view'?: (_nuance_dlg_v1_common_View | null);
  'data'?: (_google_protobuf_Struct | null);
  'id'?: (string);
  'message_settings'?: (_nuance_dlg_v1_common_MessageSettings | null);
  'backend_connection_settings'?: (_nuance_dlg_v1_common_BackendConnectionSettings | null);
}

/**
 * Play the messages, then send another Execute to continue (e.g. while a backend call runs).
 */
export interface ContinueAction__Output {
  'message'?: (_nuance_dlg_v1_common_Message__Output);
  'view'?: (_nuance_dlg_v1_common_View__Output);
  'data'?: (_google_protobuf_Struct__Output);
  'id'?: (string);
  'message_settings'?: (_nuance_dlg_v1_common_MessageSettings__Output);
  'backend_connection_settings'?: (_nuance_dlg_v1_common_BackendConnectionSettings__Output);
}
