// PGlite's module compiled ahead (pglite-wasm.ts): the start asks for it early, and the database's
// open instantiates that module rather than reading and compiling pglite.wasm again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDb } from './open.js';
import { compilePgliteWasm, pgliteWasmFile } from './pglite-wasm.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PGlite compiled ahead', () => {
  it('finds pglite.wasm and compiles it once per process', async () => {
    expect(pgliteWasmFile()).toMatch(/pglite\.wasm$/);
    const first = compilePgliteWasm();
    expect(compilePgliteWasm()).toBe(first);
    expect(await first).toBeInstanceOf(WebAssembly.Module);
  });

  it('starts compiling at once, without waiting for a turn of the event loop', async () => {
    // A server's start holds the event loop while its modules load and its protos are parsed: a
    // read that needs turns of it would start the compile only once those are done.
    vi.resetModules();
    const fresh = await import('./pglite-wasm.js');
    const compile = vi.spyOn(WebAssembly, 'compile');
    const compiled = fresh.compilePgliteWasm();
    expect(compile).toHaveBeenCalledTimes(1);
    expect(await compiled).toBeInstanceOf(WebAssembly.Module);
  });

  it('opens the database on the compiled module, not on the file', async () => {
    const compiled = await compilePgliteWasm();
    const instantiate = vi.spyOn(WebAssembly, 'instantiate');
    const db = await openDb();
    try {
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    // Every instantiation was of a module already compiled (the bytes form would compile again).
    expect(instantiate).toHaveBeenCalled();
    expect(instantiate.mock.calls.map(([source]) => source === compiled)).toContain(true);
    expect(instantiate.mock.calls.every(([source]) => source instanceof WebAssembly.Module)).toBe(true);
  });
});
