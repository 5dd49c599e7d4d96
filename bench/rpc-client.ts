// A load client in its own process: runs one unary method at a fixed number of calls in flight for
// a fixed time and prints {calls, seconds, p50Ms, p99Ms, errors} as JSON on stdout (or, given
// `slices`, an array of those, one per slice: load-loop.ts). With `mix`, each call instead picks a
// method by weight and one of that method's requests at random (a mixed load over many keys). The
// job is the first argument, as JSON or as `@file` holding the JSON (a mix over thousands of keys
// is too long for one argument). With `against` (a second address) and `turns`, the same calls go to
// both servers in short turns (load-loop.ts measureAlternating) and it prints the two's figures.
import fs from 'node:fs';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos } from '../wire/protos.js';
import { measureAlternating, runLoad, type LoadSlice } from './load-loop.js';

/**
 * One share of a mixed load: `weight` of the calls go to `method`, each with one of `requests` at
 * random, or with `inTurn` the next one (each once, while they last: a write that may happen once
 * per key, such as StopSession).
 */
export interface MixPart {
  method: string;
  weight: number;
  requests: object[];
  inTurn?: boolean;
}

interface Job {
  address: string;
  service: string;
  method: string;
  request: object;
  mix?: MixPart[];
  token: string;
  inFlight: number;
  seconds: number;
  warmup?: number;
  slices?: LoadSlice[];
  /** A second server measured in turns with `address` (`turns` slices of `seconds` each). */
  against?: string;
  turns?: number;
}

const arg = process.argv[2] ?? '{}';
const job = JSON.parse(arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8') : arg) as Job;
const def = loadProtos().packageDefinition[job.service] as unknown as ServiceDefinition;
const Ctor = grpc.makeGenericClientConstructor(def, job.service);
type Client = Record<string, (req: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null) => void) => void>;
const connect = (address: string) => new Ctor(address, grpc.credentials.createInsecure()) as unknown as Client;
const md = new grpc.Metadata();
md.set('authorization', `Bearer ${job.token}`);

const mix = job.mix ?? [{ method: job.method, weight: 1, requests: [job.request] }];
const totalWeight = mix.reduce((n, p) => n + p.weight, 0);
const turns = new Map<MixPart, number>();
const pick = (): [string, object] => {
  let r = Math.random() * totalWeight;
  const part = mix.find((p) => (r -= p.weight) < 0) ?? mix[mix.length - 1]!;
  const i = part.inTurn ? (turns.get(part) ?? 0) : Math.floor(Math.random() * part.requests.length);
  if (part.inTurn) turns.set(part, i + 1);
  return [part.method, part.requests[i % part.requests.length]!];
};

// A mixed load's calls say which method they were, for its figures by method (load-loop.ts).
const callsOf = (client: Client) =>
  job.mix
    ? () =>
        new Promise<{ ok: boolean; kind: string }>((resolve) => {
          const [method, request] = pick();
          client[method]!.call(client, request, md, (e) => resolve({ ok: !e, kind: method }));
        })
    : () =>
        new Promise<boolean>((resolve) => {
          const [method, request] = pick();
          client[method]!.call(client, request, md, (e) => resolve(!e));
        });

const clients = [connect(job.address), ...(job.against ? [connect(job.against)] : [])];
if (job.against)
  process.stdout.write(
    JSON.stringify(
      await measureAlternating({ ...job, turns: job.turns ?? 2 }, [callsOf(clients[0]!), callsOf(clients[1]!)]),
    ) + '\n',
  );
else await runLoad(job, callsOf(clients[0]!));
for (const c of clients) (c as unknown as grpc.Client).close();
