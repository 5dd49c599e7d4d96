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
      fs.writeFileSync(target, tar.subarray(at, at + size), { mode: 0o600 });
      files++;
    } else {
      throw new Error(`the archive's entry "${rel}" is of a kind not unpacked here (type ${JSON.stringify(type)})`);
    }
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return { files, dirs };
}
