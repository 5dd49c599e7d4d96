// `npm run serve -- projects deploy PATH --app APP --tag TAG [--alias NAME=URL ...]` deploys a Mix
// project export (folder or .zip) as the dialog model urn:nuance-mix:tag:model/TAG/mix.dialog and
// one interpretation model per TRSX (server/dialog/project.ts); `projects list [--app APP]` shows
// the app's projects. Like `models`, on a PGlite data folder a running server runs them
// (cli/admin-socket.ts), so PATH is made absolute first.
import type { Db } from '../db/types.js';
import { deployProject, listProjects, ProjectError, readExport } from '../dialog/index.js';
import { parseCommandArgs, withAbsolutePath } from './args.js';

const DEFAULT_APP = 'vigil';
export const PROJECTS_USAGE =
  'usage: projects deploy PATH --app APP --tag TAG [--alias NAME=URL ...]   |   projects list [--app APP]';
/** The options each verb takes; anything else is refused with the usage. */
const VERBS = {
  deploy: { app: { type: 'string' }, tag: { type: 'string' }, alias: { type: 'string', multiple: true } },
  list: { app: { type: 'string' } },
} as const;

/** The arguments with `projects deploy PATH` made absolute, for a server with another working folder. */
export function absoluteProjectArgs(argv: string[], cwd = process.cwd()): string[] {
  return withAbsolutePath(argv, 'projects', 'deploy', VERBS.deploy, cwd);
}

export async function runProjectsCommand(
  argv: string[],
  deps: { db: Db; out: (line: string) => void; err?: (line: string) => void; now?: () => Date },
): Promise<number> {
  const err = deps.err ?? deps.out;
  const [, verb, ...rest] = argv;
  const usage = (why: string) => (err(`projects: ${why}`), err(PROJECTS_USAGE), 2);
  if (verb === 'list') {
    const parsed = parseCommandArgs(rest, VERBS.list);
    if (!parsed.ok) return usage(parsed.error);
    if (parsed.args.positionals.length) return usage(`unexpected argument ${parsed.args.positionals[0]}`);
    for (const p of await listProjects(deps.db, parsed.args.values.app ?? DEFAULT_APP)) deps.out(JSON.stringify(p));
    return 0;
  }
  if (verb !== 'deploy') return usage(verb ? `unknown command "projects ${verb}"` : 'which command?');
  const parsed = parseCommandArgs(rest, VERBS.deploy);
  if (!parsed.ok) return usage(parsed.error);
  const { values, positionals } = parsed.args;
  if (positionals.length !== 1) return usage('deploy takes one PATH');
  if (!values.app || !values.tag) return usage('deploy needs --app and --tag');
  const appId = values.app;
  const aliases: Record<string, string> = {};
  for (const a of values.alias ?? []) {
    const eq = a.indexOf('=');
    if (eq <= 0) {
      return usage(`--alias ${a}: must be NAME=URL`);
    }
    aliases[a.slice(0, eq)] = a.slice(eq + 1);
  }
  try {
    const files = await readExport(positionals[0]!);
    const r = await deployProject(deps.db, {
      appId,
      tag: values.tag,
      files,
      aliases,
      now: deps.now?.() ?? new Date(),
    });
    deps.out(JSON.stringify(r));
    return 0;
  } catch (e) {
    if (e instanceof ProjectError) {
      for (const p of e.problems) err(`projects deploy: ${p}`);
      return 1;
    }
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || /zip/i.test((e as Error).message)) {
      err(`projects deploy: cannot read ${positionals[0]}: ${(e as Error).message}`);
      return 1;
    }
    throw e;
  }
}
