// The literal text an anchored regex requires at the start of the input (`^\+1900\d+` requires
// "+1900"). The rule cache indexes regexes by it, so an assessment only runs the regexes whose
// prefix the number starts with, plus those without one. '' when there is no usable prefix.

const LITERAL = /[0-9A-Za-z +-]/;
const ESCAPED_LITERAL = /[+\-()[\]{}.*?^$|\\/ ]/;

export function literalPrefix(pattern: string): string {
  if (!pattern.startsWith('^')) return '';
  // A top-level `|` would leave other branches unanchored; classes may hold one, but keep it simple.
  if (pattern.includes('|')) return '';
  let out = '';
  let i = 1;
  while (i < pattern.length) {
    let ch: string;
    let width: number;
    const c = pattern[i] as string;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!ESCAPED_LITERAL.test(next) || next === '') break;
      ch = next;
      width = 2;
    } else if (LITERAL.test(c)) {
      ch = c;
      width = 1;
    } else break;
    const after = pattern[i + width];
    // A quantified character is optional or repeated: the prefix ends before it.
    if (after === '*' || after === '+' || after === '?' || after === '{') break;
    out += ch;
    i += width;
  }
  return out;
}
