// The first module server/cli.ts imports, so its body runs before the rest of the server's
// modules are set up (in the bundle, dist/server/cli.cjs, about a sixth of a relaunch): when this
// process is a server on PGlite, PGlite's WebAssembly starts compiling here, on V8's background
// threads, while the main thread loads the modules and parses the protos. Started after the
// modules had loaded, the compile outlasted the protos, and the database's open waited for it
// (about 70 ms of a relaunch on a quiet machine). Admin commands, --help and a PostgreSQL URL
// compile nothing here.
import { pgliteDirOf, unpackClusterEarly } from '../db/early-cluster.js';
import { compilePgliteWasm } from '../db/pglite-wasm.js';
import { vigilSetting } from '../util/env.js';
import { parseServeArgs, resolveDataDir } from './args.js';

/**
 * Whether `argv` (the server's arguments) starts a server on PGlite, in a process whose V8 flags
 * are already what its WASM compiles with: a server whose environment asks for `--liftoff-only`
 * sets that flag itself once its modules are loaded (server/cli.ts) unless the command line gave
 * it, and a module compiled before then would keep the optimising tier's code.
 */
export function compilesPgliteEarly(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
): boolean {
  return pgliteDataDir(argv, env) !== undefined && wasmFlagsSettled(env, execArgv);
}

/** The V8 flags half of compilesPgliteEarly, for a start already known to be on PGlite. */
function wasmFlagsSettled(env: NodeJS.ProcessEnv, execArgv: readonly string[]): boolean {
  try {
    return vigilSetting('VIGIL_WASM_LIFTOFF_ONLY', env) !== true || execArgv.includes('--liftoff-only');
  } catch {
    return false; // a bad value: the start reports it and stops
  }
}

/**
 * The data folder (absolute) of a server on PGlite that `argv` starts, as server/cli.ts resolves
 * it; undefined for admin commands, --help, a PostgreSQL URL, or arguments the start will refuse.
 */
export function pgliteDataDir(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const parsed = parseServeArgs([...argv]);
  if (!parsed.ok || parsed.args.positionals.length > 0 || parsed.args.values.help) return undefined;
  if (parsed.args.values['database-url'] || env.DATABASE_URL) return undefined;
  const given = parsed.args.values['data-dir'];
  try {
    return resolveDataDir(typeof given === 'string' ? given : undefined, vigilSetting('VIGIL_DATA_DIR', env));
  } catch {
    return undefined; // a bad value: the start reports it and stops
  }
}

/** This module run as the entry's first: server/cli.ts (from source) or the bundle cli.cjs. */
const entry = process.argv[1] ?? '';
if (/[\\/]cli\.(c?js|ts)$/.test(entry)) {
  const argv = process.argv.slice(2);
  // A new data folder's cluster: its files are written in a worker thread while this one loads
  // the modules (db/early-cluster.ts; built servers only).
  const dataDir = pgliteDataDir(argv);
  if (dataDir !== undefined) {
    unpackClusterEarly(dataDir, pgliteDirOf(dataDir));
    if (wasmFlagsSettled(process.env, process.execArgv)) void compilePgliteWasm();
  }
}
