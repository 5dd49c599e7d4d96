// Training a semantic model takes seconds of CPU (the demo banking model about 3 s here). Done on
// the server's event loop it would hold every call for as long: a deploy through the admin socket
// while analysts work, or the demo model trained just after the server starts answering. So it runs
// in a worker thread. Built (dist/server/, scripts/build-electron.mjs) the worker is
// nlu-build-worker.cjs beside the server's bundle; from source, build-worker.ts through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildModel, type CompiledModel } from './engine.js';
import type { TrainingModel } from './format.js';

const here = import.meta.dirname;
const bundled = path.join(here, 'nlu-build-worker.cjs');

function startWorker(training: TrainingModel): Worker {
  if (fs.existsSync(bundled)) return new Worker(bundled, { workerData: training });
  return new Worker(path.join(here, 'build-worker.ts'), { workerData: training, execArgv: ['--import', 'tsx'] });
}

/**
 * buildModel in a worker thread. Where no worker can run (its script cannot be loaded, say inside
 * a packed app), or the worker fails for any reason, the model is built in this thread instead:
 * slower for everyone else, but the same model, and a genuine build error is thrown from here.
 */
export async function buildModelOffThread(training: TrainingModel): Promise<CompiledModel> {
  try {
    const worker = startWorker(training);
    return await new Promise<CompiledModel>((resolve, reject) => {
      worker.once('message', (m: CompiledModel) => resolve(m));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the model build worker exited with ${code}`)));
    });
  } catch {
    return buildModel(training);
  }
}
