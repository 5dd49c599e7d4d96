import { describe, expect, it } from 'vitest';
import { parseVigilEnv, VIGIL_ENV } from '../../shared/env.js';
import { EnvError, readVigilEnv } from '../util/env.js';
import { HELP, parseServeArgs } from './args.js';

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
