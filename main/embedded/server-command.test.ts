import { describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import {
  CODE_CACHE,
  SERVER_MEMORY_ENV,
  SERVER_V8_FLAGS,
  STANDALONE_V8_FLAGS,
  builtEmbeddedCommand,
  embeddedServerArgs,
  leaveEarlyServer,
  serveCommand,
  takeEarlyServer,
} from '../../scripts/server-process.mjs';
import { builtServerCommand, devServerCommand, serverEnv } from './server-command.js';

describe('the embedded server’s environment', () => {
  it('asks for small PGlite buffers, a new cluster made off the thread, baseline-compiled WASM and glibc returning large blocks', () => {
    const env = serverEnv({ PATH: '/bin' });
    expect(env).toMatchObject({
      PATH: '/bin',
      VIGIL_PGLITE_SHARED_BUFFERS: '16MB',
      VIGIL_PGLITE_CREATE_OFF_THREAD: '1',
      VIGIL_WASM_LIFTOFF_ONLY: '1',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_ARENA_MAX: '1',
    });
    expect(builtServerCommand().env).toMatchObject(SERVER_MEMORY_ENV);
    // And a small young generation for V8, which only a command-line flag sets; baseline-compiled
    // WASM asked for on the command line too (a flag set at run time would make V8 reject the
    // bundle's code cache, which the last flag loads).
    expect(builtServerCommand().execArgv).toEqual([
      '--max-semi-space-size=1',
      '--liftoff-only',
      '--require',
      CODE_CACHE,
    ]);
  });

  it('leaves --liftoff-only off the bundle’s command line when the environment turns it off', () => {
    expect(builtEmbeddedCommand({ VIGIL_WASM_LIFTOFF_ONLY: '0' }).execArgv).toEqual([
      '--max-semi-space-size=1',
      '--require',
      CODE_CACHE,
    ]);
  });

  it('lets a value already in the environment win, and still drops what points elsewhere', () => {
    const env = serverEnv({ VIGIL_PGLITE_SHARED_BUFFERS: '64MB', VIGIL_WASM_LIFTOFF_ONLY: '0', DATABASE_URL: 'x' });
    expect(env.VIGIL_PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(env.VIGIL_WASM_LIFTOFF_ONLY).toBe('0');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('is the same for `npm run serve` (scripts/serve.mjs), which runs server/cli.ts with the same flags and defaults', () => {
    const serve = serveCommand(['--port', '0'], { PATH: '/bin', VIGIL_PGLITE_SHARED_BUFFERS: '64MB' });
    const dev = devServerCommand();
    // The same but for the young generation: the standalone server's is larger (STANDALONE_V8_FLAGS).
    expect(dev.execArgv.slice(0, SERVER_V8_FLAGS.length)).toEqual([...SERVER_V8_FLAGS]);
    expect(serve.args).toEqual([
      ...STANDALONE_V8_FLAGS,
      ...dev.execArgv.slice(SERVER_V8_FLAGS.length),
      dev.modulePath,
      '--port',
      '0',
    ]);
    expect(serve.env).toEqual({ ...SERVER_MEMORY_ENV, PATH: '/bin', VIGIL_PGLITE_SHARED_BUFFERS: '64MB' });
  });
});

describe('the server `npm start -- --web` forks before the console has loaded', () => {
  const fakeChild = () => {
    const killed: string[] = [];
    const child = { exitCode: null, signalCode: null, kill: (s: string) => killed.push(s) > 0 };
    return { child: child as unknown as ChildProcess, killed };
  };
  const cmd = builtServerCommand();
  const args = embeddedServerArgs('/home/u/.vigil-console/embedded-server');

  it('is what the console’s first fork of the same command and arguments gets, once', () => {
    const { child, killed } = fakeChild();
    leaveEarlyServer({ child, cmd, args });
    expect(takeEarlyServer(cmd, [...args])).toBe(child);
    expect(takeEarlyServer(cmd, args)).toBeUndefined();
    expect(killed).toEqual([]);
  });

  it('is stopped, not used, when the console forks something else (another data folder)', () => {
    const { child, killed } = fakeChild();
    leaveEarlyServer({ child, cmd, args });
    expect(takeEarlyServer(cmd, embeddedServerArgs('/elsewhere'))).toBeUndefined();
    expect(killed).toEqual(['SIGTERM']);
  });

  it('is not used once it has exited', () => {
    const { child } = fakeChild();
    (child as { exitCode: number | null }).exitCode = 1;
    leaveEarlyServer({ child, cmd, args });
    expect(takeEarlyServer(cmd, args)).toBeUndefined();
  });
});
