// Watchlist rule files, as ImportCallerIdRulesToWatchlist reads them and
// ExportCallerIdRulesFromWatchlist writes them, in the format of a real deployment:
// tab-delimited lines; a header line starting with # naming the columns, either
//   PhoneRegex RiskLevel Description                                          (legacy)
//   PhoneRegex RiskLevel Description PhoneNumber Username CreationTimestamp   (new)
// The new columns extend the legacy ones, so a file without a header is read by position.
// Vigil's older comma format (csv.ts) is still read when its header line opens the file: that
// line has no tab and does not start with #, so it cannot be taken for the real format.
// Line numbers are 1-based physical lines; blank lines are skipped.
import { parseCsv, readHeader, type Column as CsvColumn } from './csv.js';

const LEGACY_COLUMNS = ['PhoneRegex', 'RiskLevel', 'Description'] as const;
export const COLUMNS = [...LEGACY_COLUMNS, 'PhoneNumber', 'Username', 'CreationTimestamp'] as const;
export type Column = (typeof COLUMNS)[number];

export interface FileRow {
  line: number;
  cells: Partial<Record<Column, string>>;
}

/** The file as a whole cannot be read; `line` says where. */
export class RulesFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const FROM_CSV: Record<CsvColumn, Column> = {
  phone_number: 'PhoneNumber',
  caller_id_regex: 'PhoneRegex',
  risk_level: 'RiskLevel',
  description: 'Description',
};

/** The rows of a rule file; throws RulesFileError when the file is not one. */
export function parseRulesFile(text: string): FileRow[] {
  text = text.replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\n|\r/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first === -1) return [];
  const head = lines[first] as string;
  if (!head.startsWith('#') && !head.includes('\t')) {
    const csv = commaFile(text);
    if (csv) return csv;
    throw new RulesFileError(
      first + 1,
      `is not a header: give a tab-delimited file whose first line is "#${COLUMNS.join('\\t')}"`,
    );
  }
  let columns: readonly Column[] = COLUMNS;
  let start = first;
  if (head.startsWith('#')) {
    columns = readTabHeader(head, first + 1);
    start = first + 1;
  }
  const rows: FileRow[] = [];
  for (let i = start; i < lines.length; i++) {
    const text = lines[i] as string;
    if (text.trim() === '') continue;
    const fields = text.split('\t');
    const extra = fields.slice(columns.length);
    if (extra.some((f) => f.trim() !== ''))
      throw new RulesFileError(i + 1, `has ${fields.length} tab-separated fields; the header names ${columns.length}`);
    const cells: FileRow['cells'] = {};
    columns.forEach((c, j) => {
      cells[c] = (fields[j] ?? '').trim();
    });
    rows.push({ line: i + 1, cells });
  }
  return rows;
}

function readTabHeader(line: string, lineNumber: number): Column[] {
  const body = line.slice(1).trim();
  const names = (body.includes('\t') ? body.split('\t') : body.split(/\s+/)).map((n) => n.trim()).filter(Boolean);
  const columns: Column[] = [];
  for (const name of names) {
    const c = COLUMNS.find((k) => k.toLowerCase() === name.toLowerCase());
    if (!c)
      throw new RulesFileError(
        lineNumber,
        `names an unknown column "${name.slice(0, 64)}" (known: ${COLUMNS.join(', ')})`,
      );
    if (columns.includes(c)) throw new RulesFileError(lineNumber, `names the column ${c} twice`);
    columns.push(c);
  }
  if (!columns.includes('RiskLevel')) throw new RulesFileError(lineNumber, 'has no RiskLevel column');
  if (!columns.includes('PhoneRegex') && !columns.includes('PhoneNumber'))
    throw new RulesFileError(lineNumber, 'has neither a PhoneRegex nor a PhoneNumber column');
  return columns;
}

/** Rows of Vigil's older comma format, or undefined when the text does not open with its header. */
function commaFile(text: string): FileRow[] | undefined {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    const line = Number(/^line (\d+)/.exec((err as Error).message)?.[1] ?? 1);
    throw new RulesFileError(line, (err as Error).message.replace(/^line \d+: /, ''));
  }
  const header = records[0] ? readHeader(records[0].cells) : undefined;
  if (!header) return undefined;
  return records.slice(1).map(({ line, cells }) => {
    const row: FileRow['cells'] = {};
    for (const [name, i] of header) row[FROM_CSV[name]] = (cells[i] ?? '').trim();
    return { line, cells: row };
  });
}

export interface ExportRule {
  kind: 'exact' | 'regex';
  pattern: string;
  riskLevel: string;
  description: string | null;
  username: string | null;
  createdAt: Date;
}

/** A field holds no tab or line break; those in descriptions become spaces. */
const field = (s: string) => s.replace(/[\t\r\n]+/g, ' ');

/** The new-format file: header line, then one line per rule, each ending in a line feed. */
export function writeRulesFile(rules: readonly ExportRule[]): string {
  const lines = [`#${COLUMNS.join('\t')}`];
  for (const r of rules) {
    lines.push(
      [
        r.kind === 'regex' ? r.pattern : '',
        r.riskLevel.replace('CALLER_ID_RISK_LEVEL_', ''),
        r.description ?? '',
        r.kind === 'exact' ? r.pattern : '',
        r.username ?? '',
        r.createdAt.toISOString(),
      ]
        .map(field)
        .join('\t'),
    );
  }
  return lines.join('\n') + '\n';
}
