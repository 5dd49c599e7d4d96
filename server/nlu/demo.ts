// The demo semantic model (contact-centre banking, demo/banking.json), deployed on `--demo` for the
// demo app under a fixed URN. A deploy is skipped when that exact training file is already there.
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import type { Db } from '../db/types.js';
import { backgroundDb } from '../db/priority.js';
import type { TrainingModel } from './format.js';
import { deployModel, hasTraining } from './models.store.js';
import { modelUrn } from './urn.js';

const DEMO_NLU_CONTEXT_TAG = 'vigil-banking';
export const DEMO_NLU_URN = modelUrn(DEMO_NLU_CONTEXT_TAG, 'eng-USA');

const here = path.dirname(url.fileURLToPath(import.meta.url));
/** The demo model's training file: beside this module in the source tree, or in a bundle's nlu/ folder. */
export function demoModelFile(name: 'banking.json' | 'heldout.json' = 'banking.json'): string {
  const candidates = [path.join(here, 'demo', name), path.join(here, 'nlu', 'demo', name)];
  return candidates.find((p) => fs.existsSync(p)) ?? candidates[0]!;
}

export function readDemoModel(): TrainingModel {
  return JSON.parse(fs.readFileSync(demoModelFile(), 'utf8')) as TrainingModel;
}

/**
 * Deploys the demo model for the app unless the same training file is deployed already; returns its
 * URN. Background work (server/db/priority.ts): the calls of clients go before its statements.
 */
export async function deployDemoModel(db: Db, o: { appId: string; now: Date }): Promise<string> {
  const bg = backgroundDb(db);
  const training = readDemoModel();
  if (!(await hasTraining(bg, o.appId, DEMO_NLU_URN, training)))
    await deployModel(bg, { appId: o.appId, urn: DEMO_NLU_URN, training, now: o.now });
  return DEMO_NLU_URN;
}
