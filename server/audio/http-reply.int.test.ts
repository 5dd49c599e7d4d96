// readBinaryBody against a real HTTP server on port 0: a body with a Content-Length (received into
// one buffer of that size) and a chunked one come back byte for byte, with the hash made as they
// arrived; one over the limit is refused;
// a client that goes away mid-body is an error, never a short body.
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readBinaryBody, UploadTooLarge } from './http-reply.js';
import { within } from '../../testkit/wait-until.testkit.js';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(undefined));
  server = undefined;
});

/**
 * A server handing each request's readBinaryBody outcome to `got` (and the hash made as the body
 * arrived to `hashed`); resolves with its port.
 */
async function serve(limit: number, got: (r: Buffer | Error) => void, hashed?: (hex: string) => void): Promise<number> {
  server = http.createServer((req, res) => {
    const hash = createHash('sha256');
    readBinaryBody(req, limit, { hash }).then(
      (body) => {
        got(body);
        hashed?.(hash.digest('hex'));
        res.writeHead(201).end();
      },
      (err: Error) => {
        got(err);
        res.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as net.AddressInfo).port;
}

function send(port: number, body: Uint8Array, headers: http.OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ method: 'PUT', host: '127.0.0.1', port, headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
    // In pieces, so the server sees several chunks.
    for (let at = 0; at < body.length; at += 50_000) req.write(body.subarray(at, at + 50_000));
    req.end();
  });
}

const bytes = Uint8Array.from({ length: 1_234_567 }, (_, i) => (i * 31 + (i >> 9)) & 0xff);

describe('readBinaryBody', () => {
  it('returns a body with a Content-Length byte for byte, and its hash made as it arrived', async () => {
    let got: Buffer | Error | undefined;
    let hex: string | undefined;
    const port = await serve(
      10_000_000,
      (r) => (got = r),
      (h) => (hex = h),
    );
    expect(await send(port, bytes, { 'content-length': bytes.length })).toBe(201);
    expect(got).toBeInstanceOf(Buffer);
    expect(Buffer.compare(got as Buffer, Buffer.from(bytes))).toBe(0);
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('tells how much of a body with a Content-Length has arrived, in the buffer it returns', async () => {
    const progress: { body: Buffer; received: number }[] = [];
    let got: Buffer | Error | undefined;
    server = http.createServer((req, res) => {
      readBinaryBody(req, 10_000_000, { onProgress: (body, received) => progress.push({ body, received }) }).then(
        (body) => {
          got = body;
          res.writeHead(201).end();
        },
        () => res.writeHead(400).end(),
      );
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    expect(await send(port, bytes, { 'content-length': bytes.length })).toBe(201);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((p) => p.received)).toEqual([...progress.map((p) => p.received)].sort((a, b) => a - b));
    expect(progress.at(-1)!.received).toBe(bytes.length);
    expect(progress.every((p) => p.body.buffer === (got as Buffer).buffer)).toBe(true);
  });

  it('returns a chunked body (no Content-Length) byte for byte, and its hash', async () => {
    let got: Buffer | Error | undefined;
    let hex: string | undefined;
    const port = await serve(
      10_000_000,
      (r) => (got = r),
      (h) => (hex = h),
    );
    expect(await send(port, bytes, { 'transfer-encoding': 'chunked' })).toBe(201);
    expect(Buffer.compare(got as Buffer, Buffer.from(bytes))).toBe(0);
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('refuses a body over the limit, declared or not', async () => {
    const got: (Buffer | Error)[] = [];
    const port = await serve(1_000_000, (r) => got.push(r));
    expect(await send(port, bytes, { 'content-length': bytes.length })).toBe(400);
    expect(await send(port, bytes, { 'transfer-encoding': 'chunked' })).toBe(400);
    expect(got.map((g) => g instanceof UploadTooLarge)).toEqual([true, true]);
  });

  it('is an error when the client goes away before the whole declared body', async () => {
    let resolveGot!: (r: Buffer | Error) => void;
    const outcome = new Promise<Buffer | Error>((r) => (resolveGot = r));
    const port = await serve(10_000_000, (r) => resolveGot(r));
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(`PUT / HTTP/1.1\r\nhost: x\r\ncontent-length: ${bytes.length}\r\n\r\n`);
    socket.write(bytes.subarray(0, 100_000), () => socket.destroy());
    const got = await within(outcome, 'the server to give up on the short body', 10_000);
    expect(got).toBeInstanceOf(Error);
    expect(got).not.toBeInstanceOf(UploadTooLarge);
  });
});
