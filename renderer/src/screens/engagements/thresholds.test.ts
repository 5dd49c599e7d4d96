import { describe, expect, it } from 'vitest';
import type { ConfigsetSummary } from '../../../../shared/domain/configsets';
import { riskTone } from './labels';
import { scopeLayers, thresholdsOf } from './thresholds';

const summary = (configsetId: string, type: string, updatedAt?: string): ConfigsetSummary =>
  ({
    configsetId,
    type,
    revisionCount: 1,
    counts: {},
    lastChangeBy: 'a',
    ...(updatedAt ? { active: { configsetId, updatedAt } } : {}),
  }) as ConfigsetSummary;

describe('thresholds in force', () => {
  it('lays scope-level ACTIVE revisions oldest activation first, so the latest wins', () => {
    const layers = scopeLayers([
      summary('late', 'CONFIGSET_TYPE_SCOPE', '2025-03-01T00:00:00Z'),
      summary('ops', 'CONFIGSET_TYPE_OPERATIONAL', '2025-04-01T00:00:00Z'),
      summary('draft', 'CONFIGSET_TYPE_SCOPE'),
      summary('early', 'CONFIGSET_TYPE_SCOPE', '2025-01-01T00:00:00Z'),
    ]);
    expect(layers.map((l) => l.configsetId)).toEqual(['early', 'late']);
  });

  it('takes the last layer that sets the fraud threshold; review is 10 points below', () => {
    expect(
      thresholdsOf([
        { configsetId: 'a', content: '{"decision":{"fraudRiskThreshold":80}}' },
        { configsetId: 'b', content: '{"decision":{"fraudRiskThreshold":72}}' },
        { configsetId: 'c', content: '{"voiceprints":{"mismatchLockThreshold":4}}' },
      ]),
    ).toEqual({ fraud: 72, review: 62, configsetId: 'b' });
    expect(thresholdsOf([])).toEqual({ fraud: 70, review: 60 });
  });
});

describe('the amber rule (riskTone)', () => {
  it('is amber within 10 points below the fraud threshold, whatever the decision says', () => {
    expect(riskTone('DECISION_NO_RISK_DETECTED', 70, 72)).toBe('warn');
    expect(riskTone('DECISION_AUTHENTIC', 62, 72)).toBe('warn');
    expect(riskTone('DECISION_NO_RISK_DETECTED', 61, 72)).toBe('ok');
    expect(riskTone('DECISION_FRAUD', 80, 72)).toBe('danger');
    expect(riskTone('DECISION_FAILED', 65, 72)).toBe('warn');
  });
});
