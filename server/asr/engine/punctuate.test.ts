import { describe, expect, it } from 'vitest';
import { formatUtterance } from './punctuate.js';

const fmt = (text: string, punctuate = true, capitalize = true) =>
  formatUtterance(text.split(' '), { punctuate, capitalize });

describe('rule-based punctuation', () => {
  it('ends statements with a full stop and questions with a question mark', () => {
    expect(fmt('i would like to check my balance please')).toBe('I would like to check my balance please.');
    expect(fmt('can you check my balance')).toBe('Can you check my balance?');
    expect(fmt('what')).toBe('What.');
  });
  it('puts commas after an opening interjection and before but and because', () => {
    expect(fmt('yes i am calling because my card was stolen')).toBe('Yes, I am calling, because my card was stolen.');
    expect(fmt('well it worked but not today')).toBe('Well, it worked, but not today.');
  });
  it('only writes "I" and the capital when not asked to punctuate, and honours suppressed capitals', () => {
    expect(fmt("i'm here and i'll wait", false)).toBe("I'm here and I'll wait");
    expect(fmt('thanks i will', true, false)).toBe('thanks, I will.');
    expect(formatUtterance([], { punctuate: true, capitalize: true })).toBe('');
  });
});
