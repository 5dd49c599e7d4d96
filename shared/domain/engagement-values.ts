// The engagements' enum values and their labels, without zod: the renderer's first screen imports
// these, and importing engagements.ts for them brought zod and every schema along.
export const DECISIONS = [
  'DECISION_UNSPECIFIED',
  'DECISION_AUTHENTIC',
  'DECISION_NO_MATCH',
  'DECISION_FRAUD',
  'DECISION_UNCERTAIN',
  'DECISION_FAILED',
  'DECISION_NO_RISK_DETECTED',
] as const;
export type Decision = (typeof DECISIONS)[number];

/** Verdicts an analyst can set (UNSPECIFIED is "none yet", never set). */
export const VERDICTS = [
  'ENGAGEMENT_VERDICT_AUTHENTIC',
  'ENGAGEMENT_VERDICT_FRAUD',
  'ENGAGEMENT_VERDICT_SOMEONE_ELSE',
  'ENGAGEMENT_VERDICT_UNCERTAIN',
] as const;
export type Verdict = (typeof VERDICTS)[number];

export const ORDERS = ['creation_timestamp desc', 'creation_timestamp asc', 'risk desc', 'risk asc'] as const;
export type EngagementOrder = (typeof ORDERS)[number];

/** Short labels for people: DECISION_NO_MATCH -> "No match". */
export function enumLabel(name: string | undefined): string {
  if (!name) return '—';
  const bare = name.replace(/^(DECISION_REASON|DECISION|ENGAGEMENT_VERDICT|SESSION_TYPE|CALL_TYPE)_/, '');
  if (bare === 'UNSPECIFIED') return name.startsWith('DECISION_') ? 'Not decided' : 'None';
  const words = bare.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
