// Caller-ID regexes are checked before they are stored, because JavaScript's RegExp cannot be
// interrupted once it runs: a pattern that backtracks catastrophically would stall the server.
//
// Why the checks below bound the work of one match:
// - Input is short: rules only ever run against a normalised number (at most MAX_MATCH_INPUT
//   characters), never against free text.
// - No backreferences or lookaround, so the pattern is a plain regular expression.
// - No repeated group that itself contains a quantifier or an alternation ((a+)+, (a|ab)*): those
//   are the shapes whose backtracking grows exponentially with the input.
// - What is left backtracks only over the choices each quantifier and alternation offers. For an
//   input of n characters a quantifier offers at most n+1 counts, so a match attempt explores at
//   most the product of those choices per start position. We estimate that product and refuse
//   patterns above MAX_BACKTRACK_ESTIMATE, so one match costs at most about
//   (n+1) start positions x estimate x pattern length steps: well under a millisecond in practice.
import { maxChars } from '../../shared/rpc/limits.js';

const MAX_PATTERN_LENGTH = maxChars('caller_id_regex');
/** Longest string a rule is ever matched against (a normalised number is at most 21). */
export const MAX_MATCH_INPUT = 32;
const MAX_BACKTRACK_ESTIMATE = 100_000;
const MAX_REPEAT_BOUND = 100;

export type RegexCheck = { ok: true; regex: RegExp } | { ok: false; reason: string };

interface Frame {
  /** Any quantifier inside (at any depth). */
  hasQuantifier: boolean;
  /** Alternatives in this group (1 when no `|`). */
  branches: number;
}

interface LastAtom {
  group: boolean;
  hasQuantifier: boolean;
  branches: number;
}

/** Compiles a pattern and checks it is safe to run (see above); the reason when it is not. */
export function checkRegex(pattern: string): RegexCheck {
  if (pattern.length === 0) return { ok: false, reason: 'is empty' };
  if (pattern.length > MAX_PATTERN_LENGTH)
    return { ok: false, reason: `is longer than ${MAX_PATTERN_LENGTH} characters` };
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch (err) {
    return { ok: false, reason: `is not a valid regular expression: ${(err as Error).message}` };
  }
  const problem = shapeProblem(pattern);
  return problem ? { ok: false, reason: problem } : { ok: true, regex };
}

/** Walks the (already compiled) pattern; returns why it could backtrack badly, if it could. */
function shapeProblem(p: string): string | undefined {
  const stack: Frame[] = [{ hasQuantifier: false, branches: 1 }];
  let last: LastAtom | undefined;
  let estimate = 1;
  const choices = (max: number, min: number) => Math.min(max, MAX_MATCH_INPUT) - Math.min(min, MAX_MATCH_INPUT) + 1;
  for (let i = 0; i < p.length; i++) {
    const c = p[i] as string;
    const top = stack[stack.length - 1] as Frame;
    if (c === '\\') {
      const next = p[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'uses a backreference, which is not supported';
      i++;
      last = { group: false, hasQuantifier: false, branches: 1 };
    } else if (c === '[') {
      i = classEnd(p, i);
      last = { group: false, hasQuantifier: false, branches: 1 };
    } else if (c === '(') {
      if (p.startsWith('(?=', i) || p.startsWith('(?!', i) || p.startsWith('(?<=', i) || p.startsWith('(?<!', i)) {
        return 'uses lookaround, which is not supported';
      }
      stack.push({ hasQuantifier: false, branches: 1 });
      last = undefined;
    } else if (c === ')') {
      const frame = stack.pop() as Frame;
      const parent = stack[stack.length - 1] as Frame;
      parent.hasQuantifier ||= frame.hasQuantifier;
      estimate *= frame.branches;
      last = { group: true, hasQuantifier: frame.hasQuantifier, branches: frame.branches };
    } else if (c === '|') {
      top.branches++;
      last = undefined;
    } else if (c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(p.slice(i)))) {
      let min = 0;
      let max = Infinity;
      if (c === '+') min = 1;
      else if (c === '?') max = 1;
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i)) as RegExpExecArray;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        if (Number.isFinite(max) ? max > MAX_REPEAT_BOUND : min > MAX_REPEAT_BOUND) {
          return `repeats more than ${MAX_REPEAT_BOUND} times`;
        }
        i += m[0].length - 1;
      }
      if (p[i + 1] === '?') i++; // lazy form: same choices
      if (last?.group && max > 1) {
        if (last.hasQuantifier)
          return 'repeats a group that contains a quantifier (nested quantifiers can backtrack catastrophically)';
        if (last.branches > 1) return 'repeats a group with alternatives (use a character class instead)';
      }
      top.hasQuantifier = true;
      estimate *= choices(max, min);
      if (estimate > MAX_BACKTRACK_ESTIMATE)
        return 'has too many open-ended repetitions (it could backtrack for too long)';
      last = undefined;
    } else {
      last = { group: false, hasQuantifier: false, branches: 1 };
    }
  }
  estimate *= (stack[0] as Frame).branches;
  if (estimate > MAX_BACKTRACK_ESTIMATE)
    return 'has too many alternatives and repetitions (it could backtrack for too long)';
  return undefined;
}

/** Index of the `]` closing the class opened at `start` (the pattern already compiled). */
function classEnd(p: string, start: number): number {
  let i = start + 1;
  if (p[i] === '^') i++;
  if (p[i] === ']') return i; // `[]` and `[^]` in JavaScript
  for (; i < p.length; i++) {
    if (p[i] === '\\') i++;
    else if (p[i] === ']') return i;
  }
  return p.length;
}

/** Runs a checked regex against a normalised number, length-capped as the bound above assumes. */
export function matchNumber(regex: RegExp, normalized: string): boolean {
  return regex.test(normalized.slice(0, MAX_MATCH_INPUT));
}
