// The embedded server's supervision with a stand-in process (a few lines of Node): what the
// console shows when the server cannot start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedServer, type SpawnServer } from './embedded-server.js';

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
});
