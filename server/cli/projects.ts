// `npm run serve -- projects deploy PATH --app APP --tag TAG [--alias NAME=URL ...]` deploys a Mix
// project export (folder or .zip) as the dialog model urn:nuance-mix:tag:model/TAG/mix.dialog and
// one interpretation model per TRSX (server/dialog/project.ts); `projects list [--app APP]` shows
// the app's projects. Like `models`, on a PGlite data folder a running server runs them
// (cli/admin-socket.ts), so PATH is made absolute first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db/types.js';
import { deployProject, listProjects, ProjectError, readExport } from '../dialog/index.js';

const DEFAULT_APP = 'vigil';
const USAGE = 'usage: projects deploy PATH --app APP --tag TAG [--alias NAME=URL ...]   |   projects list [--app APP]';

/** The arguments with `projects deploy PATH` made absolute, for a server with another working folder. */
export function absoluteProjectArgs(argv: string[], cwd = process.cwd()): string[] {
  if (argv[0] !== 'projects' || argv[1] !== 'deploy' || !argv[2] || argv[2].startsWith('--')) return argv;
  return [argv[0], argv[1], path.resolve(cwd, argv[2]), ...argv.slice(3)];
}

export async function runProjectsCommand(
  argv: string[],
  deps: { db: Db; out: (line: string) => void; err?: (line: string) => void; now?: () => Date },
): Promise<number> {
  const err = deps.err ?? deps.out;
  const [, verb, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { app: { type: 'string' }, tag: { type: 'string' }, alias: { type: 'string', multiple: true } },
    });
  } catch (e) {
    err(`projects: ${(e as Error).message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const appId = values.app ?? DEFAULT_APP;
  if (verb === 'list') {
    for (const p of await listProjects(deps.db, appId)) deps.out(JSON.stringify(p));
    return 0;
  }
  if (verb !== 'deploy' || positionals.length !== 1 || !values.tag || !values.app) {
    err(USAGE);
    return 2;
  }
  const aliases: Record<string, string> = {};
  for (const a of values.alias ?? []) {
    const eq = a.indexOf('=');
    if (eq <= 0) {
      err(`projects deploy: --alias ${a}: must be NAME=URL`);
      return 2;
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
