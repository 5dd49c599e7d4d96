// `npm run serve -- models deploy FILE --urn URN [--app APP]` builds a semantic model from its
// training file (server/nlu/format.ts) and stores it for the app (default: the demo app, vigil);
// `models list [--app APP]` shows the app's models. Like the clients commands, on a PGlite data
// folder a running server runs them (cli/admin-socket.ts), so FILE is made absolute first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db/types.js';
import { deployModel, listModels, ModelError } from '../nlu/index.js';

const DEFAULT_MODEL_APP = 'vigil';

interface ModelsCommandDeps {
  db: Db;
  out: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
}

/** The arguments with `models deploy FILE` made absolute, for a server with another working folder. */
export function absoluteModelArgs(argv: string[], cwd = process.cwd()): string[] {
  if (argv[0] !== 'models' || argv[1] !== 'deploy' || !argv[2] || argv[2].startsWith('--')) return argv;
  return [argv[0], argv[1], path.resolve(cwd, argv[2]), ...argv.slice(3)];
}

export async function runModelsCommand(argv: string[], deps: ModelsCommandDeps): Promise<number> {
  const err = deps.err ?? deps.out;
  const [, verb, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { urn: { type: 'string' }, app: { type: 'string' } },
    });
  } catch (e) {
    err(`models: ${(e as Error).message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const appId = values.app ?? DEFAULT_MODEL_APP;
  if (verb === 'list') {
    for (const m of await listModels(deps.db, appId)) deps.out(JSON.stringify(m));
    return 0;
  }
  if (verb !== 'deploy' || positionals.length !== 1 || !values.urn) {
    err('usage: models deploy FILE --urn URN [--app APP]   |   models list [--app APP]');
    return 2;
  }
  let training: unknown;
  try {
    training = JSON.parse(fs.readFileSync(positionals[0]!, 'utf8'));
  } catch (e) {
    err(`models deploy: cannot read ${positionals[0]}: ${(e as Error).message}`);
    return 1;
  }
  try {
    const m = await deployModel(deps.db, { appId, urn: values.urn, training, now: deps.now?.() ?? new Date() });
    deps.out(JSON.stringify(m));
    return 0;
  } catch (e) {
    if (!(e instanceof ModelError)) throw e;
    for (const p of e.problems) err(`models deploy: ${p}`);
    return 1;
  }
}
