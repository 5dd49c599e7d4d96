// One error type for every failure a handler can report, and the single mapping from it to the
// gRPC status code, the nuance.rpc.StatusCode name and the HTTP status. Handlers throw RpcError;
// the gRPC adapter and the HTTP/JSON binding turn it into their own wire form.
import { status as GrpcStatus } from '@grpc/grpc-js';

export type ViolationType =
  'MANDATORY_FIELD_MISSING' | 'FIELD_CONFLICT' | 'OUT_OF_RANGE' | 'INVALID_FORMAT' | 'TOO_SHORT' | 'TOO_LONG' | 'OTHER';

export interface FieldViolation {
  /** Dotted proto field path, snake_case, e.g. `context.gk_scope_id`. */
  field: string;
  message: string;
  violation: ViolationType;
  invalidValue?: string;
}

interface CodeInfo {
  nuance: string;
  http: number;
}

/** gRPC code → nuance.rpc.StatusCode name and HTTP status. */
const CODE_INFO: Record<number, CodeInfo> = {
  [GrpcStatus.OK]: { nuance: 'OK', http: 200 },
  [GrpcStatus.CANCELLED]: { nuance: 'CANCELLED_CLIENT', http: 499 },
  [GrpcStatus.UNKNOWN]: { nuance: 'UNKNOWN', http: 500 },
  [GrpcStatus.INVALID_ARGUMENT]: { nuance: 'BAD_REQUEST', http: 400 },
  [GrpcStatus.DEADLINE_EXCEEDED]: { nuance: 'DEADLINE_EXCEEDED', http: 504 },
  [GrpcStatus.NOT_FOUND]: { nuance: 'NOT_FOUND', http: 404 },
  [GrpcStatus.ALREADY_EXISTS]: { nuance: 'ALREADY_EXISTS', http: 409 },
  [GrpcStatus.PERMISSION_DENIED]: { nuance: 'PERMISSION_DENIED', http: 403 },
  [GrpcStatus.RESOURCE_EXHAUSTED]: { nuance: 'RATE_EXCEEDED', http: 429 },
  [GrpcStatus.FAILED_PRECONDITION]: { nuance: 'INVALID_REQUEST', http: 409 },
  [GrpcStatus.ABORTED]: { nuance: 'INVALID_REQUEST', http: 409 },
  [GrpcStatus.OUT_OF_RANGE]: { nuance: 'BAD_REQUEST', http: 400 },
  [GrpcStatus.UNIMPLEMENTED]: { nuance: 'NOT_IMPLEMENTED', http: 501 },
  [GrpcStatus.INTERNAL]: { nuance: 'INTERNAL_ERROR', http: 500 },
  [GrpcStatus.UNAVAILABLE]: { nuance: 'BUSY', http: 503 },
  [GrpcStatus.DATA_LOSS]: { nuance: 'INTERNAL_ERROR', http: 500 },
  [GrpcStatus.UNAUTHENTICATED]: { nuance: 'NOT_AUTHORIZED', http: 401 },
};

export class RpcError extends Error {
  readonly code: GrpcStatus;
  readonly fieldViolations: FieldViolation[];
  /** Extra key/value details that end up in status_details[].extras. */
  readonly extras: Record<string, string>;

  constructor(
    code: GrpcStatus,
    message: string,
    fieldViolations: FieldViolation[] = [],
    extras: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.fieldViolations = fieldViolations;
    this.extras = extras;
  }

  get httpStatus(): number {
    return CODE_INFO[this.code]?.http ?? 500;
  }

  get nuanceCode(): string {
    return CODE_INFO[this.code]?.nuance ?? 'INTERNAL_ERROR';
  }
}

/** At most this many violations travel in one status (a list of a million bad items is not echoed back). */
export const MAX_VIOLATIONS = 100;

export const invalidArgument = (violations: FieldViolation[], message?: string): RpcError => {
  const shown = violations.slice(0, MAX_VIOLATIONS);
  const more = violations.length - shown.length;
  const text = shown
    .slice(0, 20)
    .map((v) => `${v.field}: ${v.message}`)
    .join('; ');
  const suffix = violations.length > 20 ? ` (and ${violations.length - 20} more)` : '';
  return new RpcError(GrpcStatus.INVALID_ARGUMENT, message ?? text + suffix, more > 0 ? shown : violations);
};

/** A single bad field: `badField('context.gk_scope_id', 'is required', 'MANDATORY_FIELD_MISSING')`. */
export const badField = (
  field: string,
  message: string,
  violation: ViolationType = 'INVALID_FORMAT',
  invalidValue?: string,
) => invalidArgument([{ field, message, violation, ...(invalidValue !== undefined ? { invalidValue } : {}) }]);

export const missingField = (field: string) => badField(field, 'is required', 'MANDATORY_FIELD_MISSING');

export const notFound = (message: string) => new RpcError(GrpcStatus.NOT_FOUND, message);
export const alreadyExists = (message: string) => new RpcError(GrpcStatus.ALREADY_EXISTS, message);
export const permissionDenied = (message: string) => new RpcError(GrpcStatus.PERMISSION_DENIED, message);
export const unauthenticated = (message: string) => new RpcError(GrpcStatus.UNAUTHENTICATED, message);
export const failedPrecondition = (message: string) => new RpcError(GrpcStatus.FAILED_PRECONDITION, message);
export const unimplemented = (message: string) => new RpcError(GrpcStatus.UNIMPLEMENTED, message);
export const unavailable = (message: string) => new RpcError(GrpcStatus.UNAVAILABLE, message);
export const resourceExhausted = (message: string) => new RpcError(GrpcStatus.RESOURCE_EXHAUSTED, message);
export const deadlineExceeded = (message: string) => new RpcError(GrpcStatus.DEADLINE_EXCEEDED, message);
export const cancelled = (message: string) => new RpcError(GrpcStatus.CANCELLED, message);

/** Turns anything thrown into an RpcError; unexpected errors become INTERNAL without leaking details. */
export function toRpcError(err: unknown): RpcError {
  if (err instanceof RpcError) return err;
  if (err instanceof Error && err.name === 'AbortError') return cancelled('the call was cancelled');
  return new RpcError(GrpcStatus.INTERNAL, 'internal error');
}

/** Collects violations while validating a request, then throws them all at once. */
export class Violations {
  private readonly list: FieldViolation[] = [];
  add(field: string, message: string, violation: ViolationType = 'INVALID_FORMAT', invalidValue?: string): this {
    this.list.push({ field, message, violation, ...(invalidValue !== undefined ? { invalidValue } : {}) });
    return this;
  }
  missing(field: string): this {
    return this.add(field, 'is required', 'MANDATORY_FIELD_MISSING');
  }
  get size(): number {
    return this.list.length;
  }
  throwIfAny(): void {
    if (this.list.length) throw invalidArgument(this.list);
  }
}
