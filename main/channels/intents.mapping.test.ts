// The intent parts of two replies as the console's domain objects: a caller turn of the transcript
// reply (after toDomain: camelCase, durations in seconds) and an "intent" factor of a decision
// explanation (proto-loader shape), both checked against the shared zod schemas the IPC uses.
import { describe, expect, it } from 'vitest';
import { transcriptTurnSchema } from '../../shared/domain/media.js';
import { decisionFactorSchema } from '../../shared/domain/explanations.js';
import { explanationOf } from './explanations.channels.js';
import { turnOf } from './media.channels.js';

describe('caller turns', () => {
  it('maps a turn with its intent, confidence and entities', () => {
    const turn = turnOf({
      startOffset: 2.21,
      endOffset: 3.87,
      endWordIndex: 6,
      text: 'i want to change my address',
      intent: 'CHANGE_ADDRESS',
      confidence: 0.91,
      entities: [{ name: 'ACCOUNT_TYPE', startIndex: 3, endIndex: 9, value: 'CHECKING', literal: 'checking' }],
    });
    expect(transcriptTurnSchema.parse(turn)).toEqual({
      start: 2.21,
      end: 3.87,
      firstWord: 0,
      endWord: 6,
      text: 'i want to change my address',
      intent: 'CHANGE_ADDRESS',
      confidence: 0.91,
      entities: [{ name: 'ACCOUNT_TYPE', start: 3, end: 9, value: 'CHECKING', literal: 'checking', confidence: 0 }],
      withheld: false,
    });
  });

  it('maps a withheld turn without an intent', () => {
    const turn = turnOf({ startOffset: 1, endOffset: 2, firstWordIndex: 4, endWordIndex: 5, withheld: true });
    expect(turn.intent).toBeUndefined();
    expect(turn).toMatchObject({ withheld: true, text: '', entities: [] });
  });
});

describe('intent factors', () => {
  it('maps a context row with its intent, confidence and where it was heard', () => {
    const e = explanationOf({
      gk_session_id: { value: 's1' },
      factors: [
        {
          kind: 'intent',
          weight: 0,
          normalised_weight: 0,
          contribution: 0,
          counted: false,
          not_counted_reason: 'CONTEXT',
          intent: 'RAISE_LIMIT',
          intent_confidence: 0.8,
          context_only: true,
          gk_media_segment_id: { value: 'seg' },
          heard_at: { seconds: '9', nanos: 500_000_000 },
        },
      ],
    });
    expect(decisionFactorSchema.parse(e.factors[0])).toMatchObject({
      kind: 'intent',
      intent: 'RAISE_LIMIT',
      intentConfidence: 0.8,
      contextOnly: true,
      mediaSegmentId: 'seg',
      heardAt: 9.5,
      contribution: 0,
      counted: false,
      notCountedReason: 'CONTEXT',
    });
  });

  it('leaves the intent fields off the weighed factors', () => {
    const e = explanationOf({ factors: [{ kind: 'voice', weight: 3, counted: true }] });
    expect(e.factors[0]).not.toHaveProperty('intent');
    expect(e.factors[0]).not.toHaveProperty('contextOnly');
  });
});
