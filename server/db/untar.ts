// Unpacks the PGlite cluster template (a gzipped ustar archive, as PGlite's dumpDataDir writes it)
// into a new data folder with plain file writes. PGlite's own loadDataDir writes each file through
// its WASM file system layer, one call after another; for the template's 1,250 files that and the
// thread it runs in took most of a second of a new data folder's start.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLOCK = 512;

/** A NUL-terminated field of a header. */
function field(h: Buffer, at: number, len: number): string {
  const end = h.indexOf(0, at);
  return h.toString('utf8', at, end >= 0 && end < at + len ? end : at + len);
}

/** An octal number field (size, mode). */
function octal(h: Buffer, at: number, len: number, what: string): number {
  const text = field(h, at, len).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error(`the archive's ${what} field is not a number`);
  return text ? parseInt(text, 8) : 0;
}

/** PostgreSQL's page: the unit a cluster's files are written in, and the holes left in them. */
const PAGE = 8192;
const ZERO_PAGE = Buffer.alloc(PAGE);

/**
 * Writes `data` into the new file `file` (0600), leaving its pages of zeros as holes, which read
 * back as zeros: the template's WAL segment is 16 MB of which one page is not zeros, and its
 * relations' free pages are zeros too, so a new data folder writes about 25 MB of its 42.
 */
function writeSparse(file: string, data: Buffer): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    let run = -1; // where the run of pages that are not zeros began
    for (let off = 0; off < data.length; off += PAGE) {
      const page = data.subarray(off, off + PAGE);
      const zero = page.length === PAGE && page.equals(ZERO_PAGE);
      if (!zero && run < 0) run = off;
      if (zero && run >= 0) {
        fs.writeSync(fd, data, run, off - run, run);
        run = -1;
      }
    }
    if (run >= 0) fs.writeSync(fd, data, run, data.length - run, run);
    fs.ftruncateSync(fd, data.length);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes every directory and file of the gzipped tar `archive` below `dir` (which must exist):
 * folders 0700 and files 0600 whatever the archive says, as the data folder is this user's alone.
 * Throws on anything else the archive holds (links, devices, a path leaving `dir`, a truncated
 * entry): the caller then empties the folder and makes the cluster another way.
 */
export function untarGz(archive: Buffer, dir: string): { files: number; dirs: number } {
  const tar = zlib.gunzipSync(archive);
  const root = path.resolve(dir);
  let files = 0;
  let dirs = 0;
  const made = new Set<string>([root]);
  const folder = (p: string) => {
    if (made.has(p)) return;
    fs.mkdirSync(p, { recursive: true, mode: 0o700 });
    made.add(p);
  };
  for (let at = 0; at + BLOCK <= tar.length;) {
    const h = tar.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break; // the end-of-archive blocks
    const name = field(h, 0, 100);
    const prefix = h.toString('latin1', 257, 262) === 'ustar' ? field(h, 345, 155) : '';
    const size = octal(h, 124, 12, 'size');
    const type = String.fromCharCode(h[156] || 0x30);
    at += BLOCK;
    const rel = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
    const target = path.resolve(root, rel);
    if (!rel || (target !== root && !target.startsWith(root + path.sep)))
      throw new Error(`the archive's entry "${rel}" is outside the folder`);
    if (type === '5') {
      folder(target);
      dirs++;
    } else if (type === '0') {
      if (at + size > tar.length) throw new Error(`the archive ends inside "${rel}"`);
      folder(path.dirname(target));
      writeSparse(target, tar.subarray(at, at + size));
      files++;
    } else {
      throw new Error(`the archive's entry "${rel}" is of a kind not unpacked here (type ${JSON.stringify(type)})`);
    }
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return { files, dirs };
}
