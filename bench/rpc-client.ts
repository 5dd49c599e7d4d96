// A load client in its own process: runs one unary method at a fixed number of calls in flight for
// a fixed time and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON on stdout.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos } from '../server/proto/load.js';

interface Job {
  address: string;
  service: string;
  method: string;
  request: object;
  token: string;
  inFlight: number;
  seconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const def = loadProtos().packageDefinition[job.service] as unknown as ServiceDefinition;
const Ctor = grpc.makeGenericClientConstructor(def, job.service);
const client = new Ctor(job.address, grpc.credentials.createInsecure()) as unknown as Record<
  string,
  (req: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null) => void) => void
>;
const md = new grpc.Metadata();
md.set('authorization', `Bearer ${job.token}`);

const once = () =>
  new Promise<boolean>((resolve) => client[job.method]!.call(client, job.request, md, (e) => resolve(!e)));

// Warm up the connection before measuring.
for (let i = 0; i < 50; i++) await once();

const latencies: number[] = [];
let errors = 0;
const end = performance.now() + job.seconds * 1000;
const worker = async () => {
  while (performance.now() < end) {
    const t = performance.now();
    const ok = await once();
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
(client as unknown as grpc.Client).close();
