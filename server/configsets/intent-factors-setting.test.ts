// decision.intentFactors: the one list-valued setting. Checked item by item with the JSON path of
// each bad value, laid over the defaults whole (a later layer's list replaces an earlier one).
import { describe, expect, it } from 'vitest';
import { validateContent } from './content.js';
import { DEFAULT_CONFIG } from './effective.js';
import { mergeConfig } from './resolver.store.js';

const check = (intentFactors: unknown) =>
  validateContent({ decision: { intentFactors } }).map((v) => [v.field, v.violation]);

describe('decision.intentFactors', () => {
  it('accepts rules of intent names with a risk and a weight, and an empty list', () => {
    expect(check([{ intents: ['CHANGE_ADDRESS', 'RAISE_LIMIT'], risk: 90, weight: 0.5 }])).toEqual([]);
    expect(check([])).toEqual([]);
  });

  it('names the list item and field of every bad value', () => {
    expect(check({ intents: ['X'] })).toEqual([['content.decision.intentFactors', 'INVALID_FORMAT']]);
    expect(
      check([
        { intents: [], risk: 101, weight: -1 },
        { intents: ['OK', 'has space', 7], risk: 'high', weight: 1, extra: true },
        { intents: ['A'] },
        'CHANGE_ADDRESS',
      ]),
    ).toEqual([
      ['content.decision.intentFactors[0].intents', 'OUT_OF_RANGE'],
      ['content.decision.intentFactors[0].risk', 'OUT_OF_RANGE'],
      ['content.decision.intentFactors[0].weight', 'OUT_OF_RANGE'],
      ['content.decision.intentFactors[1].intents[1]', 'INVALID_FORMAT'],
      ['content.decision.intentFactors[1].intents[2]', 'INVALID_FORMAT'],
      ['content.decision.intentFactors[1].risk', 'INVALID_FORMAT'],
      ['content.decision.intentFactors[1].extra', 'INVALID_FORMAT'],
      ['content.decision.intentFactors[2].risk', 'MANDATORY_FIELD_MISSING'],
      ['content.decision.intentFactors[2].weight', 'MANDATORY_FIELD_MISSING'],
      ['content.decision.intentFactors[3]', 'INVALID_FORMAT'],
    ]);
    const many = Array.from({ length: 21 }, () => ({ intents: ['A'], risk: 1, weight: 1 }));
    expect(check(many)).toEqual([['content.decision.intentFactors', 'TOO_LONG']]);
  });

  it('is unset by default; a layer sets the whole list and a later layer replaces it', () => {
    expect(DEFAULT_CONFIG.decision.intentFactors).toBeNull();
    const a = [{ intents: ['A', 'B'], risk: 80, weight: 1 }];
    const b = [{ intents: ['C'], risk: 60, weight: 2 }];
    expect(mergeConfig([{ decision: { intentFactors: a } }]).decision.intentFactors).toEqual(a);
    expect(
      mergeConfig([{ decision: { intentFactors: a } }, { decision: { intentFactors: b } }]).decision.intentFactors,
    ).toEqual(b);
    expect(
      mergeConfig([{ decision: { intentFactors: a } }, { decision: { fraudRiskThreshold: 50 } }]).decision
        .intentFactors,
    ).toEqual(a);
    expect(DEFAULT_CONFIG.decision.intentFactors).toBeNull();
  });
});
