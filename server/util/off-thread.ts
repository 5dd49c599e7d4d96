// Starting a worker thread of the server, one way: the bundled script beside the server's bundle
// (dist/server/<name>.cjs, made by scripts/build-electron.mjs), or from source, the .ts file with
// tsx's loader registered in the thread first (a worker does not inherit the loader the process
// was started with). Used for work too long for the event loop (server/audio/transcode-off-thread.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `bundled` (a .cjs beside the bundle) when built, else `source` (a .ts beside `dir`) through tsx. */
export function startServerWorker(
  dir: string,
  bundled: string,
  source: string,
  options: Pick<WorkerOptions, 'workerData' | 'transferList' | 'resourceLimits'> = {},
): Worker {
  const built = path.join(dir, bundled);
  if (fs.existsSync(built)) return new Worker(built, options);
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const file = pathToFileURL(path.join(dir, source)).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((api) => { api.register(); return import(${JSON.stringify(file)}); })`;
  return new Worker(code, { ...options, eval: true });
}

/** Resolves with the worker's one message; rejects on its error or an exit before it. */
export function firstMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (m: T) => resolve(m));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker exited with ${code} before answering`)));
  });
}
