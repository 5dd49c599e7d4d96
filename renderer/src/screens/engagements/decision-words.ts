// Decisions explained in words: factor names, caller-ID sources, checks and the deciding rule, for
// the engagement page and the case report. Apart from labels.ts so the queue, the first screen, does
// not carry them (a module the first screen imports comes whole with the shell, unused parts too).
import { enumLabel } from '../../../../shared/domain/engagement-values.js';

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
