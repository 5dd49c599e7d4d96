// The server's transports as a client meets them: health, authentication on both transports,
// unimplemented RPCs, TLS, the loopback-only plaintext rule, and the standalone command's ready line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './app.js';
import { healthClient } from '../wire/health.js';
import { grpcStatus, startTestServer, type TestServer } from '../testkit/server-harness.testkit.js';
import { silentLogger } from './util/log.js';
import { startServerProcess, type ServerProcess } from '../testkit/server-process.testkit.js';
import { waitUntil } from '../testkit/wait-until.testkit.js';
import { SERVER_MEMORY_ENV } from '../scripts/server-process.mjs';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';

describe('transports', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t.close());

  it('serves the gRPC health service', async () => {
    const client = healthClient(t.grpcAddress, grpc.credentials.createInsecure());
    const check = (service: string) =>
      new Promise<string | undefined>((resolve, reject) =>
        client.Check({ service }, (err, res) => (err ? reject(err) : resolve(res?.status))),
      );
    expect(await check('')).toBe('SERVING');
    expect(await check(SESSIONS)).toBe('SERVING');
    expect(await check('no.such.Service')).toBe('SERVICE_UNKNOWN');
    client.close();
  });

  it('refuses calls without a valid bearer token, on gRPC and HTTP alike', async () => {
    const req = { context: { gk_scope_id: { value: t.scopeId } }, session_type: 'SESSION_TYPE_IVR' };
    const noToken = await t.call(SESSIONS, 'StartSession', req).catch((e: unknown) => e);
    expect(grpcStatus(noToken)).toMatchObject({
      code: grpc.status.UNAUTHENTICATED,
      status: { status_code: 'NOT_AUTHORIZED', http_trans_code: 401 },
    });
    const token = await t.token('service');
    const [h, p, s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${s}`;
    const forgedErr = await t.call(SESSIONS, 'StartSession', req, forged).catch((e: unknown) => e);
    expect(grpcStatus(forgedErr).code).toBe(grpc.status.UNAUTHENTICATED);
    const http = await t.http('POST', '/v1/sessions/start', {
      token: forged,
      body: { context: { gkScopeId: { value: t.scopeId } }, sessionType: 'SESSION_TYPE_IVR' },
    });
    expect(http.status).toBe(401);
    expect(http.json).toMatchObject({ status: { statusCode: 'NOT_AUTHORIZED', httpTransCode: 401 } });
    const ok = await t.http('POST', '/v1/sessions/start', {
      token,
      body: { context: { gkScopeId: { value: t.scopeId } }, sessionType: 'SESSION_TYPE_IVR' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: { statusCode: 'OK' }, gkSessionId: { value: expect.any(String) } });
  });

  it('answers unknown HTTP routes with a JSON 404', async () => {
    const res = await t.http('GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: { statusCode: 'NOT_FOUND' } });
  });
});

describe('listening rules', () => {
  it('refuses plaintext on a non-loopback address', async () => {
    await expect(startServer({ host: '0.0.0.0', log: silentLogger })).rejects.toThrow(
      /plaintext is allowed on loopback only/,
    );
  });

  it('a start that fails halfway (its HTTP port taken) undoes what it started', async () => {
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const listeners = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
    const dataDirs = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('vigil-data-')).length;
    try {
      const [listening, dirs] = [listeners(), dataDirs()];
      const port = (taken.address() as net.AddressInfo).port;
      await expect(startServer({ httpPort: port, log: silentLogger })).rejects.toThrow(/EADDRINUSE/);
      // The gRPC listener it had bound is closed and its temporary data folder removed (the
      // leak guard also checks its timers once this file is done).
      await waitUntil(() => listeners() === listening, { what: 'the gRPC listener closed', timeoutMs: 10_000 });
      expect(dataDirs()).toBe(dirs);
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });

  it('serves gRPC and HTTPS over TLS when given a certificate and key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-tls-'));
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const server = await startServer({ tls: { certFile: cert, keyFile: key }, log: silentLogger });
    try {
      expect(server.httpUrl).toMatch(/^https:\/\//);
      const client = healthClient(server.grpcAddress, grpc.credentials.createSsl(fs.readFileSync(cert)));
      const status = await new Promise<string | undefined>((resolve, reject) =>
        client.Check({ service: '' }, (err, res) => (err ? reject(err) : resolve(res?.status))),
      );
      expect(status).toBe('SERVING');
      client.close();
      const plain = healthClient(server.grpcAddress, grpc.credentials.createInsecure());
      const refused = await new Promise<grpc.ServiceError | null>((resolve) =>
        plain.Check({ service: '' }, { deadline: Date.now() + 3000 }, (err) => resolve(err)),
      );
      expect(refused?.code).toBe(grpc.status.UNAVAILABLE);
      plain.close();
    } finally {
      await server.stop(1000);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The one child process of `pid` (Linux /proc). */
function childPid(pid: number): number {
  const kids = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
  expect(kids).toHaveLength(1);
  return kids[0]!;
}

describe('npm run serve', () => {
  it('prints one ready line with free ports and writes the demo clients', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-serve-'));
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ dataDir: dir, args: ['--demo'], launcher: true });
      const line = server.readyLine;
      // The server runs with the memory settings the console's embedded server has, but for the
      // standalone's larger young generation (Linux: read from the server process, the launcher's child).
      const serverPid = process.platform === 'linux' ? childPid(server.child.pid!) : undefined;
      if (serverPid !== undefined) {
        const environ = fs.readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0');
        for (const [k, v] of Object.entries(SERVER_MEMORY_ENV)) expect(environ).toContain(`${k}=${v}`);
        expect(fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=4');
      }
      expect(line).toMatch(
        /^vigil-server listening grpc=127\.0\.0\.1:\d+ http=http:\/\/127\.0\.0\.1:\d+ token=http:\/\/127\.0\.0\.1:\d+\/oauth2\/token$/,
      );
      const clients = JSON.parse(fs.readFileSync(path.join(dir, 'demo-clients.json'), 'utf8')) as {
        role: string;
        clientId: string;
        gkScopeId: string;
      }[];
      // one per role, and the event-log reader (a service client limited to OAuth scope log)
      expect(clients.map((c) => c.role).sort()).toEqual(['admin', 'analyst', 'service', 'service', 'support']);
      expect(fs.statSync(path.join(dir, 'demo-clients.json')).mode & 0o777).toBe(0o600);
      const httpUrl = /http=(\S+)/.exec(line)![1]!;
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'demo-resources.json'), 'utf8'))).toEqual({
        eventLogUrl: httpUrl,
        audioFileUrl: `${httpUrl}/api/v1/audio`,
        nluModelUrn: 'urn:nuance-mix:tag:model/vigil-banking/mix.nlu?=language=eng-USA',
        dialogModelUrn: 'urn:nuance-mix:tag:model/vigil-banking-dialog/mix.dialog',
      });
      const tokenUrl = /token=(\S+)/.exec(line)![1]!;
      const svc = clients.find((c) => c.role === 'service')!;
      const secret = (
        JSON.parse(fs.readFileSync(path.join(dir, 'demo-clients.json'), 'utf8')) as {
          role: string;
          clientSecret: string;
        }[]
      ).find((c) => c.role === 'service')!.clientSecret;
      const res = await fetch(tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(svc.clientId)}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      // A stop reaches the server through the launcher, and both end cleanly.
      const exited = new Promise<number | null>((r) => server!.child.once('exit', (code) => r(code)));
      await server.stop();
      expect(await exited).toBe(0);
      if (serverPid !== undefined) expect(fs.existsSync(`/proc/${serverPid}`)).toBe(false);
    } finally {
      await server?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A new process through tsx that migrates a new database and seeds the demo: about 5 s on a quiet
    // machine, but ten times that when the machine's two cores are shared with other heavy work.
  }, 180_000);
});

describe.runIf(process.platform !== 'win32')('a data folder an older version left readable', () => {
  it('is narrowed to owner-only by a start and its stop, PGlite files, audio and keys alike', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-narrow-'));
    try {
      const first = await startServer({ dataDir: dir, grpcPort: 0, httpPort: 0, log: silentLogger });
      await first.stop();
      const files = (d: string): string[] =>
        fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(d, e.name);
          return e.isDirectory() ? [p, ...files(p)] : e.isFile() ? [p] : [];
        });
      const pglite = files(path.join(dir, 'pglite')).filter((p) => fs.statSync(p).isFile());
      const others = files(dir).filter((p) => !p.startsWith(path.join(dir, 'pglite')) && fs.statSync(p).isFile());
      const loosened = [pglite[0]!, pglite[pglite.length - 1]!, ...others.slice(0, 2)];
      for (const p of loosened) fs.chmodSync(p, 0o644);
      fs.chmodSync(path.join(dir, 'pglite'), 0o755);

      const second = await startServer({ dataDir: dir, grpcPort: 0, httpPort: 0, log: silentLogger });
      await second.stop();
      const loose = [dir, ...files(dir)].filter((p) => fs.statSync(p).mode & 0o077);
      expect(loose.map((p) => path.relative(dir, p))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
