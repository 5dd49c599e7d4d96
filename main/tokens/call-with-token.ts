// The one token-and-retry loop of main's clients (the gRPC client and the event-log HTTP client):
// a bearer token from the profile's token manager for each attempt; when the server refuses the
// token, it is dropped and the call sent once more with a fresh one; a transient failure is sent
// again after the wait the caller's policy gives; cancellation ends it all as CANCELLED.
import { ipcFailure } from '../errors.js';

/** Where tokens come from (a TokenManager, or a wrapper that checks the token's scope). */
export interface TokenSource {
  getToken(signal?: AbortSignal): Promise<string>;
  invalidate(token: string): void;
}

export interface CallPolicy {
  signal?: AbortSignal | undefined;
  /** The server refused the token the attempt carried: refresh it once and try again. */
  refused(err: unknown): boolean;
  /** For a failure worth sending again (the n-th retry, from 0): how long to wait first; undefined: give up. */
  backoff?(err: unknown, n: number): number | undefined;
  /** Waits (tests pass a fake). */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

const cancelled = () => ipcFailure('CANCELLED', 'The call was cancelled.');

const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * Runs `send` with a token (none without a token source) until it answers, the policy gives up or
 * the signal aborts. What `send` throws last leaves as it is; token failures leave as the token
 * manager says them.
 */
export async function callWithToken<T>(
  tokens: TokenSource | undefined,
  send: (token: string | undefined) => Promise<T>,
  policy: CallPolicy,
): Promise<T> {
  const { signal } = policy;
  const sleep = policy.sleep ?? realSleep;
  let refreshed = false;
  let retries = 0;
  for (;;) {
    if (signal?.aborted) throw cancelled();
    const token = tokens ? await tokens.getToken(signal) : undefined;
    try {
      return await send(token);
    } catch (err) {
      if (signal?.aborted) throw cancelled();
      if (token && !refreshed && policy.refused(err)) {
        refreshed = true;
        tokens!.invalidate(token);
        continue;
      }
      const wait = policy.backoff?.(err, retries);
      if (wait === undefined) throw err;
      retries++;
      await sleep(wait, signal);
    }
  }
}
