// The local audit log of changes made through the console.
import { z } from 'zod';

/**
 * Actions main records on its own, not as a channel's change (those are the contract's audited
 * channels, see AUDIT_ACTIONS in shared/ipc/contract.ts).
 */
export const AUDIT_NOTES = [
  /** A call went through a profile marked insecure, for lab use. */
  'connections.useInsecure',
] as const;
export type AuditNote = (typeof AUDIT_NOTES)[number];

export const auditEntrySchema = z.object({
  /** ISO time. */
  at: z.string(),
  osUser: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  clientId: z.string(),
  scopeId: z.string(),
  /** The audited IPC channel (e.g. voiceprints.unlock) or one of AUDIT_NOTES. */
  action: z.string(),
  /** IDs the change touched, e.g. { profileId: '…' }. */
  target: z.record(z.string(), z.string()),
  /** 'ok' or the error code. */
  result: z.string(),
  detail: z.string(),
  /**
   * The IDs people use for what the change touched, beside the target's internal UUIDs: e.g.
   * { ownerExternalId: 'cust-00042' } (the voiceprint owner's customer ID), { personId },
   * { engagementId } (an engagement's external ID). Recorded when the change is made; absent in
   * older entries.
   */
  refs: z.record(z.string(), z.string()).optional(),
  /** The reason or ticket reference the user gave; also sent to the server where the API has a field for it. */
  reason: z.string().optional(),
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
