// Files the server keeps on disk (the PGlite database, audio, job reports, keys, demo secrets) are
// for this user only: folders 0700, files 0600. The server process runs under umask 077, the data
// folder is checked before anything is opened in it, and what a library creates with wider modes
// (PGlite's files come out 0666 whatever the umask) is tightened after the fact.
import fs from 'node:fs';
import path from 'node:path';

/** Set by the server process before it opens anything: new files 0600, new folders 0700. */
export const PRIVATE_UMASK = 0o077;

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

const posix = process.platform !== 'win32';
const uid = (): number | undefined => (posix && typeof process.getuid === 'function' ? process.getuid() : undefined);

/**
 * Makes `dir` (and missing parents) 0700, or checks an existing one: refused when another user owns
 * it or when group or others may write to it (they could swap the database or plant files);
 * otherwise narrowed to 0700 if group or others could read or enter it.
 */
export function ensurePrivateDir(dir: string, what = 'data folder'): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = fs.statSync(dir);
  if (!st.isDirectory()) throw new DataDirError(`the ${what} ${dir} is not a folder`);
  if (!posix) return;
  const me = uid();
  if (me !== undefined && st.uid !== me) {
    throw new DataDirError(
      `refusing to use the ${what} ${dir}: it belongs to user ${st.uid}, not to this user (${me}); ` +
        `use a folder of your own, or hand it over with: chown -R ${me} ${JSON.stringify(dir)} && chmod 700 ${JSON.stringify(dir)}`,
    );
  }
  if (st.mode & 0o022) {
    throw new DataDirError(
      `refusing to use the ${what} ${dir}: other users can write to it (mode ${(st.mode & 0o777).toString(8)}); ` +
        `make it yours alone with: chmod 700 ${JSON.stringify(dir)}`,
    );
  }
  if (st.mode & 0o077) fs.chmodSync(dir, 0o700);
}

/**
 * Removes group and other permissions from everything under `dir` that this user owns (folders
 * become 0700, files 0600 or 0700). Symbolic links are not followed. Files that vanish meanwhile
 * (a database at work) are skipped, and so is `skip` (a folder someone else narrows). Returns how
 * many entries were narrowed.
 */
export function tightenTree(dir: string, skip?: string): number {
  if (!posix) return 0;
  const me = uid();
  let changed = 0;
  const visit = (p: string) => {
    if (p === skip) return;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return;
    }
    if (st.isSymbolicLink() || (me !== undefined && st.uid !== me)) return;
    if (st.mode & 0o077) {
      try {
        fs.chmodSync(p, st.isDirectory() ? 0o700 : st.mode & 0o700);
        changed++;
      } catch {
        /* gone, or not ours to change */
      }
    }
    if (!st.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(p);
    } catch {
      return;
    }
    for (const n of names) visit(path.join(p, n));
  };
  visit(dir);
  return changed;
}

/** Writes a file only this user can read (0600, also when it existed with a wider mode). */
export function writePrivateFile(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}
