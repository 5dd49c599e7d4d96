// Original file: protos/nuance/rpc/status.proto

import type { StatusCode as _nuance_rpc_StatusCode, StatusCode__Output as _nuance_rpc_StatusCode__Output } from '../../nuance/rpc/StatusCode';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from '../../nuance/rpc/RequestInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from '../../nuance/rpc/LocalizedMessage';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from '../../nuance/rpc/HelpInfo';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from '../../nuance/rpc/FieldViolation';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from '../../nuance/rpc/RetryInfo';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from '../../nuance/rpc/StatusDetail';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from '../../nuance/rpc/DiagnosticDetail';

/**
 * General status of an operation, present in every response.
 */
export interface Status {
  /**
   * Main status code.
   */
  'status_code'?: (_nuance_rpc_StatusCode);
  /**
   * Finer-grained code within status_code.
   */
  'status_sub_code'?: (number);
  /**
   * HTTP status code corresponding to the result.
   */
  'http_trans_code'?: (number);
  /**
   * Echo of the request, for correlation.
   */
  'request_info'?: (_nuance_rpc_RequestInfo | null);
  /**
   * Human-readable description of the status.
   */
  'status_message'?: (_nuance_rpc_LocalizedMessage | null);
  /**
   * Links to help about the problem.
   */
  'help_info'?: (_nuance_rpc_HelpInfo | null);
  /**
   * Request fields that were missing or invalid (for example configset validation errors).
   */
  'field_violations'?: (_nuance_rpc_FieldViolation)[];
  /**
   * When to retry, if retrying makes sense.
   */
  'retry_info'?: (_nuance_rpc_RetryInfo | null);
  /**
   * Further detail entries.
   */
  'status_details'?: (_nuance_rpc_StatusDetail)[];
  /**
   * Diagnostic codes for troubleshooting.
   */
  'diagnostic_details'?: (_nuance_rpc_DiagnosticDetail)[];
}

/**
 * General status of an operation, present in every response.
 */
export interface Status__Output {
  /**
   * Main status code.
   */
  'status_code'?: (_nuance_rpc_StatusCode__Output);
  /**
   * Finer-grained code within status_code.
   */
  'status_sub_code'?: (number);
  /**
   * HTTP status code corresponding to the result.
   */
  'http_trans_code'?: (number);
  /**
   * Echo of the request, for correlation.
   */
  'request_info'?: (_nuance_rpc_RequestInfo__Output);
  /**
   * Human-readable description of the status.
   */
  'status_message'?: (_nuance_rpc_LocalizedMessage__Output);
  /**
   * Links to help about the problem.
   */
  'help_info'?: (_nuance_rpc_HelpInfo__Output);
  /**
   * Request fields that were missing or invalid (for example configset validation errors).
   */
  'field_violations'?: (_nuance_rpc_FieldViolation__Output)[];
  /**
   * When to retry, if retrying makes sense.
   */
  'retry_info'?: (_nuance_rpc_RetryInfo__Output);
  /**
   * Further detail entries.
   */
  'status_details'?: (_nuance_rpc_StatusDetail__Output)[];
  /**
   * Diagnostic codes for troubleshooting.
   */
  'diagnostic_details'?: (_nuance_rpc_DiagnosticDetail__Output)[];
}
