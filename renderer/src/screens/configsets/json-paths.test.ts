import { describe, expect, it } from 'vitest';
import { contentPathOf, getAt, keyLines, lineOfPath, parseContent, setAt, settingChanges } from './json-paths.js';

const text = JSON.stringify(
  {
    decision: { fraudRiskThreshold: 55, weights: { voice: 0.5, callerId: 0.3 } },
    sessions: { sessionTimeoutSeconds: 600 },
  },
  null,
  2,
);

describe('json paths', () => {
  it('maps violation fields to content paths', () => {
    expect(contentPathOf('content.decision.fraudRiskThreshold')).toEqual(['decision', 'fraudRiskThreshold']);
    expect(contentPathOf('content')).toEqual([]);
    expect(contentPathOf('configsetId')).toBeUndefined();
  });

  it('finds the line of each key, and of the nearest parent for keys not written', () => {
    const lines = keyLines(text);
    const at = (p: string) => text.split('\n')[lineOfPath(lines, p.split('.')) - 1];
    expect(at('decision.fraudRiskThreshold')).toBe('    "fraudRiskThreshold": 55,');
    expect(at('decision.weights.callerId')).toBe('      "callerId": 0.3');
    expect(at('sessions.sessionTimeoutSeconds')).toBe('    "sessionTimeoutSeconds": 600');
    expect(at('decision.minReliability')).toBe('  "decision": {');
    expect(lineOfPath(lines, ['callerId', 'trustedAtOrAbove'])).toBe(1);
  });

  it('copes with strings holding braces, quotes and commas, and with broken JSON', () => {
    const t = '{\n  "a\\"{": "x,}",\n  "b": [1, {"c": 2}],\n  "d": 3\n}';
    const lines = keyLines(t);
    expect(lines.get('d')).toBe(4);
    expect(lines.get('b.1.c')).toBe(3);
    expect(keyLines('{\n  "a": {\n    "b": 1,').get('a.b')).toBe(3);
  });

  it('reads and writes settings, dropping emptied services', () => {
    const v = JSON.parse(text) as Record<string, unknown>;
    expect(getAt(v, ['decision', 'weights', 'voice'])).toBe(0.5);
    const changed = setAt(v, ['decision', 'fraudRiskThreshold'], 40);
    expect(getAt(changed, ['decision', 'fraudRiskThreshold'])).toBe(40);
    expect(getAt(v, ['decision', 'fraudRiskThreshold'])).toBe(55);
    const added = setAt(v, ['callerId', 'trustedAtOrAbove'], 0.9);
    expect(added.callerId).toEqual({ trustedAtOrAbove: 0.9 });
    const removed = setAt(v, ['sessions', 'sessionTimeoutSeconds'], undefined);
    expect('sessions' in removed).toBe(false);
  });

  it('parses content or says why not', () => {
    expect(parseContent('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseContent('[1]')).toMatchObject({ ok: false, message: 'The content must be a JSON object.' });
    expect(parseContent('{')).toMatchObject({ ok: false });
  });
});

describe('settingChanges', () => {
  it('lists each setting added, changed and removed by its path, with the values before and after', () => {
    const before = JSON.stringify({
      decision: { fraudRiskThreshold: 55, weights: { voice: 0.5, callerId: 0.3 } },
      sessions: { sessionTimeoutSeconds: 600 },
      lists: { codes: ['a', 'b'] },
    });
    const after = JSON.stringify({
      decision: { fraudRiskThreshold: 40, weights: { voice: 0.5 }, minReliability: 30 },
      lists: { codes: ['a', 'c'] },
    });
    expect(settingChanges(before, after)).toEqual([
      { path: 'decision.fraudRiskThreshold', kind: 'changed', before: '55', after: '40' },
      { path: 'decision.minReliability', kind: 'added', after: '30' },
      { path: 'lists.codes', kind: 'changed', before: '["a","b"]', after: '["a","c"]' },
      { path: 'decision.weights.callerId', kind: 'removed', before: '0.3' },
      { path: 'sessions.sessionTimeoutSeconds', kind: 'removed', before: '600' },
    ]);
  });

  it('is empty for the same settings written differently, and undefined when a text is not a JSON object', () => {
    expect(settingChanges('{"a": {"b": 1}, "c": 2}', '{\n  "c": 2,\n  "a": { "b": 1 }\n}')).toEqual([]);
    expect(settingChanges('{"a": 1}', '{"a": ')).toBeUndefined();
    expect(settingChanges('[]', '{}')).toBeUndefined();
  });
});
