// The explanation explainDecision() gives beside the decision: per-kind weights and contributions
// that add up to the fused risk, kinds that do not count, and the comparisons that decided.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type DecisionConfig } from '../configsets/effective.js';
import { checkInWords, decide, explainDecision, type ExplainableFactor } from './engine.js';

const cfg = (over: Partial<DecisionConfig> = {}): DecisionConfig => ({ ...DEFAULT_CONFIG.decision, ...over });
const callerId = (risk: number | null, reliability: number | null = 90, trust?: number): ExplainableFactor => ({
  kind: 'callerid_validation',
  risk,
  reliability,
  score: null,
  decision: 'DECISION_UNCERTAIN',
  detail: trust === undefined ? {} : { trust_indicator: trust },
});
const watchlist = (risk: number | null, reliability: number | null = 90): ExplainableFactor => ({
  kind: 'watchlist',
  risk,
  reliability,
  score: null,
});
const voice = (score: number | null, reliability: number | null = 90): ExplainableFactor => ({
  kind: 'voice',
  risk: null,
  reliability,
  score,
});

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('explainDecision', () => {
  it('gives contributions that sum to the fused risk, with weights normalised over the kinds present', () => {
    const c = cfg({ weights: { voice: 3, callerId: 1, watchlist: 6 }, fraudRiskThreshold: 90 });
    // Watchlist absent: voice and caller ID share the whole weight, 3:1.
    const e = explainDecision([callerId(80, 90, 0.2), voice(40)], c);
    expect(e.factors.map((f) => [f.kind, f.weight, f.normalisedWeight])).toEqual([
      ['callerid_validation', 1, 0.25],
      ['voice', 3, 0.75],
    ]);
    // Voice risk is 100 - 40 = 60: 0.25 x 80 + 0.75 x 60 = 65.
    expect(e.factors.map((f) => f.contribution)).toEqual([20, 45]);
    expect(e.risk).toBe(65);
    expect(e.exactRisk).toBe(65);
    expect(sum(e.factors.map((f) => f.normalisedWeight))).toBe(1);
    // The caller-ID values read in words later: trust indicator and the source's own decision.
    expect(e.factors[0]).toMatchObject({ trustIndicator: 0.2, sourceDecision: 'DECISION_UNCERTAIN', counted: true });
  });

  it('sums to the unrounded risk, which rounds to the risk the decision used', () => {
    const c = cfg({ weights: { voice: 0.6, callerId: 0.25, watchlist: 0.15 } });
    for (const [a, b, s] of [
      [13, 77, 51],
      [99, 1, 33],
      [50, 50, 50],
      [71, 0, 2],
    ] as const) {
      const e = explainDecision([callerId(a), watchlist(b), voice(s)], c);
      expect(Math.abs(sum(e.factors.map((f) => f.contribution)) - (e.exactRisk as number))).toBeLessThan(1e-9);
      expect(Math.round(e.exactRisk as number)).toBe(e.risk);
      expect(decide([callerId(a), watchlist(b), voice(s)], c).risk).toBe(e.risk);
    }
  });

  it('shows a kind weighed 0, or carrying no risk, as not counted', () => {
    const c = cfg({ weights: { voice: 0, callerId: 1, watchlist: 1 } });
    const e = explainDecision([callerId(30), watchlist(null), voice(95)], c);
    const byKind = Object.fromEntries(e.factors.map((f) => [f.kind, f]));
    expect(byKind['voice']).toMatchObject({
      weight: 0,
      normalisedWeight: 0,
      contribution: 0,
      counted: false,
      notCountedReason: 'WEIGHT_ZERO',
      risk: 5,
    });
    expect(byKind['watchlist']).toMatchObject({ counted: false, notCountedReason: 'NO_RISK', contribution: 0 });
    expect(byKind['callerid_validation']).toMatchObject({ counted: true, normalisedWeight: 1, contribution: 30 });
    expect(e.risk).toBe(30);
    // The voice score decides nothing when its kind is weighed 0.
    expect(e.checks.map((x) => x.check)).not.toContain('AUTHENTIC_THRESHOLD');
  });

  it('says which comparison decided "no risk detected": risk 70 against threshold 72', () => {
    const c = cfg({ fraudRiskThreshold: 72 });
    const e = explainDecision([callerId(70)], c);
    expect(e.decision).toBe('DECISION_NO_RISK_DETECTED');
    expect(e.rule).toBe('BELOW_FRAUD_THRESHOLD');
    expect(e.thresholds).toEqual({ fraudRiskThreshold: 72, authenticThreshold: 70, minReliability: 40 });
    const decisive = e.checks.filter((x) => x.decisive);
    expect(decisive).toEqual([
      { check: 'FRAUD_RISK_THRESHOLD', value: 70, threshold: 72, holds: false, decisive: true },
    ]);
    expect(checkInWords(decisive[0]!)).toBe('risk 70 ≥ fraud risk threshold 72? no');
    expect(e.summary).toBe('risk 70 ≥ fraud risk threshold 72? no: no risk detected');
    // Reliability was checked first and passed.
    expect(e.checks[0]).toMatchObject({ check: 'MIN_RELIABILITY', value: 90, holds: true, decisive: false });
  });

  it('marks the deciding comparison for each rule', () => {
    const c = cfg({ authenticThreshold: 70, fraudRiskThreshold: 70, minReliability: 40 });
    const decided = (f: ExplainableFactor[]) => {
      const e = explainDecision(f, c);
      return [e.rule, e.checks.filter((x) => x.decisive).map((x) => `${x.check}:${x.holds}`)];
    };
    expect(decided([callerId(10, 20)])).toEqual(['LOW_RELIABILITY', ['MIN_RELIABILITY:false']]);
    expect(decided([callerId(90)])).toEqual(['FRAUD_RISK_THRESHOLD', ['FRAUD_RISK_THRESHOLD:true']]);
    expect(decided([voice(80)])).toEqual(['VOICE_MATCH', ['AUTHENTIC_THRESHOLD:true']]);
    expect(decided([voice(50)])).toEqual(['VOICE_NO_MATCH', ['AUTHENTIC_THRESHOLD:false']]);
    expect(decided([callerId(0), { ...voice(75), fraudster_on_watchlist: true }])).toEqual([
      'KNOWN_FRAUDSTER',
      ['KNOWN_FRAUDSTER:true'],
    ]);
    expect(decided([])).toEqual(['NO_FACTORS', []]);
    expect(decided([watchlist(null)])).toEqual(['NO_AVAILABLE_SCORES', []]);
    expect(explainDecision([callerId(1)], cfg({ fraudRiskThreshold: 101 })).rule).toBe('BAD_CONFIGURATION');
  });

  it('explains the newest factor of each kind and counts the ones it superseded', () => {
    const e = explainDecision([callerId(90), callerId(10), voice(80)], cfg());
    expect(e.factors.map((f) => [f.kind, f.risk, f.superseded])).toEqual([
      ['callerid_validation', 10, 1],
      ['voice', 20, 0],
    ]);
  });
});
