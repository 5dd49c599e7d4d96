// The embedded server under Electron runs in a utility process (utilityProcess.fork), not as a
// child_process.fork of the Electron binary: that needs ELECTRON_RUN_AS_NODE, which the packaged
// app's RunAsNode fuse turns off. This adapter gives a utility process the shape the embedded
// server expects of a child (pid, stdout/stderr, kill, 'exit' and 'error'). Free of Electron
// imports: the shell passes utilityProcess.fork in.
import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { ServerProcess, SpawnServer } from '../embedded/embedded-server.js';
import { bundledServerEnv, serverEnv, serverExecArgv, type ServerCommand } from '../embedded/server-command.js';

export interface UtilityProcessLike {
  readonly pid: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  kill(): boolean;
  on(event: 'exit', listener: (code: number) => void): unknown;
  on(event: 'error', listener: (type: 'FatalError', location: string, report: string) => void): unknown;
}

export interface UtilityForkOptions {
  env: Record<string, string>;
  execArgv: string[];
  cwd: string;
  stdio: 'pipe';
  serviceName: string;
}

export type UtilityFork = (modulePath: string, args: string[], options: UtilityForkOptions) => UtilityProcessLike;

class UtilityServerProcess extends EventEmitter implements ServerProcess {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  private killedWith: NodeJS.Signals | null = null;

  constructor(
    private readonly child: UtilityProcessLike,
    private readonly signal: (pid: number, sig: NodeJS.Signals) => void,
  ) {
    super();
    child.on('exit', (code) => {
      // A utility process reports only a code; say which signal we ended it with, as a child would.
      this.signalCode = this.killedWith;
      this.exitCode = this.killedWith ? null : code;
      this.emit('exit', this.exitCode, this.signalCode);
    });
    child.on('error', (type, location) => this.emit('error', new Error(`${type} in the server process (${location})`)));
  }

  get pid() {
    return this.child.pid;
  }
  get stdout() {
    return this.child.stdout;
  }
  get stderr() {
    return this.child.stderr;
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    if (this.exitCode !== null || this.signalCode !== null) return false;
    this.killedWith = signal;
    // utilityProcess.kill() sends SIGTERM; the SIGKILL after the grace period goes by pid.
    if (signal === 'SIGTERM' || this.child.pid === undefined) return this.child.kill();
    this.signal(this.child.pid, signal);
    return true;
  }
}

/** A SpawnServer that starts the server with utilityProcess.fork (call only after app 'ready'). */
export function utilitySpawn(
  fork: UtilityFork,
  signal: (pid: number, sig: NodeJS.Signals) => void = (pid, sig) => process.kill(pid, sig),
): SpawnServer {
  return (cmd, args) => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(cmd.env)) if (v !== undefined && k !== 'ELECTRON_RUN_AS_NODE') env[k] = v;
    const child = fork(cmd.modulePath, args, {
      env,
      execArgv: cmd.execArgv,
      cwd: cmd.cwd,
      stdio: 'pipe',
      serviceName: 'Vigil embedded server',
    });
    return new UtilityServerProcess(child, signal);
  };
}

/**
 * How the Electron shell runs the server. Packaged: the bundle scripts/build-electron.mjs writes
 * to dist/server/cli.cjs (inside app.asar), which finds its protos, migrations and wasm files
 * beside itself (unpacked from the asar: electron-builder.yml's asarUnpack), with the user-data
 * folder as its working directory (a folder inside the asar cannot be one). In
 * development: server/cli.ts through tsx, as the browser host does.
 */
export function electronServerCommand(opts: {
  isPackaged: boolean;
  /** The folder holding dist/, protos/ and server/: app.asar when packaged, the project in development. */
  appRoot: string;
  userDataDir: string;
  env?: NodeJS.ProcessEnv;
}): ServerCommand {
  const env = serverEnv(opts.env ?? process.env);
  delete env.ELECTRON_RUN_AS_NODE;
  if (!opts.isPackaged)
    return {
      modulePath: path.join(opts.appRoot, 'server', 'cli.ts'),
      execPath: process.execPath,
      execArgv: serverExecArgv('source'),
      env,
      cwd: opts.appRoot,
    };
  return {
    modulePath: path.join(opts.appRoot, 'dist', 'server', 'cli.cjs'),
    execPath: process.execPath,
    execArgv: serverExecArgv('bundle'),
    env: bundledServerEnv(env),
    cwd: opts.userDataDir,
  };
}
