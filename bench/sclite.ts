// Scoring transcripts with NIST's sclite (Debian's sctk, fetched by ensureScoringKit): reference
// and hypothesis go in as `trn` files (one utterance a line: the words, then `(speaker_utterance)`),
// the raw-count summary comes back and is read per speaker and in total.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Spellings of one spoken word that differ between transcripts and the decoder's dictionary (what
// a NIST GLM file maps): scored as the same word.
const SAME_WORD: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor' };

/**
 * Lower-case words without punctuation; hyphens split words, apostrophes inside a word stay (i'd),
 * and the abbreviations above are spelled out.
 */
export function scoringWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[-–—/]/g, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .map((w) => SAME_WORD[w] ?? w);
}

/**
 * One trn line. sclite takes the speaker from the id up to the first underscore (`-i spu_id`), so
 * neither part may contain one, nor a bracket or a space.
 */
export function trnLine(words: readonly string[], speaker: string, utterance: string): string {
  for (const [name, v] of [
    ['speaker', speaker],
    ['utterance', utterance],
  ] as const) {
    if (!/^[A-Za-z0-9.-]+$/.test(v)) throw new Error(`trn ${name} id must be letters, digits, . or -: ${v}`);
  }
  const bad = words.find((w) => !w || /[\s()]/.test(w));
  if (bad !== undefined) throw new Error(`trn word must be non-empty without spaces or brackets: "${bad}"`);
  return `${words.join(' ')} (${speaker}_${utterance})`;
}

export interface ScoreRow {
  speaker: string;
  sentences: number;
  words: number;
  correct: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  errors: number;
  sentenceErrors: number;
}

export interface ScoreSummary {
  speakers: ScoreRow[];
  total: ScoreRow;
}

/** Word error rate in percent: (substitutions + deletions + insertions) / reference words. */
export const wer = (r: ScoreRow): number => (r.words ? (100 * r.errors) / r.words : 0);

/** Reads sclite's `-o rsum` report (raw counts by speaker, then a `Sum` row). */
export function parseRawSummary(report: string): ScoreSummary {
  const speakers: ScoreRow[] = [];
  let total: ScoreRow | undefined;
  for (const line of report.split('\n')) {
    const m = /^\s*\|\s*([^|]*?)\s*\|\s*(\d+)\s+(\d+)\s*\|\s*((?:\d+\s+){5}\d+)\s*\|\s*$/.exec(line);
    if (!m) continue;
    const [correct, substitutions, deletions, insertions, errors, sentenceErrors] = m[4]!
      .trim()
      .split(/\s+/)
      .map(Number);
    const row: ScoreRow = {
      speaker: m[1]!,
      sentences: Number(m[2]),
      words: Number(m[3]),
      correct: correct!,
      substitutions: substitutions!,
      deletions: deletions!,
      insertions: insertions!,
      errors: errors!,
      sentenceErrors: sentenceErrors!,
    };
    if (row.speaker === 'Sum') total = row;
    else if (!total) speakers.push(row);
  }
  if (!total) throw new Error(`no Sum row in the sclite report:\n${report.slice(0, 2000)}`);
  const added = speakers.reduce((n, s) => n + s.errors, 0);
  if (added !== total.errors)
    throw new Error(`sclite's speakers add up to ${added} errors, its Sum says ${total.errors}`);
  return { speakers, total };
}

/** Scores hypothesis against reference trn lines with sclite; ids must match one to one. */
export async function sclite(binary: string, reference: string[], hypothesis: string[]): Promise<ScoreSummary> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vigil-sclite-'));
  try {
    const ref = path.join(dir, 'ref.trn');
    const hyp = path.join(dir, 'hyp.trn');
    await fs.promises.writeFile(ref, reference.join('\n') + '\n');
    await fs.promises.writeFile(hyp, hypothesis.join('\n') + '\n');
    const { stdout } = await run(binary, ['-r', ref, 'trn', '-h', hyp, 'trn', '-i', 'spu_id', '-o', 'rsum', 'stdout'], {
      maxBuffer: 16 << 20,
    });
    return parseRawSummary(stdout);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
