// The measuring part of the load clients (rpc-client.ts, http-client.ts): warms up, then keeps
// `inFlight` calls going for `seconds` and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON.
import { performance } from 'node:perf_hooks';

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
type Once = () => Promise<boolean | { ok: boolean; ms: number }>;

/** Measures and prints the result as one JSON line (a load client process). */
export async function runLoad(job: { inFlight: number; seconds: number }, once: Once): Promise<void> {
  process.stdout.write(JSON.stringify(await measureLoad(job, once)) + '\n');
}

/** runLoad's measurement, returned (for a baseline measured in the bench's own process). */
export async function measureLoad(job: { inFlight: number; seconds: number }, once: Once): Promise<LoadResult> {
  // Warm up the connection before measuring.
  const WARM_UP = 50;
  for (let i = 0; i < WARM_UP; i++) await once().catch(() => false);
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + job.seconds * 1000;
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
  await Promise.all(Array.from({ length: job.inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  // The client's own CPU per call: at many calls in flight the client can be the limit, not the server.
  const clientCpuMsPerCall = (used.user + used.system) / 1000 / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    calls: latencies.length,
    attempts: latencies.length + WARM_UP,
    seconds,
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    errors,
    clientCpuMsPerCall,
  };
}
