// Training a semantic model takes seconds of CPU (the demo banking model about 3 s here). Done on
// the server's event loop it would hold every call for as long: a deploy through the admin socket
// while analysts work, or the demo model trained just after the server starts answering. So it runs
// in a worker thread, started the server's one way (server/util/off-thread.ts): built
// (dist/server/, scripts/build-electron.mjs) the worker is nlu-build-worker.cjs beside the server's
// bundle; from source, build-worker.ts with tsx's loader registered in the thread. (A worker given
// `--import tsx` as its execArgv could not load the .ts file under `npm run serve`, so every demo
// start trained on the event loop, starving the first calls.)
import { buildModel, type CompiledModel } from './engine.js';
import type { TrainingModel } from './format.js';
import { firstMessage, startServerWorker } from '../util/off-thread.js';

/**
 * buildModel in a worker thread. Where no worker can run (its script cannot be loaded, say inside
 * a packed app), or the worker fails for any reason, the model is built in this thread instead:
 * slower for everyone else, but the same model, and a genuine build error is thrown from here.
 */
export async function buildModelOffThread(training: TrainingModel): Promise<CompiledModel> {
  try {
    const worker = startServerWorker(import.meta.dirname, 'nlu-build-worker.cjs', 'build-worker.ts', {
      workerData: training,
    });
    return await firstMessage<CompiledModel>(worker);
  } catch {
    return buildModel(training);
  }
}
