// Badge tones and labels for decisions and verdicts.
import type { BadgeTone } from '../../components/index.js';
import { enumLabel } from '../../../../shared/domain/engagements.js';

export { enumLabel };

const DECISION_TONE: Record<string, BadgeTone> = {
  DECISION_AUTHENTIC: 'ok',
  DECISION_NO_RISK_DETECTED: 'ok',
  DECISION_FRAUD: 'danger',
  DECISION_NO_MATCH: 'warn',
  DECISION_UNCERTAIN: 'warn',
  DECISION_FAILED: 'muted',
};

const VERDICT_TONE: Record<string, BadgeTone> = {
  ENGAGEMENT_VERDICT_AUTHENTIC: 'ok',
  ENGAGEMENT_VERDICT_FRAUD: 'danger',
  ENGAGEMENT_VERDICT_SOMEONE_ELSE: 'warn',
  ENGAGEMENT_VERDICT_UNCERTAIN: 'info',
};

export const decisionTone = (d: string | undefined): BadgeTone => (d ? (DECISION_TONE[d] ?? 'muted') : 'muted');
export const verdictTone = (v: string | undefined): BadgeTone => (v ? (VERDICT_TONE[v] ?? 'muted') : 'muted');

/** A verdict for people; no verdict (absent or UNSPECIFIED) is "No verdict". */
export const verdictLabel = (v: string | undefined): string =>
  !v || v === 'ENGAGEMENT_VERDICT_UNSPECIFIED' ? 'No verdict' : enumLabel(v);

/** int64 amount text with digit grouping, e.g. 125000 -> 125,000. */
export function formatAmount(amount: string | undefined): string {
  if (!amount) return '—';
  return /^-?\d+$/.test(amount) ? BigInt(amount).toLocaleString() : amount;
}
