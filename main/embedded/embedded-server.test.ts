// The embedded server's supervision with a stand-in process (a few lines of Node): what the
// console shows when the server cannot start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedServer, type SpawnServer } from './embedded-server.js';
import { createConsoleLogs } from '../logs/console-logs.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A "server" that runs `script` in plain Node instead of server/cli.ts. */
const running =
  (script: string): SpawnServer =>
  () =>
    spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });

describe('EmbeddedServer', () => {
  it('reports why the server failed, without the Node warnings printed before it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-embedded-'));
    dirs.push(dataDir);
    const server = new EmbeddedServer({
      dataDir,
      spawn: running(
        `process.emitWarning('WASI is an experimental feature', 'ExperimentalWarning');
         setTimeout(() => { console.error('database is locked by another process'); process.exit(3); }, 20);`,
      ),
      maxFailedStarts: 2,
      backoff: { initialMs: 10, maxMs: 10 },
    });
    await expect(server.start()).rejects.toThrow(/exited \(code 3\): database is locked by another process$/);
    const status = server.status();
    expect(status.state).toBe('failed');
    expect(status.lastError).toBe('the embedded server exited (code 3): database is locked by another process');
    await server.stop();
  });

  it('creates its data folder private even under a permissive umask, so the server accepts it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-embedded-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'home', 'embedded-server');
    const before = process.umask(0o002); // a desktop user's usual umask: group-writable folders
    try {
      const server = new EmbeddedServer({
        dataDir,
        spawn: running(`console.error('stopped on purpose'); process.exit(3);`),
        maxFailedStarts: 1,
        backoff: { initialMs: 10, maxMs: 10 },
      });
      await expect(server.start()).rejects.toThrow(/stopped on purpose/);
      await server.stop();
    } finally {
      process.umask(before);
    }
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('restarts a server that crashed after it was ready, with its output in the log file and the state saying so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-embedded-'));
    dirs.push(dataDir);
    const logs = createConsoleLogs(dataDir);
    const states: string[] = [];
    let launches = 0;
    const server = new EmbeddedServer({
      dataDir,
      spawn: (...args) => {
        launches++;
        // The first run is ready, then crashes; the second stays up.
        return running(
          launches === 1
            ? `console.log('vigil-server listening grpc=127.0.0.1:1 http=http://127.0.0.1:2 token=http://127.0.0.1:2/t');
               setTimeout(() => { console.error('fatal: out of memory'); process.exit(134); }, 30);`
            : `console.log('vigil-server listening grpc=127.0.0.1:3 http=http://127.0.0.1:4 token=http://127.0.0.1:4/t');
               setInterval(() => {}, 1000);`,
        )(...args);
      },
      backoff: { initialMs: 10, maxMs: 10 },
      onOutput: (stream, line) => logs.serverLine(stream, line),
    });
    server.onState((s) => states.push(s.state));
    await server.start();
    await expect.poll(() => server.status().grpcAddress, { timeout: 10_000 }).toBe('127.0.0.1:3');
    expect(states).toContain('restarting');
    expect(server.status()).toMatchObject({ state: 'running', restarts: 1 });
    const log = fs.readFileSync(logs.server.file, 'utf8');
    expect(log).toContain('[stderr] fatal: out of memory');
    expect(log).toContain('[stdout] vigil-server listening grpc=127.0.0.1:3');
    expect(logs.recentErrors().map((e) => e.message)).toEqual(['fatal: out of memory']);
    await server.stop();
  });
});
