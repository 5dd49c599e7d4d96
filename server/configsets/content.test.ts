import { describe, expect, it } from 'vitest';
import { contentFromServices, contentToServices, parseJsonObject, validateContent } from './content.js';
import { FACTORY_TEMPLATES } from './factory-templates.js';
import { SERVICE_SCHEMAS } from './schema.js';
import { DEFAULT_CONFIG } from './effective.js';

const check = (value: unknown) => validateContent(value as Record<string, unknown>).map((v) => [v.field, v.violation]);

describe('parseJsonObject', () => {
  it('reads a UTF-8 JSON object', () => {
    const p = parseJsonObject(Buffer.from('{"decision":{"fraudRiskThreshold":60}}'), 'raw_content');
    expect(p).toMatchObject({ ok: true, value: { decision: { fraudRiskThreshold: 60 } } });
  });

  it.each([
    ['', 'is empty'],
    ['{"a":', 'is not valid JSON'],
    ['[1,2]', 'must be a JSON object'],
    ['42', 'must be a JSON object'],
  ])('refuses %j on the field given', (text, message) => {
    const p = parseJsonObject(Buffer.from(text), 'raw_content');
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.violation.field).toBe('raw_content');
      expect(p.violation.violation).toBe('INVALID_FORMAT');
      expect(p.violation.message).toContain(message);
    }
  });

  it('refuses bytes that are not UTF-8 and content that is too large', () => {
    const bad = parseJsonObject(Buffer.from([0x7b, 0xff, 0x7d]), 'raw_content');
    expect(bad.ok ? '' : bad.violation.message).toBe('is not UTF-8 text');
    const big = parseJsonObject(Buffer.from(`{"a":"${'x'.repeat(70_000)}"}`), 'raw_content');
    expect(big.ok ? '' : big.violation.violation).toBe('TOO_LONG');
  });
});

describe('validateContent', () => {
  it('accepts {} and every factory template', () => {
    expect(check({})).toEqual([]);
    for (const t of Object.values(FACTORY_TEMPLATES)) expect(check(t.content)).toEqual([]);
  });

  it('accepts the defaults written out in full', () => {
    expect(check(structuredClone(DEFAULT_CONFIG))).toEqual([]);
  });

  it('names each bad setting by its JSON path under content', () => {
    const out = validateContent({
      decision: { fraudRiskThreshold: 101, weights: { voice: -1 } },
      voiceprints: { mismatchLockThreshold: 2.5 },
      sessions: { sessionTimeoutSeconds: '60' },
      callerId: { trustedAtOrAbove: 1.5 },
    });
    expect(out.map((v) => [v.field, v.violation, v.message])).toEqual([
      ['content.decision.fraudRiskThreshold', 'OUT_OF_RANGE', 'must be at most 100'],
      ['content.decision.weights.voice', 'OUT_OF_RANGE', 'must be at least 0'],
      ['content.voiceprints.mismatchLockThreshold', 'INVALID_FORMAT', 'must be an integer, not 2.5'],
      ['content.sessions.sessionTimeoutSeconds', 'INVALID_FORMAT', 'must be an integer, not "60"'],
      ['content.callerId.trustedAtOrAbove', 'OUT_OF_RANGE', 'must be at most 1'],
    ]);
  });

  it('refuses unknown services and unknown settings', () => {
    expect(check({ audio: {}, decision: { threshold: 1 } })).toEqual([
      ['content.audio', 'INVALID_FORMAT'],
      ['content.decision.threshold', 'INVALID_FORMAT'],
    ]);
  });

  it('checks rules across fields against the defaults', () => {
    expect(check({ callerId: { suspiciousBelow: 0.9 } })).toEqual([
      ['content.callerId.suspiciousBelow', 'FIELD_CONFLICT'],
    ]);
    expect(check({ callerId: { trustedAtOrAbove: 0.3 } })).toEqual([
      ['content.callerId.trustedAtOrAbove', 'FIELD_CONFLICT'],
    ]);
    expect(check({ callerId: { trustedAtOrAbove: 0.5, suspiciousBelow: 0.5 } })).toEqual([
      ['content.callerId.suspiciousBelow', 'FIELD_CONFLICT'],
    ]);
    expect(check({ callerId: { trustedAtOrAbove: 0.3, suspiciousBelow: 0.2 } })).toEqual([]);
    expect(check({ decision: { weights: { voice: 0, callerId: 0, watchlist: 0 } } })).toEqual([
      ['content.decision.weights', 'FIELD_CONFLICT'],
    ]);
    expect(check({ decision: { weights: { voice: 0 } } })).toEqual([]);
    expect(check({ sessions: { engagementTimeoutSeconds: 600 } })).toEqual([
      ['content.sessions.engagementTimeoutSeconds', 'FIELD_CONFLICT'],
    ]);
  });
});

describe('per-service form', () => {
  it('joins service entries into content and splits it back with schemas', () => {
    const joined = contentFromServices([
      { service_name: 'decision', data: Buffer.from('{"fraudRiskThreshold":55}') },
      { service_name: 'callerid', data: Buffer.from('{"ruleCacheSeconds":60}') },
    ]);
    expect(joined).toMatchObject({
      ok: true,
      value: { decision: { fraudRiskThreshold: 55 }, callerId: { ruleCacheSeconds: 60 } },
    });
    const split = contentToServices(joined.ok ? joined.text : '');
    expect(split.service_config.map((s) => s.service_name)).toEqual([
      'sessions',
      'voiceprints',
      'decision',
      'callerid',
    ]);
    const decision = split.service_config[2]!;
    expect(JSON.parse(decision.data.toString())).toEqual({ fraudRiskThreshold: 55 });
    expect(JSON.parse(decision.schema.toString())).toEqual(SERVICE_SCHEMAS.decision);
    expect(JSON.parse(split.service_config[0]!.data.toString())).toEqual({});
  });

  it('names bad entries by index', () => {
    const r = contentFromServices([
      { service_name: 'audio', data: Buffer.from('{}') },
      { service_name: 'decision', data: Buffer.from('nope') },
      { service_name: 'decision', data: Buffer.from('{}') },
      { data: Buffer.from('{}') },
    ]);
    expect(r.ok).toBe(false);
    const list = !r.ok && 'violations' in r ? r.violations : [];
    expect(list.map((v) => [v.field, v.violation])).toEqual([
      ['configset_object.service_config[0].service_name', 'OUT_OF_RANGE'],
      ['configset_object.service_config[1].data', 'INVALID_FORMAT'],
      ['configset_object.service_config[2].service_name', 'FIELD_CONFLICT'],
      ['configset_object.service_config[3].service_name', 'MANDATORY_FIELD_MISSING'],
    ]);
  });

  it('keeps unknown top-level keys of unvalidated content visible', () => {
    const split = contentToServices('{"audio":{"a":1}}');
    expect(split.service_config.at(-1)).toMatchObject({ service_name: 'audio' });
    expect(split.service_config.at(-1)?.schema.length).toBe(0);
  });
});
