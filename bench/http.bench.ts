// The GetSessionDetails read over the HTTP/JSON binding, from a separate client process at 1, 16
// and 64 requests in flight, next to a bare node:http server answering the same JSON (the ceiling).
import { execFile } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../server/app.js';
import { silentLogger } from '../server/util/log.js';
import { prepare } from './rpc.bench.js';
import type { BenchFigure, Benchmark } from './run.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);

interface Load {
  calls: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, token: string, inFlight: number): Promise<Load> {
  const job = { url, token, inFlight, seconds: SECONDS };
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/http-client.ts'), JSON.stringify(job)],
    { cwd: root },
  );
  return JSON.parse(stdout) as Load;
}

const bench: Benchmark = {
  name: 'HTTP/JSON read (ratio = ours / bare node:http ceiling)',
  async run() {
    const server = await startServer({ log: silentLogger });
    const figures: BenchFigure[] = [];
    try {
      const { token, scopeId, sessionId } = await prepare(server);
      const url = `${server.httpUrl}/v1/sessions/details?context.gk_scope_id.value=${scopeId}&gk_session_id.value=${sessionId}`;
      const sample = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
      const bare = http.createServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(sample),
      );
      await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
      const bareUrl = `http://127.0.0.1:${(bare.address() as net.AddressInfo).port}/`;
      try {
        for (const inFlight of [1, 16, 64]) {
          const ceiling = await load(bareUrl, token, inFlight);
          const ours = await load(url, token, inFlight);
          const tput = ours.calls / ours.seconds;
          const ceil = ceiling.calls / ceiling.seconds;
          figures.push(
            {
              name: `GetSessionDetails x${inFlight} req/s`,
              value: tput,
              unit: 'req/s',
              baseline: ceil,
              ratio: tput / ceil,
              note: `${ours.errors} errors`,
            },
            {
              name: `GetSessionDetails x${inFlight} p50`,
              value: ours.p50Ms,
              unit: 'ms',
              baseline: ceiling.p50Ms,
              ratio: ours.p50Ms / ceiling.p50Ms,
            },
            {
              name: `GetSessionDetails x${inFlight} p99`,
              value: ours.p99Ms,
              unit: 'ms',
              baseline: ceiling.p99Ms,
              ratio: ours.p99Ms / ceiling.p99Ms,
            },
          );
        }
      } finally {
        await new Promise<void>((r) => bare.close(() => r()));
      }
    } finally {
      await server.stop();
    }
    return figures;
  },
};

export default bench;
