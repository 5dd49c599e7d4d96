import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../configsets/effective.js';
import { analyze, decide } from './analysis.js';
import { parseInvite } from './sip.js';
import { invite, passport } from './sip.testkit.js';

const callStart = new Date(Date.UTC(2026, 0, 1, 12));
const iat = callStart.getTime() / 1000 - 5;
const run = (raw: string, calling = '+15552345678', called = '+15557654321') =>
  analyze({ callingNumber: calling, calledNumber: called, invite: parseInvite(raw), callStart });
const consistent = (identity?: string) =>
  invite({ from: '15552345678', pai: '<sip:+15552345678@c.example.com>', ...(identity ? { identity } : {}) });

describe('built-in caller-ID analysis', () => {
  it('orders trust by attestation: A > B > C > none', () => {
    const t = ['A', 'B', 'C'].map(
      (attest) => run(consistent(passport({ attest, orig: '15552345678', iat }))).trustIndicator,
    );
    const none = run(consistent()).trustIndicator;
    expect(t[0]).toBeGreaterThan(t[1] as number);
    expect(t[1]).toBeGreaterThan(t[2] as number);
    expect(t[2]).toBeGreaterThan(none);
    expect(decide(t[0] as number, DEFAULT_CONFIG.callerId).decision).toBe('DECISION_NO_RISK_DETECTED');
  });

  it('lowers trust when orig.tn, From or PAI disagree with the calling number', () => {
    const good = run(consistent(passport({ attest: 'A', orig: '15552345678', iat })));
    const badOrig = run(consistent(passport({ attest: 'A', orig: '15559999999', iat })));
    const badFrom = run(invite({ from: '15559999999', identity: passport({ attest: 'A', orig: '15552345678', iat }) }));
    expect(badOrig.trustIndicator).toBeLessThan(good.trustIndicator);
    expect(badOrig.findings.orig_tn_matches).toBe('false');
    expect(badFrom.findings.from_matches).toBe('false');
    expect(badFrom.trustIndicator).toBeLessThan(good.trustIndicator);
  });

  it('lowers trust for a stale Identity and an implausible number', () => {
    const good = run(consistent(passport({ attest: 'A', orig: '15552345678', iat })));
    const stale = run(consistent(passport({ attest: 'A', orig: '15552345678', iat: iat - 3600 })));
    expect(stale.trustIndicator).toBeLessThan(good.trustIndicator);
    expect(stale.findings.penalties).toContain('identity_stale');
    const odd = run(invite({ from: '11111111111' }), '+11111111111');
    expect(odd.findings.number_plausible).toBe('false');
    expect(decide(odd.trustIndicator, DEFAULT_CONFIG.callerId)).toEqual({
      decision: 'DECISION_FRAUD',
      reason: 'DECISION_REASON_FRAUD_RISK',
    });
  });

  it('decides by the configset bands', () => {
    const cfg = { trustedAtOrAbove: 0.8, suspiciousBelow: 0.4, ruleCacheSeconds: 300 };
    expect(decide(0.8, cfg).reason).toBe('DECISION_REASON_NO_RISK_DETECTED');
    expect(decide(0.79, cfg).reason).toBe('DECISION_REASON_LOW_RELIABILITY');
    expect(decide(0.4, cfg).decision).toBe('DECISION_UNCERTAIN');
    expect(decide(0.39, cfg).reason).toBe('DECISION_REASON_FRAUD_RISK');
  });
});
