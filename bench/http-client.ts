// A load client in its own process for the HTTP/JSON binding: GETs one URL with a bearer token at a
// fixed number of requests in flight for a fixed time; prints {calls, seconds, p50Ms, p99Ms, errors}.
import { runLoad } from './load-loop.js';

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

await runLoad(job, once);
