// The load client of console-reads.bench.ts, in its own process: opens pages as the console does,
// each page a few steps, each step calls made together (the engagement page: its details, then its
// sessions, correlated engagements and media at once), a random page of the job's file at a time,
// keeping `inFlight` pages open for `seconds`; prints runLoad's figures (a call is one page).
import fs from 'node:fs';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos } from '../wire/protos.js';
import { runLoad } from './load-loop.js';

export interface PageCall {
  service: string;
  method: string;
  request: object;
}

/** A page the console opens: steps one after another, the calls of a step together. */
export type Page = PageCall[][];

interface Job {
  address: string;
  token: string;
  pagesFile: string;
  inFlight: number;
  seconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const pages = JSON.parse(fs.readFileSync(job.pagesFile, 'utf8')) as Page[];
type Unary = (req: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null) => void) => void;
const clients = new Map<string, Record<string, Unary>>();
const channel = new grpc.Channel(job.address, grpc.credentials.createInsecure(), {});
for (const service of new Set(pages.flat(2).map((c) => c.service))) {
  const def = loadProtos().packageDefinition[service] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, service);
  // One channel for all services, as the console's one connection.
  clients.set(service, new Ctor(job.address, grpc.credentials.createInsecure(), { channelOverride: channel }) as never);
}
const md = new grpc.Metadata();
md.set('authorization', `Bearer ${job.token}`);

const call = (c: PageCall) =>
  new Promise<boolean>((resolve) => {
    const client = clients.get(c.service)!;
    client[c.method]!.call(client, c.request, md, (e) => resolve(!e));
  });

const once = async () => {
  const page = pages[Math.floor(Math.random() * pages.length)]!;
  let ok = true;
  for (const step of page) ok = (await Promise.all(step.map(call))).every(Boolean) && ok;
  return ok;
};

await runLoad(job, once);
channel.close();
