import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { tarGzDir, untarGz as untarGzAsync, untarGzInPlace, untarGzSync } from './untar.js';

/** One ustar entry: a header (name, mode, size, type, prefix) and the data padded to 512 bytes. */
function entry(name: string, type: string, data = Buffer.alloc(0), prefix = ''): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 'utf8');
  h.write('0000644\0', 100, 'latin1');
  h.write(data.length.toString(8).padStart(11, '0') + '\0', 124, 'latin1');
  h.write(type, 156, 'latin1');
  h.write('ustar\x0000', 257, 'latin1');
  h.write(prefix, 345, 'utf8');
  return Buffer.concat([h, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}
const archive = (...entries: Buffer[]) => zlib.gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

const dirs: string[] = [];
function newDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-untar-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

// The two ways of writing (libuv's threads, several files at once; this thread, one after
// another, as the early unpack's worker does) are held to the same outcomes.
describe.each([
  ['untarGz', untarGzAsync],
  ['untarGzSync', async (archive: Buffer, dir: string) => untarGzSync(archive, dir)],
])('%s', (_name, untarGz) => {
  it('unpacks folders and files below the folder, private to the user, absolute names included', async () => {
    const dir = newDir();
    const big = Buffer.alloc(70_000, 7);
    const out = await untarGz(
      archive(
        entry('/base', '5'),
        entry('/base/1/PG_VERSION', '0', Buffer.from('18\n')),
        entry('/pg_wal/000001', '0', big),
        entry('empty', '0'),
        entry('file', '0', Buffer.from('long name'), 'a/very/deep'),
      ),
      dir,
    );
    expect(out).toEqual({ files: 4, dirs: 1 });
    expect(fs.readFileSync(path.join(dir, 'base/1/PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(dir, 'pg_wal/000001')).equals(big)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'empty')).length).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'a/very/deep/file'), 'utf8')).toBe('long name');
    expect(fs.statSync(path.join(dir, 'base/1/PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'base')).mode & 0o777).toBe(0o700);
  });

  it('leaves the pages of zeros of a file as holes, which read back as the same bytes', async () => {
    const dir = newDir();
    // A WAL segment as the template holds it: one page of records, then 2 MB of zeros; and a
    // relation with a free page between two used ones and a short last page.
    const wal = Buffer.concat([Buffer.alloc(8192, 1), Buffer.alloc(2 * 1024 * 1024)]);
    const rel = Buffer.concat([Buffer.alloc(8192, 2), Buffer.alloc(8192), Buffer.alloc(8192, 3), Buffer.alloc(100)]);
    await untarGz(archive(entry('pg_wal/000002', '0', wal), entry('base/5/1259', '0', rel)), dir);
    const walFile = path.join(dir, 'pg_wal/000002');
    expect(fs.readFileSync(walFile).equals(wal)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'base/5/1259')).equals(rel)).toBe(true);
    expect(fs.statSync(walFile).mode & 0o777).toBe(0o600);
    // Holes take no blocks: the 2 MB of zeros were not written.
    expect(fs.statSync(walFile).blocks * 512).toBeLessThan(1024 * 1024);
  });

  it('refuses a name that leaves the folder, a link, and an archive cut short', async () => {
    const dir = newDir();
    await expect(untarGz(archive(entry('../outside', '0', Buffer.from('x'))), dir)).rejects.toThrow(
      /outside the folder/,
    );
    expect(fs.existsSync(path.join(dir, '..', 'outside'))).toBe(false);
    await expect(untarGz(archive(entry('link', '2')), dir)).rejects.toThrow(/not unpacked here/);
    const cut = Buffer.concat([entry('f', '0', Buffer.alloc(2000, 1))]).subarray(0, 1024);
    await expect(untarGz(zlib.gzipSync(cut), dir)).rejects.toThrow(/ends inside "f"/);
    await expect(untarGz(Buffer.from('not gzip'), dir)).rejects.toThrow();
    // Every entry is checked before any is written: a refused archive leaves nothing behind.
    await expect(
      untarGz(archive(entry('base/1/PG_VERSION', '0', Buffer.from('18\n')), entry('link', '2')), dir),
    ).rejects.toThrow(/not unpacked here/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('untarGzInPlace leaves the folder new when a write fails midway, and redoes what a stop left', async () => {
    const dir = path.join(newDir(), 'pglite');
    fs.mkdirSync(dir, { mode: 0o700 });
    const version = entry('base/1/PG_VERSION', '0', Buffer.from('18\n'));
    // A file twice: its second write fails (files are created, never overwritten), after others.
    expect(await untarGzInPlace(archive(version, entry('f', '0'), entry('f', '0')), dir, untarGz)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.existsSync(`${dir}.unpacking`)).toBe(false);
    // What a stop midway left beside the folder is not carried into it.
    fs.mkdirSync(`${dir}.unpacking/base`, { recursive: true });
    fs.writeFileSync(`${dir}.unpacking/base/half-written`, 'x');
    expect(await untarGzInPlace(archive(version), dir, untarGz)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['base']);
    expect(fs.readdirSync(path.join(dir, 'base'))).toEqual(['1']);
    expect(fs.readFileSync(path.join(dir, 'base/1/PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(`${dir}.unpacking`)).toBe(false);
  });
});

describe('tarGzDir', () => {
  it('packs folders and files that untarGz unpacks as they were, long names included', async () => {
    const from = newDir();
    const deep = path.join(from, 'base', 'x'.repeat(60), 'y'.repeat(60));
    fs.mkdirSync(deep, { recursive: true });
    fs.mkdirSync(path.join(from, 'empty'));
    const pages = Buffer.concat([Buffer.alloc(8192), Buffer.from('data'), Buffer.alloc(8188)]);
    fs.writeFileSync(path.join(deep, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(from, 'base', 'pages'), pages);
    fs.writeFileSync(path.join(from, 'zero-length'), '');
    const to = newDir();
    expect(await untarGzAsync(tarGzDir(from), to)).toEqual({ files: 3, dirs: 4 });
    expect(fs.readFileSync(path.join(to, path.relative(from, deep), 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.readFileSync(path.join(to, 'base', 'pages'))).toEqual(pages);
    expect(fs.readFileSync(path.join(to, 'zero-length'))).toHaveLength(0);
    expect(fs.readdirSync(path.join(to, 'empty'))).toEqual([]);
  });

  it('refuses what is neither a folder nor a file', () => {
    const from = newDir();
    fs.symlinkSync('/etc/passwd', path.join(from, 'link'));
    expect(() => tarGzDir(from)).toThrow(/neither a folder nor a file/);
  });
});
