// The local audit log of changes made through the console.
import { z } from 'zod';

export const auditEntrySchema = z.object({
  /** ISO time. */
  at: z.string(),
  osUser: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  clientId: z.string(),
  scopeId: z.string(),
  /** The IPC channel, e.g. voiceprints.unlock. */
  action: z.string(),
  /** IDs the change touched, e.g. { profileId: '…' }. */
  target: z.record(z.string(), z.string()),
  /** 'ok' or the error code. */
  result: z.string(),
  detail: z.string(),
});

export const auditQuerySchema = z
  .object({
    from: z.string().datetime({ offset: true }).optional(),
    to: z.string().datetime({ offset: true }).optional(),
    action: z.string().max(100).optional(),
    /** Matches anywhere in the entry, case-insensitive. */
    text: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(10_000).default(500),
  })
  .strict();

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditQuery = z.input<typeof auditQuerySchema>;
