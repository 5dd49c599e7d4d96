// Mix's predefined entities that exported projects use (TRSX concepts that isA one of them), as
// small English grammars over the tokens (text.ts). Each finds the longest match starting at a
// token and gives its value as a string:
//   DATE / nuance_CALENDARX   "2026-08-05" (a date resolved against today, UTC), "--08-05" (month and
//                             day), "--08" (a month), "2021" (a year); relative days (today,
//                             tomorrow, next friday, 3 days ago), month-day forms, a few holidays
//   YES_NO / nuance_BOOLEAN   "true" or "false"
//   nuance_AMOUNT             the amount as a decimal number: "$450", "fifty dollars", "eighty five
//                             fifty" (85.50), "1,200.50 dollars"
//   nuance_ORDINAL_NUMBER     "1" for first / 1st
//   nuance_NUMBER, nuance_CARDINAL_NUMBER   the number: "35" for thirty five / 35
import type { Token } from './text.js';

export interface GrammarMatch {
  /** Tokens covered from the start token. */
  len: number;
  value: string;
  /** Where the match starts in the text when before the start token (a "$" sign). */
  startChar?: number;
}
type Grammar = (text: string, tokens: Token[], i: number, now: Date) => GrammarMatch | undefined;

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  zero: 0,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1000, million: 1_000_000 };
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
};
const isNumberWord = (w: string | undefined) =>
  w !== undefined && (w in UNITS || w in TEENS || w in TENS || w === 'hundred' || w in SCALES);

/** A cardinal in words (thirty five, two thousand five hundred) starting at token i. */
function numberWords(tokens: Token[], i: number): { value: number; len: number } | undefined {
  let total = 0;
  let current = 0;
  let last: 'unit' | 'teen' | 'tens' | 'hundred' | 'scale' | null = null;
  let k = i;
  let end = i;
  for (; k < tokens.length; k++) {
    const w = tokens[k]!.norm;
    if (w === 'a' && last === null && (tokens[k + 1]?.norm === 'hundred' || tokens[k + 1]?.norm === 'thousand')) {
      current = 1;
      last = 'unit';
      continue;
    }
    if (w === 'and' && (last === 'hundred' || last === 'scale') && isNumberWord(tokens[k + 1]?.norm)) continue;
    if (w in UNITS && (last === null || last === 'tens' || last === 'hundred' || last === 'scale')) {
      current += UNITS[w]!;
      last = 'unit';
    } else if (w in TEENS && (last === null || last === 'hundred' || last === 'scale')) {
      current += TEENS[w]!;
      last = 'teen';
    } else if (w in TENS && (last === null || last === 'hundred' || last === 'scale')) {
      current += TENS[w]!;
      last = 'tens';
    } else if (w === 'hundred' && (last === 'unit' || last === 'teen') && current % 100 < 20) {
      current = current * 100;
      last = 'hundred';
    } else if (w in SCALES && last !== null && last !== 'scale') {
      total += current * SCALES[w]!;
      current = 0;
      last = 'scale';
    } else break;
    end = k + 1;
  }
  return end > i ? { value: total + current, len: end - i } : undefined;
}

/** Digits as one number (1,200.50 is several tokens): its value and the tokens it spans. */
function digits(text: string, tokens: Token[], i: number): { value: number; raw: string; len: number } | undefined {
  const t = tokens[i];
  if (!t || !/^\d+$/.test(t.norm)) return undefined;
  const m = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/.exec(text.slice(t.start));
  if (!m) return undefined;
  const end = t.start + m[0].length;
  let len = 0;
  while (tokens[i + len] && tokens[i + len]!.end <= end) len++;
  return { value: Number(m[0].replace(/,/g, '')), raw: m[0].replace(/,/g, ''), len };
}

function cardinal(text: string, tokens: Token[], i: number): { value: number; len: number } | undefined {
  const d = digits(text, tokens, i);
  return d ? { value: d.value, len: d.len } : numberWords(tokens, i);
}

function ordinal(text: string, tokens: Token[], i: number): { value: number; len: number } | undefined {
  const w = tokens[i]?.norm ?? '';
  const suffixed = /^(\d+)(?:st|nd|rd|th)$/.exec(w);
  if (suffixed) return { value: Number(suffixed[1]), len: 1 };
  if (w in TENS && tokens[i + 1] && ORDINAL_WORDS[tokens[i + 1]!.norm]! < 10)
    return { value: TENS[w]! + ORDINAL_WORDS[tokens[i + 1]!.norm]!, len: 2 };
  if (w in ORDINAL_WORDS) return { value: ORDINAL_WORDS[w]!, len: 1 };
  return undefined;
}

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const CURRENCY = new Set(['dollar', 'dollars', 'bucks', 'usd']);
const CENTS = new Set(['cent', 'cents']);

const amount: Grammar = (text, tokens, i) => {
  const t = tokens[i];
  if (!t) return undefined;
  const dollarSign = /\$\s*$/.exec(text.slice(Math.max(0, t.start - 3), t.start));
  const n = cardinal(text, tokens, i);
  if (!n) return undefined;
  let len = n.len;
  let value = n.value;
  const after = tokens[i + len]?.norm;
  if (CURRENCY.has(after ?? '')) {
    len++;
    // "… dollars and fifty cents"
    const and = tokens[i + len]?.norm === 'and' ? 1 : 0;
    const cents = cardinal(text, tokens, i + len + and);
    if (cents && cents.value < 100 && CENTS.has(tokens[i + len + and + cents.len]?.norm ?? '')) {
      value += cents.value / 100;
      len += and + cents.len + 1;
    }
  } else if (!dollarSign) {
    // "eighty five fifty": dollars and cents in words, each under a hundred.
    const second = numberWords(tokens, i + len);
    const wordy = !/^\d/.test(t.norm);
    if (wordy && value < 100 && value >= 10 && second && second.value >= 10 && second.value < 100) {
      value += second.value / 100;
      len += second.len;
    } else if (wordy ? len < 2 : /^(19|20)\d\d$/.test(t.norm)) return undefined; // "two", or a year
  }
  return {
    len,
    value: money(value),
    ...(dollarSign ? { startChar: t.start - dollarSign[0].length } : {}),
  };
};

const YES = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'ok',
  'okay',
  'correct',
  'right',
  'true',
  'confirm',
  'absolutely',
  'definitely',
  'affirmative',
  'please',
  'of course',
  'thats right',
  'that is right',
  'thats correct',
  'go ahead',
  'lets do that',
  'sounds good',
  'yes please',
];
const NO = [
  'no',
  'nope',
  'nah',
  'false',
  'negative',
  'incorrect',
  'wrong',
  'not really',
  'no thanks',
  'not now',
  'not interested',
  'dont want',
  'not that i know of',
  'later',
  'no thank you',
  'not at all',
  'never',
];
const BOOLEAN_PHRASES = [
  ...YES.map((p) => ({ tokens: p.split(' '), value: 'true' })),
  ...NO.map((p) => ({ tokens: p.split(' '), value: 'false' })),
].sort((a, b) => b.tokens.length - a.tokens.length);

const yesNo: Grammar = (_text, tokens, i) => {
  const hit = BOOLEAN_PHRASES.find((p) => p.tokens.every((w, k) => tokens[i + k]?.norm === w));
  return hit ? { len: hit.tokens.length, value: hit.value } : undefined;
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_ABBR: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const HOLIDAYS: { tokens: string[]; month: number; day: number }[] = [
  { tokens: ['christmas', 'eve'], month: 12, day: 24 },
  { tokens: ['christmas', 'day'], month: 12, day: 25 },
  { tokens: ['christmas'], month: 12, day: 25 },
  { tokens: ['new', 'years', 'eve'], month: 12, day: 31 },
  { tokens: ['new', 'years', 'day'], month: 1, day: 1 },
  { tokens: ['valentines', 'day'], month: 2, day: 14 },
  { tokens: ['halloween'], month: 10, day: 31 },
  { tokens: ['independence', 'day'], month: 7, day: 4 },
];
/** Words before "may" that make it the month rather than the verb. */
const MAY_CUES = new Set([
  'in',
  'on',
  'of',
  'for',
  'since',
  'until',
  'by',
  'during',
  'from',
  'to',
  'last',
  'next',
  'this',
]);

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const plusDays = (now: Date, n: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n));

function month(tokens: Token[], i: number): number | undefined {
  const w = tokens[i]?.norm ?? '';
  const full = MONTHS.indexOf(w);
  if (full >= 0) {
    if (w === 'may' && !(MAY_CUES.has(tokens[i - 1]?.norm ?? '') || dayOfMonth(tokens, i + 1))) return undefined;
    return full + 1;
  }
  return MONTH_ABBR[w];
}

function dayOfMonth(tokens: Token[], i: number): { day: number; len: number } | undefined {
  const the = tokens[i]?.norm === 'the' ? 1 : 0;
  const o = ordinal('', tokens, i + the);
  const d =
    o ?? (/^\d{1,2}$/.test(tokens[i + the]?.norm ?? '') ? { value: Number(tokens[i + the]!.norm), len: 1 } : undefined);
  return d && d.value >= 1 && d.value <= 31 ? { day: d.value, len: the + d.len } : undefined;
}

const year = (tokens: Token[], i: number): number | undefined => {
  const w = tokens[i]?.norm ?? '';
  return /^(19|20)\d\d$/.test(w) ? Number(w) : undefined;
};

const date: Grammar = (text, tokens, i, now) => {
  const w = tokens[i]?.norm;
  if (w === undefined) return undefined;
  const next = tokens[i + 1]?.norm;
  const rel: Record<string, number> = { today: 0, tonight: 0, tomorrow: 1, yesterday: -1 };
  if (w === 'day' && next === 'after' && tokens[i + 2]?.norm === 'tomorrow')
    return { len: 3, value: iso(plusDays(now, 2)) };
  if (w === 'day' && next === 'before' && tokens[i + 2]?.norm === 'yesterday')
    return { len: 3, value: iso(plusDays(now, -2)) };
  if (w in rel) return { len: 1, value: iso(plusDays(now, rel[w]!)) };
  for (const h of HOLIDAYS)
    if (h.tokens.every((x, k) => tokens[i + k]?.norm === x)) {
      const y = year(tokens, i + h.tokens.length);
      return {
        len: h.tokens.length + (y ? 1 : 0),
        value: y ? `${y}-${pad(h.month)}-${pad(h.day)}` : `--${pad(h.month)}-${pad(h.day)}`,
      };
    }
  // next friday, this monday, last tuesday; friday
  const shift = w === 'next' ? 7 : w === 'last' ? -7 : w === 'this' ? 0 : undefined;
  const wd = WEEKDAYS.indexOf(shift === undefined ? w : (next ?? ''));
  if (wd >= 0) {
    let delta = (wd - now.getUTCDay() + 7) % 7;
    if (shift === -7) delta = delta === 0 ? -7 : delta - 7;
    else if (shift === 7 && delta === 0) delta = 7;
    return { len: shift === undefined ? 1 : 2, value: iso(plusDays(now, delta)) };
  }
  // three days ago, in 2 weeks
  const count = cardinal(text, tokens, w === 'in' ? i + 1 : i);
  if (count) {
    const at = (w === 'in' ? i + 1 : i) + count.len;
    const unit = tokens[at]?.norm ?? '';
    const days = /^days?$/.test(unit) ? 1 : /^weeks?$/.test(unit) ? 7 : 0;
    if (days && w === 'in') return { len: at + 1 - i, value: iso(plusDays(now, count.value * days)) };
    if (days && tokens[at + 1]?.norm === 'ago')
      return { len: at + 2 - i, value: iso(plusDays(now, -count.value * days)) };
  }
  // May 15th [2026], May the fifteenth; the 15th of May [2026]
  const m = month(tokens, i);
  if (m) {
    const d = dayOfMonth(tokens, i + 1);
    const y = year(tokens, i + 1 + (d?.len ?? 0));
    const len = 1 + (d?.len ?? 0) + (y ? 1 : 0);
    if (d) return { len, value: y ? `${y}-${pad(m)}-${pad(d.day)}` : `--${pad(m)}-${pad(d.day)}` };
    return { len, value: y ? `${y}-${pad(m)}` : `--${pad(m)}` };
  }
  const d = dayOfMonth(tokens, i);
  if (d && tokens[i + d.len]?.norm === 'of') {
    const m2 = month(tokens, i + d.len + 1);
    if (m2) {
      const y = year(tokens, i + d.len + 2);
      const len = d.len + 2 + (y ? 1 : 0);
      return { len, value: y ? `${y}-${pad(m2)}-${pad(d.day)}` : `--${pad(m2)}-${pad(d.day)}` };
    }
  }
  const y = year(tokens, i);
  if (y) return { len: 1, value: String(y) };
  return undefined;
};

const number: Grammar = (text, tokens, i) => {
  const n = cardinal(text, tokens, i);
  return n ? { len: n.len, value: String(n.value) } : undefined;
};

/** Predefined entity name → its grammar. */
export const PREDEFINED: Record<string, Grammar> = {
  DATE: date,
  nuance_CALENDARX: date,
  YES_NO: yesNo,
  nuance_BOOLEAN: yesNo,
  nuance_AMOUNT: amount,
  nuance_ORDINAL_NUMBER: (text, tokens, i) => {
    const o = ordinal(text, tokens, i);
    return o ? { len: o.len, value: String(o.value) } : undefined;
  },
  nuance_NUMBER: number,
  nuance_CARDINAL_NUMBER: number,
};
