import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { ApiContext } from './api/context';
import { createApi } from './api/client';
import type { VigilTransport } from '../../shared/ipc/bridge';

function renderWith(transport: VigilTransport) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ApiContext.Provider value={createApi(transport)}>
      <QueryClientProvider client={client}>
        <App />
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
}

describe('App header', () => {
  it('shows the version and host main reports', async () => {
    const calls: string[] = [];
    renderWith({
      invoke: async (channel) => {
        calls.push(channel);
        return { ok: true, value: { name: 'Vigil', version: '9.8.7', host: 'electron' } };
      },
      cancel: () => {},
      subscribe: () => () => {},
    });
    expect(screen.getByTestId('host-info').textContent).toBe('Connecting…');
    expect(await screen.findByText('Vigil 9.8.7 · desktop')).toBeTruthy();
    expect(calls).toEqual(['app.info']);
  });

  it('says plainly when main refuses', async () => {
    renderWith({
      invoke: async () => ({
        ok: false,
        error: { code: 'HOST_REFUSED', message: 'wrong launch secret', fieldViolations: [], retryable: false },
      }),
      cancel: () => {},
      subscribe: () => () => {},
    });
    expect(await screen.findByText('Cannot reach main: wrong launch secret')).toBeTruthy();
  });
});
