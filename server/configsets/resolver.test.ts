import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './effective.js';
import { mergeConfig } from './resolver.store.js';

describe('mergeConfig', () => {
  it('gives the defaults for no layers, without sharing objects with them', () => {
    const c = mergeConfig([]);
    expect(c).toEqual(DEFAULT_CONFIG);
    c.decision.weights.voice = 0.99;
    expect(DEFAULT_CONFIG.decision.weights.voice).toBe(0.6);
  });

  it('lays partial layers over the defaults, later layers winning', () => {
    const c = mergeConfig([
      { decision: { fraudRiskThreshold: 60, weights: { voice: 0.5 } }, sessions: { sessionTimeoutSeconds: 900 } },
      { decision: { fraudRiskThreshold: 50 } },
    ]);
    expect(c.decision).toEqual({
      ...DEFAULT_CONFIG.decision,
      fraudRiskThreshold: 50,
      weights: { voice: 0.5, callerId: 0.25, watchlist: 0.15 },
    });
    expect(c.sessions.sessionTimeoutSeconds).toBe(900);
    expect(c.voiceprints).toEqual(DEFAULT_CONFIG.voiceprints);
  });

  it('ignores unknown keys and values of the wrong type', () => {
    const c = mergeConfig([{ audio: { x: 1 }, decision: { authenticThreshold: '90', weights: 3 }, callerId: null }]);
    expect(c).toEqual(DEFAULT_CONFIG);
  });

  it('repairs a mix of layers that breaks a rule across fields', () => {
    const c = mergeConfig([
      { callerId: { trustedAtOrAbove: 0.5, suspiciousBelow: 0.3 }, decision: { weights: { voice: 0, callerId: 0 } } },
      {
        callerId: { suspiciousBelow: 0.7 },
        decision: { weights: { watchlist: 0 } },
        sessions: { sessionTimeoutSeconds: 50_000 },
      },
    ]);
    expect(c.callerId.suspiciousBelow).toBe(0.5);
    expect(c.decision.weights).toEqual(DEFAULT_CONFIG.decision.weights);
    expect(c.sessions.engagementTimeoutSeconds).toBe(50_000);
  });
});
