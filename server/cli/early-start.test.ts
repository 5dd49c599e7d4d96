// Which starts compile PGlite's WASM before the server's modules load (early-start.ts): a server on
// PGlite whose V8 flags are final; never an admin command, --help or a server on PostgreSQL.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { compilesPgliteEarly, pgliteDataDir } from './early-start.js';

const serve = ['--data-dir', '/tmp/x', '--port', '0', '--demo', '--log-level', 'warn'];

describe('compiling PGlite before the modules load', () => {
  it('is done for a server on PGlite', () => {
    expect(compilesPgliteEarly(serve, {}, [])).toBe(true);
    expect(compilesPgliteEarly([], {}, [])).toBe(true);
  });

  it('waits for --liftoff-only when the environment asks for it and the command line did not give it', () => {
    const liftoff = { VIGIL_WASM_LIFTOFF_ONLY: '1' };
    expect(compilesPgliteEarly(serve, liftoff, [])).toBe(false);
    expect(compilesPgliteEarly(serve, liftoff, ['--max-semi-space-size=1', '--liftoff-only'])).toBe(true);
  });

  it('is not done for admin commands, help, PostgreSQL or arguments the server refuses', () => {
    expect(compilesPgliteEarly(['clients', 'list', '--data-dir', '/tmp/x'], {}, [])).toBe(false);
    expect(compilesPgliteEarly(['--help'], {}, [])).toBe(false);
    expect(compilesPgliteEarly([...serve, '--database-url', 'postgres://h/db'], {}, [])).toBe(false);
    expect(compilesPgliteEarly(serve, { DATABASE_URL: 'postgres://h/db' }, [])).toBe(false);
    expect(compilesPgliteEarly(['--datadir=/tmp/x'], {}, [])).toBe(false);
    expect(compilesPgliteEarly(serve, { VIGIL_WASM_LIFTOFF_ONLY: 'perhaps' }, [])).toBe(false);
  });
});

// The data folder whose new cluster is unpacked before the modules load: the one the start uses.
describe('the data folder a start unpacks early', () => {
  it('is --data-dir, else VIGIL_DATA_DIR, else .vigil-data, made absolute as the start makes it', () => {
    expect(pgliteDataDir(serve, { VIGIL_DATA_DIR: '/tmp/y' })).toBe('/tmp/x');
    expect(pgliteDataDir(['--data-dir=rel'], {})).toBe(path.resolve('rel'));
    expect(pgliteDataDir([], { VIGIL_DATA_DIR: '/tmp/y' })).toBe('/tmp/y');
    expect(pgliteDataDir([], {})).toBe(path.resolve('.vigil-data'));
  });

  it('is none for admin commands, help, PostgreSQL or arguments the server refuses', () => {
    expect(pgliteDataDir(['clients', 'list', '--data-dir', '/tmp/x'], {})).toBeUndefined();
    expect(pgliteDataDir(['--help'], {})).toBeUndefined();
    expect(pgliteDataDir(serve, { DATABASE_URL: 'postgres://h/db' })).toBeUndefined();
    expect(pgliteDataDir([...serve, '--database-url', 'postgres://h/db'], {})).toBeUndefined();
    expect(pgliteDataDir(['--datadir=/tmp/x'], {})).toBeUndefined();
  });
});
