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

/** GetSessionDetails of a session that does not exist: 404 once the token passes, 401 when it does not. */
const detailsStatus = async (s: EmbeddedState, token: string | undefined) =>
  (
    await fetch(
      `${s.httpUrl}/nuance/biosec/v1/sessions/details?context.gk_scope_id.value=${server.demoClient()!.gkScopeId}` +
        `&gk_session_id.value=00000000-0000-4000-8000-000000000000`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    )
  ).status;

describe('embedded server process', () => {
  it('starts on a loopback port with demo clients, restarts after being killed, and stops', async () => {
    const states: string[] = [];
    server.onState((s) => states.push(s.state));
    const first = await server.start();
    expect(first).toMatchObject({ state: 'running', restarts: 0, role: 'admin' });
    expect(first.grpcAddress).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await healthz(first)).toMatchObject({ status: 'SERVING' });
    expect(server.demoClient()).toMatchObject({ role: 'admin', clientId: expect.stringContaining('demo-admin') });
    // The server hands the console a token per demo client as it starts: it authenticates as that
    // client, so the first calls need no token request.
    const handed = server.demoClient()!.accessToken!;
    expect(handed.expiresAt).toBeGreaterThan(Date.now());
    expect(JSON.parse(Buffer.from(handed.value.split('.')[1]!, 'base64url').toString())).toMatchObject({
      sub: server.demoClient()!.clientId,
      role: 'admin',
    });
    expect(await detailsStatus(first, handed.value)).toBe(404);
    expect(await detailsStatus(first, undefined)).toBe(401);
    expect(server.setRole('analyst').role).toBe('analyst');
    expect(server.demoClient()?.role).toBe('analyst');

    process.kill(first.pid!, 'SIGKILL');
    const second = await until((s) => s.state === 'running' && s.restarts === 1);
    expect(second.pid).not.toBe(first.pid);
    expect(second.lastError).toBeUndefined();
    expect(await healthz(second)).toMatchObject({ status: 'SERVING' });
    expect(states).toEqual(expect.arrayContaining(['starting', 'running', 'restarting']));
    // Demo data is seeded once: the same clients after the restart.
    expect(server.demoClient()?.clientId).toContain('demo-analyst');

    expect(server.demoClient()?.accessToken?.value).toBeDefined();

    await server.stop();
    expect(server.status().state).toBe('stopped');
    // The tokens were for that run's console: gone from disk with the server.
    expect(fs.existsSync(path.join(dir, 'embedded-server', 'demo-tokens.json'))).toBe(false);
    await expect(fetch(`${second.httpUrl}/healthz`)).rejects.toThrow();
    expect(() => process.kill(second.pid!, 0)).toThrow();
  });
});
