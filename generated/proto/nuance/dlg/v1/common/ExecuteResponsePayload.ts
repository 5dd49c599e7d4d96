// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Message as _nuance_dlg_v1_common_Message, Message__Output as _nuance_dlg_v1_common_Message__Output } from '../../../../nuance/dlg/v1/common/Message';
import type { QAAction as _nuance_dlg_v1_common_QAAction, QAAction__Output as _nuance_dlg_v1_common_QAAction__Output } from '../../../../nuance/dlg/v1/common/QAAction';
import type { DAAction as _nuance_dlg_v1_common_DAAction, DAAction__Output as _nuance_dlg_v1_common_DAAction__Output } from '../../../../nuance/dlg/v1/common/DAAction';
import type { EscalationAction as _nuance_dlg_v1_common_EscalationAction, EscalationAction__Output as _nuance_dlg_v1_common_EscalationAction__Output } from '../../../../nuance/dlg/v1/common/EscalationAction';
import type { EndAction as _nuance_dlg_v1_common_EndAction, EndAction__Output as _nuance_dlg_v1_common_EndAction__Output } from '../../../../nuance/dlg/v1/common/EndAction';
import type { ContinueAction as _nuance_dlg_v1_common_ContinueAction, ContinueAction__Output as _nuance_dlg_v1_common_ContinueAction__Output } from '../../../../nuance/dlg/v1/common/ContinueAction';

/**
 * Payload of the Execute response: messages to render, then exactly one action.
 */
export interface ExecuteResponsePayload {
  'messages'?: (_nuance_dlg_v1_common_Message)[];
  'qa_action'?: (_nuance_dlg_v1_common_QAAction | null);
  'da_action'?: (_nuance_dlg_v1_common_DAAction | null);
  'escalation_action'?: (_nuance_dlg_v1_common_EscalationAction | null);
  'end_action'?: (_nuance_dlg_v1_common_EndAction | null);
  'continue_action'?: (_nuance_dlg_v1_common_ContinueAction | null);
  'action'?: "qa_action"|"da_action"|"escalation_action"|"end_action"|"continue_action";
}

/**
 * Payload of the Execute response: messages to render, then exactly one action.
 */
export interface ExecuteResponsePayload__Output {
  'messages'?: (_nuance_dlg_v1_common_Message__Output)[];
  'qa_action'?: (_nuance_dlg_v1_common_QAAction__Output);
  'da_action'?: (_nuance_dlg_v1_common_DAAction__Output);
  'escalation_action'?: (_nuance_dlg_v1_common_EscalationAction__Output);
  'end_action'?: (_nuance_dlg_v1_common_EndAction__Output);
  'continue_action'?: (_nuance_dlg_v1_common_ContinueAction__Output);
  'action'?: "qa_action"|"da_action"|"escalation_action"|"end_action"|"continue_action";
}
