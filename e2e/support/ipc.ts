// Calls main the way the page does (POST /ipc with the launch cookie), for a test's setup and
// fresh reads that bypass the screens' caches. Typed by the IPC contract.
import type { Page } from '@playwright/test';
import type { Channel, RequestOf, ResponseOf } from '../../shared/ipc/contract.js';
import type { EmbeddedState } from '../../shared/domain/embedded.js';
import type { IpcResult } from '../../shared/ipc/errors.js';

let seq = 0;

/** Invokes one channel from the page (it must have opened the console URL); throws on a failure result. */
export async function ipc<C extends Channel>(page: Page, channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
  const callId = `e2e-${++seq}`;
  const result = await page.evaluate(
    async ({ channel, request, callId }) => {
      const res = await fetch('/ipc', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel, request, callId }),
      });
      return (await res.json()) as unknown;
    },
    { channel, request, callId },
  );
  const r = result as IpcResult<ResponseOf<C>>;
  if (!r.ok) throw new Error(`${channel} failed: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The embedded server's state once it is running (addresses included); waits while it starts. */
export async function runningEmbedded(
  page: Page,
  timeoutMs = 60_000,
): Promise<EmbeddedState & { grpcAddress: string; tokenUrl: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await ipc(page, 'embedded.status', {});
    if (s.state === 'running' && s.grpcAddress && s.tokenUrl) {
      return { ...s, grpcAddress: s.grpcAddress, tokenUrl: s.tokenUrl };
    }
    if (s.state === 'failed' || s.state === 'stopped' || Date.now() > until) {
      throw new Error(`the embedded server is not running: ${JSON.stringify(s)}`);
    }
    await page.waitForTimeout(100);
  }
}
