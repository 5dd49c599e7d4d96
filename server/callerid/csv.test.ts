import { describe, expect, it } from 'vitest';
import { parseCsv, readHeader, writeCsv } from './csv.js';

describe('rule CSV', () => {
  it('round-trips quoted cells with commas, quotes and line breaks', () => {
    const rows = [
      ['phone_number', 'caller_id_regex', 'risk_level', 'description'],
      ['', '^\\+1\\d{3,5}$', 'HIGH', 'say "hi", then\nleave'],
      ['+15551234567', '', 'NO_RISK', ' padded '],
    ];
    expect(parseCsv(writeCsv(rows)).map((r) => r.cells)).toEqual(rows);
  });

  it('numbers records by the line they start on and skips blank lines', () => {
    const recs = parseCsv('a,b\n\n"x\ny",z\r\nlast');
    expect(recs.map((r) => r.line)).toEqual([1, 3, 5]);
  });

  it('refuses an unterminated quote and reads headers in any order', () => {
    expect(() => parseCsv('a,"b')).toThrow(/line 1/);
    expect(readHeader(['risk_level', 'Phone_Number'])?.get('phone_number')).toBe(1);
    expect(readHeader(['+1555', 'HIGH'])).toBeUndefined();
  });
});
