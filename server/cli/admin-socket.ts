// PGlite is one process's database: the admin commands must not open a data folder a running
// server has open (two writers corrupt it, and the server would never see the change). So a server
// that owns a PGlite data folder listens on DATA_DIR/admin.sock (a Unix socket in the 0700 folder,
// itself 0600: only this user reaches it), and `npm run serve -- clients …` run on that folder
// hands its arguments to the server, which runs the command on its own database and answers with
// the output lines. With PostgreSQL, commands open the database directly and no socket is used.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface AdminResult {
  code: number;
  out: string[];
  err: string[];
}

export type AdminHandler = (argv: string[]) => Promise<AdminResult>;

function adminSocketPath(dataDir: string): string {
  if (process.platform === 'win32') {
    const h = createHash('sha256').update(path.resolve(dataDir).toLowerCase()).digest('hex').slice(0, 24);
    return `\\\\.\\pipe\\vigil-admin-${h}`;
  }
  return path.join(path.resolve(dataDir), 'admin.sock');
}

/** A Unix socket path longer than this does not fit sockaddr_un on every platform. */
const MAX_SOCKET_PATH = 100;

function connect(sock: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const s = net.connect(sock);
    s.once('connect', () => resolve(s));
    s.once('error', (err: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(err.code ?? '') ? resolve(undefined) : reject(err),
    );
  });
}

/**
 * Listens for admin commands. Refuses when another server already answers on this data folder;
 * a socket file left by a server that died is replaced.
 */
export async function listenAdminSocket(dataDir: string, handler: AdminHandler): Promise<{ close(): Promise<void> }> {
  const sock = adminSocketPath(dataDir);
  if (process.platform !== 'win32' && sock.length > MAX_SOCKET_PATH)
    throw new Error(`the data folder path is too long for its admin socket (${sock}); use a shorter --data-dir`);
  const other = await connect(sock);
  if (other) {
    other.destroy();
    throw new Error(`another server is already running on the data folder ${dataDir}`);
  }
  if (process.platform !== 'win32') fs.rmSync(sock, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('error', () => undefined);
    conn.on('data', (d: string) => {
      buf += d;
      if (buf.length > 64 * 1024) return conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      conn.removeAllListeners('data');
      let argv: unknown;
      try {
        argv = (JSON.parse(buf.slice(0, nl)) as { argv?: unknown }).argv;
      } catch {
        argv = undefined;
      }
      const reply = (r: AdminResult) => {
        for (const line of r.out) conn.write(JSON.stringify({ out: line }) + '\n');
        for (const line of r.err) conn.write(JSON.stringify({ err: line }) + '\n');
        conn.end(JSON.stringify({ code: r.code }) + '\n');
      };
      if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string'))
        return reply({ code: 2, out: [], err: ['error: malformed admin request'] });
      handler(argv).then(reply, (err: unknown) =>
        reply({ code: 1, out: [], err: [`error: ${err instanceof Error ? err.message : String(err)}`] }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(sock, () => resolve());
  });
  if (process.platform !== 'win32') fs.chmodSync(sock, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Runs a command in the server that holds `dataDir`, printing its output; undefined when no
 * server is running there (the caller then opens the database itself).
 */
export async function runViaServer(
  dataDir: string,
  argv: string[],
  out: (l: string) => void,
  err: (l: string) => void,
): Promise<number | undefined> {
  const sock = await connect(adminSocketPath(dataDir));
  if (!sock) return undefined;
  return new Promise<number>((resolve, reject) => {
    let buf = '';
    let code: number | undefined;
    sock.setEncoding('utf8');
    sock.on('data', (d: string) => {
      buf += d;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const msg = JSON.parse(buf.slice(0, nl)) as { out?: string; err?: string; code?: number };
        buf = buf.slice(nl + 1);
        if (msg.out !== undefined) out(msg.out);
        if (msg.err !== undefined) err(msg.err);
        if (msg.code !== undefined) code = msg.code;
      }
    });
    sock.once('error', reject);
    sock.once('close', () =>
      code === undefined
        ? reject(new Error('the server closed the admin connection without an answer'))
        : resolve(code),
    );
    sock.write(JSON.stringify({ argv }) + '\n');
  });
}
