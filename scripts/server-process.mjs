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
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

// The project's folder: this file's parent from scripts/, or two up when bundled into
// dist/console/ or dist/electron/.
const here = path.dirname(url.fileURLToPath(import.meta.url));
const root = path.basename(here) === 'scripts' ? path.dirname(here) : path.resolve(here, '..', '..');

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

/**
 * The standalone server's young generation: 4 MB a semi-space. It is the one a contact centre's
 * clients load: under the mixed bench's 80/20 reads and StartSessions at 64 in flight, 1 MB had it
 * spend 27-34% of its busy time collecting garbage (each call's objects outlive a minor collection
 * that small), 4 MB about 14%, for about 26 MB more RSS idle (216-218 MB against 190-192, target
 * 250). The embedded server, one analyst's console, keeps 1 MB and its 200 MB target.
 */
export const STANDALONE_V8_FLAGS = Object.freeze(['--max-semi-space-size=4']);

/** `env` with the memory defaults under it. */
export function withServerMemoryEnv(env) {
  return { ...SERVER_MEMORY_ENV, ...env };
}

/**
 * `npm run serve -- ARGS`: server/cli.ts through tsx's loader, with the memory defaults (the
 * console's embedded server gets the same from main/embedded/server-command.ts) and the standalone's
 * young generation.
 */
export function serveCommand(args, env = process.env) {
  return {
    execPath: process.execPath,
    args: [...STANDALONE_V8_FLAGS, '--import', 'tsx', path.join(root, 'server', 'cli.ts'), ...args],
    env: withServerMemoryEnv(env),
    cwd: root,
  };
}

/** What would point the console's embedded server at something other than its own data. */
const POINTS_ELSEWHERE = [
  'DATABASE_URL',
  'VIGIL_DATA_DIR',
  'VIGIL_HOST',
  'VIGIL_GRPC_PORT',
  'VIGIL_TLS_CERT',
  'VIGIL_TLS_KEY',
  'VIGIL_LOG_LEVEL',
];

/** The bundle's own protos and migrations, never a development tree's a shell variable names. */
const BUNDLE_OWN = ['VIGIL_PROTOS_DIR', 'VIGIL_MIGRATIONS_DIR'];

/** The embedded server's environment: the memory defaults under `env`, without what points elsewhere. */
export function embeddedServerEnv(env, { bundled = false } = {}) {
  const out = withServerMemoryEnv(env);
  for (const k of POINTS_ELSEWHERE) delete out[k];
  if (bundled) for (const k of BUNDLE_OWN) delete out[k];
  return out;
}

/** The bundle's environment: `env` without what would swap its own protos and migrations. */
export function bundledEnv(env) {
  const out = { ...env };
  for (const k of BUNDLE_OWN) delete out[k];
  return out;
}

/** The embedded server's arguments. */
export function embeddedServerArgs(dataDir) {
  return ['--data-dir', dataDir, '--port', '0', '--demo', '--log-level', 'warn'];
}

/**
 * `npm start`'s embedded server: the bundle, dist/server/cli.cjs, on this same Node, compiled with
 * V8's code cache (scripts/code-cache.cjs: about a fifth of a relaunch was parsing and compiling
 * the bundle). The cache is rejected when V8's flags change after it is loaded, so the server's
 * `--liftoff-only` (server/cli.ts sets it when VIGIL_WASM_LIFTOFF_ONLY=1) is given here as well.
 */
export function builtEmbeddedCommand(env = process.env) {
  const serverEnv = embeddedServerEnv(env, { bundled: true });
  const liftoff = serverEnv.VIGIL_WASM_LIFTOFF_ONLY === '1';
  return {
    modulePath: path.join(root, 'dist', 'server', 'cli.cjs'),
    execPath: process.execPath,
    execArgv: [...SERVER_V8_FLAGS, ...(liftoff ? ['--liftoff-only'] : []), '--require', CODE_CACHE],
    env: serverEnv,
    cwd: root,
  };
}

/** The code cache's loader (scripts/code-cache.cjs). */
export const CODE_CACHE = path.join(root, 'scripts', 'code-cache.cjs');

/** The browser host's home (VIGIL_HOME, else ~/.vigil-console) and its embedded server's data. */
export function browserHostDirs(env = process.env) {
  const userDataDir = path.resolve(env.VIGIL_HOME ?? path.join(os.homedir(), '.vigil-console'));
  return { userDataDir, serverDataDir: path.join(userDataDir, 'embedded-server') };
}

/** How the console forks its embedded server (main/embedded/embedded-server.ts). */
export function forkServerProcess(cmd, args) {
  return fork(cmd.modulePath, args, {
    execPath: cmd.execPath,
    execArgv: cmd.execArgv,
    env: cmd.env,
    cwd: cmd.cwd,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
}

const EARLY = Symbol.for('vigil.earlyEmbeddedServer');

/**
 * `npm start -- --web` (scripts/start.mjs) forks the embedded server before it has checked the
 * bundles and loaded the console's (both take a while), and leaves it here; the console's first
 * fork of the same command and arguments takes it instead of starting another.
 */
export function leaveEarlyServer(early) {
  globalThis[EARLY] = early;
}

/** The early server, if one with this command and these arguments is still running; once. */
export function takeEarlyServer(cmd, args) {
  const early = globalThis[EARLY];
  if (!early) return undefined;
  delete globalThis[EARLY];
  const same =
    early.cmd.modulePath === cmd.modulePath &&
    JSON.stringify(early.args) === JSON.stringify(args) &&
    JSON.stringify(early.cmd.execArgv) === JSON.stringify(cmd.execArgv);
  const running = early.child.exitCode === null && early.child.signalCode === null;
  if (same && running) return early.child;
  if (running) early.child.kill('SIGTERM');
  return undefined;
}
