// Turn splitting, caller channels and turn interpretation on the demo banking model; the intent
// factor rows the decision explanation shows as context.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, Interpreter } from '../nlu/engine.js';
import { readDemoModel } from '../nlu/demo.js';
import { intentFactorsFor } from './intent-factors.js';
import type { StoredWord } from './transcripts.store.js';
import { callerChannels, interpretTurn, splitTurns, TURN_GAP_MS } from './turns.js';
import type { HeardIntentRow } from './turns.store.js';

/** Words from "text@start" with 300 ms words and 50 ms between them, "#" marking a redacted word. */
function said(...phrases: [string, number][]): StoredWord[] {
  const out: StoredWord[] = [];
  for (const [text, at] of phrases) {
    let s = at;
    for (const t of text.split(' ')) {
      out.push(t === '#' ? { s, e: s + 300, r: true } : { t, s, e: s + 300, c: 0.9 });
      s += 350;
    }
  }
  return out;
}

describe('splitTurns', () => {
  it('starts a turn at a pause of TURN_GAP_MS or more, not at a shorter one', () => {
    const words = said(['hello there', 0], ['i want to change my address', 650 + TURN_GAP_MS]);
    const turns = splitTurns(words);
    expect(turns.map((t) => t.text)).toEqual(['hello there', 'i want to change my address']);
    expect(turns[0]).toMatchObject({ firstWord: 0, endWord: 2, startMs: 0, endMs: 650 });
    expect(turns[1]).toMatchObject({ firstWord: 2, endWord: 8, startMs: 650 + TURN_GAP_MS });
    // A pause 1 ms short of the gap keeps one turn.
    expect(splitTurns(said(['hello there', 0], ['again', 650 + TURN_GAP_MS - 1]))).toHaveLength(1);
  });

  it('keeps redacted words out of the text but inside the turn and its times', () => {
    const turns = splitTurns(said(['my card is # # thanks', 0]));
    expect(turns).toEqual([{ firstWord: 0, endWord: 6, startMs: 0, endMs: 5 * 350 + 300, text: 'my card is thanks' }]);
    expect(splitTurns(said(['# #', 0]))).toEqual([{ firstWord: 0, endWord: 2, startMs: 0, endMs: 650, text: '' }]);
  });

  it('has no turns for no words', () => {
    expect(splitTurns([])).toEqual([]);
  });
});

describe('callerChannels', () => {
  it('is the channels with a person on them', () => {
    expect(
      callerChannels(
        [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
        ],
        2,
      ),
    ).toEqual([2]);
  });
  it('without a person declared, every channel that is not an agent or IVR', () => {
    expect(callerChannels([], 1)).toEqual([1]);
    expect(callerChannels([{ channel_index: 1, party_type: 'PARTY_TYPE_IVR' }], 2)).toEqual([2]);
    expect(callerChannels([{ channel_index: 2, party_type: 'PARTY_TYPE_OTHER' }], 2)).toEqual([1, 2]);
  });
});

describe('interpretTurn', () => {
  let model: Interpreter;
  beforeAll(() => {
    model = new Interpreter(buildModel(readDemoModel()));
  }, 120_000);

  it('gives the top intent with its confidence and the entities with ranges into the text', () => {
    const [turn] = splitTurns(said(['i want to change my address', 0]));
    const got = interpretTurn(model, turn!);
    expect(got.intent).toBe('CHANGE_ADDRESS');
    expect(got.confidence).toBeGreaterThan(0.5);
    expect(got.confidence).toBeLessThanOrEqual(1);
    const [card] = splitTurns(said(['i lost my credit card', 0]));
    const lost = interpretTurn(model, card!);
    expect(lost.intent).toBe('REPORT_LOST_CARD');
    const e = lost.entities.find((x) => x.n === 'CARD_TYPE');
    expect(e).toBeDefined();
    expect(card!.text.slice(e!.s, e!.e)).toBe(e!.l);
  });

  it('interprets only the words that are not redacted, and nothing for a turn with none', () => {
    const [turn] = splitTurns(said(['# # # change my address', 0]));
    expect(interpretTurn(model, turn!).text).toBe('change my address');
    const [none] = splitTurns(said(['# #', 0]));
    expect(interpretTurn(model, none!)).toMatchObject({ confidence: 0, entities: [] });
    expect(interpretTurn(model, none!).intent).toBeUndefined();
  });
});

describe('intentFactorsFor', () => {
  const heard = (intent: string, confidence: number, session: string | null, start = 0): HeardIntentRow => ({
    gk_session_id: session,
    gk_media_segment_id: 'seg-1',
    intent,
    confidence,
    start_ms: start,
  });

  it('is one context row per risky intent heard in the session, at its best confidence, weighing nothing', () => {
    const rows = intentFactorsFor(
      [
        heard('CHANGE_ADDRESS', 0.7, 's1', 4000),
        heard('CHANGE_ADDRESS', 0.91, 's1', 9000),
        heard('RAISE_LIMIT', 0.8, null, 2000),
        heard('TRANSFER_MONEY', 0.99, 's2'),
      ],
      's1',
    );
    expect(rows.map((r) => [r.intent, r.intent_confidence])).toEqual([
      ['CHANGE_ADDRESS', 0.91],
      ['RAISE_LIMIT', 0.8],
    ]);
    for (const r of rows)
      expect(r).toMatchObject({
        kind: 'intent',
        weight: 0,
        normalised_weight: 0,
        contribution: 0,
        counted: false,
        not_counted_reason: 'CONTEXT',
        context_only: true,
      });
    expect(rows[0]!.heard_at).toEqual({ seconds: '9', nanos: 0 });
  });

  it('is nothing when nothing risky was heard', () => {
    expect(intentFactorsFor([], 's1')).toEqual([]);
  });
});
