// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from '../../../../nuance/dlg/v1/common/Message';
import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from '../../../../nuance/dlg/v1/common/View';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';
import type { MessageSettings as _nuance_dlg_v1_common_MessageSettings, MessageSettings__Output as _nuance_dlg_v1_common_MessageSettings__Output } from '../../../../nuance/dlg/v1/common/MessageSettings';

/**
 * Fetch data and return it with the next Execute's requested_data.
 */
export interface DAAction {
  'id'?: (string);
  'message'?: (_nuance_dlg_v1_common_Message | null);
  'view'?: (_nuance_dlg_v1_common_View | null);
  /**
   * The Send Data variables.
   */
  'data'?: (_google_protobuf_Struct | null);
  'message_settings'?: (_nuance_dlg_v1_common_MessageSettings | null);
}

/**
 * Fetch data and return it with the next Execute's requested_data.
 */
export interface DAAction__Output {
  'id'?: (string);
  'message'?: (_nuance_dlg_v1_common_Message__Output);
  'view'?: (_nuance_dlg_v1_common_View__Output);
  /**
   * The Send Data variables.
   */
  'data'?: (_google_protobuf_Struct__Output);
  'message_settings'?: (_nuance_dlg_v1_common_MessageSettings__Output);
}
