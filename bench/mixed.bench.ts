// A contact centre's load on the SessionsManager, from a separate client process built from the
// real definitions: N sessions made up front (20,000 on PGlite, 10,000 on PostgreSQL), each call
// GetSessionDetails of a random one of them or, one time in five, a new StartSession, at 1, 16 and
// 64 calls in flight; and random reads alone at 64. The same client and mix run against a bare
// grpc-js server answering each method with a fixed reply, in the same run: the ratio is ours over
// that ceiling, the two measured in turns (bare, ours, ours, bare: bareAndOurs). (rpc.bench's
// GetSessionDetails reads one session over and over: the best case.)
// VIGIL_BENCH_MIXED_PG=0 leaves PostgreSQL out; VIGIL_BENCH_MIXED_SESSIONS sets N on both.
import { startServer } from '../server/app.js';
import type { Db } from '../server/db/types.js';
import { silentLogger } from '../server/util/log.js';
import { onPgliteAndPostgres } from './backends.js';
import { contactCentreMix, echoReplies } from './contact-centre.js';
import { seedSessions } from './seed-sessions.js';
import { SECONDS, load, prepare, startEcho, type HotCall, type Load } from './rpc.bench.js';
import type { MixPart } from './rpc-client.js';
import type { BenchFigure, Benchmark } from './run.js';

const SERVICE = 'nuance.biosec.v1.sessions.SessionsManager';
const LEVELS = [1, 16, 64];
const SESSIONS: Record<string, number> = { PGlite: 20_000, PostgreSQL: 10_000 };
/** Issue #34's targets at 64 in flight: throughput as a share of bare, and p99 at most 3x bare's. */
const MIX_TARGET: Record<string, number> = { PGlite: 0.6, PostgreSQL: 0.7 };
const READS_TARGET = 0.7;
const P99_TARGET = 3;

/**
 * Each method's p99 beside bare's, e.g. "p99 by method: GetSessionDetails 41 ms (bare 30),
 * StartSession 95 ms (bare 29)": which kind of call the mix's tail is made of.
 */
export function byMethod(ours: Load, bare: Load): string {
  const kinds = Object.entries(ours.byKind ?? {});
  if (!kinds.length) return '';
  const ms = (n: number | undefined) => (n === undefined ? '?' : `${Math.round(n)} ms`);
  return `p99 by method: ${kinds.map(([k, f]) => `${k} ${ms(f.p99Ms)} (bare ${ms(bare.byKind?.[k]?.p99Ms)})`).join(', ')}`;
}

/** Two halves' figures by method, added up the way `bareAndOurs` adds the whole. */
function bothKinds(x: Load['byKind'], y: Load['byKind']): Load['byKind'] {
  if (!x || !y) return x ?? y;
  const out: NonNullable<Load['byKind']> = {};
  for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const a = x[k];
    const b = y[k];
    if (!a || !b) {
      out[k] = (a ?? b)!;
      continue;
    }
    const calls = a.calls + b.calls;
    out[k] = {
      calls,
      p50Ms: (a.p50Ms * a.calls + b.p50Ms * b.calls) / Math.max(1, calls),
      p99Ms: Math.max(a.p99Ms, b.p99Ms),
    };
  }
  return out;
}

/**
 * Bare grpc-js and ours on the same call, in the order bare, ours, ours, bare, each for half the
 * time: whatever changes on the machine over the row (another process, a slower spell, the server's
 * own work) falls on both sides alike, where one bare load followed by one of ours put all of it
 * on one side of the ratio. Calls and seconds add up; p50 is the halves' mean weighted by their
 * calls, p99 the worse half's.
 */
async function bareAndOurs(
  bareAddress: string,
  ourAddress: string,
  call: HotCall & { mix: MixPart[] },
  inFlight: number,
): Promise<{ bare: Load; ours: Load }> {
  const half = SECONDS / 2;
  const b1 = await load(bareAddress, call, inFlight, half);
  const o1 = await load(ourAddress, call, inFlight, half);
  const o2 = await load(ourAddress, call, inFlight, half);
  const b2 = await load(bareAddress, call, inFlight, half);
  const both = (x: Load, y: Load): Load => ({
    calls: x.calls + y.calls,
    seconds: x.seconds + y.seconds,
    errors: x.errors + y.errors,
    p50Ms: (x.p50Ms * x.calls + y.p50Ms * y.calls) / Math.max(1, x.calls + y.calls),
    p99Ms: Math.max(x.p99Ms, y.p99Ms),
    byKind: bothKinds(x.byKind, y.byKind),
  });
  return { bare: both(b1, b2), ours: both(o1, o2) };
}

async function measure(label: string, db: Db): Promise<BenchFigure[]> {
  const server = await startServer({ db, log: silentLogger });
  try {
    const p = await prepare(server);
    const n = Number(process.env.VIGIL_BENCH_MIXED_SESSIONS) || SESSIONS[label]!;
    const ids = await seedSessions(db, p.scopeId, n);
    const echo = await startEcho(SERVICE, {}, await echoReplies(server, p, ids));
    const figures: BenchFigure[] = [];
    const runs = [
      ...LEVELS.map((inFlight) => ({ inFlight, share: 0.2, what: `80% random reads/20% StartSession over ${n}` })),
      { inFlight: 64, share: 0, what: `random reads alone over ${n}` },
    ];
    try {
      for (const { inFlight, share, what } of runs) {
        const call = contactCentreMix(p, ids, share);
        const { bare, ours } = await bareAndOurs(echo.address, server.grpcAddress, call, inFlight);
        const tput = ours.calls / ours.seconds;
        const ceil = bare.calls / bare.seconds;
        const at64 = inFlight === 64;
        const target = share ? MIX_TARGET[label]! : READS_TARGET;
        const name = `${label} ${what} x${inFlight}`;
        figures.push(
          {
            name: `${name} calls/s`,
            value: tput,
            unit: 'calls/s',
            baseline: ceil,
            ratio: tput / ceil,
            note: `${at64 ? `target ratio >= ${target}; ` : ''}${ours.errors} errors`,
          },
          { name: `${name} p50`, value: ours.p50Ms, unit: 'ms', baseline: bare.p50Ms, ratio: ours.p50Ms / bare.p50Ms },
          {
            name: `${name} p99`,
            value: ours.p99Ms,
            unit: 'ms',
            baseline: bare.p99Ms,
            ratio: ours.p99Ms / bare.p99Ms,
            ...(at64 && share ? { note: `target ratio <= ${P99_TARGET}; ${byMethod(ours, bare)}` } : {}),
          },
        );
      }
    } finally {
      echo.stop();
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const bench: Benchmark = {
  name: 'Mixed contact-centre load (ratio = ours / bare grpc-js with the same client and mix)',
  run: () => onPgliteAndPostgres(measure, 'VIGIL_BENCH_MIXED_PG'),
};

export default bench;
