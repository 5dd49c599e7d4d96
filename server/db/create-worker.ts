// The worker thread that creates a new PGlite cluster (server/db/create-off-thread.ts starts it):
// the cluster in the folder handed in as workerData (from the cluster template when there is one,
// else initdb and every migration), then the cluster is closed and the thread ends, taking its
// WASM heap with it.
//
// Run as a script by the build instead, it makes that template:
//   node dist/server/pglite-create-worker.cjs --template CACHE_DIR OUT_FILE
// once per PGlite build and set of migrations into CACHE_DIR (node_modules/.cache/vigil/, so a
// rebuild of the bundles does not make it again), then copied to OUT_FILE beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createPgliteCluster, templateKey, writeClusterTemplate } from './open.js';

async function makeTemplate(cacheDir: string, outFile: string): Promise<void> {
  const cached = path.join(cacheDir, `vigil-pglite-cluster-${templateKey()}.tar.gz`);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    await writeClusterTemplate(cached);
  }
  fs.copyFileSync(cached, outFile);
}

// No top-level await: the bundle is CommonJS. A failure rejects, which ends the thread with an error.
if (!isMainThread) void createPgliteCluster(workerData as string).then(() => parentPort?.postMessage('created'));
else if (process.argv[2] === '--template' && process.argv[3] && process.argv[4])
  void makeTemplate(process.argv[3], process.argv[4]).catch((err: unknown) => {
    process.stderr.write(`the cluster template was not made: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
