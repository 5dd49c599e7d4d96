// Turns whatever a gRPC call threw into the one error shape that crosses IPC: the status code's
// name, the server's message, and the field violations carried in the rich-status trailer.
import * as grpc from '@grpc/grpc-js';
import type { IpcError } from '../../shared/ipc/errors.js';
import { IpcFailure, RETRYABLE_CODES } from '../errors.js';
import { STATUS_DETAILS_KEY, decodeRichStatus } from '../../wire/rich-status.js';
import { loadProtos } from '../../wire/protos.js';
import type { Status__Output } from '../../generated/proto/nuance/rpc/Status.js';

// secrets/secret-store.ts and connections/connections.service.ts still import ipcFailure from here;
// they belong to the secret-binding work in flight and move to ../errors.js with it.
export { ipcFailure } from '../errors.js';

export function grpcCodeName(code: number): string {
  return (grpc.status as unknown as Record<number, string>)[code] ?? 'UNKNOWN';
}

export function isServiceError(err: unknown): err is grpc.ServiceError {
  return err instanceof Error && typeof (err as grpc.ServiceError).code === 'number' && 'metadata' in err;
}

type NuanceStatus = Status__Output;

/** Reads the nuance.rpc.Status from the `grpc-status-details-bin` trailer, if the server sent one. */
export function nuanceStatusOf(err: grpc.ServiceError): NuanceStatus | undefined {
  const raw = err.metadata?.get(STATUS_DETAILS_KEY)[0];
  if (!raw || typeof raw === 'string') return undefined;
  try {
    const rich = decodeRichStatus(raw);
    if (!rich.nuanceStatus) return undefined;
    const T = loadProtos().root.lookupType('nuance.rpc.Status');
    return T.toObject(T.decode(rich.nuanceStatus), { enums: String, longs: String, arrays: true }) as NuanceStatus;
  } catch {
    return undefined;
  }
}

const PLAIN: Record<string, string> = {
  UNAVAILABLE: 'The server cannot be reached right now.',
  DEADLINE_EXCEEDED: 'The server did not answer in time.',
  CANCELLED: 'The call was cancelled.',
};

/** The IPC error for anything a gRPC call may throw. */
export function toIpcError(err: unknown): IpcError {
  if (err instanceof IpcFailure) return err.error;
  if (!isServiceError(err)) {
    return {
      code: 'INTERNAL',
      message: err instanceof Error ? err.message : String(err),
      fieldViolations: [],
      retryable: false,
    };
  }
  const code = grpcCodeName(err.code);
  const status = nuanceStatusOf(err);
  const fieldViolations = (status?.field_violations ?? []).map((v) => ({
    field: v.field ?? '',
    message: v.message ?? '',
    ...(v.violation ? { violation: v.violation } : {}),
  }));
  const message = status?.status_message?.message || err.details || PLAIN[code] || code;
  return { code, message, fieldViolations, retryable: RETRYABLE_CODES.has(code) };
}
