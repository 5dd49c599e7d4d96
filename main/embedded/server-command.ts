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
 * Development (npm start, tests): server/cli.ts through tsx's loader on this same Node.
 *
 * SEAM(electron-build): the packaged app has no tsx and no Node; it should run the bundled
 * server (e.g. resources/server/cli.cjs, built by scripts/build-electron.mjs) with the Electron
 * binary as Node: { modulePath: bundled, execPath: process.execPath, execArgv: [],
 * env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } }. The shell passes that command in.
 */
export function devServerCommand(): ServerCommand {
  return {
    modulePath: path.join(root, 'server', 'cli.ts'),
    execPath: process.execPath,
    execArgv: ['--import', 'tsx'],
    // Under Electron in development, its binary runs as plain Node.
    env: process.versions.electron ? { ...serverEnv(process.env), ELECTRON_RUN_AS_NODE: '1' } : serverEnv(process.env),
    cwd: root,
  };
}

export function serverArgs(dataDir: string): string[] {
  return ['--data-dir', dataDir, '--port', '0', '--demo', '--log-level', 'warn'];
}

/** The parent's environment without what would point the embedded server elsewhere. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
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
