import { describe, expect, it } from 'vitest';
import { decodeUrlState, encodeUrlState } from './url-state';
import { hashQuery, hrefWithQuery, parseHash } from './route';

interface Filter {
  range: string;
  decisions: string[];
  riskMin: string;
  page: number;
  mine: boolean;
}
const DEFAULTS: Filter = { range: '30d', decisions: [], riskMin: '', page: 1, mine: false };

describe('URL state', () => {
  it('leaves defaults out and round-trips every kind of value', () => {
    expect(encodeUrlState(DEFAULTS, DEFAULTS).toString()).toBe('');
    const value: Filter = {
      range: 'all',
      decisions: ['DECISION_FRAUD', 'DECISION_NO_MATCH'],
      riskMin: '60',
      page: 3,
      mine: true,
    };
    const q = encodeUrlState(value, DEFAULTS);
    expect(q.toString()).toBe(
      'range=all&decisions=DECISION_FRAUD&decisions=DECISION_NO_MATCH&riskMin=60&page=3&mine=true',
    );
    expect(decodeUrlState(q.toString(), DEFAULTS)).toEqual(value);
    // Text with separators survives.
    const odd = { ...DEFAULTS, riskMin: 'a&b=c, d?' };
    expect(decodeUrlState(encodeUrlState(odd, DEFAULTS), DEFAULTS)).toEqual(odd);
  });

  it('an array emptied from a non-empty default stays empty', () => {
    const defaults = { ...DEFAULTS, decisions: ['DECISION_FRAUD'] };
    const q = encodeUrlState({ ...defaults, decisions: [] }, defaults);
    expect(q.toString()).toBe('decisions=');
    expect(decodeUrlState(q, defaults).decisions).toEqual([]);
  });

  it('ignores unknown keys and falls back to the default for unreadable values', () => {
    expect(decodeUrlState('page=abc&mine=yes&other=1&range=7d', DEFAULTS)).toEqual({ ...DEFAULTS, range: '7d' });
    expect(decodeUrlState('page=&mine=false', DEFAULTS)).toEqual(DEFAULTS);
  });

  it('a key added to the state later works in URLs with no further code', () => {
    // e.g. a "words spoken" search added to the queue's filter by another change.
    const withWords = { ...DEFAULTS, words: '' };
    const q = encodeUrlState({ ...withWords, words: 'wire the money' }, withWords);
    expect(q.toString()).toBe('words=wire+the+money');
    expect(decodeUrlState(q, withWords).words).toBe('wire the money');
    // Old links without the key still open, with its default.
    expect(decodeUrlState('range=all', withWords)).toEqual({ ...withWords, range: 'all' });
  });

  it('the hash router keeps the query apart from the path', () => {
    expect(parseHash('#/engagements?range=all&selected=abc')).toEqual(['engagements']);
    expect(parseHash('#/engagements/ab%2Fc?x=1')).toEqual(['engagements', 'ab/c']);
    expect(hashQuery('#/engagements?range=all')).toBe('range=all');
    expect(hashQuery('#/engagements')).toBe('');
    expect(hrefWithQuery(['engagements'], new URLSearchParams('a=1'))).toBe('#/engagements?a=1');
    expect(hrefWithQuery(['engagements'], '')).toBe('#/engagements');
  });
});
