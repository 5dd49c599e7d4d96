// Amounts as people type them ("1,250.50", "$ 1 250", "980") and as the API stores them: the
// verdict's amount is a google.protobuf.Int64Value with no currency and no minor units, so the
// console sends whole currency units, rounding cents to the nearest unit (half away from zero).
// The currency is the console's own setting: the API records none.

export type MoneyParse =
  | {
      ok: true;
      /** Whole units as a decimal string (int64-safe), what the API gets. */
      units: string;
      /** The typed value had cents that rounding changed. */
      rounded: boolean;
      /** The typed value, normalized: "1250.50". */
      exact: string;
    }
  | { ok: false; problem: string };

/** At most 18 digits of whole units: what fits an int64 with room to spare (and the channel's rule). */
const MAX_DIGITS = 18;

const GROUPED = /^\d{1,3}(,\d{3})+$/;
const SPACED = /^\d{1,3}([ \u00a0\u202f]\d{3})+$/;

/**
 * Reads a typed amount. Accepts digits with thousands separators (commas, or spaces, in groups of
 * three), one decimal point with up to two decimals, and the currency's symbol or code around it.
 * A problem says what to type instead.
 */
export function parseMoney(text: string, currency = ''): MoneyParse {
  let t = text.trim();
  if (t === '') return { ok: false, problem: 'enter an amount, e.g. 1,250.50' };
  if (/^[-−(]|[-−)]$/.test(t)) return { ok: false, problem: 'an amount cannot be negative: leave out the minus sign' };
  for (const mark of [currency, currencySymbol(currency)].filter(Boolean)) {
    const m = mark.toUpperCase();
    if (t.toUpperCase().startsWith(m)) t = t.slice(m.length).trim();
    else if (t.toUpperCase().endsWith(m)) t = t.slice(0, -m.length).trim();
  }
  if (/^[-−]/.test(t)) return { ok: false, problem: 'an amount cannot be negative: leave out the minus sign' };
  if (!/^[\d.,\s\u00a0\u202f]+$/.test(t))
    return { ok: false, problem: 'use digits, commas for thousands and a dot for cents, e.g. 1,250.50' };
  const dots = t.split('.').length - 1;
  if (dots > 1) return { ok: false, problem: 'use one decimal point at most, e.g. 1,250.50' };
  const [whole = '', cents = ''] = t.split('.');
  if (dots === 1 && !/^\d{1,2}$/.test(cents))
    return {
      ok: false,
      problem: cents.includes(',')
        ? 'put commas only between thousands, before the decimal point'
        : 'give at most two decimals (cents) after the point',
    };
  let digits: string;
  if (/^\d+$/.test(whole)) digits = whole;
  else if (GROUPED.test(whole)) digits = whole.replace(/,/g, '');
  else if (SPACED.test(whole)) digits = whole.replace(/[ \u00a0\u202f]/g, '');
  else if (whole === '' && dots === 1) digits = '0';
  else
    return {
      ok: false,
      problem: /,\d{1,2}$/.test(whole)
        ? 'use a dot for cents, e.g. 12.50 (commas separate thousands)'
        : 'put commas between groups of three digits, e.g. 1,250,000',
    };
  digits = digits.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return { ok: false, problem: `at most ${MAX_DIGITS} digits before the point` };
  const roundUp = cents !== '' && Number(cents.padEnd(2, '0')) >= 50;
  const units = roundUp ? (BigInt(digits) + 1n).toString() : digits;
  if (units.length > MAX_DIGITS) return { ok: false, problem: `at most ${MAX_DIGITS} digits before the point` };
  const exact = cents ? `${digits}.${cents.padEnd(2, '0')}` : digits;
  return { ok: true, units, rounded: cents !== '' && Number(cents) !== 0, exact };
}

/** The currency's narrow symbol in the user's locale ("$" for USD), or '' when it has none of its own. */
export function currencySymbol(currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency)) return '';
  try {
    const part = new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part && part.value !== currency ? part.value : '';
  } catch {
    return '';
  }
}

/** Whole units for people: 125000 -> "125,000 USD" (or without a currency). */
export function formatUnits(units: string | undefined, currency = ''): string {
  if (!units) return '—';
  const n = /^-?\d+$/.test(units) ? BigInt(units).toLocaleString() : units;
  return currency ? `${n} ${currency}` : n;
}
