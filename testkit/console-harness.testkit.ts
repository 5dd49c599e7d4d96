// Test harness for main's integration tests: the real router (createMainRouter, browser host)
// against the real reference server started in-process on port 0 with the demo data, instead of
// the embedded server process. Small pieces that compose: an Embedded stand-in that reports the
// in-process server, `call`/`fails` over main.invoke typed by the IPC contract, `ok`/`err` to
// unwrap an IpcResult, a demo client's token, and startConsoleWithServer, which does the temp
// folder, server, demo seed and router in one go and undoes them in close().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../server/app.js';
import { openDb } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { seedDemo, type DemoClient } from '../server/demo/index.js';
import { deployDemoProject } from '../server/dialog/index.js';
import { silentLogger } from '../server/util/log.js';
import type { DemoRole } from '../shared/domain/connections.js';
import type { EmbeddedState } from '../shared/domain/embedded.js';
import type { Channel, RequestOf, ResponseOf } from '../shared/ipc/contract.js';
import type { IpcError, IpcResult } from '../shared/ipc/errors.js';
import type { EmbeddedHandle } from '../main/embedded/embedded-server.js';
import { createMainRouter, type MainServices, type MainServicesOptions } from '../main/main-services.js';
import { noCipher } from '../main/secrets/secret-cipher.js';

export interface StandInOptions {
  /** The demo role it starts as (default admin). */
  role?: DemoRole;
  /** Tell onState listeners when the role changes, as the real embedded server does (default true). */
  announce?: boolean;
}

/**
 * An EmbeddedHandle that is always 'running' at the in-process server's addresses and hands out
 * the demo client of its current role; setRole switches that role.
 */
export function embeddedStandIn(
  get: () => { server: RunningServer; clients: DemoClient[] },
  { role: initialRole = 'admin', announce = true }: StandInOptions = {},
): EmbeddedHandle {
  let role: DemoRole = initialRole;
  const listeners = new Set<(s: EmbeddedState) => void>();
  const status = (): EmbeddedState => {
    const { server } = get();
    return {
      state: 'running',
      grpcAddress: server.grpcAddress,
      httpUrl: server.httpUrl,
      tokenUrl: server.tokenUrl,
      restarts: 0,
      role,
    };
  };
  return {
    status,
    demoClient: () => get().clients.find((c) => c.role === role),
    setRole(r) {
      role = r;
      if (announce) for (const l of listeners) l(status());
      return status();
    },
    onState: (l) => (listeners.add(l), () => listeners.delete(l)),
    start: async () => status(),
    stop: async () => undefined,
  };
}

/**
 * `call` resolves with a channel's value or throws an Error naming the channel, code, message and
 * field violations, with the IpcError itself as `error`; `fails` expects the channel to fail and
 * resolves with its IpcError.
 */
export function ipcCallers(get: () => MainServices) {
  async function call<C extends Channel>(channel: C, req: RequestOf<C>): Promise<ResponseOf<C>> {
    const r = (await get().invoke(channel, req)) as IpcResult<ResponseOf<C>>;
    if (!r.ok) {
      const { code, message, fieldViolations } = r.error;
      throw Object.assign(new Error(`${channel}: ${code} ${message} ${JSON.stringify(fieldViolations)}`), {
        error: r.error,
      });
    }
    return r.value;
  }
  async function fails<C extends Channel>(channel: C, req: RequestOf<C>): Promise<IpcError> {
    const r = await get().invoke(channel, req);
    if (r.ok) throw new Error(`${channel} should have failed: ${JSON.stringify(r.value)}`);
    return r.error;
  }
  return { call, fails };
}

/** The value of a result that must be ok. */
export const ok = <T>(r: IpcResult<unknown>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value as T;
};

/** The error of a result that must have failed. */
export const err = (r: IpcResult<unknown>): IpcError => {
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.value).slice(0, 300)}`);
  return r.error;
};

/** An access token for a demo client, straight from the server's token endpoint. */
export async function demoToken(tokenUrl: string, who: DemoClient): Promise<string> {
  const basic = Buffer.from(`${encodeURIComponent(who.clientId)}:${encodeURIComponent(who.clientSecret)}`);
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface ConsoleWithServerOptions {
  /** Prefix of the temp folder (it holds server/ and console/). */
  tmpPrefix: string;
  /**
   * The server and the demo seed share the data folder (the audio store lives there); the
   * database stays in memory, opened here and closed after the server. Default: the server keeps
   * an in-memory database and a data folder of its own.
   */
  shareDataDir?: boolean;
  standIn?: StandInOptions;
  /** More createMainRouter options (fetch, ...). */
  router?: Partial<MainServicesOptions>;
  /** Also seed the demo event history (through the server's event-log producer). */
  eventLogDemo?: boolean;
  /** Transcribe the demo calls in the background (a decoder process per channel); default false. */
  transcribe?: boolean;
  /** Also deploy the banking dialog project for the demo app (as `--demo` does); it trains an NLU model. */
  dialogDemo?: boolean;
}

export interface ConsoleWithServer {
  dir: string;
  server: RunningServer;
  clients: DemoClient[];
  main: MainServices;
  /** Closes the router, stops the server and removes the temp folder. */
  close(): Promise<void>;
}

/** A temp folder, the real server with the demo data, and the console's router using it. */
export async function startConsoleWithServer(opts: ConsoleWithServerOptions): Promise<ConsoleWithServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix));
  const dataDir = path.join(dir, 'server');
  let db: Db | undefined;
  let server: RunningServer | undefined;
  let main: MainServices | undefined;
  const close = async () => {
    await main?.close();
    await server?.stop(1_000);
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (opts.shareDataDir) db = await openDb({});
    const running = await startServer({
      grpcPort: 0,
      httpPort: 0,
      log: silentLogger,
      transcribe: opts.transcribe ?? false,
      ...(db ? { db, dataDir } : {}),
    });
    server = running;
    const clients = await seedDemo(running.db, {
      dataDir,
      ...(opts.eventLogDemo ? { eventLog: running.eventLog, httpUrl: running.httpUrl } : {}),
    });
    if (opts.dialogDemo) await deployDemoProject(running.db, { appId: 'vigil', now: new Date() });
    main = createMainRouter({
      host: 'browser',
      userDataDir: path.join(dir, 'console'),
      cipher: noCipher,
      embedded: embeddedStandIn(() => ({ server: running, clients }), opts.standIn),
      osUser: 'tester',
      ...opts.router,
    });
    return { dir, server: running, clients, main, close };
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
}
