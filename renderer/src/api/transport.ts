// Picks the transport to main: Electron's preload (window.vigil) or the browser host's loopback
// endpoint, which the page reaches on its own origin with the launch cookie.
import type { VigilTransport } from '../../../shared/ipc/bridge';
import { EVENT_NAMES } from '../../../shared/ipc/event-names';

export const browserHostTransport: VigilTransport = {
  async invoke(channel, request, callId) {
    const res = await fetch('/ipc', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, request, callId }),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      return {
        ok: false,
        error: {
          code: 'HOST_REFUSED',
          message: body.error ?? `the console host answered ${res.status}`,
          fieldViolations: [],
          retryable: res.status >= 500,
        },
      };
    }
    return res.json();
  },
  subscribe: subscribeOverSse,
  cancel(callId) {
    void fetch('/ipc/cancel', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callId }),
    }).catch(() => undefined);
  },
};

function subscribeOverSse(listener: (event: string, payload: unknown) => void): () => void {
  const source = new EventSource('/events', { withCredentials: true });
  for (const name of EVENT_NAMES) {
    source.addEventListener(name, (e) => {
      try {
        listener(name, JSON.parse((e as MessageEvent<string>).data));
      } catch {
        /* a malformed event is dropped; main validates what it sends */
      }
    });
  }
  return () => source.close();
}

export function defaultTransport(): VigilTransport {
  return window.vigil ?? browserHostTransport;
}
