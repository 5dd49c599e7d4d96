// Intents as context beside a decision (issue 19): when the settings that decided a session do not
// set decision.intentFactors, the risky intents heard in its caller turns are shown beside its
// decision explanation as factor rows of kind "intent" that weigh nothing: weight, normalised
// weight and contribution 0, counted false, not_counted_reason "CONTEXT", context_only set. Nothing
// here changes a decision or pretends it did. (Settings that do set the list count the intents
// they name instead: decisions/post-call-intents.ts.)
//
// Which intents are risky here: RISKY_INTENTS, the requests that precede account takeover in a
// contact centre (moving where mail and cards go, resetting credentials, raising limits, moving
// money, a new card). An intent is heard when a turn was classified as it with at least
// RISKY_INTENT_MIN_CONFIDENCE (the bar the queue's intent filter and intentFactors use too).
import { toDuration } from '../audio/index.js';
import { uid } from '../rpc/wire-values.js';
import type { HeardIntentRow } from './turns.store.js';

export const RISKY_INTENTS: readonly string[] = [
  'CHANGE_ADDRESS',
  'RAISE_LIMIT',
  'RESET_PASSWORD',
  'REPORT_LOST_CARD',
  'REPLACE_CARD',
  'TRANSFER_MONEY',
];

export const RISKY_INTENT_MIN_CONFIDENCE = 0.5;

/**
 * The intent rows for one session's explanation: one per risky intent heard in its segments (and in
 * the engagement's segments linked to no session), at the highest confidence it was heard with.
 */
export function intentFactorsFor(heard: readonly HeardIntentRow[], sessionId: string) {
  const best = new Map<string, HeardIntentRow>();
  for (const h of heard) {
    if (h.gk_session_id !== null && h.gk_session_id !== sessionId) continue;
    const seen = best.get(h.intent);
    if (!seen || h.confidence > seen.confidence || (h.confidence === seen.confidence && h.start_ms < seen.start_ms))
      best.set(h.intent, h);
  }
  return [...best.values()]
    .sort((a, b) => b.confidence - a.confidence || a.intent.localeCompare(b.intent))
    .map((h) => ({
      kind: 'intent',
      risk: null,
      reliability: null,
      score: null,
      trust_indicator: null,
      fraudster_on_watchlist: false,
      source_decision: '',
      weight: 0,
      normalised_weight: 0,
      contribution: 0,
      counted: false,
      not_counted_reason: 'CONTEXT',
      superseded: 0,
      intent: h.intent,
      intent_confidence: Math.round(h.confidence * 1000) / 1000,
      context_only: true,
      gk_media_segment_id: uid(h.gk_media_segment_id),
      heard_at: toDuration(h.start_ms / 1000),
    }));
}
