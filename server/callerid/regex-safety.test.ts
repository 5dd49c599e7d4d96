import { describe, expect, it } from 'vitest';
import { MAX_MATCH_INPUT, checkRegex, matchNumber } from './regex-safety.js';

describe('checkRegex', () => {
  it.each([
    '^\\+1900',
    '^\\+1(900|976)\\d{7}$',
    '^\\+?1?\\(?\\d{3}\\)?[- ]?\\d{3}[- ]?\\d{4}$',
    '555',
    '^(\\+44)?20\\d+$',
    '.*666.*',
    '[0-9]{3,5}',
  ])('accepts %s', (p) => expect(checkRegex(p).ok).toBe(true));

  it.each([
    ['(a+)+', 'nested'],
    ['^(\\d+)*$', 'nested'],
    ['(\\d*\\d*)+', 'nested'],
    ['((1\\d+)x){2,}', 'nested'],
    ['(1|12)+', 'alternatives'],
    ['(\\d)\\1', 'backreference'],
    ['(?<n>\\d)\\k<n>', 'backreference'],
    ['(?<=1)2', 'lookaround'],
    ['^(?!1900)', 'lookaround'],
    ['.*.*.*.*1', 'too many'],
    ['\\d{1,500}', 'more than'],
    ['(', 'not a valid'],
    ['[', 'not a valid'],
    ['', 'empty'],
    ['1'.repeat(300), 'longer'],
  ])('refuses %s', (p, why) => {
    const r = checkRegex(p);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(why);
  });

  it('matches only the length-capped number', () => {
    const r = checkRegex('9$');
    if (!r.ok) throw new Error(r.reason);
    expect(matchNumber(r.regex, '+15551239')).toBe(true);
    expect(matchNumber(r.regex, '1'.repeat(MAX_MATCH_INPUT) + '9')).toBe(false);
  });
});
