// Builds nuance.rpc.Status objects (in the proto-loader object shape) for success and failure.
import type { RpcError } from './errors.js';

export const OK_STATUS = Object.freeze({ status_code: 'OK', http_trans_code: 200 });

export function errorStatus(err: RpcError, requestId?: string) {
  return {
    status_code: err.nuanceCode,
    http_trans_code: err.httpStatus,
    ...(requestId ? { request_info: { request_id: requestId } } : {}),
    status_message: { locale: 'en-US', message: err.message },
    field_violations: err.fieldViolations.map((v) => ({
      field: v.field,
      message: v.message,
      violation: v.violation,
      ...(v.invalidValue !== undefined ? { invalid_value: v.invalidValue } : {}),
    })),
    ...(Object.keys(err.extras).length ? { status_details: [{ message: err.message, extras: err.extras }] } : {}),
  };
}
