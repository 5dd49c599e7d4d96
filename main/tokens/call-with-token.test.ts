// The token-and-retry loop both of main's clients use: one fresh token after a refusal, retries
// only as the policy allows, and cancellation as CANCELLED.
import { describe, expect, it } from 'vitest';
import { IpcFailure } from '../errors.js';
import { callWithToken, type TokenSource } from './call-with-token.js';

function tokens() {
  let n = 0;
  const dropped: string[] = [];
  const source: TokenSource = { getToken: async () => `t${++n}`, invalidate: (t) => void dropped.push(t) };
  return { source, dropped };
}
const refusal = new Error('401');
const refused = (err: unknown) => err === refusal;

describe('callWithToken', () => {
  it('drops a refused token and sends once more with a fresh one, but only once', async () => {
    const { source, dropped } = tokens();
    const sent: (string | undefined)[] = [];
    await expect(callWithToken(source, async (t) => (sent.push(t), Promise.reject(refusal)), { refused })).rejects.toBe(
      refusal,
    );
    expect(sent).toEqual(['t1', 't2']);
    expect(dropped).toEqual(['t1']);
  });

  it('retries a transient failure after the policy’s wait, and gives up when it says so', async () => {
    const waits: number[] = [];
    let calls = 0;
    const transient = new Error('unavailable');
    const answer = await callWithToken(
      undefined,
      async (t) => {
        expect(t).toBeUndefined();
        if (++calls < 3) throw transient;
        return 'ok';
      },
      {
        refused,
        backoff: (err, n) => (err === transient ? 100 * (n + 1) : undefined),
        sleep: async (ms) => void waits.push(ms),
      },
    );
    expect(answer).toBe('ok');
    expect(waits).toEqual([100, 200]);
  });

  it('answers CANCELLED once the signal aborts', async () => {
    const ac = new AbortController();
    const err = await callWithToken(tokens().source, async () => (ac.abort(), Promise.reject(new Error('x'))), {
      refused,
      signal: ac.signal,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IpcFailure);
    expect((err as IpcFailure).error.code).toBe('CANCELLED');
  });
});
