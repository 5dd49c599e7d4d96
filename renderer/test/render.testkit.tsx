// For component tests: renders UI with the API, events and a QueryClient (no retries) around it.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ApiContext } from '../src/api/context.js';
import { createApi } from '../src/api/client.js';
import { createEventHub, EventsProvider } from '../src/app/events.js';
import type { FakeTransport } from './fake-transport.testkit.js';

export function renderWithApi(ui: ReactElement, transport: FakeTransport, client?: QueryClient) {
  const qc = client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <ApiContext.Provider value={createApi(transport)}>
      <EventsProvider hub={createEventHub(transport)}>
        <QueryClientProvider client={qc}>{ui}</QueryClientProvider>
      </EventsProvider>
    </ApiContext.Provider>,
  );
  return { ...result, queryClient: qc };
}
