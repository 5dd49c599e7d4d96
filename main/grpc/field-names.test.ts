import { describe, expect, it } from 'vitest';
import { fieldName, toRequestFields } from './field-names.js';

describe('server field paths in the request terms', () => {
  it('camelCases what no rename covers, segment by segment, keeping indexes', () => {
    expect(fieldName('voiceprint_profile.custom_data')).toBe('voiceprintProfile.customData');
    expect(fieldName('segments[2].gk_media_segment_id')).toBe('segments[2].gkMediaSegmentId');
    expect(fieldName('context.gk_scope_id')).toBe('scopeId');
    expect(fieldName('')).toBe('');
  });

  it('applies the longest matching rename of the channel, and camelCases the rest', () => {
    const names = {
      caller_id_data: '',
      'caller_id_data.telecom_network_id': 'networkId',
      details: 'rule',
      'details.phone_number': 'rule.value',
    };
    expect(fieldName('caller_id_data.telecom_network_id', names)).toBe('networkId');
    expect(fieldName('caller_id_data.calling_number', names)).toBe('callingNumber');
    expect(fieldName('details.phone_number', names)).toBe('rule.value');
    expect(fieldName('details.risk_level', names)).toBe('rule.riskLevel');
    expect(fieldName('details_extra', names)).toBe('detailsExtra');
    expect(fieldName('details[0].risk_level', names)).toBe('rule[0].riskLevel');
  });

  it('keeps the rest verbatim where the channel asks (configset content names the user JSON keys)', () => {
    const names = { raw_content: { verbatim: 'content' }, content: { verbatim: 'content' } };
    expect(fieldName('content.decision.fraud_risk_threshold', names)).toBe('content.decision.fraud_risk_threshold');
    expect(fieldName('raw_content', names)).toBe('content');
  });

  it('renames every violation and leaves the rest of each as it was', () => {
    expect(
      toRequestFields([{ field: 'risk_max', message: 'must not be below risk_min', violation: 'OUT_OF_RANGE' }], {
        risk_max: 'filter.riskMax',
      }),
    ).toEqual([{ field: 'filter.riskMax', message: 'must not be below risk_min', violation: 'OUT_OF_RANGE' }]);
  });
});
