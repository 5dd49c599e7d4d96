// The engine on the demo banking model: build time and held-out intent accuracy (printed, for the
// README; the test only checks it is well above chance), confidences, entity ranges and values,
// wordsets extending list entities, and the multi-intent split.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, Interpreter, splitClauses, type CompiledModel } from './engine.js';
import { checkTrainingModel, parseSample } from './format.js';
import { parseWordset } from './entities.js';
import { demoModelFile, readDemoModel } from './demo.js';

let compiled: CompiledModel;
let model: Interpreter;

beforeAll(() => {
  compiled = buildModel(readDemoModel());
  model = new Interpreter(compiled);
}, 120_000);

const top = (text: string) => {
  const a = model.analyse(text);
  return model.classify(a.tokens, a.mentions)[0]!;
};

describe('demo banking model', () => {
  it('is a valid training file of a few hundred sentences', () => {
    expect(checkTrainingModel(readDemoModel())).toEqual([]);
    expect(compiled.sentences).toBeGreaterThanOrEqual(250);
    expect(compiled.intents).toEqual(expect.arrayContaining(['CHECK_BALANCE', 'RAISE_LIMIT', 'SPEAK_TO_AGENT']));
  });

  it('reports its held-out intent accuracy', () => {
    const held = JSON.parse(fs.readFileSync(demoModelFile('heldout.json'), 'utf8')) as {
      text: string;
      intent: string;
    }[];
    const misses = held.filter((h) => top(h.text).intent !== h.intent);
    const accuracy = (held.length - misses.length) / held.length;
    console.log(
      `NLU demo model: ${compiled.sentences} training sentences, ${compiled.intents.length} intents, ` +
        `build ${compiled.buildMs} ms; held-out accuracy ${(accuracy * 100).toFixed(1)}% ` +
        `(${held.length - misses.length}/${held.length})` +
        (misses.length ? `; missed: ${misses.map((m) => `"${m.text}"`).join(', ')}` : ''),
    );
    // Not a quality bar: chance is 1 in 10; this only catches a classifier that learned nothing.
    expect(accuracy).toBeGreaterThan(0.5);
  });

  it('gives confidences that form a distribution, the best clearly ahead on a clear sentence', () => {
    const a = model.analyse('I lost my debit card');
    const ranked = model.classify(a.tokens, a.mentions);
    expect(ranked.reduce((s, r) => s + r.confidence, 0)).toBeCloseTo(1, 5);
    expect(ranked.every((r) => r.confidence >= 0 && r.confidence <= 1)).toBe(true);
    expect(ranked[0]).toMatchObject({ intent: 'REPORT_LOST_CARD' });
    expect(ranked[0]!.confidence).toBeGreaterThan(ranked[1]!.confidence * 2);
  });

  it('scores with the trained library classifier: the sparse sums equal its testScores', () => {
    for (const text of ['I lost my debit card', 'move $20 to savings', 'zebra']) {
      const a = model.analyse(text);
      const active = model.activeFeatures(a.tokens, a.mentions);
      const ours = model.probabilities(active);
      model.libraryProbabilities(active).forEach((p, i) => expect(ours[i]).toBeCloseTo(p, 9));
    }
  });

  it('finds list entities case- and punctuation-insensitively, with ranges into the input', () => {
    const text = 'Move $250 from my CHECKING-account, to Savings!';
    const { mentions } = model.analyse(text);
    expect(mentions.map((m) => [m.entity, m.value, text.slice(m.start, m.end)])).toEqual([
      ['AMOUNT', '$250', '$250'],
      ['ACCOUNT_TYPE', 'CHECKING', 'CHECKING-account'],
      ['ACCOUNT_TYPE', 'SAVINGS', 'Savings'],
    ]);
  });

  it('recognises a term only with a wordset that adds it to a list entity', () => {
    const text = 'what is the balance of my brokerage account';
    expect(model.analyse(text).mentions).toEqual([]);
    const { wordset } = parseWordset(
      JSON.stringify({ ACCOUNT_TYPE: [{ literal: 'brokerage', spoken: ['brokerage account'] }] }),
      'w',
    );
    const { mentions } = model.analyse(text, [wordset!]);
    expect(mentions).toEqual([
      expect.objectContaining({ entity: 'ACCOUNT_TYPE', value: 'brokerage', literal: 'brokerage account' }),
    ]);
    expect(text.slice(mentions[0]!.start, mentions[0]!.end)).toBe('brokerage account');
  });

  it('splits two requests in one sentence into two intents, one request into one', () => {
    const two = 'I moved house so update my address, and raise my credit limit to $5,000';
    const clauses = splitClauses(model, two, model.analyse(two));
    expect(clauses.map((c) => c.ranked[0]!.intent)).toEqual(['CHANGE_ADDRESS', 'RAISE_LIMIT']);
    expect(two.slice(clauses[1]!.start, clauses[1]!.end)).toBe('raise my credit limit to $5,000');
    const one = 'transfer $40 from checking and savings';
    expect(splitClauses(model, one, model.analyse(one))).toHaveLength(1);
  });
});

describe('training file checks', () => {
  it('names what is wrong', () => {
    expect(
      checkTrainingModel({
        format: 'vigil-nlu/1',
        language: 'english',
        intents: { A: ['hi [x](NOPE)'], B: [] },
        entities: { R: { kind: 'regex', pattern: '(' } },
      }),
    ).toEqual([
      'language: must be lll-CCC, e.g. eng-USA',
      'entities.R.pattern: not a valid regular expression',
      'intents.A[0]: unknown entity NOPE',
      'intents.B: must be a non-empty list of sentences',
    ]);
  });

  it('reads [text](ENTITY) markup', () => {
    expect(parseSample('pay [$5](AMOUNT) now')).toEqual({
      text: 'pay $5 now',
      mentions: [{ entity: 'AMOUNT', start: 4, end: 6 }],
    });
  });
});
