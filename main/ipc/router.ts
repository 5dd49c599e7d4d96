// The IPC router: the same object behind Electron's ipcMain and behind the browser host. It looks
// the channel up in the contract, validates the payload, runs the handler with an AbortSignal the
// renderer can trigger by cancelling the call, validates the answer, and returns errors as data.
import { randomUUID } from 'node:crypto';
import { contract, isChannel, type Channel, type RequestOf, type ResponseOf } from '../../shared/ipc/contract.js';
import type { IpcError, IpcResult } from '../../shared/ipc/errors.js';
import { IpcFailure } from '../errors.js';
import { launchMark } from '../../wire/launch-trace.js';

export interface HandlerOptions {
  signal: AbortSignal;
}

export type Handlers = {
  [C in Channel]: (request: RequestOf<C>, opts: HandlerOptions) => Promise<ResponseOf<C>>;
};

export interface Router {
  invoke(channel: unknown, payload: unknown, callId?: string): Promise<IpcResult<unknown>>;
  cancel(callId: string): void;
  /** Cancels every call in flight (the window went away). */
  cancelAll(): void;
}

const fail = (code: string, message: string, extra: Partial<IpcError> = {}): IpcResult<never> => ({
  ok: false,
  error: { code, message, fieldViolations: [], retryable: false, ...extra },
});

export function createRouter(
  handlers: Partial<Handlers>,
  log: (msg: string, fields?: object) => void = () => {},
): Router {
  const open = new Map<string, AbortController>();
  // The first call of each channel, for a launch's timeline (server/util/launch-trace.ts).
  const seen = new Set<string>();
  return {
    async invoke(channel, payload, callId = randomUUID()) {
      if (!isChannel(channel)) return fail('BAD_CHANNEL', `unknown channel ${JSON.stringify(channel)}`);
      const first = !seen.has(channel);
      if (first) {
        seen.add(channel);
        launchMark(`console: first ${channel} call`);
      }
      const handler = handlers[channel] as ((req: unknown, o: HandlerOptions) => Promise<unknown>) | undefined;
      if (!handler) return fail('UNIMPLEMENTED', `channel ${channel} has no handler in this host`);
      const parsed = contract[channel].request.safeParse(payload);
      if (!parsed.success) {
        return fail('BAD_PAYLOAD', `invalid request for ${channel}`, {
          fieldViolations: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        });
      }
      const ac = new AbortController();
      open.set(callId, ac);
      try {
        const value = await handler(parsed.data, { signal: ac.signal });
        const checked = contract[channel].response.safeParse(value);
        if (!checked.success) {
          log('response failed its schema', { channel, issues: checked.error.issues });
          return fail('INTERNAL', `main produced an invalid response for ${channel}`);
        }
        if (first) launchMark(`console: first ${channel} answered`);
        return { ok: true, value: checked.data };
      } catch (err) {
        if (err instanceof IpcFailure) return { ok: false, error: err.error };
        if (ac.signal.aborted) return fail('CANCELLED', 'the call was cancelled');
        log('handler failed', { channel, err: String(err) });
        return fail('INTERNAL', err instanceof Error ? err.message : String(err));
      } finally {
        open.delete(callId);
      }
    },
    cancel(callId) {
      open.get(callId)?.abort();
    },
    cancelAll() {
      for (const ac of open.values()) ac.abort();
      open.clear();
    },
  };
}
