// Inline wordsets (seed 000 section 2.3: `{ "ENTITY": [{ "literal": "...", "spoken": ["..."] }] }`)
// turned into what the decoder needs: each word it does not know yet, with a pronunciation built
// from the CMU dictionary. A `spoken` form is said with dictionary words ("bricks ton vale"), whose
// pronunciations are joined; without one, the literal is split into the longest dictionary words
// it is made of. Known words need nothing added. The decoder's word comes back as the literal's
// spelling through `literals`.
import fs from 'node:fs';
import type { Violations } from '../../rpc/errors.js';

export interface PreparedWordset {
  /** `word<TAB>phones` lines for the decoder (words it does not know). */
  lines: string[];
  /** Decoder word (lower case) -> the literal as the wordset spells it. */
  literals: Map<string, string>;
}

/** Entries of an inline wordset (the seed recommends fewer than 100 per entity). */
export const MAX_WORDSET_ENTRIES = 1000;
/** Entries of a wordset compiled ahead of time (nuance.asr.v1beta1.Training). */
export const MAX_COMPILED_WORDSET_ENTRIES = 10000;
const MAX_LITERAL = 200;

let dictionary: Promise<Map<string, string>> | undefined;

/** The pronunciation dictionary (first pronunciation of each word), read once per process. */
export function loadDictionary(dictPath: string): Promise<Map<string, string>> {
  dictionary ??= fs.promises.readFile(dictPath, 'utf8').then((text) => {
    const map = new Map<string, string>();
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space <= 0) continue;
      const word = line.slice(0, space);
      if (word.endsWith(')')) continue; // alternative pronunciations: word(2)
      map.set(word, line.slice(space + 1).trim());
    }
    return map;
  });
  return dictionary;
}

/** Phones for a token made of letters: itself, or the fewest dictionary words it splits into. */
function pronounceToken(token: string, dict: Map<string, string>): string | undefined {
  const known = dict.get(token);
  if (known) return known;
  // Shortest split into dictionary words of at least 2 letters (dynamic programming over prefixes).
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= token.length; end++) {
    for (let start = Math.max(0, end - 20); start <= end - 2; start++) {
      const prev = best[start];
      const phones = prev && dict.get(token.slice(start, end));
      if (prev && phones && (!best[end] || best[end]!.length > prev.length + 1)) best[end] = [...prev, phones];
    }
  }
  return best[token.length]?.join(' ');
}

function pronounce(text: string, dict: Map<string, string>): string | undefined {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  if (!tokens.length) return undefined;
  const parts = tokens.map((t) => pronounceToken(t, dict));
  return parts.every(Boolean) ? parts.join(' ') : undefined;
}

/**
 * Parses and checks one inline wordset, adding its words to `into`. Violations name `field`
 * (e.g. `recognition_init_message.resources[0].inline_wordset`).
 */
export function prepareWordset(
  json: string,
  field: string,
  dict: Map<string, string>,
  into: PreparedWordset,
  violations: Violations,
  maxEntries = MAX_WORDSET_ENTRIES,
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    violations.add(field, 'is not valid JSON');
    return;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    violations.add(field, 'must be a JSON object mapping entity names to lists of {literal, spoken}');
    return;
  }
  let count = 0;
  for (const [entity, entries] of Object.entries(parsed as Record<string, unknown>)) {
    if (!Array.isArray(entries)) {
      violations.add(`${field}.${entity}`, 'must be a list of {literal, spoken} entries');
      continue;
    }
    entries.forEach((entry: unknown, i) => {
      const at = `${field}.${entity}[${i}]`;
      const e = entry as { literal?: unknown; spoken?: unknown } | null;
      if (!e || typeof e !== 'object' || typeof e.literal !== 'string' || !e.literal.trim()) {
        violations.add(`${at}.literal`, 'is required (a non-empty string)', 'MANDATORY_FIELD_MISSING');
        return;
      }
      if (e.literal.length > MAX_LITERAL) {
        violations.add(`${at}.literal`, `is longer than ${MAX_LITERAL} characters`, 'TOO_LONG');
        return;
      }
      if (e.spoken !== undefined && (!Array.isArray(e.spoken) || e.spoken.some((s) => typeof s !== 'string'))) {
        violations.add(`${at}.spoken`, 'must be a list of strings');
        return;
      }
      if (++count > maxEntries) {
        if (count === maxEntries + 1) violations.add(field, `has more than ${maxEntries} entries`, 'TOO_LONG');
        return;
      }
      addEntry(e.literal.trim(), (e.spoken as string[] | undefined) ?? [], dict, into);
    });
  }
}

function addEntry(literal: string, spoken: string[], dict: Map<string, string>, into: PreparedWordset): void {
  const words = literal.split(/\s+/);
  // A one-word literal takes the pronunciation of its first speakable spoken form.
  if (words.length === 1) {
    const word = literal.toLowerCase().replace(/[^a-z0-9'_-]/g, '');
    if (!word) return;
    into.literals.set(word, literal);
    if (dict.has(word)) return;
    const phones = [...spoken, literal].map((s) => pronounce(s, dict)).find(Boolean);
    if (phones && !into.lines.some((l) => l.startsWith(word + '\t'))) into.lines.push(`${word}\t${phones}`);
    return;
  }
  // A phrase: each unknown word by itself.
  for (const w of words) addEntry(w, [], dict, into);
}
