// The worker thread that creates a new PGlite cluster (server/db/create-off-thread.ts starts it)
// where no cluster template could be unpacked (server/db/open.ts, unpackClusterTemplate): initdb
// and every migration in the folder handed in as workerData, then the cluster is closed and the
// thread ends, taking its WASM heap with it.
//
// Run as a script by the build instead, it makes that template:
//   node dist/server/pglite-create-worker.cjs --template CACHE_DIR OUT_FILE
// once per PGlite build and set of migrations into CACHE_DIR (node_modules/.cache/vigil/, so a
// rebuild of the bundles does not make it again), then copied to OUT_FILE beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { CLUSTER_TEMPLATE_FORMAT, createPgliteCluster, templateKey, writeClusterTemplate } from './open.js';

async function makeTemplate(cacheDir: string, outFile: string): Promise<void> {
  const name = `vigil-pglite-cluster-${CLUSTER_TEMPLATE_FORMAT}-${templateKey()}.tar.gz`;
  const cached = path.join(cacheDir, name);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    await writeClusterTemplate(cached);
    // Templates of other PGlite builds or migrations are not used again.
    for (const f of fs.readdirSync(cacheDir))
      if (f !== name && /^vigil-pglite-cluster-.*\.tar\.gz$/.test(f))
        fs.rmSync(path.join(cacheDir, f), { force: true });
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
