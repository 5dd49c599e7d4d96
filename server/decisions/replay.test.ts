import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type DecisionConfig } from '../configsets/effective.js';
import { DECISION_ENGINE_VERSION, explainDecision, type EngineFactor } from './engine.js';
import type { HeardIntent } from './post-call-intents.js';
import { ReplayTally, isSkipped, replaySession, type Replayed, type ReplaySnapshot } from './replay.js';
import { msOfEpoch } from './replay.store.js';

// Defaults: authentic 70, fraud 70, minimum reliability 40, weights voice 0.6, caller ID 0.25, watchlist 0.15.
const BASE: DecisionConfig = { ...DEFAULT_CONFIG.decision, intentFactors: null };
const withSettings = (over: Partial<DecisionConfig>): DecisionConfig => ({ ...BASE, ...over });

const f = (kind: EngineFactor['kind'], v: Partial<EngineFactor>): EngineFactor => ({
  kind,
  risk: null,
  reliability: null,
  score: null,
  ...v,
});

let n = 0;
/** A snapshot as the server stores it: the explanation of `factors` under the settings that decided. */
function decided(factors: EngineFactor[], verdict: string | null = null, config = BASE, heard?: HeardIntent[]) {
  n++;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const snap: ReplaySnapshot = {
    gkSessionId: id,
    gkEngagementId: id,
    decidedAt: new Date(0),
    engineVersion: DECISION_ENGINE_VERSION,
    explanation: explainDecision(factors, config),
    verdict,
    ...(heard ? { heard } : {}),
  };
  return snap;
}

const replayed = (s: ReplaySnapshot, c: DecisionConfig): Replayed => {
  const r = replaySession(s, c);
  if (isSkipped(r)) throw new Error(`skipped: ${r.why}`);
  return r;
};

const heard = (sessionId: string, ...intents: string[]): HeardIntent[] =>
  intents.map((intent, i) => ({
    gk_session_id: sessionId,
    gk_media_segment_id: 'seg',
    intent,
    confidence: 0.9,
    start_ms: 1000 * (i + 1),
  }));

describe('replaySession, against decisions computed by hand', () => {
  it('caller ID alone: risk 80 is fraud at 70 and no risk at 85', () => {
    const s = decided([f('callerid_validation', { risk: 80, reliability: 90 })]);
    expect(s.explanation.decision).toBe('DECISION_FRAUD');
    expect(replayed(s, BASE)).toMatchObject({ then: 'DECISION_FRAUD', wouldBe: 'DECISION_FRAUD', wouldBeRisk: 80 });
    const r = replayed(s, withSettings({ fraudRiskThreshold: 85 }));
    expect(r).toMatchObject({ wouldBe: 'DECISION_NO_RISK_DETECTED', wouldBeRisk: 80, flagged: false, flagUpTo: 80 });
  });

  it('watchlist and voice: weights decide whether the watchlist hit outweighs a voice match', () => {
    // risk = (0.15 x 100 + 0.6 x (100 - 90)) / 0.75 = 28; voice 90 ≥ 70: authentic.
    const s = decided([f('watchlist', { risk: 100, reliability: 100 }), f('voice', { score: 90, reliability: 80 })]);
    expect(replayed(s, BASE)).toMatchObject({ wouldBe: 'DECISION_AUTHENTIC', wouldBeRisk: 28 });
    // Voice weighed 0 is ignored: the watchlist's 100 alone decides.
    const r = replayed(s, withSettings({ weights: { voice: 0, callerId: 0.25, watchlist: 1 } }));
    expect(r).toMatchObject({ then: 'DECISION_AUTHENTIC', wouldBe: 'DECISION_FRAUD', wouldBeRisk: 100 });
  });

  it("a watchlisted fraudster's voice match is fraud under any fraud threshold", () => {
    const s = decided([f('voice', { score: 85, reliability: 90, fraudster_on_watchlist: true })]);
    const r = replayed(s, withSettings({ fraudRiskThreshold: 90 }));
    expect(r).toMatchObject({ wouldBe: 'DECISION_FRAUD', wouldBeRisk: 85, flagUpTo: 100 });
    // Unless the authentic threshold rises above its score.
    const higher = replayed(s, withSettings({ fraudRiskThreshold: 90, authenticThreshold: 86 }));
    expect(higher).toMatchObject({ wouldBe: 'DECISION_NO_RISK_DETECTED', flagUpTo: 85 });
  });

  it('minimum reliability: too unreliable is uncertain whatever the threshold', () => {
    const s = decided([f('callerid_validation', { risk: 90, reliability: 30 })]);
    expect(replayed(s, BASE)).toMatchObject({ wouldBe: 'DECISION_UNCERTAIN', flagUpTo: -1, flagged: false });
    expect(replayed(s, withSettings({ minReliability: 20 }))).toMatchObject({ wouldBe: 'DECISION_FRAUD' });
  });

  it('a voice below the authentic threshold is no match, and fraud once its risk reaches the threshold', () => {
    const s = decided([f('voice', { score: 50, reliability: 90 })]);
    expect(replayed(s, BASE)).toMatchObject({ wouldBe: 'DECISION_NO_MATCH', wouldBeRisk: 50 });
    expect(replayed(s, withSettings({ fraudRiskThreshold: 50 }))).toMatchObject({ wouldBe: 'DECISION_FRAUD' });
  });

  it('settings out of range fail the decision; no factor gives no decision', () => {
    const s = decided([f('callerid_validation', { risk: 90, reliability: 90 })]);
    expect(replayed(s, withSettings({ fraudRiskThreshold: 120 }))).toMatchObject({
      wouldBe: 'DECISION_FAILED',
      flagUpTo: -1,
    });
    expect(replayed(decided([]), BASE)).toMatchObject({ wouldBe: 'DECISION_UNSPECIFIED', flagUpTo: -1 });
  });

  it("intent rules: intents heard after the call flag a session the revision's threshold lets through", () => {
    // Caller ID risk 40 alone: no risk detected. The rule's factor (risk 100, weight 0.25) beside
    // caller ID (0.25): (0.5 x 40) + (0.5 x 100) = 70 ≥ 70.
    const rules = [{ intents: ['transfer_money', 'change_address'], risk: 100, weight: 0.25 }];
    const base = decided([f('callerid_validation', { risk: 40, reliability: 90 })]);
    const both = { ...base, heard: heard(base.gkSessionId, 'change_address', 'transfer_money') };
    const r = replayed(both, withSettings({ intentFactors: rules }));
    expect(r).toMatchObject({ wouldBe: 'DECISION_NO_RISK_DETECTED', wouldBeRisk: 40, postCallRisk: 70 });
    expect(r).toMatchObject({ flagged: true, flagUpTo: 70 });
    // One intent of the two is not enough; without rules, heard intents count for nothing.
    const one = { ...base, heard: heard(base.gkSessionId, 'transfer_money') };
    expect(replayed(one, withSettings({ intentFactors: rules }))).toMatchObject({ postCallRisk: null, flagged: false });
    expect(replayed(both, BASE)).toMatchObject({ postCallRisk: null, flagged: false, flagUpTo: 40 });
  });

  it('counts apart what it cannot replay, saying why', () => {
    const old = { ...decided([f('callerid_validation', { risk: 80, reliability: 90 })]), engineVersion: 2 };
    expect(replaySession(old, BASE)).toMatchObject({ skipped: 'ENGINE_VERSION' });
    const odd = decided([f('callerid_validation', { risk: 80, reliability: 90 })]);
    const strange = {
      ...odd,
      explanation: {
        ...odd.explanation,
        factors: [{ ...odd.explanation.factors[0]!, kind: 'intent' as never }],
      },
    };
    const r = replaySession(strange, BASE);
    expect(r).toMatchObject({ skipped: 'UNKNOWN_FACTOR_KIND' });
    expect(isSkipped(r) && r.why).toContain('"intent"');
  });
});

describe('ReplayTally', () => {
  // Deterministic pseudo-random sessions (mulberry32).
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const rnd = random(37);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const rules = [{ intents: ['transfer_money'], risk: 95, weight: 0.3 }];
  const sessions = Array.from({ length: 400 }, () => {
    const factors: EngineFactor[] = [];
    if (rnd() < 0.8)
      factors.push(
        f('callerid_validation', { risk: Math.round(rnd() * 100), reliability: 30 + Math.round(rnd() * 70) }),
      );
    if (rnd() < 0.3) factors.push(f('watchlist', { risk: pick([0, 100]), reliability: 100 }));
    if (rnd() < 0.6)
      factors.push(
        f('voice', {
          score: Math.round(rnd() * 100),
          reliability: 50 + Math.round(rnd() * 50),
          fraudster_on_watchlist: rnd() < 0.1,
        }),
      );
    const s = decided(
      factors,
      pick([null, null, 'ENGAGEMENT_VERDICT_FRAUD', 'ENGAGEMENT_VERDICT_AUTHENTIC', 'ENGAGEMENT_VERDICT_UNCERTAIN']),
    );
    return rnd() < 0.3 ? { ...s, heard: heard(s.gkSessionId, 'transfer_money') } : s;
  });

  it('the threshold curve agrees, point by point, with replaying at each threshold', () => {
    const proposed = withSettings({ fraudRiskThreshold: 55, intentFactors: rules });
    const tally = new ReplayTally();
    for (const s of sessions) tally.add(s, replaySession(s, proposed));
    const curve = tally.curve();
    expect(curve).toHaveLength(101);
    for (const t of [0, 1, 30, 54, 55, 56, 70, 99, 100]) {
      const at = new ReplayTally();
      for (const s of sessions) at.add(s, replaySession(s, { ...proposed, fraudRiskThreshold: t }));
      expect(curve[t]).toEqual({ threshold: t, ...at.wouldBe });
    }
    expect(curve[55]).toEqual({ threshold: 55, ...tally.wouldBe });
  });

  it('replaying the settings that decided changes no decision', () => {
    const tally = new ReplayTally();
    for (const s of sessions) tally.add(s, replaySession(s, BASE));
    expect(tally.replayed).toBe(sessions.length);
    for (const [pair, count] of tally.pairs) {
      const [then, wouldBe] = pair.split('>');
      expect({ pair, count, same: then === wouldBe }).toMatchObject({ same: true });
    }
    expect(tally.wouldBe).toEqual(tally.then);
  });

  it('counts caught, missed and false alarms against the verdicts', () => {
    const tally = new ReplayTally();
    const fraudHigh = decided([f('callerid_validation', { risk: 90, reliability: 90 })], 'ENGAGEMENT_VERDICT_FRAUD');
    const fraudLow = decided([f('callerid_validation', { risk: 20, reliability: 90 })], 'ENGAGEMENT_VERDICT_FRAUD');
    const okHigh = decided([f('callerid_validation', { risk: 75, reliability: 90 })], 'ENGAGEMENT_VERDICT_AUTHENTIC');
    const noVerdict = decided([f('callerid_validation', { risk: 95, reliability: 90 })]);
    for (const s of [fraudHigh, fraudLow, okHigh, noVerdict])
      tally.add(s, replaySession(s, withSettings({ fraudRiskThreshold: 80 })));
    expect(tally.wouldBe).toEqual({ caught: 1, missed: 1, falseAlarms: 0, flagged: 2 });
    expect(tally.then).toEqual({ caught: 1, missed: 1, falseAlarms: 1, flagged: 3 });
    expect(tally.pairs.get('DECISION_FRAUD>DECISION_NO_RISK_DETECTED')).toBe(1);
  });
});

describe('msOfEpoch', () => {
  it("gives a Date's milliseconds of a stored timestamp from date_part's epoch seconds", () => {
    // date_part('epoch') is the stored microseconds over 1e6 as a double; a Date floors to milliseconds.
    const base = Date.UTC(2026, 10, 20) * 1000;
    for (let i = 0; i < 200_000; i++) {
      // Whole milliseconds (as the decision path writes them) and any microsecond, over three weeks.
      const us = base - Math.floor(i * 9_071.3) * 1000 - (i % 2 ? 0 : (i * 7919) % 1000);
      const expected = Math.floor(us / 1000);
      if (msOfEpoch(us / 1e6) !== expected) expect(msOfEpoch(us / 1e6)).toBe(expected);
    }
    expect(msOfEpoch(0)).toBe(0);
    expect(msOfEpoch(-0.0015)).toBe(-2);
  });
});
