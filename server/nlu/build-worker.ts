// The worker thread that trains a semantic model (server/nlu/build-off-thread.ts starts it): one
// model per worker, handed in as workerData and posted back compiled.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../util/background-priority.js';
import { buildModel } from './engine.js';
import type { TrainingModel } from './format.js';

// Training is a job nobody waits on call by call: below the server's calls (Linux; see the helper).
lowerThisThreadPriority();

parentPort?.postMessage(buildModel(workerData as TrainingModel));
