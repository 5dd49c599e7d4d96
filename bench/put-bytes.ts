// One HTTP PUT of a whole body through node:http, for the benches that upload audio.
import http from 'node:http';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * PUTs `body` to `target`; resolves with the status, the start of the answer's body and how long
 * the answer came after the last byte of the request was handed to the socket (what the server
 * did once it had everything, give or take the loopback).
 */
export function putBytes(
  target: string,
  body: Uint8Array,
): Promise<{ status: number; body: string; afterLastByteMs: number }> {
  let sentAt = NaN;
  return new Promise((resolve, reject) => {
    const u = new URL(target);
    const req = http.request(
      {
        method: 'PUT',
        hostname: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        headers: { 'content-length': body.length },
        // A fresh connection: Node's global agent keeps sockets alive, and one the server has just
        // closed for idling fails the next upload's write with EPIPE (what made fetch fail here too).
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        const answeredAt = performance.now();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text.slice(0, 500), afterLastByteMs: answeredAt - sentAt }),
        );
      },
    );
    req.once('error', reject);
    req.end(body, () => (sentAt = performance.now()));
  });
}

/**
 * The same PUT made from a worker thread, so the client's writing does not share this thread with
 * a server running in it (as a real client would not): `body` is copied to the worker first, then
 * timed from the request's start to the answer's end, with the time after the last byte and the
 * process's CPU time over the same span (every thread's: the server's and the client's).
 */
export async function putBytesFromThread(
  target: string,
  body: Uint8Array,
): Promise<{ status: number; body: string; ms: number; afterLastByteMs: number; cpuMs: number }> {
  const worker = new Worker(PUT_WORKER, { eval: true, workerData: { target, body } });
  try {
    await once(worker, 'message');
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    worker.postMessage('go');
    const [answer] = (await once(worker, 'message')) as [{ status: number; body: string; afterLastByteMs: number }];
    const c = process.cpuUsage(c0);
    return { ...answer, ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000 };
  } finally {
    await worker.terminate();
  }
}

const PUT_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { target, body } = workerData;
parentPort.once('message', () => {
  const u = new URL(target);
  let sentAt = NaN;
  const req = http.request(
    { method: 'PUT', hostname: u.hostname, port: u.port, path: u.pathname + u.search,
      headers: { 'content-length': body.length }, agent: false },
    (res) => {
      const answeredAt = performance.now();
      let text = '';
      res.on('data', (d) => (text += d.toString()));
      res.on('end', () => parentPort.postMessage({ status: res.statusCode, body: text.slice(0, 500), afterLastByteMs: answeredAt - sentAt }));
    },
  );
  req.once('error', (err) => parentPort.postMessage({ status: 0, body: String(err), afterLastByteMs: NaN }));
  req.end(body, () => (sentAt = performance.now()));
});
parentPort.postMessage('ready');
`;
