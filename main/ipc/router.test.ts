import { IpcFailure } from '../errors.js';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router.js';

const info = { name: 'Vigil' as const, version: '1.2.3', host: 'browser' as const };

describe('IPC router', () => {
  it('validates the channel, the payload and the answer', async () => {
    const router = createRouter({ 'app.info': async () => info });
    await expect(router.invoke('app.info', {})).resolves.toEqual({ ok: true, value: info });
    await expect(router.invoke('app.nope', {})).resolves.toMatchObject({ ok: false, error: { code: 'BAD_CHANNEL' } });
    await expect(router.invoke('__proto__', {})).resolves.toMatchObject({ ok: false, error: { code: 'BAD_CHANNEL' } });
    const bad = await router.invoke('app.info', { extra: 1 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
  });

  it('refuses a handler answer that breaks the contract', async () => {
    const router = createRouter({ 'app.info': async () => ({ ...info, version: 5 }) as never });
    await expect(router.invoke('app.info', {})).resolves.toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('carries service errors as data, field violations included', async () => {
    const router = createRouter({
      'app.info': async () => {
        throw new IpcFailure({
          code: 'INVALID_ARGUMENT',
          message: 'bad',
          fieldViolations: [{ field: 'reason', message: 'too long' }],
          retryable: false,
        });
      },
    });
    await expect(router.invoke('app.info', {})).resolves.toEqual({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        message: 'bad',
        fieldViolations: [{ field: 'reason', message: 'too long' }],
        retryable: false,
      },
    });
  });

  it('cancels a call by its ID', async () => {
    let seen: AbortSignal | undefined;
    const router = createRouter({
      'app.info': (_req, { signal }) =>
        new Promise((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const pending = router.invoke('app.info', {}, 'call-1');
    router.cancel('call-1');
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(seen?.aborted).toBe(true);
  });
});
