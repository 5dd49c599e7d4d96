// Every branch of the decision engine, and each threshold exactly at, just below and just above.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type DecisionConfig } from '../configsets/effective.js';
import { configIsValid, decide, newestPerKind, riskOf, type EngineFactor } from './engine.js';

const cfg = (over: Partial<DecisionConfig> = {}): DecisionConfig => ({ ...DEFAULT_CONFIG.decision, ...over });
const callerId = (risk: number | null, reliability: number | null = 90): EngineFactor => ({
  kind: 'callerid_validation',
  risk,
  reliability,
  score: null,
});
const watchlist = (risk: number | null, reliability: number | null = 90): EngineFactor => ({
  kind: 'watchlist',
  risk,
  reliability,
  score: null,
});
const voice = (score: number | null, reliability: number | null = 90): EngineFactor => ({
  kind: 'voice',
  risk: null,
  reliability,
  score,
});

describe('decide', () => {
  it('treats a voice match against a fraudster on a watchlist as fraud, whatever the other risks', () => {
    const fraudster = (score: number): EngineFactor => ({ ...voice(score), fraudster_on_watchlist: true });
    const c = cfg({ authenticThreshold: 70, fraudRiskThreshold: 90 });
    // 75 matches the fraudster's print: below the fraud threshold as a risk, still FRAUD.
    expect(decide([callerId(0), fraudster(75)], c)).toMatchObject({
      decision: 'DECISION_FRAUD',
      decisionReason: 'DECISION_REASON_FRAUD_RISK',
    });
    expect(riskOf(fraudster(75))).toBe(75);
    // The same score against anyone else's print is an authentic caller.
    expect(decide([callerId(0), voice(75)], c).decision).toBe('DECISION_AUTHENTIC');
    // Not matching the fraudster is neither fraud nor an authentication.
    expect(decide([callerId(0), fraudster(20)], c).decision).toBe('DECISION_NO_RISK_DETECTED');
  });

  it('answers NO_DATA with no decision when there is no factor', () => {
    expect(decide([], cfg())).toEqual({ decision: 'DECISION_UNSPECIFIED', decisionReason: 'DECISION_REASON_NO_DATA' });
  });

  it('answers BAD_CONFIGURATION for settings out of range', () => {
    const bad = { decision: 'DECISION_FAILED', decisionReason: 'DECISION_REASON_BAD_CONFIGURATION' };
    expect(decide([callerId(10)], cfg({ fraudRiskThreshold: 101 }))).toEqual(bad);
    expect(decide([callerId(10)], cfg({ authenticThreshold: -1 }))).toEqual(bad);
    expect(decide([callerId(10)], cfg({ minReliability: Number.NaN }))).toEqual(bad);
    expect(decide([callerId(10)], cfg({ weights: { voice: 1, callerId: -1, watchlist: 1 } }))).toEqual(bad);
  });

  it('answers BAD_CONFIGURATION when the weights give nothing to the factors present', () => {
    const c = cfg({ weights: { voice: 0, callerId: 1, watchlist: 1 } });
    expect(decide([voice(90)], c)).toEqual({
      decision: 'DECISION_FAILED',
      decisionReason: 'DECISION_REASON_BAD_CONFIGURATION',
    });
    // With another factor weighed, the unweighted voice factor is ignored: no NO_MATCH either.
    expect(decide([voice(10), callerId(20)], c)).toMatchObject({ risk: 20, decision: 'DECISION_NO_RISK_DETECTED' });
  });

  it('answers NO_AVAILABLE_SCORES when no factor carries a risk', () => {
    expect(decide([voice(null), callerId(null)], cfg())).toEqual({
      decision: 'DECISION_FAILED',
      decisionReason: 'DECISION_REASON_NO_AVAILABLE_SCORES',
    });
  });

  it('weighs risk and reliability over the kinds present, normalising the weights', () => {
    // weights voice 0.6, callerId 0.25, watchlist 0.15 (defaults)
    const out = decide([voice(80, 50), callerId(40, 100), watchlist(0, 80)], cfg());
    // risk = (20*0.6 + 40*0.25 + 0*0.15) / 1 = 22; reliability = (50*0.6 + 100*0.25 + 80*0.15) = 67
    expect(out).toEqual({
      risk: 22,
      reliability: 67,
      decision: 'DECISION_AUTHENTIC',
      decisionReason: 'DECISION_REASON_AUTHENTIC',
    });
    // caller ID and watchlist only: (60*0.25 + 20*0.15) / 0.4 = 45
    expect(decide([callerId(60), watchlist(20)], cfg()).risk).toBe(45);
  });

  it('uses only the newest factor of each kind', () => {
    expect(decide([callerId(95), callerId(5)], cfg())).toMatchObject({
      risk: 5,
      decision: 'DECISION_NO_RISK_DETECTED',
    });
    expect(newestPerKind([voice(1), callerId(2), voice(3)]).map((f) => f.score ?? f.risk)).toEqual([2, 3]);
  });

  it('omits reliability when no factor carries one, and then does not apply the reliability rule', () => {
    expect(decide([callerId(10, null)], cfg({ minReliability: 100 }))).toEqual({
      risk: 10,
      decision: 'DECISION_NO_RISK_DETECTED',
      decisionReason: 'DECISION_REASON_NO_RISK_DETECTED',
    });
  });

  it('is UNCERTAIN / LOW_RELIABILITY below minReliability, not at it', () => {
    const c = cfg({ minReliability: 40 });
    expect(decide([callerId(90, 39)], c)).toEqual({
      risk: 90,
      reliability: 39,
      decision: 'DECISION_UNCERTAIN',
      decisionReason: 'DECISION_REASON_LOW_RELIABILITY',
    });
    expect(decide([callerId(90, 40)], c)).toMatchObject({ decision: 'DECISION_FRAUD' });
  });

  it('is FRAUD / FRAUD_RISK at and above fraudRiskThreshold, not below', () => {
    const c = cfg({ fraudRiskThreshold: 70 });
    expect(decide([callerId(70)], c)).toEqual({
      risk: 70,
      reliability: 90,
      decision: 'DECISION_FRAUD',
      decisionReason: 'DECISION_REASON_FRAUD_RISK',
    });
    expect(decide([callerId(71)], c).decision).toBe('DECISION_FRAUD');
    expect(decide([callerId(69)], c)).toMatchObject({ decision: 'DECISION_NO_RISK_DETECTED' });
  });

  it('compares thresholds with the rounded risk a client reads', () => {
    // (69.5 by weights) rounds to 70: FRAUD at threshold 70
    const c = cfg({ fraudRiskThreshold: 70, weights: { voice: 1, callerId: 1, watchlist: 1 } });
    expect(decide([callerId(69), watchlist(70)], c)).toMatchObject({ risk: 70, decision: 'DECISION_FRAUD' });
  });

  it('fraud wins over a voice match', () => {
    const c = cfg({ fraudRiskThreshold: 10 });
    expect(decide([voice(85)], c)).toMatchObject({ risk: 15, decision: 'DECISION_FRAUD' });
  });

  it('is AUTHENTIC at and above authenticThreshold, NO_MATCH below', () => {
    const c = cfg({ authenticThreshold: 70, fraudRiskThreshold: 100 });
    expect(decide([voice(70)], c)).toEqual({
      risk: 30,
      reliability: 90,
      decision: 'DECISION_AUTHENTIC',
      decisionReason: 'DECISION_REASON_AUTHENTIC',
    });
    expect(decide([voice(69.9)], c)).toEqual({
      risk: 30,
      reliability: 90,
      decision: 'DECISION_NO_MATCH',
      decisionReason: 'DECISION_REASON_NO_MATCH',
    });
  });

  it('is NO_RISK_DETECTED without a voice factor and below the fraud threshold', () => {
    expect(decide([callerId(0), watchlist(25)], cfg())).toEqual({
      risk: 9,
      reliability: 90,
      decision: 'DECISION_NO_RISK_DETECTED',
      decisionReason: 'DECISION_REASON_NO_RISK_DETECTED',
    });
  });
});

describe('riskOf and configIsValid', () => {
  it('a voice factor carries its own risk when it has one, else 100 - score', () => {
    expect(riskOf({ kind: 'voice', risk: 12, reliability: null, score: 99 })).toBe(12);
    expect(riskOf(voice(64))).toBe(36);
    expect(riskOf(voice(null))).toBeNull();
    expect(riskOf(callerId(null))).toBeNull();
  });

  it('accepts the defaults and the edges of the ranges', () => {
    expect(configIsValid(DEFAULT_CONFIG.decision)).toBe(true);
    expect(
      configIsValid({
        authenticThreshold: 0,
        fraudRiskThreshold: 100,
        minReliability: 0,
        weights: { voice: 0, callerId: 0, watchlist: 0 },
      }),
    ).toBe(true);
  });
});
