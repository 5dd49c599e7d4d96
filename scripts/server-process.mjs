// How every reference-server process is started, so `npm run serve` and the console's embedded
// server keep the same memory discipline (one list, read by scripts/serve.mjs and
// main/embedded/server-command.ts). Plain Node, so the launcher needs no build or loader.
//
// What it sets, and why (measured with bench/server-idle.bench.ts and the console bench's
// per-phase figures): PGlite with 16 MB of shared buffers instead of initdb's 128 MB (PostgreSQL
// touches them all at start, in a WASM heap that never shrinks), a new cluster created in a worker
// thread whose heap goes with it (server/db/create-off-thread.ts), WASM compiled by V8's baseline
// tier only, and glibc's allocator returning large blocks to the system when they are freed (its
// adaptive threshold otherwise kept the demo seeding's buffers and the cluster-creating thread's
// on its heap) with one arena for every thread (with one per thread the demo model's training
// thread left about 30 MB in its own). A standalone server on a new data folder idled at about
// 900 MB without these and about 190 MB with them. glibc reads its variables and V8 its young
// generation's size only when the process starts, which is why this is a launcher's business.
import path from 'node:path';
import url from 'node:url';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

/** Environment defaults of a server process; a value already in the environment wins. */
export const SERVER_MEMORY_ENV = Object.freeze({
  VIGIL_PGLITE_SHARED_BUFFERS: '16MB',
  VIGIL_PGLITE_CREATE_OFF_THREAD: '1',
  VIGIL_WASM_LIFTOFF_ONLY: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '1',
});

/**
 * V8's young generation at 1 MB a semi-space rather than up to 16: after a first launch (demo
 * seeding, the model's training, the first transcripts) the embedded server idled at about 205 MB
 * with the default and about 191 MB with this, at the cost of more frequent minor collections,
 * which a mostly idle server does not feel. Only a command-line flag sets it.
 */
export const SERVER_V8_FLAGS = Object.freeze(['--max-semi-space-size=1']);

/** `env` with the memory defaults under it. */
export function withServerMemoryEnv(env) {
  return { ...SERVER_MEMORY_ENV, ...env };
}

/**
 * `npm run serve -- ARGS`: server/cli.ts through tsx's loader, with the memory defaults (the
 * console's embedded server gets the same from main/embedded/server-command.ts).
 */
export function serveCommand(args, env = process.env) {
  return {
    execPath: process.execPath,
    args: [...SERVER_V8_FLAGS, '--import', 'tsx', path.join(root, 'server', 'cli.ts'), ...args],
    env: withServerMemoryEnv(env),
    cwd: root,
  };
}
