// The measuring part of the load clients (rpc-client.ts, http-client.ts): warms up, then keeps
// `inFlight` calls going for `seconds` and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON.
// With `slices`, one connection measures each slice in turn (its own calls in flight and seconds)
// and prints an array of those figures, one per slice: a load whose conditions change with time
// (a server's first seconds) is read slice by slice. With `against` (measureAlternating), two
// servers are measured in short turns by the one client, for a ratio of the two that one slow
// spell of the machine moves little. Calls that name their kind (a mixed load's
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

/** Latencies as calls end, in all and by the kind each call names, and the calls that failed. */
class Tally {
  readonly latencies: number[] = [];
  readonly byKind = new Map<string, number[]>();
  errors = 0;

  add(ms: number, r: boolean | { ok: boolean; kind?: string }): void {
    this.latencies.push(ms);
    if (typeof r !== 'boolean' && r.kind !== undefined) {
      const list = this.byKind.get(r.kind);
      if (list) list.push(ms);
      else this.byKind.set(r.kind, [ms]);
    }
    if (!(typeof r === 'boolean' ? r : r.ok)) this.errors++;
  }

  /** The figures of every call tallied, over `seconds` of measuring. */
  result(seconds: number, attempts: number, cpu: NodeJS.CpuUsage): LoadResult {
    const { latencies, byKind } = this;
    // The client's own CPU per call: at many calls in flight the client can be the limit, not the server.
    const clientCpuMsPerCall = (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length);
    latencies.sort((a, b) => a - b);
    const kinds = [...byKind].map(([kind, list]): [string, KindFigures] => {
      list.sort((a, b) => a - b);
      return [kind, { calls: list.length, p50Ms: percentile(list, 0.5), p99Ms: percentile(list, 0.99) }];
    });
    return {
      calls: latencies.length,
      attempts,
      seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      errors: this.errors,
      clientCpuMsPerCall,
      ...(kinds.length ? { byKind: Object.fromEntries(kinds) } : {}),
    };
  }
}

/**
 * Warms up with `warmup` calls one at a time (default 50) and then `warmupSeconds` at `inFlight`
 * (default 0.5 s); answers how many calls that took. Each load is a new client process: 50 calls
 * one at a time leave its hot paths unoptimised, and a client slowed that way for the first part
 * of a short window is the limit of a cheap baseline more than of a server with real work, so the
 * ratio came out higher the shorter the window (0.76 at 1 s against 0.61 at 3 s, the same tree on
 * a quiet machine).
 */
async function warmUp(slice: LoadSlice & { warmup?: number; warmupSeconds?: number }, once: Once): Promise<number> {
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
  return warmup + warmed;
}

/**
 * Keeps `inFlight` calls going for `seconds`, tallying each as it ends, and answers the seconds
 * measured. By default the calls still in flight at the end are waited for and counted, and so
 * is their time. With `windowOnly` they are waited for (nothing of them overlaps what comes next)
 * but neither counted nor timed: the figure is the calls that ended inside the window over the
 * window's length, so a short slice is not weighed down by its drain (about one latency, longer
 * the slower the server: a bias against the slower side that grows as slices get shorter).
 */
async function keepGoing(
  inFlight: number,
  seconds: number,
  once: Once,
  tally: Tally,
  windowOnly = false,
): Promise<number> {
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const r = await once().catch(() => false);
      const done = performance.now();
      if (windowOnly && done > end) break;
      tally.add(typeof r === 'boolean' || r.ms === undefined ? done - t : r.ms, r);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return windowOnly ? seconds : (performance.now() - started) / 1000;
}

/** Warms up (`warmUp`), then keeps `inFlight` calls going for `seconds` and measures them. */
export async function measureLoad(
  slice: LoadSlice & { warmup?: number; warmupSeconds?: number },
  once: Once,
): Promise<LoadResult> {
  const warmed = await warmUp(slice, once);
  const tally = new Tally();
  const cpu = process.cpuUsage();
  const seconds = await keepGoing(slice.inFlight, slice.seconds, once, tally);
  return tally.result(seconds, tally.latencies.length + warmed, process.cpuUsage(cpu));
}

/** One target's figures over all its slices, and each slice's calls and seconds. */
export type AlternatingResult = LoadResult & { slices: { calls: number; seconds: number }[] };

/**
 * Two targets (say a bare server and ours) measured in turns by one client: both warmed up, then
 * `turns` slices of `seconds` each, in the order A B B A A B B A ..., so slice i of A and slice i
 * of B are always next to each other and whatever changes on the machine falls on both alike.
 * Each slice counts the calls that ended inside it (`keepGoing`'s windowOnly), and the calls of
 * one are done before the next begins. Answers, for each target, the figures over all its slices
 * (a p99 over all of its calls) and each slice's own calls and seconds, for a ratio per pair.
 */
export async function measureAlternating(
  job: LoadSlice & { turns: number; warmup?: number; warmupSeconds?: number },
  onces: readonly [Once, Once],
): Promise<[AlternatingResult, AlternatingResult]> {
  const warmed = [await warmUp(job, onces[0]), await warmUp(job, onces[1])];
  const tallies = [new Tally(), new Tally()];
  const slices: { calls: number; seconds: number }[][] = [[], []];
  const cpu = [
    { user: 0, system: 0 },
    { user: 0, system: 0 },
  ];
  for (let i = 0; i < job.turns; i++) {
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const before = tallies[side]!.latencies.length;
      const started = process.cpuUsage();
      const seconds = await keepGoing(job.inFlight, job.seconds, onces[side]!, tallies[side]!, true);
      const used = process.cpuUsage(started);
      cpu[side]!.user += used.user;
      cpu[side]!.system += used.system;
      slices[side]!.push({ calls: tallies[side]!.latencies.length - before, seconds });
    }
  }
  const out = [0, 1].map((side) => {
    const tally = tallies[side]!;
    const seconds = slices[side]!.reduce((n, s) => n + s.seconds, 0);
    return { ...tally.result(seconds, tally.latencies.length + warmed[side]!, cpu[side]!), slices: slices[side]! };
  });
  return [out[0]!, out[1]!];
}

/** measureAlternating's ratios (ours / bare throughput) of each pair of neighbouring slices, in order. */
export function pairRatios(bare: AlternatingResult, ours: AlternatingResult): number[] {
  return ours.slices.map((o, i) => {
    const b = bare.slices[i]!;
    return o.calls / o.seconds / (b.calls / b.seconds);
  });
}

/** "slice pairs (8): median 0.71, 0.52-0.80": the pairs' median ratio and their range. */
export function pairSpread(ratios: readonly number[]): string {
  if (!ratios.length) return '';
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const f = (n: number) => n.toFixed(2);
  return `slice pairs (${sorted.length}): median ${f(median)}, ${f(sorted[0]!)}-${f(sorted.at(-1)!)}`;
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
