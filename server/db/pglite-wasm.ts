// PGlite's WebAssembly, compiled once per process and as early as a server's start can ask for it
// (server/cli/early-start.ts: before the server's other modules load).
// V8 compiles a module given to WebAssembly.compile on its background threads, so what a start does
// on the main thread before it opens the database (the data folder's checks, the protos) runs while
// PGlite's 9 MB of code compiles, instead of PGlite reading and compiling it only once it is asked
// to start. The module goes to PGlite.create as `pgliteWasmModule`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchMark } from '../../wire/launch-trace.js';

let compiling: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * pglite.wasm: beside the bundle (scripts/build-electron.mjs copies it there, where PGlite resolves
 * it from the bundle's import.meta.url), or in the package's folder when run from source.
 */
export function pgliteWasmFile(): string | undefined {
  const beside = path.join(import.meta.dirname, 'pglite.wasm');
  if (fs.existsSync(beside)) return beside;
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const inPackage = path.join(path.dirname(entry), 'pglite.wasm');
    return fs.existsSync(inPackage) ? inPackage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts compiling PGlite's module (once) and returns the promise of it; undefined in it when the
 * file is not found or does not compile, and PGlite then loads its own as before. Call it after any
 * V8 flag that changes how WASM compiles (--liftoff-only) is set.
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module | undefined> {
  compiling ??= (async () => {
    const file = pgliteWasmFile();
    if (!file) return undefined;
    launchMark('server: PGlite WASM compile started');
    try {
      // Read at once: an asynchronous read goes on in 512 kB pieces, each waiting for a turn of the
      // event loop, which the module load and the protos' parsing hold for their whole length; the
      // compile itself goes on in the background while they run.
      const compiled = await WebAssembly.compile(fs.readFileSync(file));
      launchMark('server: PGlite WASM compile done');
      return compiled;
    } catch {
      return undefined;
    }
  })();
  return compiling;
}
