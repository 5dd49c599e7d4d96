import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../ipc/router.js';
import { parseTarget, startWebHost, type WebHost } from './web-host.js';

let host: WebHost;
let dir: string;
let cookie: string;
const router = createRouter({
  'app.info': async () => ({ name: 'Vigil' as const, version: '0.0.1', host: 'browser' as const }),
});
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>console</h1>');
  host = await startWebHost({ router, staticDir: dir, secret: 's3cret-s3cret' });
  const entry = await fetch(host.url, { redirect: 'manual' });
  cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ipc = (headers: Record<string, string>, body: unknown = { channel: 'app.info', request: {}, callId: 'a' }) =>
  fetch(host.origin + '/ipc', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('browser host', () => {
  it('exchanges the launch secret once for a random session cookie named after the port', async () => {
    const other = await startWebHost({ router, staticDir: dir, secret: 'launch-secret-1' });
    try {
      expect((await fetch(other.origin + '/?k=wrong', { redirect: 'manual' })).status).toBe(403);
      const res = await fetch(other.url, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
      const set = res.headers.get('set-cookie')!;
      expect(set).toMatch(
        new RegExp(`^vigil_session_${other.port}=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=/$`),
      );
      expect(other.cookieName).toBe(`vigil_session_${other.port}`);
      const session = set.split(';')[0]!;
      expect(session).not.toContain('launch-secret-1');
      // The secret itself is no cookie value.
      expect(
        (await fetch(other.origin + '/', { headers: { cookie: `${other.cookieName}=launch-secret-1` } })).status,
      ).toBe(403);
      // One use: the same URL again, without the cookie, is refused and says why.
      const again = await fetch(other.url, { redirect: 'manual' });
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({
        error: 'this launch link has already been used: restart the console (npm start) for a new one',
      });
      expect(again.headers.get('set-cookie')).toBeNull();
      // With the cookie, a reload of the printed URL just goes on to the clean URL.
      const reload = await fetch(other.url, { redirect: 'manual', headers: { cookie: session } });
      expect(reload.status).toBe(303);
      expect(reload.headers.get('location')).toBe('/');
      expect(reload.headers.get('set-cookie')).toBeNull();
      const page = await fetch(other.origin + '/', { headers: { cookie: session } });
      expect(page.status).toBe(200);
      // Another console's cookie (another port) opens nothing here.
      expect((await fetch(host.origin + '/', { headers: { cookie: session } })).status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('answers 400 to broken percent-encoding in the path or query, and keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/%zz', '/assets/%C0%AF.js', '/?k=%', '/?x=%ff', '/media/%', '/ipc%']) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(host.origin + '/', { path: target, headers: { cookie } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status, target).toBe(400);
    }
    expect((await fetch(host.origin + '/', { headers: { cookie } })).status).toBe(200);
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

describe('parseTarget', () => {
  const origin = 'http://127.0.0.1:1';
  it.each([
    ['/', '/'],
    ['/a%20b?q=%41', '/a%20b'],
    ['/?k=abc+def', '/'],
  ])('reads %s', (target, pathname) => {
    expect(parseTarget(target, origin)?.pathname).toBe(pathname);
  });
  it.each(['/%', '/%4', '/%GG', '/%C3%28', '/?a=%E2%82', '*', '//evil.test/x', 'http://evil.test/'])(
    'refuses %s',
    (target) => {
      expect(parseTarget(target, origin)).toBeUndefined();
    },
  );
});
