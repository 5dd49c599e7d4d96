import { describe, expect, it } from 'vitest';
import { dialForm, implausibility, normalizeNumber, sameNumber } from './numbers.js';

describe('normalizeNumber', () => {
  // normalized_phone_number drops #, +, -, spaces and parentheses: the digits alone.
  it.each([
    ['+1 (555) 802-4083', '15558024083'],
    ['+15558024083', '15558024083'],
    ['1-555-802-4083', '15558024083'],
    ['555 123 4567', '5551234567'],
    ['(+44) 20 7946 0958', '442079460958'],
    ['#+1 555 802 4083', '15558024083'],
    ['5558024083#', '5558024083'],
    ['  +1 555 802 4083  ', '15558024083'],
  ])('normalises %s', (raw, want) => expect(normalizeNumber(raw)).toEqual({ normalized: want }));

  it.each([
    ['+1 (555) 802-4083', '+15558024083'],
    ['555 123 4567', '5551234567'],
    ['(+44) 20 7946 0958', '+442079460958'],
    ['5558024083#', '5558024083'],
  ])('keeps the + of %s in the dialled form', (raw, want) => expect(dialForm(raw)).toEqual({ dialled: want }));

  it.each([
    ['letters', '+1555CALLME'],
    ['two plus signs', '+1+555'],
    ['a plus after digits', '1+555'],
    ['unbalanced parentheses', '(555 123'],
    ['too few digits', '+1'],
    ['too many digits', '1'.repeat(21)],
    ['too long', ' '.repeat(60) + '12345'],
    ['a dot', '555.123.4567'],
  ])('refuses %s', (_n, raw) => expect(normalizeNumber(raw)).toHaveProperty('problem'));
});

describe('plausibility', () => {
  it('accepts ordinary numbers', () => {
    expect(implausibility('+15552345678')).toBeUndefined();
    expect(implausibility('+442079460958')).toBeUndefined();
  });
  it.each([
    ['+11111111111', 'one digit repeated'],
    ['+123', 'length'],
    ['+10551234567', 'area code'],
    ['+15550123456', 'exchange'],
    ['+15555550123', 'fictional'],
    ['+0123456789', 'country code'],
  ])('flags %s', (n, why) => expect(implausibility(n)).toContain(why));
  it('compares numbers with or without a leading plus', () => {
    expect(sameNumber('+15551234567', '15551234567')).toBe(true);
    expect(sameNumber('+15551234567', '15551234568')).toBe(false);
  });
});
