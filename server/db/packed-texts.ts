// Many texts as one statement parameter: their UTF-8 bytes one after another in a bytea, with each
// one's start (from 1, as SQL's substring counts) and length in bytes. A text[] parameter is spelt
// as an array literal: every quote and backslash of every text escaped (in JS), and PostgreSQL
// parses the literal back character by character, which for JSON texts of a few KB (event-log
// records, dialog session states) was a large share of the statement's CPU on PGlite, where a
// bytea parameter goes in binary. Unpack one in SQL with unpackedText; the database still checks
// that each text is UTF-8 (and, cast to json, JSON).

export interface PackedTexts {
  bytes: Buffer;
  starts: number[];
  lengths: number[];
}

export function packTexts(texts: readonly string[]): PackedTexts {
  const n = texts.length;
  const lengths = new Array<number>(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += lengths[i] = Buffer.byteLength(texts[i]!);
  const bytes = Buffer.allocUnsafe(total);
  const starts = new Array<number>(n);
  let at = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = at + 1;
    at += bytes.write(texts[i]!, at);
  }
  return { bytes, starts, lengths };
}

/** SQL for one text of a packed parameter: `bytes` the bytea, `start` and `length` its place. */
export const unpackedText = (bytes: string, start: string, length: string): string =>
  `convert_from(substring(${bytes}::bytea FROM ${start} FOR ${length}), 'UTF8')`;
