// The measuring part of the load clients (rpc-client.ts, http-client.ts): warms up, then keeps
// `inFlight` calls going for `seconds` and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON.
// With `slices`, one connection measures each slice in turn (its own calls in flight and seconds)
// and prints an array of those figures, one per slice: a load whose conditions change with time
// (a server's first seconds) is read slice by slice.
import { performance } from 'node:perf_hooks';

export interface LoadSlice {
  inFlight: number;
  seconds: number;
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
}

/**
 * `once` makes one call and says whether it succeeded; a rejection counts as an error. A call with
 * unmeasured steps around it (a dialog turn that needs the one before it) answers `{ ok, ms }`,
 * `ms` the time of its measured part.
 */
export type Once = () => Promise<boolean | { ok: boolean; ms: number }>;

/** Warms up with `warmup` calls one at a time (default 50), then keeps `inFlight` calls going for `seconds`. */
export async function measureLoad(slice: LoadSlice & { warmup?: number }, once: Once): Promise<LoadResult> {
  const warmup = slice.warmup ?? 50;
  for (let i = 0; i < warmup; i++) await once().catch(() => false);
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + slice.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const r = await once().catch(() => false);
      latencies.push(typeof r === 'boolean' ? performance.now() - t : r.ms);
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
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    calls: latencies.length,
    attempts: latencies.length + warmup,
    seconds,
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    errors,
    clientCpuMsPerCall,
  };
}

/** A load client's whole run: the measurement, or one per slice after one warm-up, as a JSON line. */
export async function runLoad(job: LoadSlice & { warmup?: number; slices?: LoadSlice[] }, once: Once): Promise<void> {
  if (!job.slices) {
    process.stdout.write(JSON.stringify(await measureLoad(job, once)) + '\n');
    return;
  }
  const out: LoadResult[] = [];
  for (const [i, slice] of job.slices.entries())
    out.push(await measureLoad({ ...slice, warmup: i === 0 ? job.warmup : 0 }, once));
  process.stdout.write(JSON.stringify(out) + '\n');
}
