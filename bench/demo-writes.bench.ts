// Writes while the demo's background work runs: the standalone server started as a user starts it
// (`npm run serve -- --demo` on a new data folder: scripts/server-process.mjs's command, in a child process), StartSession measured from a
// separate client process (rpc-client.ts) over real gRPC with a demo client's token, in 5 s slices
// alternating 8 and 64 calls in flight, over the first 30 s after the token is issued (the demo's
// seeding, event history, model training, transcription and interpretation run then); then the
// same slices once that work is done (the demo model and dialog project are logged ready and
// /healthz reports no durable-job runner busy). The target: the first 30 s reach ≥ 0.8 of the
// calls/s of the settled server, at both levels. On PGlite, then on PostgreSQL (a throwaway
// cluster; DATABASE_URL for the child). VIGIL_DEMO_WRITES_POSTGRES=0 leaves PostgreSQL out (and
// VIGIL_DEMO_WRITES_PGLITE=0 PGlite);
// VIGIL_BENCH_CPU_PROF=DIR writes the server's CPU profile (node --cpu-prof) there, one per run.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { serveCommand } from '../scripts/server-process.mjs';
import { freePort, startPostgresCluster } from '../testkit/postgres.testkit.js';
import type { LoadResult, LoadSlice } from './load-loop.js';
import type { BenchFigure, Benchmark } from './run.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const DEMO_SCOPE_ID = 'd3e0c0de-0000-4000-8000-000000000001';
const FIRST_SECONDS = 30;
const SLICE_SECONDS = 5;
const LEVELS = [8, 64];
const TARGET = 0.8;
/** How long the demo's background work may take before the bench gives up on it. */
const SETTLE_TIMEOUT_MS = 15 * 60_000;
/** Log lines that end the demo's work that is not a durable job (server/cli.ts). */
const READY_LINES = [
  ['demo semantic model ready', 'demo semantic model not deployed'],
  ['demo dialog project ready', 'demo dialog project not deployed'],
];

/** Alternating levels, SLICE_SECONDS each, `seconds` in all. */
function schedule(seconds: number): LoadSlice[] {
  const slices: LoadSlice[] = [];
  for (let i = 0; i * SLICE_SECONDS < seconds; i++)
    slices.push({
      inFlight: LEVELS[i % LEVELS.length]!,
      seconds: Math.min(SLICE_SECONDS, seconds - i * SLICE_SECONDS),
    });
  return slices;
}

interface Server {
  child: ChildProcess;
  grpc: string;
  http: string;
  /** Messages of the JSON log lines so far. */
  seen: Set<string>;
  /** Resolves with the child's stderr tail if it exits. */
  exited: Promise<string>;
}

async function startDemoServer(dataDir: string, env: NodeJS.ProcessEnv, profDir?: string): Promise<Server> {
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  // As `npm run serve -- --demo` starts it (scripts/server-process.mjs): the same V8 flags and
  // memory settings (PGlite's 16 MB of shared buffers, WASM on the baseline tier only), so the
  // window measures the server users run. Started bare (`--import tsx server/cli.ts`), PGlite's
  // WASM tiered up to the optimising compiler during the first window, on the same two cores.
  const cmd = serveCommand(
    [
      '--demo',
      '--data-dir',
      dataDir,
      '--port',
      String(grpcPort),
      '--http-port',
      String(httpPort),
      '--log-level',
      'info',
    ],
    env,
  );
  const child = spawn(cmd.execPath, [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), ...cmd.args], {
    cwd: root,
    env: cmd.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const seen = new Set<string>();
  let tail = '';
  readline.createInterface({ input: child.stderr! }).on('line', (line) => {
    tail = (tail + line + '\n').slice(-4000);
    try {
      seen.add((JSON.parse(line) as { msg: string }).msg);
    } catch {
      /* not a log line */
    }
  });
  const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(tail)));
  return { child, grpc: `127.0.0.1:${grpcPort}`, http: `http://127.0.0.1:${httpPort}`, seen, exited };
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  s.child.kill('SIGTERM');
  await s.exited;
}

/** Polls `check` every 50 ms until it gives a value; fails if the server exits or time runs out. */
async function until<T>(s: Server, what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let gone: string | undefined;
  void s.exited.then((tail) => (gone = tail));
  for (;;) {
    if (gone !== undefined) throw new Error(`the server exited while waiting for ${what}:\n${gone}`);
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`no ${what} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The demo service client's token, as soon as the server issues one (its secret is in demo-clients.json). */
async function demoToken(s: Server, dataDir: string): Promise<string> {
  return until(s, 'demo token', 120_000, async () => {
    const clients = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-clients.json'), 'utf8')) as {
      role: string;
      clientId: string;
      clientSecret: string;
      oauthScopes?: string[];
    }[];
    const c = clients.find((x) => x.role === 'service' && !x.oauthScopes);
    if (!c) return undefined;
    const res = await fetch(`${s.http}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${c.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return res.ok ? ((await res.json()) as { access_token: string }).access_token : undefined;
  });
}

/** Resolves once the demo's work is over: models ready, and no job runner busy for 3 s running. */
async function settled(s: Server): Promise<void> {
  let idleSince: number | undefined;
  await until(s, 'the demo work to finish', SETTLE_TIMEOUT_MS, async () => {
    if (!READY_LINES.every((alts) => alts.some((m) => s.seen.has(m)))) return undefined;
    const health = (await (await fetch(`${s.http}/healthz`)).json()) as { background?: Record<string, boolean> };
    if (Object.values(health.background ?? {}).some(Boolean)) idleSince = undefined;
    else idleSince ??= Date.now();
    return idleSince !== undefined && Date.now() - idleSince >= 3000 ? true : undefined;
  });
}

async function load(address: string, token: string, slices: LoadSlice[]): Promise<LoadResult[]> {
  const job = {
    address,
    service: SESSIONS,
    method: 'StartSession',
    request: {
      context: { gk_scope_id: { value: DEMO_SCOPE_ID } },
      session_type: 'SESSION_TYPE_CALL_CENTER',
      details: { ani: '+15551234567' },
    },
    token,
    inFlight: slices[0]!.inFlight,
    seconds: 0,
    warmup: 0,
    slices,
  };
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/rpc-client.ts'), JSON.stringify(job)],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as LoadResult[];
}

interface Level {
  callsPerS: number;
  p99Ms: number;
  errors: number;
  perSlice: number[];
}

function byLevel(slices: LoadSlice[], figures: LoadResult[], inFlight: number): Level {
  const mine = figures.filter((_, i) => slices[i]!.inFlight === inFlight);
  const calls = mine.reduce((a, f) => a + f.calls, 0);
  const seconds = mine.reduce((a, f) => a + f.seconds, 0);
  return {
    callsPerS: calls / Math.max(seconds, 1e-9),
    p99Ms: Math.max(...mine.map((f) => f.p99Ms)),
    errors: mine.reduce((a, f) => a + f.errors, 0),
    perSlice: mine.map((f) => Math.round(f.calls / Math.max(f.seconds, 1e-9))),
  };
}

async function measureOn(label: string, databaseUrl?: string): Promise<BenchFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-writes-'));
  const profDir = process.env.VIGIL_BENCH_CPU_PROF ? path.resolve(process.env.VIGIL_BENCH_CPU_PROF) : undefined;
  const env = { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  if (!databaseUrl) delete env.DATABASE_URL;
  const started = Date.now();
  const s = await startDemoServer(dataDir, env, profDir);
  try {
    const token = await demoToken(s, dataDir);
    const offset = (Date.now() - started) / 1000;
    const first = schedule(FIRST_SECONDS);
    const during = await load(s.grpc, token, first);
    const demoSeconds = await settled(s).then(() => (Date.now() - started) / 1000);
    const after = await load(s.grpc, token, first);
    const figures: BenchFigure[] = [
      {
        name: `${label}: start to the demo client's first token (the window begins there)`,
        value: offset,
        unit: 's',
        note: 'the token request waits on the database too; the demo seeding runs meanwhile',
      },
    ];
    for (const level of LEVELS) {
      const d = byLevel(first, during, level);
      const a = byLevel(first, after, level);
      const ratio = d.callsPerS / Math.max(a.callsPerS, 1e-9);
      figures.push({
        name: `${label}: StartSession at ${level} in flight, first ${FIRST_SECONDS} s (baseline: demo work done)`,
        value: d.callsPerS,
        unit: 'calls/s',
        baseline: a.callsPerS,
        ratio,
        note:
          `target ≥ ${TARGET} (${ratio >= TARGET ? 'met' : 'missed'}); per ${SLICE_SECONDS} s slice ` +
          `${d.perSlice.join('/')} vs ${a.perSlice.join('/')}; errors ${d.errors}/${a.errors}; ` +
          `from ${offset.toFixed(1)} s after start, demo work done at ${demoSeconds.toFixed(0)} s`,
      });
      figures.push({
        name: `${label}: StartSession p99 at ${level} in flight, first ${FIRST_SECONDS} s (baseline: demo work done)`,
        value: d.p99Ms,
        unit: 'ms',
        baseline: a.p99Ms,
        ratio: a.p99Ms / Math.max(d.p99Ms, 1e-9),
        note: 'worst slice; lower is better',
      });
    }
    return figures;
  } finally {
    await stopServer(s);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bench: Benchmark = {
  name: 'StartSession while the demo seeds, trains and transcribes (standalone server, --demo, new data folder)',
  async run() {
    const figures = process.env.VIGIL_DEMO_WRITES_PGLITE === '0' ? [] : await measureOn('PGlite');
    if (process.env.VIGIL_DEMO_WRITES_POSTGRES === '0') return figures;
    const cluster = await startPostgresCluster();
    try {
      figures.push(...(await measureOn('PostgreSQL', cluster.adminUrl)));
    } finally {
      await cluster.stop();
    }
    return figures;
  },
};
export default bench;
