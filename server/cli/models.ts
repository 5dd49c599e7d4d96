// `npm run serve -- models deploy FILE --urn URN [--app APP]` builds a semantic model from its
// training file (server/nlu/format.ts) and stores it for the app (default: the demo app, vigil);
// `models list [--app APP]` shows the app's models. Like the clients commands, on a PGlite data
// folder a running server runs them (cli/admin-socket.ts), so FILE is made absolute first.
import fs from 'node:fs';
import type { Db } from '../db/types.js';
import { deployModel, listModels, ModelError } from '../nlu/index.js';
import { parseCommandArgs, withAbsolutePath } from './args.js';

const DEFAULT_MODEL_APP = 'vigil';
export const MODELS_USAGE = 'usage: models deploy FILE --urn URN [--app APP]   |   models list [--app APP]';
/** The options each verb takes; anything else is refused with the usage. */
const VERBS = {
  deploy: { urn: { type: 'string' }, app: { type: 'string' } },
  list: { app: { type: 'string' } },
} as const;

interface ModelsCommandDeps {
  db: Db;
  out: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
}

/** The arguments with `models deploy FILE` made absolute, for a server with another working folder. */
export function absoluteModelArgs(argv: string[], cwd = process.cwd()): string[] {
  return withAbsolutePath(argv, 'models', 'deploy', VERBS.deploy, cwd);
}

export async function runModelsCommand(argv: string[], deps: ModelsCommandDeps): Promise<number> {
  const err = deps.err ?? deps.out;
  const [, verb, ...rest] = argv;
  const usage = (why: string) => (err(`models: ${why}`), err(MODELS_USAGE), 2);
  if (verb === 'list') {
    const parsed = parseCommandArgs(rest, VERBS.list);
    if (!parsed.ok) return usage(parsed.error);
    if (parsed.args.positionals.length) return usage(`unexpected argument ${parsed.args.positionals[0]}`);
    const appId = parsed.args.values.app ?? DEFAULT_MODEL_APP;
    for (const m of await listModels(deps.db, appId)) deps.out(JSON.stringify(m));
    return 0;
  }
  if (verb !== 'deploy') return usage(verb ? `unknown command "models ${verb}"` : 'which command?');
  const parsed = parseCommandArgs(rest, VERBS.deploy);
  if (!parsed.ok) return usage(parsed.error);
  const { values, positionals } = parsed.args;
  if (positionals.length !== 1) return usage('deploy takes one FILE');
  if (!values.urn) return usage('deploy needs --urn');
  const appId = values.app ?? DEFAULT_MODEL_APP;
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
