// Main's events reach the browser as Server-Sent Events on /events, behind the same launch cookie.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../ipc/router.js';
import { createEventBus } from '../ipc/event-bus.js';
import { signIn } from '../test/browser-session.testkit.js';
import { startWebHost, type WebHost } from './web-host.js';

const bus = createEventBus();
let host: WebHost;
let cookie: string;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-sse-'));
  host = await startWebHost({ router: createRouter({}), staticDir: dir, secret: 'sse-secret', events: bus });
  cookie = await signIn(host);
});
afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens /events and collects raw text until `until` matches. */
function open(
  headers: Record<string, string>,
): Promise<{ status: number; req: http.ClientRequest; text: () => string; wait: (re: RegExp) => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(host.origin + '/events', { headers }, (res) => {
      let buf = '';
      const waiters: [RegExp, () => void][] = [];
      res.on('data', (c: Buffer) => {
        buf += c.toString();
        for (const w of [...waiters]) {
          if (!w[0].test(buf)) continue;
          waiters.splice(waiters.indexOf(w), 1);
          w[1]();
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        req,
        text: () => buf,
        wait: (re) => (re.test(buf) ? Promise.resolve() : new Promise((r) => waiters.push([re, r]))),
      });
    });
    req.on('error', reject);
  });
}

describe('browser host events', () => {
  it('streams typed events to a page with the cookie, and stops when it goes', async () => {
    const s = await open({ cookie });
    expect(s.status).toBe(200);
    await s.wait(/vigil events/);
    bus.emit('connections.changed', { currentId: 'embedded' });
    await s.wait(/connections\.changed/);
    expect(s.text()).toContain('event: connections.changed\ndata: {"currentId":"embedded"}\n\n');
    // A payload that breaks its schema is not sent.
    bus.emit('connections.changed', { currentId: 5 } as never);
    bus.emit('job.progress', { jobId: 'j1', kind: 'upload', state: 'running', done: 1, total: 3 });
    await s.wait(/job\.progress/);
    expect(s.text()).not.toContain('"currentId":5');
    s.req.destroy();
  });

  it('refuses a page without the launch cookie, or from another origin', async () => {
    const none = await open({});
    expect(none.status).toBe(403);
    none.req.destroy();
    const foreign = await open({ cookie, origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    foreign.req.destroy();
  });
});
