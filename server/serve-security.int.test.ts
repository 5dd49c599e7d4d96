// #13 end to end, with the real `npm run serve` process on port 0 and the admin commands run as
// their own processes on the same data folder, as an operator would:
//  - finding 3: a client disabled through the CLI has its issued tokens refused within 5 s, and the
//    CLI and the server use one database (clients added by the CLI reach the server);
//  - finding 1: `keys rotate` reaches the running server, the previous key's tokens stay valid,
//    every file under the data folder is 0600 and every folder 0700, no signing key is in clear
//    anywhere in the database files, and a data folder others can write is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerDb } from './db/open.js';
import { openKey, resolveKek } from './auth/key-encryption.js';
import { clientCredentialsToken } from '../testkit/server-harness.testkit.js';
import { runServerCli, startServerProcess, type ServerProcess } from '../testkit/server-process.testkit.js';
import { waitUntil } from '../testkit/wait-until.testkit.js';

const posix = process.platform !== 'win32';

const run = (args: string[]) => runServerCli(args);

async function cli(dataDir: string, ...args: string[]): Promise<Record<string, unknown>> {
  // --data-dir after the command's own arguments, as in the report.
  const r = await run([...args, '--data-dir', dataDir]);
  if (r.code !== 0) throw new Error(`${args.join(' ')} exited ${r.code}: ${r.err}`);
  return JSON.parse(r.out.trim().split('\n')[0]!) as Record<string, unknown>;
}

const serve = (dataDir: string) => startServerProcess({ dataDir, args: ['--demo'] });

const kidOf = (t: string) => (JSON.parse(Buffer.from(t.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

function walk(dir: string, out: string[] = []): string[] {
  for (const n of fs.readdirSync(dir)) {
    const p = path.join(dir, n);
    out.push(p);
    if (fs.lstatSync(p).isDirectory()) walk(p, out);
  }
  return out;
}

describe('npm run serve and its admin commands on one data folder', () => {
  let tmp: string;
  let dataDir: string;
  let server: ServerProcess;
  let scopeId: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-sec-'));
    dataDir = path.join(tmp, 'data');
    // A folder made the usual way (0755 under umask 022) is narrowed, not refused.
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    server = await serve(dataDir);
    scopeId = (await cli(dataDir, 'scopes', 'add', 'security')).id as string;
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const call = async (t: string) => {
    const res = await fetch(
      `${server.httpUrl}/v1/configsets/web?${new URLSearchParams({ 'context.gkScopeId.value': scopeId })}`,
      { headers: { authorization: `Bearer ${t}` } },
    );
    return { status: res.status, body: await res.text() };
  };

  it('a client added by the CLI gets tokens; disabled by the CLI, its token is refused within 5 s', async () => {
    const added = await cli(dataDir, 'clients', 'add', '--name', 'ops', '--role', 'admin', '--scope', 'security');
    const t = await clientCredentialsToken(server.tokenUrl, added.clientId as string, added.clientSecret as string);
    expect((await call(t)).status).not.toBe(401);
    await cli(dataDir, 'clients', 'disable', added.clientId as string);
    await waitUntil(async () => (await call(t)).status === 401, {
      what: 'the disabled client’s token refused',
      timeoutMs: 5000,
    });
    expect((await call(t)).body).toMatch(/disabled/);
  });

  it('clients add --secret refuses fewer than 24 characters', async () => {
    const r = await run([
      'clients',
      'add',
      '--name',
      'weak',
      '--role',
      'admin',
      '--scope',
      'security',
      '--secret',
      'short-secret',
      '--data-dir',
      dataDir,
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/client_secret: must be 24-512 characters/);
  });

  it('keys rotate: the running server signs with the new key within seconds; earlier tokens still work', async () => {
    const svc = await cli(dataDir, 'clients', 'add', '--name', 'svc', '--role', 'admin', '--scope', 'security');
    const before = await clientCredentialsToken(server.tokenUrl, svc.clientId as string, svc.clientSecret as string);
    const rotated = await cli(dataDir, 'keys', 'rotate');
    expect(rotated.kid).toMatch(/^k_/);
    expect(rotated.kid).not.toBe(kidOf(before));
    await waitUntil(
      async () =>
        kidOf(await clientCredentialsToken(server.tokenUrl, svc.clientId as string, svc.clientSecret as string)) ===
        rotated.kid,
      { what: 'tokens signed with the rotated key', timeoutMs: 5000 },
    );
    expect((await call(before)).status).not.toBe(401);
  });

  it.runIf(posix)('leaves only owner-only files and folders, and no signing key in clear in any file', async () => {
    await server.stop();
    const entries = walk(dataDir);
    const loose = [dataDir, ...entries]
      .filter((p) => !fs.lstatSync(p).isSymbolicLink())
      .filter((p) => fs.statSync(p).mode & 0o077)
      .map((p) => `${(fs.statSync(p).mode & 0o777).toString(8)} ${path.relative(dataDir, p)}`);
    expect(loose).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    // --demo wrote its secrets and audio files too; they are among the entries checked above.
    expect(entries).toContain(path.join(dataDir, 'demo-clients.json'));

    const db = await openServerDb({ dataDir });
    let keys: Buffer[];
    try {
      const rows = await db.query<{ kid: string; secret: string | null; sealed: string }>(
        'SELECT kid, secret, sealed FROM signing_keys',
      );
      expect(rows.rows.length).toBe(2);
      expect(rows.rows.every((r) => r.secret === null)).toBe(true);
      const kek = resolveKek({ dataDir, env: {} });
      keys = rows.rows.map((r) => openKey(kek, r.kid, r.sealed));
      // The CLI and the server share one database: what the CLI did is there.
      const clients = await db.query<{ client_id: string }>(
        "SELECT client_id FROM clients WHERE client_id LIKE '%:clientName:ops' OR client_id LIKE '%:clientName:svc'",
      );
      expect(clients.rows.length).toBe(2);
    } finally {
      await db.close();
    }
    const kekFile = path.join(dataDir, 'key-encryption.key');
    // The folder as it is now: opening the database above may have replayed its log and dropped
    // files an unfinished transaction left (the demo model's training, cut short by the stop).
    for (const file of walk(dataDir).filter((p) => p !== kekFile && fs.lstatSync(p).isFile())) {
      const bytes = fs.readFileSync(file);
      for (const k of keys) {
        expect(bytes.includes(k), file).toBe(false);
        expect(bytes.includes(Buffer.from(k.toString('base64url'))), file).toBe(false);
      }
    }
  });

  it.runIf(posix)('refuses to start on a data folder others can write, saying how to fix it', async () => {
    const open = path.join(tmp, 'open');
    fs.mkdirSync(open);
    fs.chmodSync(open, 0o777);
    const r = await run(['--data-dir', open, '--port', '0']);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`chmod 700 ${JSON.stringify(open)}`);
    expect(fs.readdirSync(open)).toEqual([]);
  });
});
