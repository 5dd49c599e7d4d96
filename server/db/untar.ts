// Unpacks the PGlite cluster template (a gzipped ustar archive, as tarGzDir below writes it, and
// PGlite's dumpDataDir too) into a new data folder with plain file writes. PGlite's own loadDataDir writes each file through
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

/** Files written at once: their writes overlap in libuv's threads (about 3× faster than one by one). */
const IN_FLIGHT = 8;

/**
 * The runs of `data`'s pages that are not all zeros, as [start, end) offsets: what a new file of it
 * is written with, its pages of zeros left as holes, which read back as zeros. The template's WAL
 * segment is 16 MB of which one page is not zeros, and its relations' free pages are zeros too, so
 * a new data folder writes about 25 MB of its 42.
 */
function dataRuns(data: Buffer): [number, number][] {
  const runs: [number, number][] = [];
  let run = -1; // where the run of pages that are not zeros began
  for (let off = 0; off < data.length; off += PAGE) {
    const page = data.subarray(off, off + PAGE);
    const zero = page.length === PAGE && page.equals(ZERO_PAGE);
    if (!zero && run < 0) run = off;
    if (zero && run >= 0) {
      runs.push([run, off]);
      run = -1;
    }
  }
  if (run >= 0) runs.push([run, data.length]);
  return runs;
}

/** Writes `data` into the new file `file` (0600), its pages of zeros as holes (dataRuns). */
async function writeSparse(file: string, data: Buffer): Promise<void> {
  const fh = await fs.promises.open(file, 'wx', 0o600);
  try {
    for (const [start, end] of dataRuns(data)) await fh.write(data, start, end - start, start);
    await fh.truncate(data.length);
  } finally {
    await fh.close();
  }
}

/** writeSparse, one call after another on this thread: for a thread that has nothing else to do. */
function writeSparseSync(file: string, data: Buffer): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    for (const [start, end] of dataRuns(data)) fs.writeSync(fd, data, start, end - start, start);
    fs.ftruncateSync(fd, data.length);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes every directory and file of the gzipped tar `archive` below `dir` (which must exist):
 * folders 0700 and files 0600 whatever the archive says, as the data folder is this user's alone.
 * Every entry is checked before anything is written: the archive is refused for anything else it
 * holds (links, devices, a path leaving `dir`, a truncated entry), and the caller then empties the
 * folder (a failed write leaves part of it) and makes the cluster another way.
 */
export async function untarGz(archive: Buffer, dir: string): Promise<{ files: number; dirs: number }> {
  const { files, dirs } = readEntries(archive, dir);
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const { target, data } = files[next++]!;
      await writeSparse(target, data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, files.length) }, writer));
  return { files: files.length, dirs };
}

/**
 * untarGz with every write made on this thread, one after another: for a worker thread
 * (unpack-worker.ts), where handing each write to libuv's threads only adds their hand-offs and
 * contention (the files' creation is most of the time, all of it in the kernel).
 */
export function untarGzSync(archive: Buffer, dir: string): { files: number; dirs: number } {
  const { files, dirs } = readEntries(archive, dir);
  for (const { target, data } of files) writeSparseSync(target, data);
  return { files: files.length, dirs };
}

/** The archive's files, checked (see untarGz), with its folders made below `dir`. */
function readEntries(archive: Buffer, dir: string): { files: { target: string; data: Buffer }[]; dirs: number } {
  const tar = zlib.gunzipSync(archive);
  const root = path.resolve(dir);
  const folders = new Set<string>([root]);
  const files: { target: string; data: Buffer }[] = [];
  let dirs = 0;
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
      folders.add(target);
      dirs++;
    } else if (type === '0') {
      if (at + size > tar.length) throw new Error(`the archive ends inside "${rel}"`);
      folders.add(path.dirname(target));
      files.push({ target, data: tar.subarray(at, at + size) });
    } else {
      throw new Error(`the archive's entry "${rel}" is of a kind not unpacked here (type ${JSON.stringify(type)})`);
    }
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  for (const f of folders) if (f !== root) fs.mkdirSync(f, { recursive: true, mode: 0o700 });
  return { files, dirs };
}

/**
 * untarGz (or `unpack`) into the new folder `dir` (absent or empty) all at once: into the folder
 * beside it, `${dir}.unpacking`, which then takes its place. A stop midway (the process ended,
 * killed, or a start that failed after its first module began the unpack) leaves `dir` new, never
 * part of a cluster that could not open, and the next start unpacks it again; what the stopped
 * one left beside it is removed first. False when the archive could not be unpacked: nothing is
 * left behind, for the caller to make the cluster another way.
 */
export async function untarGzInPlace(
  archive: Buffer,
  dir: string,
  unpack: (archive: Buffer, dir: string) => unknown = untarGz,
): Promise<boolean> {
  const staging = `${path.resolve(dir)}.unpacking`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    await unpack(archive, staging);
  } catch {
    fs.rmSync(staging, { recursive: true, force: true });
    return false;
  }
  try {
    fs.rmdirSync(dir); // new: empty, if there at all
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.renameSync(staging, dir);
  return true;
}

/** A ustar header for `rel` (a folder when `size` is undefined). */
function header(rel: string, size: number | undefined): Buffer {
  let name = rel;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = rel.lastIndexOf('/', rel.endsWith('/') ? rel.length - 2 : rel.length - 1);
    prefix = rel.slice(0, cut);
    name = rel.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`"${rel}" is too long a name for the archive`);
  }
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 'utf8');
  h.write(size === undefined ? '0000700\0' : '0000600\0', 100, 'latin1');
  h.write('0000000\0', 108, 'latin1'); // uid
  h.write('0000000\0', 116, 'latin1'); // gid
  h.write((size ?? 0).toString(8).padStart(11, '0') + '\0', 124, 'latin1');
  h.write('00000000000\0', 136, 'latin1'); // mtime
  h.write(size === undefined ? '5' : '0', 156, 'latin1');
  h.write('ustar\x0000', 257, 'latin1');
  h.write(prefix, 345, 'utf8');
  // The checksum: the header's bytes summed with its own field read as spaces.
  h.write('        ', 148, 'latin1');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'latin1');
  return h;
}

/**
 * The folders and files below `dir` as a gzipped ustar archive, in the form untarGz reads (names
 * relative to `dir`, folders before what they hold): the cluster template's, made from a cluster
 * on disk. Anything but folders and files (a link, a socket) is refused.
 */
export function tarGzDir(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (rel: string) => {
    for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const st = fs.lstatSync(path.join(dir, r));
      if (st.isDirectory()) {
        parts.push(header(`${r}/`, undefined));
        walk(r);
      } else if (st.isFile()) {
        const data = fs.readFileSync(path.join(dir, r));
        parts.push(header(r, data.length), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
      } else {
        throw new Error(`"${r}" is neither a folder nor a file`);
      }
    }
  };
  walk('');
  parts.push(Buffer.alloc(2 * BLOCK));
  return zlib.gzipSync(Buffer.concat(parts));
}
