// Tokens with their places in the input, and the case- and punctuation-insensitive form the
// classifier and the list entities compare: letters and digits, lower-cased, inner apostrophes
// dropped ("What's" → "whats").

export interface Token {
  norm: string;
  /** UTF-16 indices into the input, end exclusive. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({ norm: m[0].toLowerCase().replace(/['’]/g, ''), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export const normPhrase = (text: string): string[] => tokenize(text).map((t) => t.norm);
