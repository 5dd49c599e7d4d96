// A reference server as its own process (`server/cli.ts` run through tsx as a loader, so a SIGKILL
// hits the server itself, not a tsx parent), on free ports, for tests of what survives a process:
// a killed instance's jobs taken over by another, several instances on one PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** host:port of the gRPC listener. */
  grpcTarget: string;
  httpUrl: string;
  tokenUrl: string;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Added to this process's environment (lease lengths, batch sizes, the key-encryption key...). */
  env?: Record<string, string>;
}

/** Starts the server and resolves on its ready line; rejects with its stderr if it exits first. */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli.ts',
      '--data-dir',
      opts.dataDir,
      ...(opts.databaseUrl ? ['--database-url', opts.databaseUrl] : []),
      '--port',
      '0',
      '--log-level',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...opts.env } },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before it was ready: ${err}`)),
    );
  });
  const m = /grpc=(\S+) http=(\S+) token=(\S+)/.exec(line);
  if (!m) {
    child.kill('SIGKILL');
    throw new Error(`unexpected ready line: ${line}`);
  }
  return { child, grpcTarget: m[1]!, httpUrl: m[2]!, tokenUrl: m[3]! };
}
