// Where the server's time goes on one RPC: starts the server in this process (PGlite, or
// PostgreSQL with `--pg`), drives one call from a separate client process at 64 calls in flight
// (GetSessionDetails over gRPC, or over the HTTP/JSON binding with `--http`; GetPersonDetails with
// `--call person`, NLU Interpret with `--call interpret`), and prints the server's CPU per call
// (process.cpuUsage over the load, so it holds on a busy machine; on PostgreSQL the cluster's CPU
// per call too) and, with `--profile FILE`, writes a .cpuprofile of the load window alone.
// With `--bare` the load goes to a bare grpc-js server in this process answering every call with
// the same response (rpc.bench's ceiling), so its CPU per call is the floor ours is read against.
// With `--random N` it bulk-inserts N sessions (persons with `--call person`) and each call reads a
// random one, so the read cache answers few of them (without it one hot key: the best case).
//   npx tsx bench/profile-rpc.ts [--pg] [--http | --call person|interpret] [--bare] [--seconds N]
//     [--in-flight N] [--random N] [--profile out.cpuprofile]
import fs from 'node:fs';
import os from 'node:os';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../server/app.js';
import { openDb } from '../server/db/open.js';
import { silentLogger } from '../server/util/log.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import { seedPersons, seedSessions } from './seed-sessions.js';
import { callOnce, interpretCall, personDetailsCall, prepare, sessionDetailsCall, startEcho } from './rpc.bench.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const seconds = Number(opt('--seconds') ?? 3);
const inFlight = Number(opt('--in-flight') ?? 64);
const profileFile = opt('--profile');
const http = args.includes('--http');
const bare = args.includes('--bare');
if (bare && http) throw new Error('--bare drives gRPC only');
/** Which call: GetSessionDetails (default), GetPersonDetails (`person`), NLU Interpret (`interpret`). */
const which = opt('--call') ?? 'details';
if (http && which !== 'details') throw new Error('--http drives GetSessionDetails only');
/** How many sessions (or persons) random-key reads spread over; 0: one hot key. */
const randomKeys = Number(opt('--random') ?? 0);
if (randomKeys && (http || which === 'interpret')) throw new Error('--random drives gRPC reads of sessions or persons');
const root = path.resolve(import.meta.dirname, '..');

/**
 * CPU (ms) used so far by a PostgreSQL cluster's processes (the postmaster's children: the
 * backends serving the pool, and the background workers), read from /proc; undefined off Linux
 * and for PGlite. The postmaster is found as the parent of a backend.
 */
async function clusterCpuMs(server: RunningServer): Promise<number | undefined> {
  if (server.db.kind !== 'postgres' || process.platform !== 'linux') return undefined;
  const stat = (pid: string) => {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state(3) ppid(4) … utime(14) stime(15).
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  };
  const backend = (await server.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const postmaster = stat(String(backend))[1]!;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const f = stat(pid);
      if (pid === postmaster || f[1] === postmaster) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Statement counts by their first words (texts that differ further on are added up). */
function byFirstWords(counts: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [sql, n] of counts) {
    const k = sql.replace(/\s+/g, ' ').trim().slice(0, 60);
    out.set(k, (out.get(k) ?? 0) + n);
  }
  return out;
}

/** Seeds `--random` sessions or persons and writes one request per key to a file for the client. */
async function randomRequests(server: RunningServer, call: { request: object }, scopeId: string): Promise<string> {
  const person = which === 'person';
  const ids = await (person ? seedPersons : seedSessions)(server.db, scopeId, randomKeys);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-profile-')), 'requests.json');
  const key = person ? 'gk_person_id' : 'gk_session_id';
  fs.writeFileSync(file, JSON.stringify(ids.map((value) => ({ ...call.request, [key]: { value } }))));
  return file;
}

async function drive(server: RunningServer): Promise<void> {
  const p = await prepare(server);
  const { token, scopeId, sessionId } = p;
  const call =
    which === 'person'
      ? await personDetailsCall(server, p)
      : which === 'interpret'
        ? await interpretCall(server)
        : sessionDetailsCall(p);
  const echo = bare ? await startEcho(call.service, await callOnce(server, call)) : undefined;
  const requestsFile = randomKeys ? await randomRequests(server, call, scopeId) : undefined;
  const job = { address: echo?.address ?? server.grpcAddress, ...call, requestsFile, inFlight, seconds };
  const httpJob = {
    url: `${server.httpUrl}/v1/sessions/details?context.gk_scope_id.value=${scopeId}&gk_session_id.value=${sessionId}`,
    token,
    inFlight,
    seconds,
  };
  const session = new Session();
  session.connect();
  if (profileFile) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROF_INTERVAL ?? 200) });
  }
  const client = promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, http ? 'bench/http-client.ts' : 'bench/rpc-client.ts'),
      JSON.stringify(http ? httpJob : job),
    ],
    { cwd: root },
  );
  // The client warms up with 50 sequential calls first; measuring starts with the load proper.
  await new Promise((r) => setTimeout(r, 1500));
  if (profileFile) await session.post('Profiler.start');
  // Every statement the server runs during the load, by its first words (outside transactions).
  const statements = new Map<string, number>();
  const db = server.db as { query: RunningServer['db']['query'] };
  const query = db.query;
  // Counted by text here and named after the load, so the counting costs the server little.
  db.query = ((sql: string, params?: readonly unknown[]) => {
    statements.set(sql, (statements.get(sql) ?? 0) + 1);
    return query(sql, params);
  }) as typeof query;
  const dbCpuBefore = await clusterCpuMs(server);
  const cpu = process.cpuUsage();
  const { stdout } = await client;
  const used = process.cpuUsage(cpu);
  const dbCpuAfter = await clusterCpuMs(server);
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(profileFile, JSON.stringify(profile));
  }
  session.disconnect();
  echo?.stop();
  db.query = query;
  const load = JSON.parse(stdout) as { calls: number; seconds: number; errors: number; clientCpuMsPerCall: number };
  const cpuMs = (used.user + used.system) / 1000;
  // The window includes a little of the warm-up; calls are counted over the load only.
  console.log(
    JSON.stringify({
      db: server.db.kind,
      transport: http ? 'http' : bare ? 'grpc, bare grpc-js server' : 'grpc',
      method: http ? 'GetSessionDetails' : job.method,
      inFlight,
      keys: randomKeys || 1,
      callsPerSecond: Math.round(load.calls / load.seconds),
      errors: load.errors,
      serverCpuMsPerCall: Math.round((cpuMs / load.calls) * 1000) / 1000,
      clientCpuMsPerCall: Math.round(load.clientCpuMsPerCall * 1000) / 1000,
      ...(dbCpuBefore !== undefined && dbCpuAfter !== undefined
        ? { postgresCpuMsPerCall: Math.round(((dbCpuAfter - dbCpuBefore) / load.calls) * 1000) / 1000 }
        : {}),
      statementsPerCall: Object.fromEntries(
        [...byFirstWords(statements)].map(([k, n]) => [k, Math.round((n / load.calls) * 100) / 100]),
      ),
    }),
  );
}

if (args.includes('--pg')) {
  const cluster = await startPostgresCluster();
  try {
    const db = await openDb({ databaseUrl: cluster.adminUrl });
    const server = await startServer({ db, log: silentLogger });
    try {
      await drive(server);
    } finally {
      await server.stop();
      await db.close();
    }
  } finally {
    await cluster.stop();
  }
} else {
  const server = await startServer({ log: silentLogger });
  try {
    await drive(server);
  } finally {
    await server.stop();
  }
}
