// For component tests: a transport answering channels from handlers, recording calls, and
// emitting events on demand. A handler may return a value, throw an IpcError-shaped object via
// `fail(...)`, or return a promise. Unhandled channels fail with UNIMPLEMENTED.
import type { VigilTransport } from '../../shared/ipc/bridge.js';
import type { Channel, EventName, EventOf, RequestOf, ResponseOf } from '../../shared/ipc/contract.js';
import type { IpcError } from '../../shared/ipc/errors.js';

export type Handlers = {
  [C in Channel]?: (req: RequestOf<C>) => ResponseOf<C> | Promise<ResponseOf<C>>;
};

export class FakeFailure {
  constructor(readonly error: IpcError) {}
}

export function fail(code: string, message: string, extra: Partial<IpcError> = {}): FakeFailure {
  return new FakeFailure({ code, message, fieldViolations: [], retryable: code === 'UNAVAILABLE', ...extra });
}

export interface FakeTransport extends VigilTransport {
  calls: { channel: string; request: unknown }[];
  handlers: Handlers;
  emit<E extends EventName>(name: E, payload: EventOf<E>): void;
}

export function fakeTransport(handlers: Handlers = {}): FakeTransport {
  const listeners = new Set<(e: string, p: unknown) => void>();
  const t: FakeTransport = {
    calls: [],
    handlers,
    async invoke(channel, request) {
      t.calls.push({ channel, request });
      const h = (t.handlers as Record<string, ((r: unknown) => unknown) | undefined>)[channel];
      if (!h)
        return {
          ok: false,
          error: { code: 'UNIMPLEMENTED', message: `no fake for ${channel}`, fieldViolations: [], retryable: false },
        };
      try {
        return { ok: true, value: await h(request) };
      } catch (err) {
        if (err instanceof FakeFailure) return { ok: false, error: err.error };
        throw err;
      }
    },
    cancel() {},
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit(name, payload) {
      for (const l of [...listeners]) l(name, payload);
    },
  };
  return t;
}
