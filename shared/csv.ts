// One way to write a CSV cell, for every CSV Vigil writes (the voiceprint status report, the audit
// export, the console's exports): RFC 4180 quoting, and cells a spreadsheet would run as a formula
// neutralised. A cell that starts with =, +, -, @, a tab or a carriage return gets a leading
// apostrophe (the OWASP advice), which spreadsheets show as text; readers of our own files take it
// off again (`csvCellValue`), so an export read back has the same values.

/** A cell starting with one of these is run as a formula by spreadsheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Whether a cell's text would start a formula (and so gets an apostrophe). */
export const startsFormula = (s: string): boolean => FORMULA_START.test(s);

/** A value as one CSV cell: neutralised, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A parsed cell's value as written to csvCell: the neutralising apostrophe taken off. */
export function csvCellValue(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One record: each value through csvCell, joined by commas. */
export const csvRecord = (values: readonly (string | null | undefined)[]): string => values.map(csvCell).join(',');

/** A whole CSV file: the header, then one record per row, CRLF line ends (RFC 4180). */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
): string {
  return [csvRecord(header), ...rows.map(csvRecord)].join('\r\n') + '\r\n';
}
