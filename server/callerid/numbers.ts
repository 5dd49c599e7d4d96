// Phone numbers as the caller-ID API carries them: digits, spaces, dashes, a plus sign,
// parentheses and #. Two forms come out of one:
// - the normalised number (normalizeNumber): the digits alone, as the real API's
//   normalized_phone_number has it (`+1 (555) 802-4083` -> `15558024083`); exact watchlist rules
//   are keyed by it, so numbers written with and without a + are one rule;
// - the dialled form (dialForm, readNumber): the digits with a leading + kept, for what needs to
//   know the number was international: regex rules (`^\+1900`), plausibility, session ANI/DNIS.
import type { Violations } from '../rpc/errors.js';
import { maxChars } from '../../shared/rpc/limits.js';

/** Longest raw value accepted; longer ones are refused before any work is done on them. */
const MAX_RAW_NUMBER_LENGTH = maxChars('caller_id');
/** E.164 allows 15 digits; a few more leave room for prefixes some networks add. */
const MAX_DIGITS = 20;
const MIN_DIGITS = 2;

const ALLOWED = /^[0-9 ()+#-]*$/;

export type NumberProblem = { message: string; violation: 'INVALID_FORMAT' | 'TOO_LONG' | 'TOO_SHORT' };

/** The normalised number (the digits alone), or what is wrong with the raw value. */
export function normalizeNumber(raw: string): { normalized: string } | { problem: NumberProblem } {
  const r = dialForm(raw);
  return 'problem' in r ? r : { normalized: r.dialled.replace(/^\+/, '') };
}

/** The dialled form (the digits, a leading + kept), or what is wrong with the raw value. */
export function dialForm(raw: string): { dialled: string } | { problem: NumberProblem } {
  if (raw.length > MAX_RAW_NUMBER_LENGTH) {
    return { problem: { message: `must be at most ${MAX_RAW_NUMBER_LENGTH} characters`, violation: 'TOO_LONG' } };
  }
  if (!ALLOWED.test(raw)) {
    return {
      problem: {
        message: 'may contain only digits, spaces, dashes, parentheses, # and a plus sign',
        violation: 'INVALID_FORMAT',
      },
    };
  }
  const plus = raw.indexOf('+');
  if (plus !== -1 && (raw.indexOf('+', plus + 1) !== -1 || /\d/.test(raw.slice(0, plus)))) {
    return { problem: { message: 'may have one plus sign, before the digits', violation: 'INVALID_FORMAT' } };
  }
  if (!parensBalanced(raw)) return { problem: { message: 'has unbalanced parentheses', violation: 'INVALID_FORMAT' } };
  const digits = raw.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS)
    return { problem: { message: `must have at least ${MIN_DIGITS} digits`, violation: 'TOO_SHORT' } };
  if (digits.length > MAX_DIGITS)
    return { problem: { message: `must have at most ${MAX_DIGITS} digits`, violation: 'TOO_LONG' } };
  return { dialled: (plus === -1 ? '' : '+') + digits };
}

function parensBalanced(raw: string): boolean {
  let depth = 0;
  for (const c of raw) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Reads a mandatory number field as its dialled form; adds a violation naming `field` and returns
 * undefined when bad.
 */
export function readNumber(v: Violations, field: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') {
    v.missing(field);
    return undefined;
  }
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return undefined;
  }
  const r = dialForm(raw);
  if ('problem' in r) {
    v.add(field, r.problem.message, r.problem.violation, raw.slice(0, MAX_RAW_NUMBER_LENGTH));
    return undefined;
  }
  return r.dialled;
}

/** Same number? Compares digits, ignoring a leading + on either side (SIP URIs often drop it). */
export function sameNumber(a: string, b: string): boolean {
  return a.replace(/^\+/, '') === b.replace(/^\+/, '');
}

/**
 * Is the number plausible as a caller ID? Reasons it is not: wrong length for E.164, one digit
 * repeated, or a range that is never assigned (NANP area or exchange codes starting 0 or 1, the
 * NANP fictional 555-01XX block, or a country code starting 0).
 */
export function implausibility(dialled: string): string | undefined {
  const digits = dialled.replace(/^\+/, '');
  if (digits.length < 7 || digits.length > 15) return 'length outside E.164 (7 to 15 digits)';
  if (/^(\d)\1+$/.test(digits)) return 'one digit repeated';
  if (dialled.startsWith('+') && digits.startsWith('0')) return 'country code starts with 0';
  const nanp = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (nanp && (dialled.startsWith('+1') || digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))) {
    const [, area, exchange, line] = nanp as unknown as [string, string, string, string];
    if (/^[01]/.test(area)) return 'NANP area code starts with 0 or 1';
    if (/^[01]/.test(exchange)) return 'NANP exchange code starts with 0 or 1';
    if (exchange === '555' && line.startsWith('01')) return 'NANP fictional range 555-01XX';
  }
  return undefined;
}
