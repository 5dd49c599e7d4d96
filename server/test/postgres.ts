// A throwaway PostgreSQL for tests: one cluster per test run (started by global-setup.ts), one
// freshly created database per test file or suite. The cluster runs as an unprivileged user
// (initdb refuses root), in a temporary folder, on a free loopback port, with durability off.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export const PG_ADMIN_URL_ENV = 'VIGIL_TEST_PG_ADMIN_URL';

/** Newest /usr/lib/postgresql/<ver>/bin holding initdb, or PG_BIN when set. */
export function findPgBin(): string | undefined {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fs.existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** When running as root, the cluster runs as the `postgres` system user (or PG_USER). */
function unprivilegedUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const name = process.env.PG_USER ?? 'postgres';
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(name + ':'));
  if (!line) throw new Error(`running as root and no '${name}' user exists to own the test PostgreSQL cluster`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function run(cmd: string, args: string[], as: RunAs | undefined, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(as ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(cmd)} exited with ${code}: ${out.trim().slice(-2000)}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  adminUrl: string;
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (looked in /usr/lib/postgresql/*/bin and PG_BIN)');
  const as = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pg-'));
  if (as) fs.chownSync(dir, as.uid, as.gid);
  const data = path.join(dir, 'data');
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      as,
      dir,
    );
  } catch (err) {
    remove();
    throw err;
  }
  const stop = async () => {
    await run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], as, dir).catch(() => undefined);
    remove();
  };
  // The port is free when chosen but may be taken before postgres binds it: retry a few times.
  let lastErr: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const opts = [
      `-c listen_addresses=127.0.0.1`,
      `-c port=${port}`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    try {
      await run(
        path.join(bin, 'pg_ctl'),
        ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', opts],
        as,
        dir,
      );
      return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
    } catch (err) {
      lastErr = err;
    }
  }
  await stop();
  throw lastErr instanceof Error ? lastErr : new Error(String(lastErr));
}

/** The run's cluster: from vitest's provide/inject, else VIGIL_TEST_PG_ADMIN_URL; '' when none. */
export function pgAdminUrl(): string {
  const fromEnv = process.env[PG_ADMIN_URL_ENV];
  if (fromEnv) return fromEnv;
  try {
    return inject('pgAdminUrl') || '';
  } catch {
    return ''; // not inside a vitest worker
  }
}

export function postgresAvailable(): boolean {
  return pgAdminUrl() !== '';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a uniquely named, empty database in the run's cluster. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = pgAdminUrl();
  if (!admin) throw new Error('no test PostgreSQL cluster in this run (see global-setup.ts)');
  const name = `vigil_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = '/' + name;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
