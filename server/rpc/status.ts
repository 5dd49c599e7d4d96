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

/**
 * Services whose responses carry their own Status message rather than nuance.rpc.Status: the
 * interpretation runtime's nuance.nlu.v1.Status {code, message, details} with HTTP-like codes
 * (seed 000 section 7: success is code 200, message OK), and the synthesizer's nuance.tts.v1.Status.
 */
const HTTP_LIKE_STATUS = new Set(['nuance.nlu.v1.Runtime', 'nuance.tts.v1.Synthesizer']);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const hasOwnStatus = (service: string): boolean => HTTP_LIKE_STATUS.has(service);

/** Services whose responses carry nuance.rpc.Status as `request_status` (the wordset services). */
const REQUEST_STATUS = new Set(['nuance.asr.v1beta1.Training', 'nuance.nlu.wordset.v1beta1.Wordset']);

/** The success status field of a service's unary responses: `status`, or `request_status`. */
export function okStatusFieldFor(service: string): Record<string, object> {
  return REQUEST_STATUS.has(service) ? { request_status: OK_STATUS } : { status: okStatusFor(service) };
}

/** The success status a service's responses carry. */
export function okStatusFor(service: string): object {
  return HTTP_LIKE_STATUS.has(service) ? { code: 200, message: 'OK' } : OK_STATUS;
}

/** A failure as the service's own Status message (details name the fields for a bad request). */
export function errorStatusFor(
  service: string,
  err: RpcError,
  requestId?: string,
  httpStatus = err.httpStatus,
): object {
  if (!HTTP_LIKE_STATUS.has(service)) return { ...errorStatus(err, requestId), http_trans_code: httpStatus };
  return { code: httpStatus, message: REASONS[httpStatus] ?? 'Error', details: err.message };
}
