// Turns whatever a query or mutation threw into the IPC error shape, and finds the violation that
// belongs to a form field.
import { ApiError } from '../api/client.js';
import type { FieldViolation, IpcError } from '../../../shared/ipc/errors.js';

export function toIpcError(err: unknown): IpcError {
  if (err instanceof ApiError) return err.error;
  if (err instanceof Error) return { code: 'INTERNAL', message: err.message, fieldViolations: [], retryable: false };
  return { code: 'INTERNAL', message: String(err), fieldViolations: [], retryable: false };
}

/** True when trying again later may succeed (UNAVAILABLE, DEADLINE_EXCEEDED, ...). */
export function isRetryable(err: unknown): boolean {
  return err instanceof ApiError && err.error.retryable;
}

const norm = (s: string) => s.replace(/\[(\d+)\]/g, '.$1');

/**
 * The violations for a field path, named as the IPC request names its fields (main gives server
 * violations in those terms). Matches the exact path, a path ending in `.path` (a zod path under
 * the request, e.g. `profile.endpoint` for `endpoint`) or nested below it.
 */
export function violationsFor(err: unknown, path: string | readonly string[]): FieldViolation[] {
  if (err == null) return [];
  const list = toIpcError(err).fieldViolations;
  const wanted = (typeof path === 'string' ? [path] : path).map(norm);
  return list.filter((v) => {
    const f = norm(v.field);
    return wanted.some((w) => f === w || f.endsWith('.' + w) || f.startsWith(w + '.'));
  });
}
