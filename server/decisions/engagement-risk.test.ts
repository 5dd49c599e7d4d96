import { describe, expect, it } from 'vitest';
import { NO_RISK_INFO, engagementRiskOf, joinedAfterStop, type RiskInfo } from './engagement-risk.js';

const ev = (risk: number | null, decision: string, reason = `${decision}_R`): RiskInfo => ({
  risk,
  reliability: risk === null ? null : 80,
  decision,
  decision_reason: reason,
});

describe('engagementRiskOf', () => {
  it('takes the highest risk; the newer session on a tie', () => {
    expect(engagementRiskOf([ev(20, 'A'), ev(85, 'B'), ev(40, 'C')]).decision).toBe('B');
    expect(engagementRiskOf([ev(50, 'A'), ev(50, 'B')]).decision).toBe('B');
  });

  it('prefers any evaluation with a risk over those without; else the newest', () => {
    expect(engagementRiskOf([ev(null, 'FAILED'), ev(5, 'OK'), ev(null, 'FAILED2')]).decision).toBe('OK');
    expect(engagementRiskOf([ev(null, 'F1'), ev(null, 'F2')]).decision).toBe('F2');
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
