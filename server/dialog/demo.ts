// The demo dialog project: the banking export of the Mix QuickStart samples (demo/banking, MIT,
// demo/LICENSE.md), deployed on `--demo` for the demo app under a fixed tag. Skipped when a
// project is already deployed under that URN (a redeploy would only retrain the same model).
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import type { Db } from '../db/types.js';
import { backgroundDb } from '../db/priority.js';
import { projectVersion } from './dialog.store.js';
import { deployProject, dialogUrn, readExport } from './project.js';

export const DEMO_DIALOG_TAG = 'vigil-banking-dialog';
export const DEMO_DIALOG_URN = dialogUrn(DEMO_DIALOG_TAG);

const here = path.dirname(url.fileURLToPath(import.meta.url));

/** The demo export's folder: beside this module in the source tree, or in a bundle's dialog/ folder. */
export function demoProjectDir(): string {
  const candidates = [path.join(here, 'demo', 'banking'), path.join(here, 'dialog', 'demo', 'banking')];
  return candidates.find((p) => fs.existsSync(p)) ?? candidates[0]!;
}

/** Deploys the demo project once; background work (server/db/priority.ts), as the demo's seeding is. */
export async function deployDemoProject(db: Db, o: { appId: string; now: Date }): Promise<string> {
  const bg = backgroundDb(db);
  if ((await projectVersion(bg, o.appId, DEMO_DIALOG_URN)) === undefined)
    await deployProject(bg, {
      appId: o.appId,
      tag: DEMO_DIALOG_TAG,
      files: await readExport(demoProjectDir()),
      aliases: {},
      now: o.now,
    });
  return DEMO_DIALOG_URN;
}
