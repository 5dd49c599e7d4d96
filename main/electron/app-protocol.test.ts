// The app:// handler: which file a URL names, what is refused, and the headers it answers with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appProtocolHandler, resolveAppPath } from './app-protocol.js';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-app-'));
  fs.mkdirSync(path.join(root, 'renderer', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'renderer', 'index.html'), '<!doctype html><title>Vigil</title>');
  fs.writeFileSync(path.join(root, 'renderer', 'assets', 'main-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'renderer', 'assets', 'main-abc.css'), 'body{}');
  fs.writeFileSync(path.join(root, 'renderer', 'assets', 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'outside the renderer');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const dir = () => path.join(root, 'renderer');

describe('resolveAppPath', () => {
  it.each([
    ['app://vigil/', 'index.html'],
    ['app://vigil/index.html', 'index.html'],
    ['app://vigil/assets/main-abc.js?v=1#x', 'assets/main-abc.js'],
    ['app://vigil/assets/a%20b.js', 'assets/a b.js'],
    // The URL parser folds %2e%2e segments at the root, so they stay inside.
    ['app://vigil/%2e%2e/secret.txt', 'secret.txt'],
    ['app://vigil/../../secret.txt', 'secret.txt'],
  ])('%s is %s', (u, rel) => {
    expect(resolveAppPath(dir(), u)).toEqual({ file: path.join(dir(), rel) });
  });

  it.each([
    ['app://vigil/..%2fsecret.txt', 403],
    ['app://vigil/assets/..%2f..%2fsecret.txt', 403],
    ['app://vigil/..%5csecret.txt', 400],
    ['app://vigil/index.html%00.js', 400],
    ['app://vigil/%E0%A4%A', 400],
    ['app://other/index.html', 403],
    ['file:///etc/passwd', 403],
    ['not a url', 400],
  ])('refuses %s (%d)', (u, status) => {
    expect(resolveAppPath(dir(), u)).toMatchObject({ status });
  });
});

describe('appProtocolHandler', () => {
  const handler = () => appProtocolHandler(dir());

  it('serves the built files with their MIME types and the CSP', async () => {
    for (const [p, type] of [
      ['', 'text/html; charset=utf-8'],
      ['assets/main-abc.js', 'text/javascript; charset=utf-8'],
      ['assets/main-abc.css', 'text/css; charset=utf-8'],
      ['assets/logo.svg', 'image/svg+xml'],
    ] as const) {
      const res = await handler()(new Request(`app://vigil/${p}`));
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe(type);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(await (await handler()(new Request(APP_INDEX_URL))).text()).toContain('<title>Vigil</title>');
  });

  it('never reads outside the renderer folder', async () => {
    const read: string[] = [];
    const h = appProtocolHandler(dir(), {
      readFile: (f) => (read.push(f), fs.promises.readFile(f)),
    });
    for (const u of ['app://vigil/..%2fsecret.txt', 'app://vigil/%2e%2e%2fsecret.txt', 'app://vigil/../secret.txt']) {
      const res = await h(new Request(u));
      expect(res.status, u).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('outside the renderer');
    }
    expect(read.every((f) => f.startsWith(dir() + path.sep))).toBe(true);
  });

  it('answers 404 for a missing file and 405 for anything but GET and HEAD', async () => {
    expect((await handler()(new Request('app://vigil/nope.js'))).status).toBe(404);
    expect((await handler()(new Request('app://vigil/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
    const head = await handler()(new Request('app://vigil/index.html', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
