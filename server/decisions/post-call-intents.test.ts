// Intent rules applied to a decision's explanation after the call: a rule counts only when all its
// intents were heard in the session's call; the weights are normalised again and the fused risk is
// recomputed against the same threshold, while the decision given during the call stays.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../configsets/effective.js';
import { explainDecision } from './engine.js';
import { postCallIntents, type HeardIntent } from './post-call-intents.js';

const S = 'session-1';
const heard = (intent: string, confidence: number, start_ms: number, session: string | null = S): HeardIntent => ({
  gk_session_id: session,
  gk_media_segment_id: `seg-${intent}`,
  intent,
  confidence,
  start_ms,
});
const voice = (score: number) => ({ kind: 'voice' as const, risk: null, reliability: 90, score });
const rules = [
  { intents: ['CHANGE_ADDRESS', 'RAISE_LIMIT'], risk: 100, weight: 1.8 },
  { intents: ['RESET_PASSWORD'], risk: 80, weight: 0 },
];

describe('postCallIntents', () => {
  it('counts a rule whose intents were all heard and fuses the risk again', () => {
    const e = explainDecision([voice(85)], { ...DEFAULT_CONFIG.decision, intentFactors: rules });
    expect(e.intentFactors).toEqual(rules);
    const p = postCallIntents(
      e,
      rules,
      [heard('CHANGE_ADDRESS', 0.9, 1000), heard('RAISE_LIMIT', 0.7, 4000), heard('RAISE_LIMIT', 0.6, 9000)],
      S,
    );
    expect(p.intentFactors).toHaveLength(1);
    const f = p.intentFactors[0]!;
    expect(f.counted).toBe(true);
    expect(f.confidence).toBe(0.7);
    expect(f.last.start_ms).toBe(4000);
    expect(f.normalisedWeight).toBeCloseTo(0.75, 12);
    expect(f.contribution).toBeCloseTo(75, 12);
    expect(p.factors[0]!.normalisedWeight).toBeCloseTo(0.25, 12);
    expect(p.recomputed).toMatchObject({ risk: 79, decisionTimeRisk: 15, overFraudRiskThreshold: true });
    expect(p.recomputed!.exactRisk).toBeCloseTo(78.75, 12);
    expect(p.recomputed!.summary).toBe(
      'after post-call speech analysis: risk 79 ≥ fraud risk threshold 70? yes: fraud risk (the decision given during the call, authentic, is not changed)',
    );
    // The explanation it was given is not touched.
    expect(e.factors[0]!.normalisedWeight).toBe(1);
  });

  it('does not count a rule heard only in part, or in another session of the engagement', () => {
    const e = explainDecision([voice(85)], { ...DEFAULT_CONFIG.decision, intentFactors: rules });
    const p = postCallIntents(e, rules, [heard('CHANGE_ADDRESS', 0.9, 0), heard('RAISE_LIMIT', 0.9, 0, 'other')], S);
    expect(p.intentFactors).toEqual([]);
    expect(p.recomputed).toBeUndefined();
    expect(p.factors).toBe(e.factors);
    // A segment linked to no session belongs to every session's call.
    const q = postCallIntents(e, rules, [heard('CHANGE_ADDRESS', 0.9, 0), heard('RAISE_LIMIT', 0.9, 0, null)], S);
    expect(q.intentFactors.map((f) => f.counted)).toEqual([true]);
  });

  it('shows a rule weighed 0 without counting it, and recomputes nothing for it', () => {
    const e = explainDecision([voice(85)], { ...DEFAULT_CONFIG.decision, intentFactors: rules });
    const p = postCallIntents(e, rules, [heard('RESET_PASSWORD', 0.8, 0)], S);
    expect(p.intentFactors.map((f) => [f.rule.intents, f.counted, f.contribution])).toEqual([
      [['RESET_PASSWORD'], false, 0],
    ]);
    expect(p.recomputed).toBeUndefined();
  });

  it('stays below the threshold when the intent weighs little', () => {
    const light = [{ intents: ['CHANGE_ADDRESS'], risk: 100, weight: 0.2 }];
    const e = explainDecision([voice(85)], { ...DEFAULT_CONFIG.decision, intentFactors: light });
    const p = postCallIntents(e, light, [heard('CHANGE_ADDRESS', 0.9, 0)], S);
    // 0.75 x 15 + 0.25 x 100 = 36.25
    expect(p.recomputed).toMatchObject({ risk: 36, overFraudRiskThreshold: false });
    expect(p.recomputed!.summary).toContain('risk 36 ≥ fraud risk threshold 70? no (');
  });
});
