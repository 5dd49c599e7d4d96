// Inline wordsets (seed 000 section 2.3: `{ "ENTITY": [{ "literal": "...", "spoken": ["..."] }] }`)
// turned into what the decoder needs: each word it does not know yet, with a pronunciation built
// from the CMU dictionary. A `spoken` form is said with dictionary words ("bricks ton vale"), whose
// pronunciations are joined; without one, the literal is split into the longest dictionary words
// it is made of. Known words need nothing added. The decoder's word comes back as the literal's
// spelling through `literals`.
//
// Everything here is linear in the wordset's size (a word already given a line is found in a Set),
// and the caller passes EventLoopSlices so a large wordset yields to other calls as it goes.
import fs from 'node:fs';
import type { Violations } from '../../rpc/errors.js';
import { EventLoopSlices } from '../../rpc/budgets.js';

export interface PreparedWordset {
  /** `word<TAB>phones` lines for the decoder (words it does not know). */
  lines: string[];
  /** Decoder word (lower case) -> the literal as the wordset spells it. */
  literals: Map<string, string>;
  /** The words `lines` already has a line for (the first pronunciation given wins). */
  words: Set<string>;
}

export const emptyWordset = (): PreparedWordset => ({ lines: [], literals: new Map(), words: new Set() });

/** Adds a `word<TAB>phones` line unless the word has one already. */
export function addLine(into: PreparedWordset, line: string): void {
  const word = line.slice(0, line.indexOf('\t'));
  if (into.words.has(word)) return;
  into.words.add(word);
  into.lines.push(line);
}

/** Entries of an inline wordset (the seed recommends fewer than 100 per entity). */
export const MAX_WORDSET_ENTRIES = 1000;
/** Entries of a wordset compiled ahead of time (nuance.asr.v1beta1.Training). */
export const MAX_COMPILED_WORDSET_ENTRIES = 10000;
const MAX_LITERAL = 200;
/** Spoken forms per entry, and characters per spoken form (as for the literal). */
const MAX_SPOKEN = 20;

let dictionary: Promise<Map<string, string>> | undefined;

/**
 * The pronunciation dictionary (first pronunciation of each word), read once per process, in
 * slices that yield: its ~130,000 lines in one block held the event loop ~200 ms for whichever
 * request came first.
 */
export function loadDictionary(dictPath: string): Promise<Map<string, string>> {
  dictionary ??= fs.promises.readFile(dictPath, 'utf8').then(async (text) => {
    const slices = new EventLoopSlices('reading the pronunciation dictionary', undefined, Number.POSITIVE_INFINITY);
    const map = new Map<string, string>();
    let at = 0;
    while (at < text.length) {
      const eol = text.indexOf('\n', at);
      const line = text.slice(at, eol === -1 ? text.length : eol);
      at = eol === -1 ? text.length : eol + 1;
      if ((map.size & 1023) === 0) await slices.next();
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

/**
 * Phones for a token made of letters: itself, or the fewest dictionary words it splits into
 * (dynamic programming over prefixes, with back-pointers: linear in the token's length).
 */
function pronounceToken(token: string, dict: Map<string, string>): string | undefined {
  const known = dict.get(token);
  if (known) return known;
  // words[end]: fewest dictionary words (of at least 2 letters) spelling token[0, end); from[end]: where the last begins.
  const words: number[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= token.length; end++) {
    words[end] = Infinity;
    for (let start = Math.max(0, end - 20); start <= end - 2; start++) {
      if (words[start]! + 1 < words[end]! && dict.has(token.slice(start, end))) {
        words[end] = words[start]! + 1;
        from[end] = start;
      }
    }
  }
  if (!Number.isFinite(words[token.length])) return undefined;
  const parts: string[] = [];
  for (let end = token.length; end > 0; end = from[end]!) parts.push(dict.get(token.slice(from[end]!, end))!);
  return parts.reverse().join(' ');
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

/** One entry of a wordset, checked: a non-empty literal and its spoken forms. */
export interface WordsetEntry {
  literal: string;
  spoken: string[];
}

/**
 * Parses and checks one wordset's JSON (cheap and linear: no pronunciations yet), returning its
 * entries. Violations name `field` (e.g. `recognition_init_message.resources[0].inline_wordset`).
 */
export function checkWordset(
  json: string,
  field: string,
  violations: Violations,
  maxEntries = MAX_WORDSET_ENTRIES,
): WordsetEntry[] {
  const out: WordsetEntry[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    violations.add(field, 'is not valid JSON');
    return out;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    violations.add(field, 'must be a JSON object mapping entity names to lists of {literal, spoken}');
    return out;
  }
  for (const [entity, entries] of Object.entries(parsed as Record<string, unknown>)) {
    if (!Array.isArray(entries)) {
      violations.add(`${field}.${entity}`, 'must be a list of {literal, spoken} entries');
      continue;
    }
    for (const [i, entry] of (entries as unknown[]).entries()) {
      const at = `${field}.${entity}[${i}]`;
      const e = entry as { literal?: unknown; spoken?: unknown } | null;
      if (!e || typeof e !== 'object' || typeof e.literal !== 'string' || !e.literal.trim()) {
        violations.add(`${at}.literal`, 'is required (a non-empty string)', 'MANDATORY_FIELD_MISSING');
        continue;
      }
      if (e.literal.length > MAX_LITERAL) {
        violations.add(`${at}.literal`, `is longer than ${MAX_LITERAL} characters`, 'TOO_LONG');
        continue;
      }
      if (e.spoken !== undefined && (!Array.isArray(e.spoken) || e.spoken.some((s) => typeof s !== 'string'))) {
        violations.add(`${at}.spoken`, 'must be a list of strings');
        continue;
      }
      const spoken = (e.spoken as string[] | undefined) ?? [];
      if (spoken.length > MAX_SPOKEN) {
        violations.add(`${at}.spoken`, `has more than ${MAX_SPOKEN} entries`, 'TOO_LONG');
        continue;
      }
      if (spoken.some((s) => s.length > MAX_LITERAL)) {
        violations.add(`${at}.spoken`, `has an entry longer than ${MAX_LITERAL} characters`, 'TOO_LONG');
        continue;
      }
      if (out.length >= maxEntries) {
        violations.add(field, `has more than ${maxEntries} entries`, 'TOO_LONG');
        return out;
      }
      out.push({ literal: e.literal.trim(), spoken });
    }
  }
  return out;
}

/**
 * Adds checked entries' words to `into`, pronouncing the ones the dictionary lacks: linear in the
 * entries' size, yielding to other calls between entries (`slices`).
 */
export async function pronounceWordset(
  entries: readonly WordsetEntry[],
  dict: Map<string, string>,
  into: PreparedWordset,
  slices: EventLoopSlices,
): Promise<void> {
  for (const e of entries) {
    addEntry(e.literal, e.spoken, dict, into);
    await slices.next();
  }
}

function addEntry(literal: string, spoken: string[], dict: Map<string, string>, into: PreparedWordset): void {
  const words = literal.split(/\s+/);
  // A one-word literal takes the pronunciation of its first speakable spoken form.
  if (words.length === 1) {
    const word = literal.toLowerCase().replace(/[^a-z0-9'_-]/g, '');
    if (!word) return;
    into.literals.set(word, literal);
    if (dict.has(word) || into.words.has(word)) return;
    for (const s of [...spoken, literal]) {
      const phones = pronounce(s, dict);
      if (phones) return addLine(into, `${word}\t${phones}`);
    }
    return;
  }
  // A phrase: each unknown word by itself.
  for (const w of words) addEntry(w, [], dict, into);
}
