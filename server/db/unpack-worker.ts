// The worker thread that unpacks the cluster template into a new PGlite folder (early-cluster.ts
// starts it from the server's first module). workerData: { archive, dir }. The folder becomes the
// whole cluster at once (untarGzInPlace): a failure, or a stop midway, leaves it new, and the open
// (or the next start) makes the cluster.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { untarGzInPlace, untarGzSync } from './untar.js';

const { archive, dir } = workerData as { archive: string; dir: string };
// Written on this thread, one file after another: it has nothing else to do (untarGzSync).
void untarGzInPlace(fs.readFileSync(archive), dir, untarGzSync);
