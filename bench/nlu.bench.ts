// Interpret latency on the demo banking model, from a separate client process at 16 calls in
// flight, next to a bare @grpc/grpc-js server answering Interpret with a fixed response (the
// ceiling: transport and serialisation only), measured in the same run; plus the demo model's
// build time (training the classifier). PGlite, in memory.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { startServer } from '../server/app.js';
import { createClient } from '../server/auth/clients.js';
import { silentLogger } from '../server/util/log.js';
import { deployModel } from '../server/nlu/models.store.js';
import { DEMO_NLU_URN, readDemoModel } from '../server/nlu/demo.js';
import { loadProtos } from '../wire/protos.js';
import type { BenchFigure, Benchmark } from './run.js';
import { tokenFor } from './rpc.bench.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const RUNTIME = 'nuance.nlu.v1.Runtime';
const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const IN_FLIGHT = 16;

interface Load {
  calls: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(address: string, token: string, request: object): Promise<Load> {
  const job = { address, service: RUNTIME, method: 'Interpret', request, token, inFlight: IN_FLIGHT, seconds: SECONDS };
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/rpc-client.ts'), JSON.stringify(job)],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as Load;
}

async function startEcho(reply: object): Promise<{ address: string; stop(): void }> {
  const server = new grpc.Server();
  const def = loadProtos().packageDefinition[RUNTIME] as unknown as ServiceDefinition;
  server.addService(def, { Interpret: (_call: unknown, cb: grpc.sendUnaryData<unknown>) => cb(null, reply) });
  const port = await new Promise<number>((res, rej) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))),
  );
  return { address: `127.0.0.1:${port}`, stop: () => server.forceShutdown() };
}

const bench: Benchmark = {
  name: `NLU Interpret on the demo model, x${IN_FLIGHT} in flight (ratio = ours / bare grpc-js echo)`,
  async run(): Promise<BenchFigure[]> {
    const server = await startServer({ log: silentLogger });
    try {
      const deployed = await deployModel(server.db, {
        appId: 'vigil',
        urn: DEMO_NLU_URN,
        training: readDemoModel(),
        now: new Date(),
      });
      const creds = await createClient(server.db, { role: 'service', gkScopeIds: [], name: 'nlu-bench', app: 'vigil' });
      const token = await tokenFor(server, creds);
      const request = {
        parameters: { interpretation_result_type: 'SINGLE_INTENT' },
        model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
        input: { text: 'please raise the limit on my visa to $3,000' },
      };
      // The echo answers with what our server answers, so both carry the same bytes.
      const Ctor = grpc.makeGenericClientConstructor(
        loadProtos().packageDefinition[RUNTIME] as unknown as ServiceDefinition,
        RUNTIME,
      );
      const c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure()) as unknown as Record<
        string,
        (r: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null, r: object) => void) => void
      >;
      const md = new grpc.Metadata();
      md.set('authorization', `Bearer ${token}`);
      const reply = await new Promise<object>((resolve, reject) =>
        c.Interpret!.call(c, request, md, (e, r) => (e ? reject(e) : resolve(r))),
      );
      (c as unknown as grpc.Client).close();
      const echo = await startEcho(reply);
      try {
        const ceiling = await load(echo.address, token, request);
        const ours = await load(server.grpcAddress, token, request);
        return [
          {
            name: `Interpret x${IN_FLIGHT} p50`,
            value: ours.p50Ms,
            unit: 'ms',
            baseline: ceiling.p50Ms,
            ratio: ours.p50Ms / ceiling.p50Ms,
            note: `overhead ${(ours.p50Ms - ceiling.p50Ms).toFixed(2)} ms; ${ours.errors} errors`,
          },
          {
            name: `Interpret x${IN_FLIGHT} p99`,
            value: ours.p99Ms,
            unit: 'ms',
            baseline: ceiling.p99Ms,
            ratio: ours.p99Ms / ceiling.p99Ms,
          },
          {
            name: `Interpret x${IN_FLIGHT} calls/s`,
            value: ours.calls / ours.seconds,
            unit: 'calls/s',
            baseline: ceiling.calls / ceiling.seconds,
            ratio: ours.calls / ours.seconds / (ceiling.calls / ceiling.seconds),
          },
          {
            name: 'demo model build (tokenise, features, train)',
            value: deployed.buildMs,
            unit: 'ms',
            note: `${deployed.sentences} sentences, ${deployed.intents.length} intents`,
          },
        ];
      } finally {
        echo.stop();
      }
    } finally {
      await server.stop();
    }
  },
};

export default bench;
