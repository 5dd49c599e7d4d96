// The worker thread that unpacks the cluster template into a new PGlite folder (early-cluster.ts
// starts it from the server's first module). workerData: { archive, dir }. A failure empties the
// folder again, so the open finds it new and makes the cluster another way.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { untarGzOrEmpty, untarGzSync } from './untar.js';

const { archive, dir } = workerData as { archive: string; dir: string };
// Written on this thread, one file after another: it has nothing else to do (untarGzSync).
void untarGzOrEmpty(fs.readFileSync(archive), dir, untarGzSync);
