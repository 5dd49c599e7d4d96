// How to start the reference server as a child process.
import path from 'node:path';
import {
  SERVER_V8_FLAGS,
  builtEmbeddedCommand,
  bundledEnv,
  embeddedServerArgs,
  embeddedServerEnv,
} from '../../scripts/server-process.mjs';

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
  return builtEmbeddedCommand(process.env);
}

/**
 * The V8 flags of every embedded server (those of `npm run serve` too: scripts/server-process.mjs);
 * from source, tsx's loader as well.
 */
export function serverExecArgv(from: 'source' | 'bundle'): string[] {
  return from === 'source' ? [...SERVER_V8_FLAGS, '--import', 'tsx'] : [...SERVER_V8_FLAGS];
}

/** For the bundle: its own protos and migrations, never a development tree's a shell variable names. */
export function bundledServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return bundledEnv(env);
}

export function serverArgs(dataDir: string): string[] {
  return embeddedServerArgs(dataDir);
}

/**
 * The parent's environment, with every server's memory defaults under it (scripts/server-process.mjs;
 * a value already there wins), without what would point the embedded server elsewhere.
 */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return embeddedServerEnv(env);
}
