import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../ipc/router.js';
import { startWebHost, type WebHost } from './web-host.js';

let host: WebHost;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>console</h1>');
  const router = createRouter({
    'app.info': async () => ({ name: 'Vigil' as const, version: '0.0.1', host: 'browser' as const }),
  });
  host = await startWebHost({ router, staticDir: dir, secret: 's3cret-s3cret' });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cookie = 'vigil_k=s3cret-s3cret';
const ipc = (headers: Record<string, string>, body: unknown = { channel: 'app.info', request: {}, callId: 'a' }) =>
  fetch(host.origin + '/ipc', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('browser host', () => {
  it('swaps the secret in the URL for an HttpOnly, SameSite=Strict cookie', async () => {
    const res = await fetch(host.url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toBe(`${cookie}; HttpOnly; SameSite=Strict; Path=/`);
    expect((await fetch(host.origin + '/?k=wrong', { redirect: 'manual' })).status).toBe(403);
  });

  it('serves the console only with the cookie, under a strict CSP', async () => {
    expect((await fetch(host.origin + '/')).status).toBe(403);
    const res = await fetch(host.origin + '/', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>console</h1>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const escape = await fetch(host.origin + '/..%2f..%2fetc%2fpasswd', { headers: { cookie } });
    expect(escape.status).toBe(404);
    expect(await escape.text()).not.toContain('root:');
  });

  it('runs IPC calls only with the cookie and our own origin', async () => {
    const ok = await ipc({ cookie, origin: host.origin });
    expect(await ok.json()).toEqual({ ok: true, value: { name: 'Vigil', version: '0.0.1', host: 'browser' } });
    expect((await ipc({ origin: host.origin })).status).toBe(403);
    expect((await ipc({ cookie, origin: 'http://127.0.0.1:9' })).status).toBe(403);
    expect((await ipc({ cookie })).status).toBe(403);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(host.origin + '/', { headers: { host: 'attacker.test', cookie } }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
});
