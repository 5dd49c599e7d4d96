// The one error shape that crosses IPC: a gRPC-style code name, a message for people, and the
// field violations that say which input to fix.
import { z } from 'zod';

export const fieldViolationSchema = z.object({
  field: z.string(),
  message: z.string(),
  violation: z.string().optional(),
});

export const ipcErrorSchema = z.object({
  /** gRPC status name (INVALID_ARGUMENT, NOT_FOUND, ...) or an IPC-level code (BAD_CHANNEL, BAD_PAYLOAD, ...). */
  code: z.string(),
  message: z.string(),
  fieldViolations: z.array(fieldViolationSchema).default([]),
  /** True when trying again later may succeed (UNAVAILABLE, DEADLINE_EXCEEDED). */
  retryable: z.boolean().default(false),
});

export type FieldViolation = z.infer<typeof fieldViolationSchema>;
export type IpcError = z.infer<typeof ipcErrorSchema>;

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };
