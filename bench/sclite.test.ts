// The trn writer and the reader of sclite's raw summary. The report below is sclite 2.4.10's own
// output (Debian's sctk) for three utterances: one substitution and one insertion for slt, an
// empty hypothesis (four deletions) for rms.
import { describe, expect, it } from 'vitest';
import { parseRawSummary, scoringWords, trnLine, wer } from './sclite.js';

const REPORT = `


                     SYSTEM SUMMARY PERCENTAGES by SPEAKER                      

        ,--------------------------------------------------------------.
        |                           hyp.trn                            |
        |--------------------------------------------------------------|
        | SPKR | # Snt # Wrd | Corr    Sub    Del    Ins    Err  S.Err |
        |------+-------------+-----------------------------------------|
        | slt  |    1      4 |    3      1      0      1      2      1 |
        |------+-------------+-----------------------------------------|
        | rms  |    2      7 |    3      0      4      0      4      1 |
        |==============================================================|
        | Sum  |    3     11 |    6      1      4      1      6      2 |
        |==============================================================|
        | Mean |  1.5    5.5 |  3.0    0.5    2.0    0.5    3.0    1.0 |
        | S.D. |  0.7    2.1 |  0.0    0.7    2.8    0.7    1.4    0.0 |
        |Median|  1.5    5.5 |  3.0    0.5    2.0    0.5    3.0    1.0 |
        \`--------------------------------------------------------------'
`;

describe('sclite raw summary', () => {
  it('reads each speaker and the Sum row, not the statistics under it', () => {
    const s = parseRawSummary(REPORT);
    expect(s.speakers.map((r) => r.speaker)).toEqual(['slt', 'rms']);
    expect(s.speakers[1]).toEqual({
      speaker: 'rms',
      sentences: 2,
      words: 7,
      correct: 3,
      substitutions: 0,
      deletions: 4,
      insertions: 0,
      errors: 4,
      sentenceErrors: 1,
    });
    expect(s.total).toMatchObject({ speaker: 'Sum', sentences: 3, words: 11, errors: 6, insertions: 1 });
    expect(wer(s.total)).toBeCloseTo((100 * 6) / 11, 6);
    expect(wer(s.speakers[0]!)).toBe(50);
  });

  it('refuses a report without a Sum row, or whose speakers do not add up to it', () => {
    expect(() => parseRawSummary('sclite: Error, no such file')).toThrow(/no Sum row/);
    const tampered = REPORT.replace(
      '|    3      1      0      1      2      1 |',
      '|    3      1      0      1      3      1 |',
    );
    expect(() => parseRawSummary(tampered)).toThrow(/add up to 7 errors, its Sum says 6/);
  });
});

describe('trn lines', () => {
  it('writes words then (speaker_utterance), an empty hypothesis as just the id', () => {
    expect(trnLine(['check', 'my', 'balance'], 'slt', '07')).toBe('check my balance (slt_07)');
    expect(trnLine([], 'rms', 'a-1')).toBe(' (rms_a-1)');
  });

  it('refuses ids that would change where sclite splits speaker from utterance, and words with spaces', () => {
    expect(() => trnLine(['x'], 'slt_x', '1')).toThrow(/speaker id/);
    expect(() => trnLine(['x'], 'slt', '(1)')).toThrow(/utterance id/);
    expect(() => trnLine(['two words'], 'slt', '1')).toThrow(/without spaces/);
  });

  it('spells out the abbreviations a decoder dictionary writes differently from a transcript', () => {
    expect(scoringWords('Mr. and Mrs. Dashwood saw Dr Smith')).toEqual([
      'mister',
      'and',
      'missus',
      'dashwood',
      'saw',
      'doctor',
      'smith',
    ]);
  });

  it('normalises text to lower-case words: punctuation dropped, hyphens split, inner apostrophes kept', () => {
    expect(scoringWords("Good morning, I'd like a thirty-year mortgage. 'Quoted' text?")).toEqual([
      'good',
      'morning',
      "i'd",
      'like',
      'a',
      'thirty',
      'year',
      'mortgage',
      'quoted',
      'text',
    ]);
  });
});
