// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { ResourceReference as _nuance_dlg_v1_common_ResourceReference, ResourceReference__Output as _nuance_dlg_v1_common_ResourceReference__Output } from '../../../../nuance/dlg/v1/common/ResourceReference';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';

/**
 * Payload of Start.
 */
export interface StartRequestPayload {
  /**
   * The application model: urn:nuance-mix:tag:model/<context_tag>/mix.dialog.
   */
  'model_ref'?: (_nuance_dlg_v1_common_ResourceReference | null);
  /**
   * Initial values of session variables.
   */
  'data'?: (_google_protobuf_Struct | null);
  /**
   * Leave user data out of the event logs.
   */
  'suppress_log_user_data'?: (boolean);
}

/**
 * Payload of Start.
 */
export interface StartRequestPayload__Output {
  /**
   * The application model: urn:nuance-mix:tag:model/<context_tag>/mix.dialog.
   */
  'model_ref'?: (_nuance_dlg_v1_common_ResourceReference__Output);
  /**
   * Initial values of session variables.
   */
  'data'?: (_google_protobuf_Struct__Output);
  /**
   * Leave user data out of the event logs.
   */
  'suppress_log_user_data'?: (boolean);
}
