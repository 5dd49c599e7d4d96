// The dialog runtime (issue 35) on the banking export (../shared/data/mix-projects/banking, deployed
// as `projects deploy` does), from a client in its own process over gRPC (dialog-client.ts), PGlite
// in memory:
// - Execute on a question-and-answer turn (text interpreted by the project's NLU, the flow run to
//   the next action) at 16 in flight, next to Interpret alone on the same model with the same
//   utterance at 16 in flight (rpc-client.ts), in the same run. Target: ≤ 2 ms more at p50. Each
//   of the 16 workers follows its measured turn with the unmeasured turn that answers the data
//   action, so half the server's calls in flight are those; at 16 in flight a busy server's p50 is
//   about 16 calls' CPU, so the server CPU per call printed beside it is the steadier reading.
//   Read that way the target is a bound on server CPU: Execute's p50 is about 8 turn pairs' CPU and
//   Interpret's 16 Interprets', so 2 ms more is a pair costing at most two Interprets and 0.25 ms.
//   A pair stores 7 event-log records (about 8.5 kB: DLGaaS Start and End of both calls, two NII
//   records, the NLUaaS one) and saves its session twice, where two Interprets store 2 records; in
//   the profiles (bench/profile-summary.ts) PGlite's WASM alone takes 0.5-0.6 ms more per pair than
//   in two Interprets, before the flow, the records' JSON and the second call's gRPC are counted.
//   So at 16 in flight the target is out of reach while the runtime logs what seed 002 §6 asks;
//   question turns that lead to another question (none was found in the banking export that
//   loops back to itself) would not help: every call in flight would be a measured turn, and its extra work
//   would count 16 times instead of 8.
// - The x16 pair again on PostgreSQL (a throwaway cluster of the test kit's and a server of its
//   own; VIGIL_BENCH_DIALOG_POSTGRES=0 leaves it out): there the records and session saves are the
//   database's processes' work, not the server's event loop's, with the server's CPU per call and
//   the x1 pair beside it. A turn waits there for one statement: its session's save, grouped with
//   the saves of the turns run meanwhile (SessionSaver); the session is kept, the project cached,
//   and the event-log records go in the producer's own batches, which no reply waits for. The
//   group commit puts the 16 workers in step: each turn's save leaves once the turns read with it
//   have run, and its answer comes back with theirs. Measured (smoke, busy machine): PostgreSQL
//   runs the grouped UPDATE in about 0.25 ms, the server sees it answer 1-10 ms later (its backend
//   waits for a core), and with the save stubbed out Execute's p50 stayed as far above Interpret's:
//   at x16 the gap is the pair's server CPU (three to four Interprets'), as on PGlite, where Interpret
//   itself costs more (its record's append runs in the server's thread).
// - The same two at 1 call in flight (a second figure; the one above is unchanged): no queue, so
//   the p50 difference is the latency a turn adds to one conversation, which is what the target
//   reads as when the server is not saturated.
// - 200 sessions at once, each a whole conversation (Start, welcome, balance question, its data,
//   "no", end): all must finish correctly; p99 per turn and the server's RSS (server in this process).
// The server's CPU per call is printed beside the latencies (read it on a busy machine);
// VIGIL_BENCH_DIALOG_PROFILE=FILE.cpuprofile writes the server's CPU profile of the Execute load, and
// of the Interpret load beside it (FILE-interpret.cpuprofile), and the same two of the PostgreSQL
// run (FILE-pg.cpuprofile, FILE-pg-interpret.cpuprofile), sampled every 100 µs; read them with
// bench/profile-summary.ts (--calls: the load's calls, warm-up included).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../server/app.js';
import { createClient } from '../server/auth/clients.js';
import { runProjectsCommand } from '../server/cli/projects.js';
import { mixLanguage, modelUrn } from '../server/nlu/index.js';
import { silentLogger } from '../server/util/log.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import type { BenchFigure, Benchmark } from './run.js';
import { tokenFor } from './rpc.bench.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const BANKING = path.resolve(root, '..', 'shared', 'data', 'mix-projects', 'banking');
const TAG = 'bank1';
const DIALOG_URN = `urn:nuance-mix:tag:model/${TAG}/mix.dialog`;
const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const IN_FLIGHT = 16;
const SESSIONS = 200;
const UTTERANCE = 'what is my checking balance';
const TARGET_OVERHEAD_MS = 2;

interface Load {
  calls: number;
  attempts: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

interface Conversations {
  sessions: number;
  finished: number;
  failures: string[];
  turns: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs a client and measures this process's (the server's) CPU over it, per call. */
async function measured<T extends { attempts: number }>(
  script: string,
  job: object,
): Promise<T & { serverCpuMs: number }> {
  const cpu = process.cpuUsage();
  const r = await client<T>(script, job);
  const used = process.cpuUsage(cpu);
  return { ...r, serverCpuMs: (used.user + used.system) / 1000 / Math.max(1, r.attempts) };
}

async function client<T>(script: string, job: object): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench', script), JSON.stringify(job)],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as T;
}

/** `fn`, with the server's CPU profile over it written to `file` when one is given. */
async function profiled<T>(file: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!file) return fn();
  const session = new inspector.Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    // Every 100 µs (the default is 1 ms): a turn's parts are a few tenths of a millisecond each.
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const r = await fn();
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    return r;
  } finally {
    session.disconnect();
  }
}

/** A server with the banking export deployed and a token for a client with the dlg and nlu scopes. */
async function serveBanking(opts: { databaseUrl?: string }) {
  const server = await startServer({ log: silentLogger, transcribe: false, ...opts });
  try {
    const errors: string[] = [];
    const code = await runProjectsCommand(['projects', 'deploy', BANKING, '--app', 'vigil', '--tag', TAG], {
      db: server.db,
      out: () => {},
      err: (l) => errors.push(l),
    });
    if (code !== 0) throw new Error(`projects deploy: ${errors.join('; ')}`);
    const creds = await createClient(server.db, {
      role: 'service',
      gkScopeIds: [],
      name: 'dialog-bench',
      app: 'vigil',
      oauthScopes: ['dlg', 'nlu'],
    });
    const token = await tokenFor(server, creds);
    return { server, token, address: server.grpcAddress };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

/** Interpret of the dialog's own model and text (as the dialog asks it), as a load job. */
const interpretJob = (address: string, token: string, inFlight: number) => ({
  address,
  service: 'nuance.nlu.v1.Runtime',
  method: 'Interpret',
  request: {
    model: { type: 'SEMANTIC_MODEL', uri: modelUrn(TAG, mixLanguage('en-US') as string) },
    input: { text: UTTERANCE },
  },
  token,
  inFlight,
  seconds: SECONDS,
});

type Measured = Load & { serverCpuMs: number };

/**
 * Interpret alone and Execute's question turn on PostgreSQL, with a server of their own: at 16 in
 * flight, with the server's CPU per call, and at 1 in flight (no queue: what the turn's one
 * database round trip, its session's save, adds to a conversation).
 */
async function onPostgres(): Promise<{
  interpret: Measured;
  execute: Measured;
  interpretAlone: Load;
  executeAlone: Load;
}> {
  const cluster = await startPostgresCluster();
  try {
    const { server, token, address } = await serveBanking({ databaseUrl: cluster.adminUrl });
    try {
      const job = { address, token, urn: DIALOG_URN, utterance: UTTERANCE, seconds: SECONDS, mode: 'qa', sessions: 0 };
      const profile = process.env.VIGIL_BENCH_DIALOG_PROFILE?.replace(/(\.cpuprofile)?$/, '-pg');
      const interpret = await profiled(profile && `${profile}-interpret.cpuprofile`, () =>
        measured<Load>('rpc-client.ts', interpretJob(address, token, IN_FLIGHT)),
      );
      const execute = await profiled(profile && `${profile}.cpuprofile`, () =>
        measured<Load>('dialog-client.ts', { ...job, inFlight: IN_FLIGHT }),
      );
      const interpretAlone = await client<Load>('rpc-client.ts', interpretJob(address, token, 1));
      const executeAlone = await client<Load>('dialog-client.ts', { ...job, inFlight: 1 });
      return { interpret, execute, interpretAlone, executeAlone };
    } finally {
      await server.stop();
    }
  } finally {
    await cluster.stop();
  }
}

const bench: Benchmark = {
  name: `dialog runtime on the banking export (Execute vs Interpret x${IN_FLIGHT}; ${SESSIONS} conversations at once)`,
  async run(): Promise<BenchFigure[]> {
    const figures = await onPglite();
    if (process.env.VIGIL_BENCH_DIALOG_POSTGRES === '0') return figures;
    const { interpret, execute, interpretAlone, executeAlone } = await onPostgres();
    const overhead = execute.p50Ms - interpret.p50Ms;
    const overheadAlone = executeAlone.p50Ms - interpretAlone.p50Ms;
    figures.splice(
      1,
      0,
      {
        name: `PostgreSQL: Execute, question-and-answer turn, x${IN_FLIGHT} p50`,
        value: execute.p50Ms,
        unit: 'ms',
        baseline: interpret.p50Ms,
        ratio: execute.p50Ms / interpret.p50Ms,
        note: `the same on PostgreSQL (a server of its own); overhead ${overhead.toFixed(2)} ms, target ≤ ${TARGET_OVERHEAD_MS} ms (${overhead <= TARGET_OVERHEAD_MS ? 'met' : 'missed'}); ${execute.calls} turns, ${execute.errors} errors (Interpret ${interpret.errors})`,
      },
      {
        name: 'PostgreSQL: server CPU per call: Execute question turn and its data turn vs Interpret',
        value: execute.serverCpuMs,
        unit: 'ms',
        baseline: interpret.serverCpuMs,
        ratio: execute.serverCpuMs / interpret.serverCpuMs,
        note: "the server's process only (PostgreSQL's own processes are not counted): the x16 p50s are about 8 pairs' and 16 Interprets' CPU",
      },
      {
        name: 'PostgreSQL: Execute, question-and-answer turn, x1 p50',
        value: executeAlone.p50Ms,
        unit: 'ms',
        baseline: interpretAlone.p50Ms,
        ratio: executeAlone.p50Ms / interpretAlone.p50Ms,
        note: `one call in flight; overhead ${overheadAlone.toFixed(2)} ms: the turn's own work and its one round trip (the session's save); ${executeAlone.calls} turns, ${executeAlone.errors} errors`,
      },
    );
    return figures;
  },
};

/** Everything but the PostgreSQL row, on PGlite in memory. */
async function onPglite(): Promise<BenchFigure[]> {
  const { server, token, address } = await serveBanking({});
  try {
    const profile = process.env.VIGIL_BENCH_DIALOG_PROFILE;
    const interpretX16 = interpretJob(address, token, IN_FLIGHT);
    const interpret = await profiled(profile?.replace(/(\.cpuprofile)?$/, '-interpret.cpuprofile'), () =>
      measured<Load>('rpc-client.ts', interpretX16),
    );
    const job = { address, token, urn: DIALOG_URN, utterance: UTTERANCE, inFlight: IN_FLIGHT, seconds: SECONDS };
    const execute = await profiled(profile, () =>
      measured<Load>('dialog-client.ts', { ...job, mode: 'qa', sessions: 0 }),
    );
    // The same two with one call in flight: no queue, so the latency a turn adds is its own work.
    const interpretAlone = await client<Load>('rpc-client.ts', interpretJob(address, token, 1));
    const executeAlone = await client<Load>('dialog-client.ts', { ...job, inFlight: 1, mode: 'qa', sessions: 0 });

    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    let many: Conversations;
    try {
      many = await client<Conversations>('dialog-client.ts', { ...job, mode: 'conversations', sessions: SESSIONS });
    } finally {
      clearInterval(sampler);
    }
    const mb = (b: number) => b / 2 ** 20;
    const overhead = execute.p50Ms - interpret.p50Ms;
    const overheadAlone = executeAlone.p50Ms - interpretAlone.p50Ms;
    const held = many.finished === SESSIONS;
    return [
      {
        name: `Execute, question-and-answer turn, x${IN_FLIGHT} p50`,
        value: execute.p50Ms,
        unit: 'ms',
        baseline: interpret.p50Ms,
        ratio: execute.p50Ms / interpret.p50Ms,
        note: `baseline: Interpret alone, same model and text; overhead ${overhead.toFixed(2)} ms, target ≤ ${TARGET_OVERHEAD_MS} ms (${overhead <= TARGET_OVERHEAD_MS ? 'met' : 'missed'}); ${execute.calls} turns, ${execute.errors} errors (Interpret ${interpret.errors})`,
      },
      {
        name: 'Execute, question-and-answer turn, x1 p50',
        value: executeAlone.p50Ms,
        unit: 'ms',
        baseline: interpretAlone.p50Ms,
        ratio: executeAlone.p50Ms / interpretAlone.p50Ms,
        note: `one call in flight (no queue), baseline Interpret alone x1; overhead ${overheadAlone.toFixed(2)} ms, the latency a turn adds with no queue (the target is the x${IN_FLIGHT} figure's); ${executeAlone.calls} turns, ${executeAlone.errors} errors (Interpret ${interpretAlone.errors})`,
      },
      {
        name: `Execute, question-and-answer turn, x${IN_FLIGHT} p99`,
        value: execute.p99Ms,
        unit: 'ms',
        baseline: interpret.p99Ms,
        ratio: execute.p99Ms / interpret.p99Ms,
      },
      {
        name: 'server CPU per call: Execute question turn and its data turn vs Interpret',
        value: execute.serverCpuMs,
        unit: 'ms',
        baseline: interpret.serverCpuMs,
        ratio: execute.serverCpuMs / interpret.serverCpuMs,
        note: "per measured Execute with the unmeasured Execute that answers its data action (and the sessions' start spread over them)",
      },
      {
        name: `${SESSIONS} conversations at once: finished correctly`,
        value: many.finished,
        unit: 'sessions',
        note: `${held ? 'all held' : `FAILED: ${many.failures.join('; ')}`}; ${many.turns} turns in ${many.seconds.toFixed(1)} s`,
      },
      {
        name: `${SESSIONS} conversations at once: per turn`,
        value: many.p99Ms,
        unit: 'ms p99',
        note: `p50 ${many.p50Ms.toFixed(1)} ms`,
      },
      {
        name: `${SESSIONS} conversations at once: server RSS`,
        value: mb(rssPeak),
        unit: 'MB peak',
        baseline: mb(rssBefore),
        note: `growth ${mb(rssPeak - rssBefore).toFixed(1)} MB over the RSS before them`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export default bench;
