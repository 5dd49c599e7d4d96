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

// --- Decision explanations (DecisionExplanation.tsx) ---

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

const FACTOR_LABEL: Record<string, string> = {
  voice: 'Voice match',
  callerid_validation: 'Caller-ID risk',
  watchlist: 'Caller-ID watchlist',
  intent: 'Intent',
};
export const factorLabel = (kind: string): string => FACTOR_LABEL[kind] ?? enumLabel(kind.toUpperCase());

/** What a caller-ID source's own decision says of the caller ID, in words. */
const SOURCE_WORDS: Record<string, string> = {
  DECISION_NO_RISK_DETECTED: 'trusted',
  DECISION_AUTHENTIC: 'trusted',
  DECISION_UNCERTAIN: 'neither trusted nor suspicious',
  DECISION_FRAUD: 'suspicious',
  DECISION_NO_MATCH: 'suspicious',
  DECISION_FAILED: 'not assessed',
};
export const sourceWords = (d: string | undefined): string | undefined => (d ? SOURCE_WORDS[d] : undefined);

const CHECK_WORDS: Record<string, [string, string]> = {
  MIN_RELIABILITY: ['reliability', 'minimum reliability'],
  FRAUD_RISK_THRESHOLD: ['risk', 'fraud risk threshold'],
  KNOWN_FRAUDSTER: ["match with a watchlisted fraudster's voiceprint", 'authentic threshold'],
  AUTHENTIC_THRESHOLD: ['voice match', 'authentic threshold'],
};
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
/** "risk 70 ≥ fraud risk threshold 72? no" */
export function checkWords(c: { check: string; value: number; threshold: number; holds: boolean }): string {
  const [what, against] = CHECK_WORDS[c.check] ?? [c.check.toLowerCase(), 'threshold'];
  return `${what} ${num(c.value)} ≥ ${against} ${num(c.threshold)}? ${c.holds ? 'yes' : 'no'}`;
}

/** What the deciding rule concluded, in words. */
const RULE_WORDS: Record<string, string> = {
  NO_FACTORS: 'Nothing was evaluated, so there is no decision.',
  BAD_CONFIGURATION:
    'The decision settings were out of range or weighed none of the factors present: the decision failed.',
  NO_AVAILABLE_SCORES: 'No factor carried a risk: the decision failed.',
  LOW_RELIABILITY: 'The factors were too unreliable to decide on: uncertain.',
  FRAUD_RISK_THRESHOLD: 'The risk reached the fraud threshold: fraud.',
  KNOWN_FRAUDSTER: "The voice matched a watchlisted fraudster's voiceprint: fraud.",
  VOICE_MATCH: 'Below the fraud threshold, and the voice matched: authentic.',
  VOICE_NO_MATCH: 'Below the fraud threshold, but the voice did not match: no match.',
  BELOW_FRAUD_THRESHOLD: 'The risk stayed below the fraud threshold and no voice match decided: no risk detected.',
};
export const ruleWords = (rule: string): string => RULE_WORDS[rule] ?? rule;
