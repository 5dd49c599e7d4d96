// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from '../../../../nuance/dlg/v1/common/Message';
import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from '../../../../nuance/dlg/v1/common/View';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';

/**
 * Hand the user over (an agent, another system).
 */
export interface EscalationAction {
  'message'?: (_nuance_dlg_v1_common_Message | null);
  'view'?: (_nuance_dlg_v1_common_View | null);
  'data'?: (_google_protobuf_Struct | null);
  'id'?: (string);
}

/**
 * Hand the user over (an agent, another system).
 */
export interface EscalationAction__Output {
  'message'?: (_nuance_dlg_v1_common_Message__Output);
  'view'?: (_nuance_dlg_v1_common_View__Output);
  'data'?: (_google_protobuf_Struct__Output);
  'id'?: (string);
}
