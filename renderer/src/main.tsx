import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App.js';
import { ApiContext } from './api/context.js';
import { createApi } from './api/client.js';
import { defaultTransport } from './api/transport.js';
import { createEventHub, EventsProvider } from './app/events.js';
import { createQueryClient } from './app/query-client.js';
import { applyStoredTheme } from './app/theme.js';
import './styles.css';
import './components/components.css';

applyStoredTheme();
const transport = defaultTransport();
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ApiContext.Provider value={createApi(transport)}>
      <EventsProvider hub={createEventHub(transport)}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </EventsProvider>
    </ApiContext.Provider>
  </StrictMode>,
);
