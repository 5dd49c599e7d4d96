// How to start the reference server as a child process.
import path from 'node:path';

export interface ServerCommand {
  /** The module fork() runs. */
  modulePath: string;
  execPath: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Development (npm start, tests): server/cli.ts through tsx's loader on this same Node. The
 * Electron shell runs the server in a utility process instead, never as ELECTRON_RUN_AS_NODE (the
 * packaged app's fuses turn that off): see main/electron/utility-server.ts.
 */
export function devServerCommand(): ServerCommand {
  return {
    modulePath: path.join(root, 'server', 'cli.ts'),
    execPath: process.execPath,
    execArgv: serverExecArgv('source'),
    env: serverEnv(process.env),
    cwd: root,
  };
}

/**
 * `npm start` (scripts/start.mjs): the server's bundle, dist/server/cli.cjs, plain JavaScript on this
 * same Node; it finds its protos, migrations and wasm files beside itself.
 */
export function builtServerCommand(): ServerCommand {
  return {
    modulePath: path.join(root, 'dist', 'server', 'cli.cjs'),
    execPath: process.execPath,
    execArgv: serverExecArgv('bundle'),
    env: bundledServerEnv(serverEnv(process.env)),
    cwd: root,
  };
}

/** The V8 flags of every embedded server; from source, tsx's loader as well. */
export function serverExecArgv(from: 'source' | 'bundle'): string[] {
  return from === 'source' ? [...EMBEDDED_V8_FLAGS, '--import', 'tsx'] : [...EMBEDDED_V8_FLAGS];
}

/** For the bundle: its own protos and migrations, never a development tree's a shell variable names. */
export function bundledServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  delete out.VIGIL_PROTOS_DIR;
  delete out.VIGIL_MIGRATIONS_DIR;
  return out;
}

export function serverArgs(dataDir: string): string[] {
  return ['--data-dir', dataDir, '--port', '0', '--demo', '--log-level', 'warn'];
}

/**
 * How the embedded server keeps its memory small (it idles beside the console; measured with the
 * console bench's per-phase figures): PGlite with 16 MB of shared buffers instead of initdb's
 * 128 MB (PostgreSQL touches them all at start, in a WASM heap that never shrinks), a new cluster
 * created in a worker thread whose heap goes with it (server/db/create-off-thread.ts), WASM compiled
 * by V8's baseline tier only, and glibc's allocator returning large blocks to the system when they
 * are freed (its adaptive threshold otherwise kept the demo seeding's buffers on its heap: about
 * 100 MB after a first launch) with one arena for every thread (with one per thread the demo
 * model's training thread left about 30 MB in its own; with two, about 10 MB). A value already in
 * the environment wins.
 */
export const EMBEDDED_MEMORY_ENV: Readonly<Record<string, string>> = {
  VIGIL_PGLITE_SHARED_BUFFERS: '16MB',
  VIGIL_PGLITE_CREATE_OFF_THREAD: '1',
  VIGIL_WASM_LIFTOFF_ONLY: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '1',
};

/**
 * V8's young generation at 1 MB a semi-space rather than up to 16: after a first launch (demo
 * seeding, the model's training, the first transcripts) the embedded server idled at about 205 MB
 * with the default and about 191 MB with this (new data folders, same machine), at the cost of more
 * frequent minor collections, which a console's own server does not feel.
 */
export const EMBEDDED_V8_FLAGS: readonly string[] = ['--max-semi-space-size=1'];

/** The parent's environment without what would point the embedded server elsewhere. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...EMBEDDED_MEMORY_ENV, ...env };
  for (const k of [
    'DATABASE_URL',
    'VIGIL_DATA_DIR',
    'VIGIL_HOST',
    'VIGIL_GRPC_PORT',
    'VIGIL_TLS_CERT',
    'VIGIL_TLS_KEY',
    'VIGIL_LOG_LEVEL',
  ])
    delete out[k];
  return out;
}
