// #32 finding 12: a caller refused before its body is read (no token) still reads the answer.
// Node's fetch (undici) sending a 7 MiB body used to see ECONNRESET, because the server closed the
// connection while the body was still arriving; curl, which stops sending, saw the 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer('pglite');
}, 60_000);
afterAll(async () => h?.close());

const bigBody = (bytes: number) => `{"session_id":"${'x'.repeat(bytes - 20)}"}`;

/**
 * `bytes` of body sent in 64 KiB pieces, yielding between them, as a client on a real network
 * does: the answer arrives while most of the body is still to be sent.
 */
function trickle(bytes: number): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  const piece = new Uint8Array(64 * 1024).fill(0x20);
  let left = bytes;
  const body = new ReadableStream<Uint8Array>({
    async pull(ctl) {
      if (left <= 0) return ctl.close();
      await new Promise((r) => setImmediate(r));
      const n = Math.min(left, piece.length);
      left -= n;
      ctl.enqueue(piece.subarray(0, n));
    },
  });
  return { body, duplex: 'half' };
}

describe('an early refusal of a large body', () => {
  it('answers an unauthenticated 7 MiB POST from Node fetch with a readable 401 JSON body', async () => {
    for (const sized of [true, false]) {
      const res = await fetch(`${h.httpUrl}/v1/sessions/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sized ? { 'content-length': String(7 << 20) } : {}) },
        ...trickle(7 << 20),
      } as RequestInit);
      expect(res.status).toBe(401);
      const body = (await res.json()) as { status: { statusCode: string } };
      expect(body.status.statusCode).toBe('NOT_AUTHORIZED');
    }
  });

  it('keeps the connection usable: the next call on it, with a token, is served', async () => {
    const token = await h.token('admin');
    for (let i = 0; i < 2; i++) {
      const refused = await fetch(`${h.httpUrl}/v1/sessions/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bigBody(2 * 1024 * 1024),
      });
      expect(refused.status).toBe(401);
      await refused.arrayBuffer();
    }
    const ok = await fetch(`${h.httpUrl}/v1/configsets`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBeLessThan(500);
    await ok.arrayBuffer();
  });

  it('answers a body over the 8 MiB limit with 413, also readable by Node fetch', async () => {
    const token = await h.token('admin');
    const res = await fetch(`${h.httpUrl}/v1/sessions/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: bigBody(8 * 1024 * 1024 + 1024),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { status: unknown }).status).toBeDefined();
  });
});
