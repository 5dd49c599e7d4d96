// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { StatusCode as _nuance_rpc_StatusCode, StatusCode__Output as _nuance_rpc_StatusCode__Output } from '../../../../nuance/rpc/StatusCode';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from '../../../../nuance/rpc/DiagnosticDetail';

/**
 * Error to record against a session.
 */
export interface SessionErrorDetailsForUpdate {
  /**
   * Status code of the error.
   */
  'status_code'?: (_nuance_rpc_StatusCode);
  /**
   * Description of the error; must not hold sensitive data.
   */
  'error_message'?: (string);
  /**
   * Name of the operation that failed.
   */
  'error_context'?: (string);
  /**
   * When the error happened.
   */
  'error_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Diagnostic entries.
   */
  'diagnostic_details'?: (_nuance_rpc_DiagnosticDetail)[];
}

/**
 * Error to record against a session.
 */
export interface SessionErrorDetailsForUpdate__Output {
  /**
   * Status code of the error.
   */
  'status_code'?: (_nuance_rpc_StatusCode__Output);
  /**
   * Description of the error; must not hold sensitive data.
   */
  'error_message'?: (string);
  /**
   * Name of the operation that failed.
   */
  'error_context'?: (string);
  /**
   * When the error happened.
   */
  'error_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Diagnostic entries.
   */
  'diagnostic_details'?: (_nuance_rpc_DiagnosticDetail__Output)[];
}
