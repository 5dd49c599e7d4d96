// Where server-side data access may go (seed 002 §4.1: https on port 443 only) and the lab switch
// that lets a test or demo reach a plain http backend on loopback; a refused call never leaves
// the process and routes to Failure with the reason.
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../util/log.js';
import { Backend, baseUrlFor, buildUri, refusal } from './backend.js';
import type { BackendRequest } from './engine.js';

describe('refusal', () => {
  it('allows https on 443 (default or explicit) only', () => {
    expect(refusal(new URL('https://api.example.com/x'), false)).toBeUndefined();
    expect(refusal(new URL('https://api.example.com:443/x'), false)).toBeUndefined();
    expect(refusal(new URL('https://api.example.com:8443/x'), false)).toMatch(/port 8443 refused/);
    expect(refusal(new URL('https://api.example.com:8443/x'), true)).toMatch(/port 8443 refused/);
  });
  it('refuses plain http unless the lab switch is on, and then only to loopback', () => {
    expect(refusal(new URL('http://127.0.0.1:8080/'), false)).toMatch(/plain http refused/);
    expect(refusal(new URL('http://127.0.0.1:8080/'), true)).toBeUndefined();
    expect(refusal(new URL('http://[::1]:8080/'), true)).toBeUndefined();
    expect(refusal(new URL('http://10.0.0.5/'), true)).toMatch(/loopback only/);
    expect(refusal(new URL('ftp://127.0.0.1/'), true)).toMatch(/scheme ftp: refused/);
  });
});

describe('URLs', () => {
  const dialog = { dressAliases: [{ id: '7', alias: 'Backend', defaultValue: 'https://default.example.com' }] };
  it('takes the base URL from the deploy, then the environment, then the alias default', () => {
    expect(
      baseUrlFor(
        dialog,
        '7',
        { Backend: 'https://app.example.com' },
        { VIGIL_DLG_ALIAS_BACKEND: 'https://env.example.com' },
      ),
    ).toBe('https://app.example.com');
    expect(baseUrlFor(dialog, '7', {}, { VIGIL_DLG_ALIAS_BACKEND: 'https://env.example.com' })).toBe(
      'https://env.example.com',
    );
    expect(baseUrlFor(dialog, 'Backend', {}, {})).toBe('https://default.example.com');
    expect(baseUrlFor(dialog, 'nope', {}, {})).toBeUndefined();
  });
  it('fills {VAR} placeholders URL-encoded', () => {
    expect(
      buildUri('https://h.example.com/api/', '/flights/{city}?d={date}', { city: 'New York/JFK', date: '2026-12-24' }),
    ).toBe('https://h.example.com/api/flights/New%20York%2FJFK?d=2026-12-24');
  });
});

describe('Backend.call', () => {
  let server: http.Server;
  let hits = 0;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end('{"returnCode":"0"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const req: BackendRequest = {
    node: 'DA',
    method: 'POST',
    aliasId: 'Backend',
    urlExtension: '/x',
    sendData: { a: 1 },
    headers: {},
    fetchTimeoutMs: 1000,
    connectTimeoutMs: 1000,
  };
  const dialog = { dressAliases: [{ id: '1', alias: 'Backend', defaultValue: 'https://unused.example.com' }] };

  it('with the lab switch off, a local http backend is refused without being called', async () => {
    const warnings: unknown[] = [];
    const b = new Backend({
      lab: false,
      log: { ...silentLogger, warn: (...a: unknown[]) => warnings.push(a) } as never,
    });
    const r = await b.call('app1', 's1', dialog, { Backend: url }, req);
    expect(r).toMatchObject({ ok: false, returnCode: '', uri: `${url}/x` });
    expect(r.reason).toMatch(/plain http refused/);
    expect(hits).toBe(0);
    expect(JSON.stringify(warnings)).toContain('plain http refused');
  });

  it('with the lab switch on, the same call reaches the backend and succeeds', async () => {
    const b = new Backend({ lab: true, log: silentLogger });
    const r = await b.call('app1', 's1', dialog, { Backend: url }, req);
    expect(r).toMatchObject({ ok: true, returnCode: '0' });
    expect(hits).toBe(1);
  });
});
