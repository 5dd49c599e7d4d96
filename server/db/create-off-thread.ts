// Creating a PGlite cluster (initdb, then every migration) grows PGlite's WASM heap to several
// hundred megabytes, and a WASM heap never shrinks: a server that created its cluster at start kept
// about 570 MB resident for its whole life, against about 150 MB for the same server opening the
// finished cluster. So the embedded server (VIGIL_PGLITE_CREATE_OFF_THREAD=1, set in
// main/embedded/server-command.ts) creates a new cluster in a worker thread, whose heap goes when
// the thread ends, and then opens it. Built (dist/server/, scripts/build-electron.mjs) the worker
// is pglite-create-worker.cjs beside the server's bundle; from source, create-worker.ts through tsx.
// Where no worker can do it, the cluster is created in process as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = import.meta.dirname;
const bundled = path.join(here, 'pglite-create-worker.cjs');

/**
 * The worker: the bundled script, or from source create-worker.ts with tsx's loader registered in
 * the thread first (a worker does not inherit the loader the process was started with).
 */
function startWorker(dir: string): Worker {
  if (fs.existsSync(bundled)) return new Worker(bundled, { workerData: dir });
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const source = pathToFileURL(path.join(here, 'create-worker.ts')).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(code, { eval: true, workerData: dir });
}

/** Whether `dir` holds nothing yet (absent or empty): the only case created off the thread. */
export function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Creates and migrates a cluster in `dir` (empty, and locked by the caller) in a worker thread.
 * Resolves false where no worker could do it (its script cannot be loaded, say, or it failed): the
 * folder is then empty again and the caller creates the cluster itself, as without this.
 */
export async function createClusterOffThread(dir: string): Promise<boolean> {
  try {
    const worker = startWorker(dir);
    await new Promise<void>((resolve, reject) => {
      let created = false;
      worker.once('message', () => (created = true));
      worker.once('error', reject);
      worker.once('exit', (code) =>
        created && code === 0 ? resolve() : reject(new Error(`the cluster worker exited with ${code}`)),
      );
    });
    return true;
  } catch {
    for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    return false;
  }
}
