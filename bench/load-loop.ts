// The measuring part of the load clients (rpc-client.ts, http-client.ts): warms up, then keeps
// `inFlight` calls going for `seconds` and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON.
// With `slices`, one connection measures each slice in turn (its own calls in flight and seconds)
// and prints an array of those figures, one per slice: a load whose conditions change with time
// (a server's first seconds) is read slice by slice. Calls that name their kind (a mixed load's
// methods) are also measured by kind, so a tail can be told apart: the mix's p99 is mostly its
// slowest kind's.
import { performance } from 'node:perf_hooks';

export interface LoadSlice {
  inFlight: number;
  seconds: number;
}

/** One kind of call's share of a load: how many, and their latencies. */
export interface KindFigures {
  calls: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadResult {
  calls: number;
  /** With the warm-up: every call the server answered (for its CPU per call). */
  attempts: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  clientCpuMsPerCall: number;
  /** By the kind the calls named (a mixed load's methods), when they named one. */
  byKind?: Record<string, KindFigures>;
}

/**
 * `once` makes one call and says whether it succeeded; a rejection counts as an error. A call with
 * unmeasured steps around it (a dialog turn that needs the one before it) answers `{ ok, ms }`,
 * `ms` the time of its measured part; a call of a mixed load answers `{ ok, kind }` (its method).
 */
export type Once = () => Promise<boolean | { ok: boolean; ms?: number; kind?: string }>;

/** The latency at percentile `p` (0-1) of sorted `latencies` (0 for none). */
function percentile(latencies: readonly number[], p: number): number {
  return latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
}

/**
 * Warms up with `warmup` calls one at a time (default 50) and then `warmupSeconds` at `inFlight`
 * (default 0.5 s), then keeps `inFlight` calls going for `seconds`. Each load is a new client
 * process: 50 calls one at a time leave its hot paths unoptimised, and a client slowed that way
 * for the first part of a short window is the limit of a cheap baseline more than of a server
 * with real work, so the ratio came out higher the shorter the window (0.76 at 1 s against 0.61
 * at 3 s, the same tree on a quiet machine).
 */
export async function measureLoad(
  slice: LoadSlice & { warmup?: number; warmupSeconds?: number },
  once: Once,
): Promise<LoadResult> {
  const warmup = slice.warmup ?? 50;
  for (let i = 0; i < warmup; i++) await once().catch(() => false);
  let warmed = 0;
  const warmEnd = performance.now() + (slice.warmupSeconds ?? 0.5) * 1000;
  const warmer = async () => {
    while (performance.now() < warmEnd) {
      await once().catch(() => false);
      warmed++;
    }
  };
  await Promise.all(Array.from({ length: slice.inFlight }, warmer));
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  const end = performance.now() + slice.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const r = await once().catch(() => false);
      const ms = typeof r === 'boolean' || r.ms === undefined ? performance.now() - t : r.ms;
      latencies.push(ms);
      if (typeof r !== 'boolean' && r.kind !== undefined) {
        const list = byKind.get(r.kind);
        if (list) list.push(ms);
        else byKind.set(r.kind, [ms]);
      }
      if (!(typeof r === 'boolean' ? r : r.ok)) errors++;
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: slice.inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  // The client's own CPU per call: at many calls in flight the client can be the limit, not the server.
  const clientCpuMsPerCall = (used.user + used.system) / 1000 / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const kinds = [...byKind].map(([kind, list]): [string, KindFigures] => {
    list.sort((a, b) => a - b);
    return [kind, { calls: list.length, p50Ms: percentile(list, 0.5), p99Ms: percentile(list, 0.99) }];
  });
  return {
    calls: latencies.length,
    attempts: latencies.length + warmup + warmed,
    seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    clientCpuMsPerCall,
    ...(kinds.length ? { byKind: Object.fromEntries(kinds) } : {}),
  };
}

/** A load client's whole run: the measurement, or one per slice after one warm-up, as a JSON line. */
export async function runLoad(job: LoadSlice & { warmup?: number; slices?: LoadSlice[] }, once: Once): Promise<void> {
  if (!job.slices) {
    process.stdout.write(JSON.stringify(await measureLoad(job, once)) + '\n');
    return;
  }
  const out: LoadResult[] = [];
  // Slices read a server's conditions as they change with time: nothing of that time goes unmeasured.
  for (const [i, slice] of job.slices.entries())
    out.push(await measureLoad({ ...slice, warmup: i === 0 ? job.warmup : 0, warmupSeconds: 0 }, once));
  process.stdout.write(JSON.stringify(out) + '\n');
}
