// Caller-ID validation, risk assessment and watchlist rules as the console shows them.
import { z } from 'zod';
import { rpcText } from '../rpc/limited-text.js';
import { maxChars } from '../rpc/limits.js';

export { DEFAULT_WATCHLIST_ID, RISK_LEVELS, RISK_LABELS } from './callerid-values.js';
import { RISK_LEVELS } from './callerid-values.js';

export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const ruleSchema = z.object({
  gkCalleridRuleId: z.string(),
  kind: z.enum(['exact', 'regex']),
  /** The phone number (exact) or the pattern (regex). */
  value: z.string(),
  riskLevel: z.string(),
  description: z.string(),
  /** Who added it: a client ID or an analyst ID. */
  member: z.string().optional(),
  creationTimestamp: z.string().optional(),
  modificationTimestamp: z.string().optional(),
});
export type WatchlistRule = z.infer<typeof ruleSchema>;

export const ruleDraftSchema = z
  .object({
    kind: z.enum(['exact', 'regex']),
    /** A phone number (caller_id) or a regex (caller_id_regex), by kind. */
    value: rpcText('caller_id_regex', z.string().trim().min(1)),
    riskLevel: riskLevelSchema,
    description: rpcText('description').default(''),
  })
  .strict()
  .refine((r) => r.kind !== 'exact' || r.value.length <= maxChars('caller_id'), {
    message: `a phone number is at most ${maxChars('caller_id')} characters`,
    path: ['value'],
  });
export type RuleDraft = z.input<typeof ruleDraftSchema>;

export const riskEngineSchema = z.object({ risk: z.number().optional(), reliability: z.number().optional() });

export const validationResultSchema = z.object({
  referenceId: z.string(),
  vendorId: z.string().optional(),
  trustIndicator: z.number().optional(),
  additionalData: z.record(z.string(), z.string()),
  risk: z.number().optional(),
  reliability: z.number().optional(),
  decision: z.string().optional(),
  decisionReason: z.string().optional(),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const assessmentSchema = z.object({
  riskLevel: z.string(),
  /** The deciding rule; absent when no rule matched. */
  gkCalleridRuleId: z.string().optional(),
  /** The deciding rule as read back from the watchlist, when it is still there. */
  rule: ruleSchema.optional(),
  risk: z.number().optional(),
  reliability: z.number().optional(),
  decision: z.string().optional(),
  decisionReason: z.string().optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const configsetChoiceSchema = z.object({
  configsetId: z.string(),
  /** CONFIGSET_TYPE_OPERATIONAL, CONFIGSET_TYPE_SCOPE, ... */
  type: z.string(),
  description: z.string(),
});
export type ConfigsetChoice = z.infer<typeof configsetChoiceSchema>;

export const importFailureSchema = z.object({
  lineNumber: z.number(),
  value: z.string(),
  reason: z.string(),
});
