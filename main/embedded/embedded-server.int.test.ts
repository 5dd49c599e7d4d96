// The embedded-server process manager with the real server: forked through tsx on port 0, demo
// clients read from its data folder, restarted after being killed, stopped for good on stop().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddedState } from '../../shared/domain/embedded.js';
import { EmbeddedServer } from './embedded-server.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-embedded-'));
const server = new EmbeddedServer({
  dataDir: path.join(dir, 'embedded-server'),
  backoff: { initialMs: 100, maxMs: 1_000 },
  graceMs: 5_000,
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const until = (pred: (s: EmbeddedState) => boolean) =>
  new Promise<EmbeddedState>((resolve) => {
    if (pred(server.status())) return resolve(server.status());
    const off = server.onState((s) => {
      if (pred(s)) {
        off();
        resolve(s);
      }
    });
  });

const healthz = async (s: EmbeddedState) => (await fetch(`${s.httpUrl}/healthz`)).json();

describe('embedded server process', () => {
  it('starts on a loopback port with demo clients, restarts after being killed, and stops', async () => {
    const states: string[] = [];
    server.onState((s) => states.push(s.state));
    const first = await server.start();
    expect(first).toMatchObject({ state: 'running', restarts: 0, role: 'admin' });
    expect(first.grpcAddress).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await healthz(first)).toEqual({ status: 'SERVING' });
    expect(server.demoClient()).toMatchObject({ role: 'admin', clientId: expect.stringContaining('demo-admin') });
    expect(server.setRole('analyst').role).toBe('analyst');
    expect(server.demoClient()?.role).toBe('analyst');

    process.kill(first.pid!, 'SIGKILL');
    const second = await until((s) => s.state === 'running' && s.restarts === 1);
    expect(second.pid).not.toBe(first.pid);
    expect(second.lastError).toBeUndefined();
    expect(await healthz(second)).toEqual({ status: 'SERVING' });
    expect(states).toEqual(expect.arrayContaining(['starting', 'running', 'restarting']));
    // Demo data is seeded once: the same clients after the restart.
    expect(server.demoClient()?.clientId).toContain('demo-analyst');

    await server.stop();
    expect(server.status().state).toBe('stopped');
    await expect(fetch(`${second.httpUrl}/healthz`)).rejects.toThrow();
    expect(() => process.kill(second.pid!, 0)).toThrow();
  });
});
