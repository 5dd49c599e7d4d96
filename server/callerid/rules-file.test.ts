import { describe, expect, it } from 'vitest';
import { COLUMNS, RulesFileError, parseRulesFile, writeRulesFile } from './rules-file.js';

const NEW_HEADER = `#${COLUMNS.join('\t')}`;

describe('rule files', () => {
  it('reads the legacy columns under a # header, skipping blank lines', () => {
    const rows = parseRulesFile(
      '#PhoneRegex\tRiskLevel\tDescription\r\n^\\+1900\tHIGH\tpremium\r\n\r\n^1800\tNO_RISK\t\r\n',
    );
    expect(rows).toEqual([
      { line: 2, cells: { PhoneRegex: '^\\+1900', RiskLevel: 'HIGH', Description: 'premium' } },
      { line: 4, cells: { PhoneRegex: '^1800', RiskLevel: 'NO_RISK', Description: '' } },
    ]);
  });

  it('reads the new columns, in the order the header gives, and short legacy rows among them', () => {
    const rows = parseRulesFile(
      '# RiskLevel PhoneNumber PhoneRegex Description Username CreationTimestamp\nLOW\t+1 555 802 4083\t\tx\tana\t2026-01-01T00:00:00Z\nHIGH\t\t^44\n',
    );
    expect(rows[0]?.cells).toMatchObject({ RiskLevel: 'LOW', PhoneNumber: '+1 555 802 4083', Username: 'ana' });
    expect(rows[1]?.cells).toMatchObject({ RiskLevel: 'HIGH', PhoneRegex: '^44', Description: '' });
  });

  it('reads a tab-delimited file without a header by position', () => {
    expect(parseRulesFile('^1900\tHIGH\tp\t\t\t\n')[0]?.cells).toMatchObject({
      PhoneRegex: '^1900',
      RiskLevel: 'HIGH',
    });
  });

  it("still reads Vigil's older comma format when its header opens the file", () => {
    const rows = parseRulesFile('phone_number,caller_id_regex,risk_level,description\n+15550001111,,HIGH,"a, b"\n');
    expect(rows).toEqual([
      { line: 2, cells: { PhoneNumber: '+15550001111', PhoneRegex: '', RiskLevel: 'HIGH', Description: 'a, b' } },
    ]);
  });

  it.each([
    ['no header and no tab', '+15550003333,,MEDIUM,only\n', 1, /not a header/],
    ['an unknown column', '#PhoneRegex\tRisk\n', 1, /unknown column "Risk"/],
    ['no RiskLevel column', '#PhoneRegex\tDescription\n', 1, /no RiskLevel/],
    ['no number column', '#RiskLevel\tDescription\n', 1, /neither a PhoneRegex nor a PhoneNumber/],
    ['a column twice', '#PhoneRegex\tRiskLevel\tphoneregex\n', 1, /twice/],
    ['too many fields', '#PhoneRegex\tRiskLevel\tDescription\n^1\tLOW\td\n^2\tLOW\td\textra\n', 3, /4 tab-separated/],
    ['an open quote in the comma format', 'phone_number,risk_level\n"+1555,HIGH\n', 2, /not closed/],
  ])('refuses %s, naming the line', (_n, text, line, why) => {
    let err: unknown;
    try {
      parseRulesFile(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesFileError);
    expect((err as RulesFileError).line).toBe(line);
    expect((err as Error).message).toMatch(new RegExp(`^line ${line}: `));
    expect((err as Error).message).toMatch(why);
  });

  it('writes the new format, which reads back', () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const text = writeRulesFile([
      {
        kind: 'exact',
        pattern: '+1 555 802 4083',
        riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH',
        description: 'a\tb\nc',
        username: 'ana',
        createdAt: at,
      },
      {
        kind: 'regex',
        pattern: '^\\+1900',
        riskLevel: 'CALLER_ID_RISK_LEVEL_NO_RISK',
        description: null,
        username: null,
        createdAt: at,
      },
    ]);
    expect(text.split('\n')).toEqual([
      NEW_HEADER,
      '\tHIGH\ta b c\t+1 555 802 4083\tana\t2026-11-23T10:00:00.000Z',
      '^\\+1900\tNO_RISK\t\t\t\t2026-11-23T10:00:00.000Z',
      '',
    ]);
    expect(parseRulesFile(text).map((r) => r.cells.PhoneNumber || r.cells.PhoneRegex)).toEqual([
      '+1 555 802 4083',
      '^\\+1900',
    ]);
  });
});
