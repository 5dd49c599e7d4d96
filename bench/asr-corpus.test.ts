// The bench's audio layout and the reading of transcripts: where each item lands in a concatenated
// stream, which item each recognised word is credited to, and Sphinx transcription lines.
import { describe, expect, it } from 'vitest';
import { concatenate, parseTranscriptionLine, speechOnset, wordsBySpan } from './asr-corpus.js';

const tone = (n: number, amplitude = 8000) =>
  Int16Array.from({ length: n }, (_, i) => (i % 2 ? amplitude : -amplitude));

describe('concatenate', () => {
  it('places each item once with the gap after it when no length is asked', () => {
    const items = [{ pcm: tone(3) }, { pcm: tone(2) }];
    const { pcm, spans } = concatenate(items, 1000, { gapMs: 4 });
    expect(spans.map((s) => s.startSample)).toEqual([0, 7]);
    expect(pcm.length).toBe(13);
    expect(Array.from(pcm.subarray(3, 7))).toEqual([0, 0, 0, 0]);
    expect(spans[1]!.item).toBe(items[1]);
  });

  it('cycles through the items to fill the asked length and leaves the tail silent rather than cut an item', () => {
    const items = [{ pcm: tone(4) }];
    const { pcm, spans } = concatenate(items, 1000, { seconds: 0.02, gapMs: 2 });
    expect(pcm.length).toBe(20);
    expect(spans.map((s) => s.startSample)).toEqual([0, 6, 12]); // a fourth at 18 would not fit
    expect(Array.from(pcm.subarray(16))).toEqual([0, 0, 0, 0]);
  });
});

describe('wordsBySpan', () => {
  const spans = [{ startSample: 0 }, { startSample: 8000 }, { startSample: 24000 }];
  it('credits each word to the span its middle falls in, at the stream rate', () => {
    const words = [
      { text: 'a', startMs: 100, endMs: 300 },
      { text: 'b', startMs: 900, endMs: 1200 }, // middle 1050 ms: the second span (from 1000 ms)
      { text: 'c', startMs: 2990, endMs: 3020 }, // middle 3005 ms: the third (from 3000 ms)
      { text: 'd', startMs: 5000, endMs: 5100 },
    ];
    expect(wordsBySpan(words, spans, 8000)).toEqual([['a'], ['b'], ['c', 'd']]);
    // At 16 kHz the same samples are half as long: spans from 0, 500 and 1500 ms.
    const early = [{ text: 'e', startMs: 600, endMs: 800 }];
    expect(wordsBySpan(early, spans, 8000)).toEqual([['e'], [], []]);
    expect(wordsBySpan(early, spans, 16000)).toEqual([[], ['e'], []]);
  });

  it('gives a span with nothing heard an empty list', () => {
    expect(wordsBySpan([{ text: 'x', startMs: 10, endMs: 20 }], spans, 8000)).toEqual([['x'], [], []]);
  });
});

describe('parseTranscriptionLine', () => {
  it('reads words and id, dropping the sentence marks', () => {
    expect(parseTranscriptionLine('<s> ten of clubs  </s> (001)')).toEqual({ text: 'ten of clubs', id: '001' });
    expect(
      parseTranscriptionLine(
        '<s> he was not an ill disposed young man </s> (sense_and_sensibility_01_austen_64kb-0880)',
      ),
    ).toEqual({ text: 'he was not an ill disposed young man', id: 'sense_and_sensibility_01_austen_64kb-0880' });
  });

  it('answers undefined for a line without an id', () => {
    expect(parseTranscriptionLine('')).toBeUndefined();
    expect(parseTranscriptionLine('<s> no id here </s>')).toBeUndefined();
  });
});

describe('speechOnset', () => {
  it('finds the first 10 ms frame within 30 dB of the loudest', () => {
    const pcm = new Int16Array(800);
    pcm.set(tone(80, 20), 0); // -52 dB: background
    pcm.set(tone(400, 8000), 240);
    expect(speechOnset(pcm, 8000)).toBe(240);
  });
});
