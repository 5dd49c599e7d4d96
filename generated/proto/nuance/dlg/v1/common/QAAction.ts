// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from '../../../../nuance/dlg/v1/common/Message';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';
import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from '../../../../nuance/dlg/v1/common/View';
import type { Selectable as _nuance_dlg_v1_common_Selectable, Selectable__Output as _nuance_dlg_v1_common_Selectable__Output } from '../../../../nuance/dlg/v1/common/Selectable';
import type { RecognitionSettings as _nuance_dlg_v1_common_RecognitionSettings, RecognitionSettings__Output as _nuance_dlg_v1_common_RecognitionSettings__Output } from '../../../../nuance/dlg/v1/common/RecognitionSettings';

/**
 * Ask the user and send the answer in the next Execute.
 */
export interface QAAction {
  'message'?: (_nuance_dlg_v1_common_Message | null);
  'data'?: (_google_protobuf_Struct | null);
  'view'?: (_nuance_dlg_v1_common_View | null);
  'selectable'?: (_nuance_dlg_v1_common_Selectable | null);
  'recognition_settings'?: (_nuance_dlg_v1_common_RecognitionSettings | null);
  /**
   * The answer is sensitive: keep it out of logs.
   */
  'mask'?: (boolean);
}

/**
 * Ask the user and send the answer in the next Execute.
 */
export interface QAAction__Output {
  'message'?: (_nuance_dlg_v1_common_Message__Output);
  'data'?: (_google_protobuf_Struct__Output);
  'view'?: (_nuance_dlg_v1_common_View__Output);
  'selectable'?: (_nuance_dlg_v1_common_Selectable__Output);
  'recognition_settings'?: (_nuance_dlg_v1_common_RecognitionSettings__Output);
  /**
   * The answer is sensitive: keep it out of logs.
   */
  'mask'?: (boolean);
}
