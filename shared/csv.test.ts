import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue, csvDocument } from './csv.js';

describe('csvCell', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises a cell starting with %j', (c) => {
    const value = `${c}SUM(A1:A9)`;
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    // Read back (unquoted by a CSV reader), the value is what was written.
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(csvCellValue(unquoted)).toBe(value);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('cust-00001')).toBe('cust-00001');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell("it's")).toBe("it's");
    expect(csvCellValue("'plain")).toBe("'plain");
  });
});

describe('csvDocument', () => {
  it('writes a header and neutralised, quoted records with CRLF ends', () => {
    expect(
      csvDocument(
        ['id', 'note'],
        [
          ['1', '=cmd()'],
          ['2', 'a,b'],
          ['3', undefined],
        ],
      ),
    ).toBe('id,note\r\n1,\'=cmd()\r\n2,"a,b"\r\n3,\r\n');
  });
});
