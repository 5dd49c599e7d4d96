import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { CsvParser } from './csv-parser.js';
import { ReportTable, reportRowOf } from './report-rows.js';
import { readZipCsv } from './zip-csv.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-zipcsv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a ZIP of the given entries (name -> text) with yazl; returns its path. */
async function zipOf(entries: Record<string, string>, compress = true): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text, 'utf8'), name, { compress });
  zip.end();
  await new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve).on('error', reject),
  );
  return file;
}

const TRICKY = 'a,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\r\nlines",\r\n3,,"é ü 漢"\r\n';

describe('CsvParser', () => {
  it('reads quoted commas, doubled quotes, line breaks inside quotes and empty fields', () => {
    const p = new CsvParser();
    expect([...p.push(TRICKY), ...p.end()]).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\r\nlines', ''],
      ['3', '', 'é ü 漢'],
    ]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const whole = new CsvParser();
    const expected = [...whole.push(TRICKY), ...whole.end()];
    for (const size of [1, 2, 3, 7]) {
      const p = new CsvParser();
      const got: string[][] = [];
      for (let i = 0; i < TRICKY.length; i += size) got.push(...p.push(TRICKY.slice(i, i + size)));
      got.push(...p.end());
      expect(got).toEqual(expected);
    }
  });

  it('accepts LF endings and a last line without a break; refuses an unclosed quote', () => {
    const p = new CsvParser();
    expect([...p.push('a,b\n1,2\n3,4'), ...p.end()]).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    const bad = new CsvParser();
    bad.push('a\n"open');
    expect(() => bad.end()).toThrow(/quoted field/);
  });
});

describe('readZipCsv', () => {
  it('streams every CSV entry in order, keyed by each header, skipping other entries', async () => {
    const file = await zipOf({
      'part_0001.csv': '\uFEFFa,b,c\r\n' + TRICKY.split('\r\n').slice(1).join('\r\n'),
      'readme.txt': 'not a csv',
      'part_0002.csv': 'a,b,c\r\n4,"last, one",z\r\n',
    });
    const seen: { entry: string; a: string; b: string }[] = [];
    const totals = await readZipCsv(file, {
      onRecords: (records, entry) => seen.push(...records.map((r) => ({ entry, a: r.a!, b: r.b! }))),
    });
    expect(totals).toEqual({ records: 4, files: 2 });
    expect(seen).toEqual([
      { entry: 'part_0001.csv', a: '1', b: 'x, y' },
      { entry: 'part_0001.csv', a: '2', b: 'two\r\nlines' },
      { entry: 'part_0001.csv', a: '3', b: '' },
      { entry: 'part_0002.csv', a: '4', b: 'last, one' },
    ]);
  });

  it('reads a large stored (uncompressed) entry across many chunks', async () => {
    const lines = ['n,text'];
    for (let i = 0; i < 20_000; i++) lines.push(`${i},"row ${i}, with ""quotes"""`);
    const file = await zipOf({ 'big.csv': lines.join('\r\n') + '\r\n' }, false);
    let count = 0;
    let last: Record<string, string> | undefined;
    await readZipCsv(file, {
      onRecords: (records) => {
        count += records.length;
        last = records[records.length - 1];
      },
    });
    expect(count).toBe(20_000);
    expect(last).toEqual({ n: '19999', text: 'row 19999, with "quotes"' });
  });

  it('stops when aborted and fails on a file that is not a ZIP', async () => {
    const file = await zipOf({ 'a.csv': 'x\r\n1\r\n' });
    const ac = new AbortController();
    ac.abort(new Error('stop'));
    await expect(readZipCsv(file, { onRecords: () => {}, signal: ac.signal })).rejects.toThrow('stop');
    const junk = path.join(dir, 'junk.zip');
    fs.writeFileSync(junk, 'this is not a zip file at all');
    await expect(readZipCsv(junk, { onRecords: () => {} })).rejects.toThrow();
  });
});

describe('ReportTable', () => {
  const row = (id: string, ownerId: string, mismatch: string, score: string) =>
    reportRowOf({
      gk_voiceprint_profile_id: id,
      owner_id: ownerId,
      mismatch_counter: mismatch,
      voice_class_score: score,
      near_term_adaptation: 'true',
    });

  it('maps CSV columns to typed fields', () => {
    expect(row('p1', 'cust-1', '3', '71.5')).toMatchObject({
      gkVoiceprintProfileId: 'p1',
      ownerId: 'cust-1',
      mismatchCounter: 3,
      voiceClassScore: 71.5,
      nearTermAdaptation: true,
      version: null,
      lockStatus: '',
    });
  });

  it('sorts numbers numerically, keeps empty values last in both directions, and pages', () => {
    const t = new ReportTable();
    t.add([row('a', 'cust-3', '10', ''), row('b', 'cust-1', '2', '50'), row('c', 'cust-2', '', '90')]);
    t.add([row('d', 'cust-4', '2', '10')]);
    const ids = (rows: { gkVoiceprintProfileId: string }[]) => rows.map((r) => r.gkVoiceprintProfileId);
    expect(ids(t.window('mismatchCounter', false, 0, 10))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(t.window('mismatchCounter', true, 0, 10))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(t.window('voiceClassScore', true, 0, 10))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(t.window('ownerId', false, 1, 2))).toEqual(['c', 'a']);
    expect(t.window('ownerId', false, 10, 5)).toEqual([]);
    expect(t.size).toBe(4);
  });
});
