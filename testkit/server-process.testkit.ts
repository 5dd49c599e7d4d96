// A reference server as its own process (`server/cli.ts` run through tsx as a loader, so a SIGKILL
// hits the server itself, not a tsx parent), on free ports, for tests of what survives a process:
// a killed instance's jobs taken over by another, several instances on one PostgreSQL, the CLI as
// an operator runs it. Every test that runs server/cli.ts goes through here, so each process has a
// bounded start and a stop that waits for its exit.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A process started through tsx's loader takes seconds, and ten times that on a loaded machine. */
const READY_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  child: ChildProcess;
  /** host:port of the gRPC listener. */
  grpcTarget: string;
  httpUrl: string;
  tokenUrl: string;
  /** The ready line, as printed. */
  readyLine: string;
  /** Sends `signal` (default SIGTERM) unless it has exited, and resolves once it has; SIGKILL after 30 s. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Added to this process's environment (lease lengths, batch sizes, the key-encryption key...). */
  env?: Record<string, string>;
  /** More command-line arguments (`--demo`, ...). */
  args?: string[];
  /**
   * Through `npm run serve`'s launcher (scripts/serve.mjs), which starts server/cli.ts as its own
   * child with the memory settings; `child` is then the launcher.
   */
  launcher?: boolean;
}

function cliArgs(args: string[]): string[] {
  return ['--import', 'tsx', 'server/cli.ts', ...args];
}

/** Starts the server and resolves on its ready line; rejects with its stderr if it exits first. */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    (opts.launcher ? (a: string[]) => ['scripts/serve.mjs', ...a] : cliArgs)([
      '--data-dir',
      opts.dataDir,
      ...(opts.databaseUrl ? ['--database-url', opts.databaseUrl] : []),
      '--port',
      '0',
      '--log-level',
      'warn',
      ...(opts.args ?? []),
    ]),
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...opts.env } },
  );
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => stopProcess(child, signal);
  let timer: NodeJS.Timeout | undefined;
  let line: string;
  try {
    line = await new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(new Error(`server exited (${code ?? signal}) before it was ready: ${err}`)),
      );
      timer = setTimeout(
        () => reject(new Error(`server not ready within ${READY_TIMEOUT_MS} ms; stderr: ${err}`)),
        READY_TIMEOUT_MS,
      );
    });
  } catch (e) {
    await stop('SIGKILL');
    throw e;
  } finally {
    clearTimeout(timer);
  }
  const m = /grpc=(\S+) http=(\S+) token=(\S+)/.exec(line);
  if (!m) {
    await stop('SIGKILL');
    throw new Error(`unexpected ready line: ${line}`);
  }
  return { child, grpcTarget: m[1]!, httpUrl: m[2]!, tokenUrl: m[3]!, readyLine: line, stop };
}

/** Signals `child` unless it has exited, and resolves when it has (SIGKILL after `killAfterMs`). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `server/cli.ts <args>` (an admin command) to its end, as an operator would; resolves with
 * its exit code and output whatever the code. Killed, and rejected, if it runs past `timeoutMs`.
 */
export function runServerCli(
  args: string[],
  opts: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CliResult> {
  const timeoutMs = opts.timeoutMs ?? READY_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cliArgs(args), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...opts.env },
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server/cli.ts ${args.join(' ')} still running after ${timeoutMs} ms; stderr: ${err}`));
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', (e) => (clearTimeout(timer), reject(e)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, out, err });
    });
  });
}
