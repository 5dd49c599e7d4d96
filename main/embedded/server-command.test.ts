import { describe, expect, it } from 'vitest';
import { EMBEDDED_MEMORY_ENV, builtServerCommand, serverEnv } from './server-command.js';

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
    expect(builtServerCommand().env).toMatchObject(EMBEDDED_MEMORY_ENV);
    // And a small young generation for V8, which only a command-line flag sets.
    expect(builtServerCommand().execArgv).toEqual(['--max-semi-space-size=1']);
  });

  it('lets a value already in the environment win, and still drops what points elsewhere', () => {
    const env = serverEnv({ VIGIL_PGLITE_SHARED_BUFFERS: '64MB', VIGIL_WASM_LIFTOFF_ONLY: '0', DATABASE_URL: 'x' });
    expect(env.VIGIL_PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(env.VIGIL_WASM_LIFTOFF_ONLY).toBe('0');
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
