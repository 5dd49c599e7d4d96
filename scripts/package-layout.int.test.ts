// The packaged app's embedded server runs from the package alone: build (scripts/build-electron.mjs),
// copy what electron-builder.yml packs into a fresh temporary folder with no node_modules above
// it, and start dist/server/cli.cjs with plain Node (the app's utility process runs the same
// bundle with Electron's Node) and no TypeScript loader. It seeds the demo data (synthesizing its
// speech with the bundle's flite.wasm: the speech cache is fresh, so nothing is taken from an
// earlier run), prints its ready line, hands a demo client a token and starts a session over HTTP.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { build, stop as stopEsbuild } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builderConfig, filesUnder, matches, root, serverAssetFiles } from './electron-builder-config.js';
import { createTestDatabase } from '../testkit/postgres.testkit.js';

const READY_WAIT_MS = 90_000;
// The server's own grace for open calls is 10 s, then it closes its database.
const EXIT_WAIT_MS = 30_000;

let tmp: string;
let app: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-package-'));
  app = path.join(tmp, 'app');
  const built = path.join(tmp, 'build');
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts', 'build-electron.mjs'), '--out-dir', path.join(built, 'dist')],
    { cwd: root, timeout: 120_000 },
  );
  // What electron-builder packs: the build's files its `files` patterns take, and package.json.
  const packed = filesUnder(built).filter((f) => matches(builderConfig().files ?? [], f));
  for (const f of packed) {
    fs.mkdirSync(path.dirname(path.join(app, f)), { recursive: true });
    fs.copyFileSync(path.join(built, f), path.join(app, f));
  }
  fs.copyFileSync(path.join(root, 'package.json'), path.join(app, 'package.json'));
  fs.rmSync(built, { recursive: true, force: true });
}, 180_000);

afterAll(async () => {
  await stopEsbuild(); // its service process, started by build()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every node_modules folder that Node's resolution could reach from `dir`. */
function reachableNodeModules(dir: string): string[] {
  const found: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'node_modules'))) found.push(path.join(d, 'node_modules'));
    if (path.dirname(d) === d) return found;
  }
}

/** Resolves with the first stdout line matching `pattern`; rejects, with what the server said, if it exits or takes too long. */
function waitForLine(child: ChildProcess, pattern: RegExp, stderr: string[], ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const said = () => `\n--- stderr (last lines) ---\n${stderr.join('').split('\n').slice(-30).join('\n')}`;
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the bundled server printed no ready line within ${ms / 1000} s${said()}`));
    }, ms);
    const onLine = (line: string) => {
      if (!pattern.test(line)) return;
      cleanup();
      resolve(line);
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`the bundled server exited (code ${code}, signal ${signal}) before its ready line${said()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      lines.off('line', onLine);
      child.off('exit', onExit);
    };
    lines.on('line', onLine);
    child.on('exit', onExit);
  });
}

function stop(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the bundled server did not exit within ${EXIT_WAIT_MS / 1000} s of SIGTERM`));
    }, EXIT_WAIT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
    child.kill('SIGTERM');
  });
}

describe('the packaged server bundle', () => {
  it('holds every file the server reads by a path, and no node_modules is reachable from it', async () => {
    expect(reachableNodeModules(app)).toEqual([]);
    const present = new Set(filesUnder(app));
    expect((await serverAssetFiles()).filter((f) => !present.has(f))).toEqual([]);
    expect(present.has('dist/server/cli.cjs')).toBe(true);
  });

  it("finds the protos from the Electron main bundle's folder too (the console's gRPC clients load them)", async () => {
    // dist/electron/main.cjs needs Electron to run: a bundle of the same loader, put beside it, stands in.
    const probe = path.join(app, 'dist', 'electron', 'protos-probe.cjs');
    await build({
      stdin: {
        contents:
          "import { loadProtos } from './wire/protos.ts'; const p = loadProtos(); console.log(JSON.stringify({ dir: p.dir, services: p.services.length, fromDescriptor: p.fromDescriptor }));",
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile: probe,
      define: { 'import.meta.url': '__probeUrl', 'import.meta.dirname': '__dirname' },
      banner: { js: "const __probeUrl = require('node:url').pathToFileURL(__filename).href;" },
      logLevel: 'warning',
    });
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [probe], {
        cwd: tmp,
        env: { PATH: process.env.PATH },
      });
      const found = JSON.parse(stdout) as { dir: string; services: number; fromDescriptor: boolean };
      expect(found.dir).toBe(path.join(app, 'dist', 'server', 'protos'));
      expect(found.services).toBeGreaterThan(0);
      // The build's JSON of the protos, not the .proto files parsed again at every start.
      expect(found.fromDescriptor).toBe(true);
    } finally {
      fs.rmSync(probe, { force: true });
    }
  });

  it('starts with plain Node from the package alone, seeds the demo and answers a real call', async () => {
    const dataDir = path.join(tmp, 'data');
    const speechCache = path.join(tmp, 'speech');
    const cli = path.join(app, 'dist', 'server', 'cli.cjs');
    const bundleBytes = fs.statSync(cli).size;
    // Only what a packaged app's process would have: no NODE_OPTIONS (no tsx loader), no
    // DATABASE_URL or VIGIL_* pointing at the source tree or another database.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: tmp,
      VIGIL_SPEECH_CACHE: speechCache,
    };
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [cli, '--data-dir', dataDir, '--port', '0', '--demo', '--log-level', 'warn'],
      {
        cwd: tmp,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const stderr: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (s: string) => stderr.push(s));
    try {
      const ready = await waitForLine(child, /^vigil-server listening /, stderr, READY_WAIT_MS);
      const readyMs = Math.round(performance.now() - started);
      const m = /^vigil-server listening grpc=(\S+) http=(\S+) token=(\S+)$/.exec(ready);
      expect(m, ready).not.toBeNull();
      const [, , httpUrl, tokenUrl] = m!;
      console.info(
        `package-layout: dist/server/cli.cjs ${(bundleBytes / 1e6).toFixed(1)} MB, dist/server/ ${(
          filesUnder(path.dirname(cli)).reduce((n, f) => n + fs.statSync(path.join(path.dirname(cli), f)).size, 0) / 1e6
        ).toFixed(1)} MB; ready in ${readyMs} ms (demo speech synthesized afresh)`,
      );

      const clients = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-clients.json'), 'utf8')) as {
        role: string;
        clientId: string;
        clientSecret: string;
        gkScopeId: string;
      }[];
      const svc = clients.find((c) => c.role === 'service');
      expect(svc, 'a service client in demo-clients.json').toBeDefined();
      const basic = Buffer.from(`${encodeURIComponent(svc!.clientId)}:${encodeURIComponent(svc!.clientSecret)}`);
      const tokenRes = await fetch(tokenUrl!, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic.toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      expect(tokenRes.status).toBe(200);
      const { access_token: token } = (await tokenRes.json()) as { access_token: string };

      const res = await fetch(`${httpUrl}/v1/sessions/start`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ context: { gkScopeId: { value: svc!.gkScopeId } }, sessionType: 'SESSION_TYPE_IVR' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: { statusCode: 'OK' },
        gkSessionId: { value: expect.any(String) },
      });
      // The demo's speech came from the bundle's flite.wasm, not from a cache. The demo's audio is
      // seeded after the first answered call (the ready line does not wait for it).
      await vi.waitFor(
        () =>
          expect(
            fs.existsSync(speechCache) && fs.readdirSync(speechCache).filter((f) => f.endsWith('.wav')).length,
          ).toBeGreaterThan(0),
        { timeout: 60_000, interval: 250 },
      );
    } catch (err) {
      // What the server said helps with any failure here, not only a missing ready line.
      if (err instanceof Error) err.message += `\n--- server stderr ---\n${stderr.join('').slice(-4000)}`;
      throw err;
    } finally {
      const exit = await stop(child);
      expect(exit.code === 0 || exit.signal === 'SIGTERM', `exit ${JSON.stringify(exit)}: ${stderr.join('')}`).toBe(
        true,
      );
    }
  }, 150_000);

  it('loads the S3 store from its own bundle, from the package alone, only when VIGIL_BLOB_URL says s3://', async () => {
    // The server bundle leaves the AWS SDK to s3-store.cjs; `blobs migrate` puts a report into a
    // stand-in S3 endpoint through it.
    const cliText = fs.readFileSync(path.join(app, 'dist', 'server', 'cli.cjs'), 'utf8');
    expect(cliText).toContain('require("./s3-store.cjs")');
    expect(cliText).not.toContain('PutObjectCommand');
    const dataDir = path.join(tmp, 's3-data');
    fs.mkdirSync(path.join(dataDir, 'status-jobs'), { recursive: true, mode: 0o700 });
    const report = Buffer.from('a report');
    fs.writeFileSync(path.join(dataDir, 'status-jobs', 'r.zip'), report, { mode: 0o600 });
    const seen: { method: string; url: string; body: Buffer }[] = [];
    const s3 = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, body: Buffer.concat(chunks) });
        if (req.method === 'PUT') {
          res.writeHead(200, { etag: '"e"' }).end();
          return;
        }
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      });
    });
    await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
    try {
      const { port } = s3.address() as { port: number };
      const run = await promisify(execFile)(
        process.execPath,
        [path.join(app, 'dist', 'server', 'cli.cjs'), 'blobs', 'migrate', '--data-dir', dataDir],
        {
          cwd: tmp,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            TMPDIR: tmp,
            VIGIL_BLOB_URL: 's3://vigil-media/prod',
            AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
            AWS_REGION: 'eu-west-1',
            AWS_ACCESS_KEY_ID: 'a',
            AWS_SECRET_ACCESS_KEY: 'b',
          },
          timeout: 60_000,
        },
      );
      expect(run.stdout).toContain('1 copied');
      const put = seen.find((r) => r.method === 'PUT');
      expect(new URL(put?.url ?? '', 'http://s3').pathname).toBe('/vigil-media/prod/status-jobs/r.zip');
      expect(put?.body.equals(report)).toBe(true);
    } finally {
      s3.close();
    }
  }, 120_000);

  it('runs on PostgreSQL from the package alone: the driver, loaded only for a DATABASE_URL, is in the bundle', async () => {
    const database = await createTestDatabase();
    const child = spawn(
      process.execPath,
      [path.join(app, 'dist', 'server', 'cli.cjs'), '--data-dir', path.join(tmp, 'pg-data'), '--port', '0'],
      {
        cwd: tmp,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: tmp, DATABASE_URL: database.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const stderr: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (s: string) => stderr.push(s));
    try {
      await waitForLine(child, /^vigil-server listening /, stderr, READY_WAIT_MS);
      // The server migrated the cluster through the bundled node-postgres.
      const c = new pg.Client(database.url);
      await c.connect();
      try {
        const r = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(r.rows[0]!.n).toBeGreaterThan(10);
      } finally {
        await c.end();
      }
    } finally {
      await stop(child);
      await database.drop();
    }
  }, 150_000);
});
