// Free text from a URL (a query parameter or a decoded path segment) checked before it reaches SQL,
// by the same rules the dispatch edge applies to request fields (server/rpc/input-limits.ts): no
// NUL, which PostgreSQL text cannot hold (it answered 500), no other control characters, and a
// length bound. Returns why the value is refused, or undefined when it may be used.
import { DEFAULT_STRING_CHARS } from '../rpc/input-limits.js';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export function urlTextProblem(value: string, maxChars = DEFAULT_STRING_CHARS): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL (U+0000) characters';
  if (CONTROL.test(value)) return 'must not contain control characters';
  if (value.length > maxChars) return `must be at most ${maxChars} characters`;
  return undefined;
}
