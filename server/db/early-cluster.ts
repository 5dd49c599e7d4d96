// A new data folder's cluster, unpacked from the template (untar.ts) in a worker thread started by
// the server's first module (server/cli/early-start.ts), while the main thread loads the rest of
// the server's modules and parses the protos. Unpacked by the database's open instead, the
// template's 640-odd files (each a new inode, most of the unpacking's time, nearly all of it system
// time) were written only after those were done, and the event loop they need was not turning
// before then anyway. Only a server whose bundle has the worker beside it (dist/server/) starts
// early; the open (open.ts) takes the folder over, lock and all, and waits for the worker there.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { launchMark } from '../../wire/launch-trace.js';
import { isEmptyDir } from './create-off-thread.js';
import { ensurePrivateDir } from '../util/private-files.js';
import { vigilSetting } from '../util/env.js';

/** The migrated cluster that new data folders start from, beside the server's bundle (dist/server/). */
export const CLUSTER_TEMPLATE = 'pglite-template.tar.gz';

/**
 * The template beside the bundle; from source, where there is none, the one VIGIL_PGLITE_CLUSTER_TEMPLATE
 * names (the tests make one per run, testkit/global-setup.testkit.ts: every server they start on a
 * new data folder would otherwise run initdb and every migration in PGlite's WASM, seconds each).
 */
export function clusterTemplateFile(): string {
  const beside = path.join(import.meta.dirname, CLUSTER_TEMPLATE);
  const given = vigilSetting('VIGIL_PGLITE_CLUSTER_TEMPLATE');
  return given && !fs.existsSync(beside) ? given : beside;
}

/** The bundled worker (scripts/build-electron.mjs), beside the server's bundle. */
const WORKER = path.join(import.meta.dirname, 'pglite-unpack-worker.cjs');

/** Where a server keeps PGlite's files inside its data folder. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** The lock beside a PGlite folder: the pid of the one process that has it open. */
export function pgliteLockFile(dir: string): string {
  return `${path.resolve(dir)}.lock`;
}

/** Takes `dir`'s lock if it is free now; the function that releases it, or undefined when taken. */
export function tryLockPgliteDir(dir: string): (() => void) | undefined {
  const file = pgliteLockFile(dir);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw err;
  }
  return () => fs.rmSync(file, { force: true });
}

interface EarlyCluster {
  dir: string;
  unlock: () => void;
  /** Settles once the worker is done (the folder unpacked, or emptied again when it failed). */
  done: Promise<void>;
}

let early: EarlyCluster | undefined;

/**
 * Starts unpacking `templateFile` into the PGlite folder `dir` in a worker thread, when `dir` is new
 * (absent or empty), its lock is free at once and the bundled worker is there; else does nothing
 * and the open does all of it as before (a lock held elsewhere is waited for there). The folders
 * are checked as the open checks them (ensurePrivateDir); a problem is left for the open to report.
 * `workerFile`: the bundled worker (tests bundle their own).
 */
export function unpackClusterEarly(
  dataDir: string,
  dir: string,
  templateFile = clusterTemplateFile(),
  workerFile = WORKER,
): void {
  if (early || !fs.existsSync(workerFile) || !fs.existsSync(templateFile)) return;
  let unlock: (() => void) | undefined;
  try {
    ensurePrivateDir(dataDir);
    ensurePrivateDir(dir, 'database folder');
    unlock = tryLockPgliteDir(dir);
    if (!unlock) return;
    if (!isEmptyDir(dir)) {
      unlock();
      return;
    }
  } catch {
    unlock?.();
    return;
  }
  launchMark('server: cluster unpack started');
  const worker = new Worker(workerFile, { workerData: { archive: templateFile, dir } });
  const done = new Promise<void>((resolve) => {
    // However it ends, the open looks at the folder: a cluster, or empty again (the worker empties
    // what it wrote when it fails), which the open then makes as it does without a template.
    worker.once('error', () => undefined);
    worker.once('exit', () => resolve());
  });
  early = { dir: path.resolve(dir), unlock, done };
  // A start that ends before its open took the folder over (bad arguments, say) lets it go.
  const started = early;
  process.once('exit', () => {
    if (early === started) started.unlock();
  });
}

/**
 * The early unpacking of `dir`, handed over once (the folder's lock with it): the open waits for
 * `done`, then goes on holding the lock. Undefined when none was started for `dir`.
 */
export function takeEarlyCluster(dir: string): { unlock: () => void; done: Promise<void> } | undefined {
  if (!early || early.dir !== path.resolve(dir)) return undefined;
  const taken = early;
  early = undefined;
  return { unlock: taken.unlock, done: taken.done };
}
