// The one error a console operation throws: a code, a message a person can act on, and field
// violations in the request's terms. The IPC router sends it to the renderer as data; every layer
// of main (tokens, gRPC, channels, audit) throws it, so it lives below all of them.
import type { IpcError } from '../shared/ipc/errors.js';

/** Codes worth trying again later: the renderer offers "Retry" for these. */
export const RETRYABLE_CODES = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'RESOURCE_EXHAUSTED']);

/** Thrown by services to report an error with a code and field violations. */
export class IpcFailure extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
  }
}

/** An IpcFailure with the usual defaults: `throw ipcFailure('NOT_FOUND', 'No such profile.')`. */
export function ipcFailure(code: string, message: string, extra: Partial<IpcError> = {}): IpcFailure {
  return new IpcFailure({ code, message, fieldViolations: [], retryable: RETRYABLE_CODES.has(code), ...extra });
}
