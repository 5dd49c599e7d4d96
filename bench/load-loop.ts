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

export interface LoadFigures {
  calls: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  clientCpuMsPerCall: number;
}

/** Keeps `inFlight` calls of `once` going for `seconds`. */
export async function measureLoad(slice: LoadSlice, once: () => Promise<boolean>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + slice.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const ok = await once().catch(() => false);
      latencies.push(performance.now() - t);
      if (!ok) errors++;
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
  return { calls: latencies.length, seconds, p50Ms: pct(0.5), p99Ms: pct(0.99), errors, clientCpuMsPerCall };
}

/**
 * `once` makes one call and says whether it succeeded; a rejection counts as an error. `warmup`
 * calls (default 50) go first, one at a time, to warm the connection.
 */
export async function runLoad(
  job: LoadSlice & { warmup?: number; slices?: LoadSlice[] },
  once: () => Promise<boolean>,
): Promise<void> {
  for (let i = 0; i < (job.warmup ?? 50); i++) await once().catch(() => false);
  if (job.slices) {
    const out: LoadFigures[] = [];
    for (const slice of job.slices) out.push(await measureLoad(slice, once));
    process.stdout.write(JSON.stringify(out) + '\n');
    return;
  }
  process.stdout.write(JSON.stringify(await measureLoad(job, once)) + '\n');
}
