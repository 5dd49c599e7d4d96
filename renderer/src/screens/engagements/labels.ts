// Badge tones and labels for decisions and verdicts.
import type { BadgeTone } from '../../components/index.js';
import { enumLabel } from '../../../../shared/domain/engagement-values.js';

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

/** The decision's own tone, threshold aside: use riskTone to show a decision. */
const decisionTone = (d: string | undefined): BadgeTone => (d ? (DECISION_TONE[d] ?? 'muted') : 'muted');
export const verdictTone = (v: string | undefined): BadgeTone => (v ? (VERDICT_TONE[v] ?? 'muted') : 'muted');

/** A verdict for people; no verdict (absent or UNSPECIFIED) is "No verdict". */
export const verdictLabel = (v: string | undefined): string =>
  !v || v === 'ENGAGEMENT_VERDICT_UNSPECIFIED' ? 'No verdict' : enumLabel(v);

/** int64 amount text with digit grouping, e.g. 125000 -> 125,000. */
export function formatAmount(amount: string | undefined): string {
  if (!amount) return '—';
  return /^-?\d+$/.test(amount) ? BigInt(amount).toLocaleString() : amount;
}

// --- Decision tones against the threshold (queue, engagement page, explanations) ---

/**
 * "Near" the fraud threshold: a risk below the threshold by at most this many points. A decision
 * that is not FRAUD but whose risk is near the threshold is shown amber ('warn'), never green.
 */
export const NEAR_THRESHOLD_POINTS = 10;

/** A risk below the fraud threshold by at most NEAR_THRESHOLD_POINTS. */
export const nearThreshold = (risk: number | undefined, threshold: number | undefined): boolean =>
  risk !== undefined && threshold !== undefined && risk < threshold && threshold - risk <= NEAR_THRESHOLD_POINTS;

/**
 * THE rule for colouring a decision, wherever one is shown (queue, engagement page, sessions, "why
 * it was decided", charts): its tone, amber instead of green (or grey) when its risk is within
 * NEAR_THRESHOLD_POINTS of the fraud threshold. Pass the threshold the decision was made under when
 * known, else the one in force (thresholds.ts).
 */
export function riskTone(decision: string | undefined, risk: number | undefined, threshold: number | undefined) {
  const tone = decisionTone(decision);
  if (tone === 'danger') return tone;
  return nearThreshold(risk, threshold) ? ('warn' as const) : tone;
}
