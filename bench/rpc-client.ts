// A load client in its own process: runs one unary method at a fixed number of calls in flight for
// a fixed time and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON on stdout (or, given
// `slices`, an array of those, one per slice: load-loop.ts).
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos } from '../wire/protos.js';
import { runLoad, type LoadSlice } from './load-loop.js';

interface Job {
  address: string;
  service: string;
  method: string;
  request: object;
  token: string;
  inFlight: number;
  seconds: number;
  warmup?: number;
  slices?: LoadSlice[];
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

await runLoad(job, once);
(client as unknown as grpc.Client).close();
