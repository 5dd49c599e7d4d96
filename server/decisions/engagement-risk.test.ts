import { describe, expect, it } from 'vitest';
import type { Decision } from '../sessions/sessions.domain.js';
import { NO_RISK_INFO, engagementRiskOf, joinedAfterStop, type RiskInfo } from './engagement-risk.js';

// Each evaluation of a case carries a different decision, so the decision tells which one won.
const ev = (risk: number | null, decision: Decision): RiskInfo => ({
  risk,
  reliability: risk === null ? null : 80,
  decision,
  decision_reason: 'DECISION_REASON_NO_DATA',
});

describe('engagementRiskOf', () => {
  it('takes the highest risk; the newer session on a tie', () => {
    expect(
      engagementRiskOf([ev(20, 'DECISION_AUTHENTIC'), ev(85, 'DECISION_FRAUD'), ev(40, 'DECISION_NO_MATCH')]).decision,
    ).toBe('DECISION_FRAUD');
    expect(engagementRiskOf([ev(50, 'DECISION_AUTHENTIC'), ev(50, 'DECISION_FRAUD')]).decision).toBe('DECISION_FRAUD');
  });

  it('prefers any evaluation with a risk over those without; else the newest', () => {
    expect(
      engagementRiskOf([
        ev(null, 'DECISION_FAILED'),
        ev(5, 'DECISION_NO_RISK_DETECTED'),
        ev(null, 'DECISION_UNCERTAIN'),
      ]).decision,
    ).toBe('DECISION_NO_RISK_DETECTED');
    expect(engagementRiskOf([ev(null, 'DECISION_FAILED'), ev(null, 'DECISION_UNCERTAIN')]).decision).toBe(
      'DECISION_UNCERTAIN',
    );
  });

  it('is empty when no session has an evaluation', () => {
    expect(engagementRiskOf([NO_RISK_INFO, NO_RISK_INFO])).toEqual(NO_RISK_INFO);
    expect(engagementRiskOf([])).toEqual(NO_RISK_INFO);
  });
});

describe('joinedAfterStop', () => {
  const stoppedAt = new Date(1_000_000);
  it('is true only for a session created after the engagement stopped', () => {
    expect(joinedAfterStop(new Date(1_000_001), { is_active: false, completion_timestamp: stoppedAt })).toBe(true);
    expect(joinedAfterStop(new Date(1_000_000), { is_active: false, completion_timestamp: stoppedAt })).toBe(false);
    expect(joinedAfterStop(new Date(2_000_000), { is_active: true, completion_timestamp: null })).toBe(false);
  });
});
