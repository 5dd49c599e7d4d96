// Vigil's older comma format of watchlist rules (RFC 4180: comma-separated, fields with commas,
// quotes or line breaks in double quotes, "" for a quote), still read by import when its header
// line opens the file (rules-file.ts); export writes the tab-delimited format of a real deployment.

export const HEADER = ['phone_number', 'caller_id_regex', 'risk_level', 'description'] as const;
export type Column = (typeof HEADER)[number];

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number;
  cells: string[];
}

/** Splits CSV text into records; throws with the line number on an unterminated quote. */
export function parseCsv(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  const endRecord = () => {
    cells.push(cell);
    if (any || cells.length > 1 || cell !== '') out.push({ line: start, cells });
    cells = [];
    cell = '';
    any = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
      any = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      any = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) throw new Error(`line ${start}: a quoted field is not closed`);
  endRecord();
  return out;
}

const needsQuotes = (s: string) => /[",\r\n]/.test(s) || s !== s.trim();
const quote = (s: string) => (needsQuotes(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** Column positions from a header record, or undefined when the record is not a header. */
export function readHeader(cells: string[]): Map<Column, number> | undefined {
  const names = cells.map((c) => c.trim().toLowerCase());
  if (!names.some((n) => (HEADER as readonly string[]).includes(n))) return undefined;
  const map = new Map<Column, number>();
  names.forEach((n, i) => {
    if ((HEADER as readonly string[]).includes(n)) map.set(n as Column, i);
  });
  return map;
}
