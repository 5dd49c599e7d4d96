// A load client in its own process for the HTTP/JSON binding: GETs one URL with a bearer token at a
// fixed number of requests in flight for a fixed time; prints {calls, seconds, p50Ms, p99Ms, errors}.
interface Job {
  url: string;
  token: string;
  inFlight: number;
  seconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const headers = { authorization: `Bearer ${job.token}` };
const once = async () => {
  const res = await fetch(job.url, { headers });
  await res.arrayBuffer();
  return res.ok;
};

for (let i = 0; i < 50; i++) await once();

const latencies: number[] = [];
let errors = 0;
const end = performance.now() + job.seconds * 1000;
const worker = async () => {
  while (performance.now() < end) {
    const t = performance.now();
    const ok = await once().catch(() => false);
    latencies.push(performance.now() - t);
    if (!ok) errors++;
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: job.inFlight }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
process.stdout.write(
  JSON.stringify({ calls: latencies.length, seconds, p50Ms: pct(0.5), p99Ms: pct(0.99), errors }) + '\n',
);
export {};
