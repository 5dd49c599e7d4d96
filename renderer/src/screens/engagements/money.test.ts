import { describe, expect, it } from 'vitest';
import { formatUnits, parseMoney } from './money';

const units = (text: string, currency = 'USD') => {
  const r = parseMoney(text, currency);
  if (!r.ok) throw new Error(`${text}: ${r.problem}`);
  return r;
};
const problem = (text: string, currency = 'USD') => {
  const r = parseMoney(text, currency);
  if (r.ok) throw new Error(`${text} was accepted as ${r.units}`);
  return r.problem;
};

describe('parseMoney', () => {
  it('reads thousands separators the way people type money', () => {
    expect(units('1,250').units).toBe('1250');
    expect(units('1,250,000').units).toBe('1250000');
    expect(units('1 250 000').units).toBe('1250000');
    expect(units('980').units).toBe('980');
    expect(units('007').units).toBe('7');
  });

  it('keeps whole units: cents round to the nearest unit, and the caller can say so', () => {
    expect(units('1,250.50')).toEqual({ ok: true, units: '1251', rounded: true, exact: '1250.50' });
    expect(units('1,250.49')).toMatchObject({ units: '1250', rounded: true });
    expect(units('12.5')).toMatchObject({ units: '13', exact: '12.50' });
    expect(units('12.00')).toMatchObject({ units: '12', rounded: false });
    expect(units('.75')).toMatchObject({ units: '1', exact: '0.75' });
    expect(units('999999999999999999').units).toBe('999999999999999999');
  });

  it('accepts the currency symbol or code around the number', () => {
    expect(units('$1,250.50').units).toBe('1251');
    expect(units('1,250 USD').units).toBe('1250');
    expect(units('usd 40').units).toBe('40');
  });

  it('rejects what is not an amount, saying what to type instead', () => {
    expect(problem('1.2.3')).toBe('use one decimal point at most, e.g. 1,250.50');
    expect(problem('')).toBe('enter an amount, e.g. 1,250.50');
    expect(problem('   ')).toBe('enter an amount, e.g. 1,250.50');
    expect(problem('-5')).toBe('an amount cannot be negative: leave out the minus sign');
    expect(problem('$-5')).toBe('an amount cannot be negative: leave out the minus sign');
    expect(problem('(5)')).toBe('an amount cannot be negative: leave out the minus sign');
    expect(problem('12,50')).toBe('use a dot for cents, e.g. 12.50 (commas separate thousands)');
    expect(problem('1,25,000')).toBe('put commas between groups of three digits, e.g. 1,250,000');
    expect(problem('12.505')).toBe('give at most two decimals (cents) after the point');
    expect(problem('1.250,50')).toBe('put commas only between thousands, before the decimal point');
    expect(problem('12k')).toBe('use digits, commas for thousands and a dot for cents, e.g. 1,250.50');
    expect(problem('€12', 'USD')).toMatch(/use digits/);
    expect(problem('1234567890123456789')).toBe('at most 18 digits before the point');
    expect(problem('999999999999999999.5')).toBe('at most 18 digits before the point');
  });
});

describe('formatUnits', () => {
  it('groups digits and names the currency', () => {
    expect(formatUnits('125000', 'USD')).toMatch(/^125.000 USD$/);
    expect(formatUnits(undefined, 'USD')).toBe('—');
    expect(formatUnits('42')).toBe('42');
  });
});
