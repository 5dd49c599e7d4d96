// The renderer's typed door to main: `api.call('voiceprints.unlock', {...}, signal)`. Failures come
// back as an ApiError carrying the code, message and field violations, so screens can show them.
import type { Channel, RequestOf, ResponseOf } from '../../../shared/ipc/contract';
import type { IpcError, IpcResult } from '../../../shared/ipc/errors';
import type { VigilTransport } from '../../../shared/ipc/bridge';

export class ApiError extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
    this.name = 'ApiError';
  }
}

let seq = 0;
const nextCallId = () => `c${Date.now().toString(36)}-${(seq++).toString(36)}`;

export interface Api {
  call<C extends Channel>(channel: C, request: RequestOf<C>, signal?: AbortSignal): Promise<ResponseOf<C>>;
}

export function createApi(transport: VigilTransport): Api {
  return {
    async call(channel, request, signal) {
      if (signal?.aborted)
        throw new ApiError({ code: 'CANCELLED', message: 'cancelled', fieldViolations: [], retryable: false });
      const callId = nextCallId();
      const onAbort = () => transport.cancel(callId);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const result = (await transport.invoke(channel, request, callId)) as IpcResult<ResponseOf<typeof channel>>;
        if (!result.ok) throw new ApiError(result.error);
        return result.value;
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError({
          code: 'UNAVAILABLE',
          message: 'the console lost its connection to main',
          fieldViolations: [],
          retryable: true,
        });
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
