import { describe, expect, it } from 'vitest';
import { parseVigilEnv, VIGIL_ENV } from '../../shared/env.js';
import { EnvError, readVigilEnv } from '../util/env.js';
import { HELP, parseServeArgs } from './args.js';
import path from 'node:path';
import type { Db } from '../db/types.js';
import { absoluteModelArgs, MODELS_USAGE, runModelsCommand } from './models.js';
import { absoluteProjectArgs, PROJECTS_USAGE, runProjectsCommand } from './projects.js';

describe('server CLI arguments', () => {
  it('refuses an unknown option, e.g. --datadir for --data-dir', () => {
    expect(parseServeArgs(['--datadir=/tmp/x'])).toEqual({ ok: false, error: 'unknown option --datadir' });
    expect(parseServeArgs(['--demo', '--prot', '9000'])).toEqual({ ok: false, error: 'unknown option --prot' });
  });

  it('takes the known ones, and leaves admin commands their own options', () => {
    const r = parseServeArgs(['--data-dir', '/tmp/x', '--port', '0', '--demo']);
    expect(r.ok && r.args.values).toEqual({ 'data-dir': '/tmp/x', port: '0', demo: true });
    expect(parseServeArgs(['clients', 'add', '--name', 'n', '--role', 'admin']).ok).toBe(true);
    expect(parseServeArgs(['blobs', 'migrate', '--data-dir', 'd', '--delete-local']).ok).toBe(true);
  });

  it('lists every server environment variable in --help', () => {
    for (const [name, v] of Object.entries(VIGIL_ENV)) if (v.by === 'server') expect(HELP).toContain(name);
  });
});

describe('environment', () => {
  it('names the variable in each error, and never echoes a secret', () => {
    const { errors } = parseVigilEnv({
      VIGIL_GRPC_PORT: '70000',
      VIGIL_LOG_LEVEL: 'loud',
      VIGIL_DB_PREPARE: 'yes',
      VIGIL_PGLITE_SHARED_BUFFERS: '16 megs',
      VIGIL_KEY_ENCRYPTION_KEY: ' ',
    });
    expect(errors).toEqual([
      'VIGIL_GRPC_PORT must be a whole number from 0 to 65535 (got "70000")',
      'VIGIL_LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")',
      'VIGIL_DB_PREPARE must be 0 or 1 (got "yes")',
      'VIGIL_PGLITE_SHARED_BUFFERS must be a size such as 16MB (got "16 megs")',
      'VIGIL_KEY_ENCRYPTION_KEY must not be empty',
    ]);
  });

  it('parses good values, warns of unknown VIGIL_ names, ignores other variables', () => {
    const warned: string[] = [];
    const env = readVigilEnv(
      {
        VIGIL_GRPC_PORT: '0',
        VIGIL_DB_PREPARE: '0',
        VIGIL_DATADIR: '/x',
        VIGIL_DLG_ALIAS_CRM: 'https://crm',
        PATH: '/bin',
      },
      (l) => warned.push(l),
    );
    expect(env).toEqual({ VIGIL_GRPC_PORT: 0, VIGIL_DB_PREPARE: false, VIGIL_DLG_ALIAS_CRM: 'https://crm' });
    expect(warned).toEqual(['VIGIL_DATADIR is not a Vigil setting and is ignored (--help lists them)']);
    expect(() => readVigilEnv({ VIGIL_PG_POOL: '0' })).toThrow(EnvError);
    expect(() => readVigilEnv({ VIGIL_PG_POOL: '0' })).toThrow(/VIGIL_PG_POOL must be a whole number from 1 to 1000/);
  });
});

describe('admin commands: models and projects through the one parser', () => {
  // Every refusal below happens before the database is touched; a Db that throws proves it.
  const db = new Proxy({} as Db, {
    get: () => {
      throw new Error('the database was used');
    },
  });
  const run = async (argv: string[]) => {
    const err: string[] = [];
    const out: string[] = [];
    const deps = { db, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const code = argv[0] === 'models' ? await runModelsCommand(argv, deps) : await runProjectsCommand(argv, deps);
    return { code, err, out };
  };

  it('refuses an unknown option with the usage, e.g. --urm for --urn or --tags for --tag', async () => {
    expect(await run(['models', 'deploy', 'm.json', '--urm', 'urn:x'])).toEqual({
      code: 2,
      err: ['models: unknown option --urm', MODELS_USAGE],
      out: [],
    });
    expect(await run(['projects', 'deploy', 'p.zip', '--app', 'a', '--tags', 't'])).toEqual({
      code: 2,
      err: ['projects: unknown option --tags', PROJECTS_USAGE],
      out: [],
    });
  });

  it('refuses an option the verb does not take, a missing value, a stray argument, an unknown verb', async () => {
    expect((await run(['models', 'list', '--urn', 'urn:x'])).err[0]).toBe('models: unknown option --urn');
    expect((await run(['projects', 'list', '--tag', 't'])).err[0]).toBe('projects: unknown option --tag');
    expect((await run(['models', 'deploy', 'm.json', '--urn'])).err[0]).toMatch(/^models: Option '--urn <value>'/);
    expect((await run(['projects', 'list', 'extra'])).err[0]).toBe('projects: unexpected argument extra');
    expect((await run(['models', 'deploy', 'm.json'])).err[0]).toBe('models: deploy needs --urn');
    expect((await run(['projects', 'deploy', 'p.zip', '--tag', 't'])).err[0]).toBe(
      'projects: deploy needs --app and --tag',
    );
    expect((await run(['projects', 'deploy', 'p.zip', '--app', 'a', '--tag', 't', '--alias', 'x'])).err[0]).toBe(
      'projects: --alias x: must be NAME=URL',
    );
    const verb = await run(['models', 'remove', 'x']);
    expect(verb).toEqual({ code: 2, err: ['models: unknown command "models remove"', MODELS_USAGE], out: [] });
  });

  it('makes the deployed path absolute wherever it stands among the options', () => {
    const cwd = path.resolve('/work/here');
    expect(absoluteModelArgs(['models', 'deploy', '--urn', 'u', 'm.json'], cwd)).toEqual([
      'models',
      'deploy',
      '--urn',
      'u',
      path.join(cwd, 'm.json'),
    ]);
    expect(absoluteProjectArgs(['projects', 'deploy', 'p.zip', '--alias', 'a=b'], cwd)).toEqual([
      'projects',
      'deploy',
      path.join(cwd, 'p.zip'),
      '--alias',
      'a=b',
    ]);
    expect(absoluteProjectArgs(['projects', 'list', '--app', 'x'], cwd)).toEqual(['projects', 'list', '--app', 'x']);
  });
});
