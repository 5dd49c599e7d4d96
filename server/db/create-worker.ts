// The worker thread that creates a new PGlite cluster (server/db/create-off-thread.ts starts it):
// initdb and every migration in the folder handed in as workerData, then the cluster is closed and
// the thread ends, taking its WASM heap with it.
import { parentPort, workerData } from 'node:worker_threads';
import { createPgliteCluster } from './open.js';

// No top-level await: the bundle is CommonJS. A failure rejects, which ends the thread with an error.
void createPgliteCluster(workerData as string).then(() => parentPort?.postMessage('created'));
