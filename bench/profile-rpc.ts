// Where the server's time goes on one RPC: starts the server in this process (PGlite, or
// PostgreSQL with `--pg`), drives one call from a separate client process at 64 calls in flight
// (GetSessionDetails over gRPC, or over the HTTP/JSON binding with `--http`; GetPersonDetails with
// `--call person`, NLU Interpret with `--call interpret`, StartSession with `--call start`,
// UpdateSession, StopSession or SetEngagementVerdict with `--call update|stop|verdict` (writes.bench's,
// over `--sessions N` sessions made up front); with
// `--mix SHARE` a contact centre's mixed load over `--sessions N` sessions made up front (default
// 20,000): GetSessionDetails of a random one, and StartSession SHARE of the time, e.g. 0.2; `--mix 0`
// is random reads alone), and prints the server's CPU per call
// (process.cpuUsage over the load, so it holds on a busy machine; on PostgreSQL the cluster's CPU
// per call too) and, with `--profile FILE`, writes a .cpuprofile of the load window alone.
// With `--bare` the load goes to a bare grpc-js server in this process answering every call with
// the same response (rpc.bench's ceiling), so its CPU per call is the floor ours is read against.
// With `--random N` each call reads one of N bulk-inserted sessions (persons with `--call person`)
// at random, so the read cache answers few of them (without it, one hot key: the best case).
//   npx tsx bench/profile-rpc.ts [--pg] [--http | --call person|interpret|start | --mix SHARE
//     [--sessions N] | --random N] [--bare] [--seconds N] [--in-flight N] [--profile out.cpuprofile]
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../server/app.js';
import { openDb } from '../server/db/open.js';
import { silentLogger } from '../server/util/log.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import {
  callOnce,
  interpretCall,
  load,
  personDetailsCall,
  prepare,
  sessionDetailsCall,
  startEcho,
  type HotCall,
  type Load,
} from './rpc.bench.js';
import { contactCentreMix, echoReplies, startSessionCall } from './contact-centre.js';
import { seedPersons, seedSessions } from './seed-sessions.js';
import { writeCalls } from './writes.bench.js';
import type { MixPart } from './rpc-client.js';

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
/** Which call: GetSessionDetails (default), GetPersonDetails (`person`), NLU Interpret (`interpret`), StartSession (`start`). */
const which = opt('--call') ?? 'details';
/** writes.bench's calls over sessions made up front. */
const writeCall = (['update', 'stop', 'verdict'] as const).find((w) => w === which);
/** How many sessions (or persons) random-key reads spread over: random reads are the mix with no writes. */
const randomKeys = opt('--random') === undefined ? undefined : Number(opt('--random'));
if (randomKeys !== undefined && which !== 'details' && which !== 'person')
  throw new Error('--random reads sessions or persons');
const mixShare =
  opt('--mix') !== undefined ? Number(opt('--mix')) : randomKeys !== undefined && which === 'details' ? 0 : undefined;
const sessions = Number(opt('--sessions') ?? randomKeys ?? 20_000);
if (http && (which !== 'details' || mixShare !== undefined)) throw new Error('--http drives GetSessionDetails only');
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

/** GetPersonDetails of one of `ids` at random per call. */
function randomPersons(call: HotCall, ids: readonly string[]): HotCall & { mix: MixPart[] } {
  const requests = ids.map((value) => ({ ...call.request, gk_person_id: { value } }));
  return { ...call, mix: [{ method: call.method, weight: 1, requests }] };
}

async function drive(server: RunningServer): Promise<void> {
  const p = await prepare(server);
  const { token, scopeId, sessionId } = p;
  const ids = mixShare === undefined && !writeCall ? [] : await seedSessions(server.db, scopeId, sessions);
  const call: HotCall & { mix?: MixPart[] } = writeCall
    ? (await writeCalls(server, p, ids))[writeCall]
    : mixShare !== undefined
      ? contactCentreMix(p, ids, mixShare)
      : which === 'person'
        ? randomKeys !== undefined
          ? randomPersons(await personDetailsCall(server, p), await seedPersons(server.db, scopeId, randomKeys))
          : await personDetailsCall(server, p)
        : which === 'interpret'
          ? await interpretCall(server)
          : which === 'start'
            ? startSessionCall(p)
            : sessionDetailsCall(p);
  const echo = !bare
    ? undefined
    : writeCall
      ? await startEcho(call.service, await callOnce(server, { ...call, request: call.mix![0]!.requests.at(-1)! }))
      : mixShare !== undefined
        ? await startEcho(call.service, {}, await echoReplies(server, p, ids))
        : await startEcho(call.service, await callOnce(server, call));
  const address = echo?.address ?? server.grpcAddress;
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
  const client = http
    ? promisify(execFile)(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          path.join(root, 'bench/http-client.ts'),
          JSON.stringify(httpJob),
        ],
        { cwd: root },
      ).then(({ stdout }) => JSON.parse(stdout) as Load)
    : load(address, call, inFlight, seconds);
  // The client warms up with 50 sequential calls first; measuring starts with the load proper.
  await new Promise((r) => setTimeout(r, 1500));
  if (profileFile) await session.post('Profiler.start');
  // Every statement the server runs during the load, by its first words, inside transactions too
  // (BEGIN and COMMIT are counted as one "transaction").
  const statements = new Map<string, number>();
  const count = (sql: string) => statements.set(sql, (statements.get(sql) ?? 0) + 1);
  const db = server.db as Pick<RunningServer['db'], 'query' | 'tx' | 'queryTouching' | 'whenReady'>;
  const query = db.query;
  const tx = db.tx;
  // Reads batched on PGlite's connection in its turn (read-batch.ts whenReady).
  const whenReady = db.whenReady;
  if (whenReady)
    db.whenReady = ((fn: Parameters<typeof whenReady>[0]) =>
      whenReady.call(server.db, (q) =>
        fn({
          query: ((sql: string, params?: readonly unknown[]) => {
            count(sql);
            return q.query(sql, params);
          }) as typeof q.query,
        }),
      )) as typeof whenReady;
  // Writes that declare their rows to PGlite's read cache (db/read-cache.ts queryTouching).
  const queryTouching = db.queryTouching;
  if (queryTouching)
    db.queryTouching = ((tags: readonly string[], sql: string, params?: readonly unknown[]) => {
      count(sql);
      return queryTouching.call(server.db, tags, sql, params);
    }) as typeof queryTouching;
  // Counted by text here and named after the load, so the counting costs the server little.
  db.query = ((sql: string, params?: readonly unknown[]) => {
    count(sql);
    return query.call(server.db, sql, params);
  }) as typeof query;
  db.tx = ((fn: Parameters<typeof tx>[0]) => {
    count('transaction');
    return tx.call(server.db, (q) =>
      fn({
        query: ((sql: string, params?: readonly unknown[]) => {
          count(sql);
          return q.query(sql, params);
        }) as typeof q.query,
      }),
    );
  }) as typeof tx;
  const dbCpuBefore = await clusterCpuMs(server);
  const cpu = process.cpuUsage();
  const result = await client;
  const used = process.cpuUsage(cpu);
  const dbCpuAfter = await clusterCpuMs(server);
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(profileFile, JSON.stringify(profile));
  }
  session.disconnect();
  echo?.stop();
  db.query = query;
  db.tx = tx;
  if (whenReady) db.whenReady = whenReady;
  if (queryTouching) db.queryTouching = queryTouching;
  const loaded = result as Load & { clientCpuMsPerCall: number };
  const cpuMs = (used.user + used.system) / 1000;
  // The window includes a little of the warm-up; calls are counted over the load only.
  console.log(
    JSON.stringify({
      db: server.db.kind,
      transport: http ? 'http' : bare ? 'grpc, bare grpc-js server' : 'grpc',
      method: http
        ? 'GetSessionDetails'
        : mixShare !== undefined
          ? `${Math.round((1 - mixShare) * 100)}% random GetSessionDetails over ${sessions}, ${Math.round(mixShare * 100)}% StartSession`
          : call.method,
      inFlight,
      callsPerSecond: Math.round(loaded.calls / loaded.seconds),
      errors: loaded.errors,
      serverCpuMsPerCall: Math.round((cpuMs / loaded.calls) * 1000) / 1000,
      clientCpuMsPerCall: Math.round(loaded.clientCpuMsPerCall * 1000) / 1000,
      // The share of the load's wall time the server's thread was busy: well under 1 while the
      // calls wait, the server is not what limits them (the client, the database, or both sides
      // taking turns with whole batches of calls).
      serverBusyShare: Math.round((cpuMs / (loaded.seconds * 1000)) * 100) / 100,
      ...(loaded.byKind
        ? {
            byMethod: Object.fromEntries(
              Object.entries(loaded.byKind).map(([m, f]) => [
                m,
                { calls: f.calls, p50Ms: Math.round(f.p50Ms * 10) / 10, p99Ms: Math.round(f.p99Ms * 10) / 10 },
              ]),
            ),
          }
        : {}),
      ...(dbCpuBefore !== undefined && dbCpuAfter !== undefined
        ? { postgresCpuMsPerCall: Math.round(((dbCpuAfter - dbCpuBefore) / loaded.calls) * 1000) / 1000 }
        : {}),
      statementsPerCall: Object.fromEntries(
        [...byFirstWords(statements)].map(([k, n]) => [k, Math.round((n / loaded.calls) * 100) / 100]),
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
