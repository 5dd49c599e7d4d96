// The write path of the SessionsManager at 64 calls in flight, from a separate client process
// built from the real definitions, on PGlite and PostgreSQL: StartSession (each a new session in a
// new engagement) as a ratio to a bare INSERT of the same rows in the same run (the same statement,
// same DB and columns, 64 at a time from this process: what storage alone costs), and
// StartSession, UpdateSession, StopSession (with its decision) and SetEngagementVerdict each beside
// a bare grpc-js server answering the same method with a fixed reply. Updates, stops and verdicts go to sessions made up front (each stop to a session of its
// own). VIGIL_BENCH_WRITES_PG=0 leaves PostgreSQL out.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../server/app.js';
import type { Db } from '../server/db/types.js';
import { insertEngagementWithSession } from '../server/sessions/engagements.store.js';
import { silentLogger } from '../server/util/log.js';
import { onPgliteAndPostgres } from './backends.js';
import { startSessionCall } from './contact-centre.js';
import { seedSessions } from './seed-sessions.js';
import type { MixPart } from './rpc-client.js';
import { callOnce, load, prepare, startEcho, tokenFor, type HotCall, type Load } from './rpc.bench.js';

type Prepared = Awaited<ReturnType<typeof prepare>>;
import { createClient } from '../server/auth/clients.js';
import type { BenchFigure, Benchmark } from './run.js';

const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const IN_FLIGHT = 64;
/** The unmeasured load before StartSession's figures (see measure). */
const WARM_SECONDS = Number(process.env.VIGIL_BENCH_WRITES_WARM_SECONDS ?? 2);
/** StartSession's targets at 64 in flight (issue #34). */
const START_TARGET = { PGlite: 1500, PostgreSQL: 2000 } as Record<string, number>;
/** Sessions made up front for updates, stops and verdicts: more than a run can stop. */
const SEEDED = Number(process.env.VIGIL_BENCH_WRITES_SESSIONS) || 30_000;

/**
 * The storage alone: the same two rows (same columns) in one statement, what StartSession sends
 * for a call alone in its turn, run from this process 64 at a time with no RPC around it and no
 * batching (StartSession commits the rows of one turn's calls together: engagements.store.ts
 * insertNewEngagementWithSession), so a ratio above 1 is what group commit gains over a statement
 * per row.
 */
async function bareInserts(db: Db, scopeId: string): Promise<{ perSecond: number }> {
  const once = () => {
    const now = new Date();
    const gk_engagement_id = randomUUID();
    return insertEngagementWithSession(
      db,
      { gk_engagement_id, scope_id: scopeId, configset_id: null, created_at: now },
      {
        ani: '+15551234567',
        agent_id: 'agent-7',
        gk_session_id: randomUUID(),
        scope_id: scopeId,
        gk_engagement_id,
        session_type: 'SESSION_TYPE_CALL_CENTER',
        is_test: false,
        start_configset_id: null,
        created_at: now,
      },
    );
  };
  for (let i = 0; i < 50; i++) await once();
  let n = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        await once();
        n++;
      }
    }),
  );
  return { perSecond: n / ((performance.now() - started) / 1000) };
}

const rate = (l: Load) => l.calls / l.seconds;

/** Ours and the bare grpc-js server's figures for one call (or a part of a mix) at 64 in flight. */
async function beside(
  label: string,
  server: RunningServer,
  call: HotCall & { mix?: MixPart[] },
): Promise<BenchFigure[]> {
  const sample = call.mix ? { ...call, request: call.mix[0]!.requests.at(-1)! } : call;
  const echo = await startEcho(call.service, await callOnce(server, sample));
  try {
    const bare = await load(echo.address, call, IN_FLIGHT);
    const ours = await load(server.grpcAddress, call, IN_FLIGHT);
    const name = `${label} ${call.method} x${IN_FLIGHT}`;
    return [
      {
        name: `${name} calls/s`,
        value: rate(ours),
        unit: 'calls/s',
        baseline: rate(bare),
        ratio: rate(ours) / rate(bare),
        note: `bare grpc-js; ${ours.errors} errors`,
      },
      { name: `${name} p99`, value: ours.p99Ms, unit: 'ms', baseline: bare.p99Ms, ratio: ours.p99Ms / bare.p99Ms },
    ];
  } finally {
    echo.stop();
  }
}

/**
 * UpdateSession, StopSession (each to a session of its own: the second half of `ids`; the first
 * half is UpdateSession's) and SetEngagementVerdict (an analyst's) over sessions made up front
 * (seedSessions), each as a mix of one part over its requests (profile-rpc.ts drives them too).
 */
export async function writeCalls(
  server: RunningServer,
  p: Prepared,
  ids: readonly string[],
): Promise<Record<'update' | 'stop' | 'verdict', HotCall & { mix: MixPart[] }>> {
  const start = startSessionCall(p);
  const context = { gk_scope_id: { value: p.scopeId } };
  const engagementOf = new Map(
    (
      await server.db.query<{ s: string; e: string }>(
        'SELECT gk_session_id AS s, gk_engagement_id AS e FROM sessions WHERE scope_id = $1 AND gk_session_id = ANY($2::uuid[])',
        [p.scopeId, ids],
      )
    ).rows.map((r) => [r.s, r.e]),
  );
  // Verdicts are an analyst's.
  const analyst = await tokenFor(
    server,
    await createClient(server.db, { role: 'analyst', gkScopeIds: [p.scopeId], name: 'bench-analyst' }),
  );
  const part = (method: string, requests: object[], inTurn = false): HotCall & { mix: MixPart[] } => ({
    ...start,
    ...(method === 'SetEngagementVerdict' ? { token: analyst } : {}),
    method,
    mix: [{ method, weight: 1, requests, inTurn }],
  });
  const half = ids.length / 2;
  // A stop computes its session's decision from the factors recorded against it; a call that
  // reaches StopSession has had its caller ID checked and its voice verified, so each session
  // stopped here carries those two factors (without any, the decision is skipped: a best case).
  await server.db.query(
    `INSERT INTO session_factors (id, scope_id, gk_session_id, gk_engagement_id, kind, risk, reliability, score, decision, created_at)
     SELECT gen_random_uuid(), s.scope_id, s.gk_session_id, s.gk_engagement_id, f.kind, f.risk, f.reliability, f.score, f.decision, now()
       FROM sessions s
      CROSS JOIN (VALUES ('callerid_validation', 20, 80, NULL::real, NULL), ('voice', 10, 90, 87.5::real, 'Match')) AS f(kind, risk, reliability, score, decision)
      WHERE s.scope_id = $1 AND s.gk_session_id = ANY($2::uuid[])`,
    [p.scopeId, ids.slice(half)],
  );
  return {
    update: part(
      'UpdateSession',
      ids.slice(0, half).map((id, i) => ({
        context: { ...context, gk_engagement_id: { value: engagementOf.get(id) } },
        gk_session_id: { value: id },
        details: { ani: `+1555${String(i).padStart(7, '0')}`, custom_data: { queue: 'billing' } },
        field_mask: { paths: ['ani', 'custom_data'] },
      })),
    ),
    // Each stop to a session of its own (the bare run's stop none).
    stop: part(
      'StopSession',
      ids.slice(half).map((id) => ({
        context: { ...context, gk_session_id: { value: id }, gk_engagement_id: { value: engagementOf.get(id) } },
      })),
      true,
    ),
    verdict: part(
      'SetEngagementVerdict',
      [...engagementOf.values()].map((e) => ({
        context,
        gk_engagement_id: { value: e },
        verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC',
        description: 'checked by the analyst',
      })),
    ),
  };
}

async function measure(label: string, db: Db): Promise<BenchFigure[]> {
  const server = await startServer({ db, log: silentLogger });
  try {
    const p = await prepare(server);
    const figures: BenchFigure[] = [];
    const start = startSessionCall(p);
    // The server's first thousands of calls run code V8 has not optimised yet (--trace-opt: some
    // 250 functions optimised over the first 700 StartSessions, server CPU per call falling by a
    // third meanwhile), and this was the process's first load: the first of two StartSession
    // passes ran at 0.6 of the second, which followed the bare grpc-js server's load (the same
    // grpc-js and http2 code). So two seconds of the same load first, not measured.
    await load(server.grpcAddress, start, IN_FLIGHT, WARM_SECONDS);
    const bare = await bareInserts(db, p.scopeId);
    const ours = await load(server.grpcAddress, start, IN_FLIGHT);
    figures.push({
      name: `${label} StartSession x${IN_FLIGHT} vs bare INSERT`,
      value: rate(ours),
      unit: 'calls/s',
      baseline: bare.perSecond,
      ratio: rate(ours) / bare.perSecond,
      note: `target >= ${START_TARGET[label]} calls/s; baseline: the same rows, one INSERT per row from this process (no RPC; StartSession batches a turn's rows: group commit); ${ours.errors} errors`,
    });
    figures.push(...(await beside(label, server, start)));

    const calls = await writeCalls(server, p, await seedSessions(db, p.scopeId, SEEDED));
    for (const call of [calls.update, calls.stop, calls.verdict]) figures.push(...(await beside(label, server, call)));
    return figures;
  } finally {
    await server.stop();
  }
}

const bench: Benchmark = {
  name: 'Writes at 64 in flight (StartSession: ratio to a bare INSERT of the same rows; others: to bare grpc-js)',
  run: () => onPgliteAndPostgres(measure, 'VIGIL_BENCH_WRITES_PG'),
};

export default bench;
