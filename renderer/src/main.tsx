import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { ApiContext } from './api/context';
import { createApi } from './api/client';
import { defaultTransport } from './api/transport';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ApiContext.Provider value={createApi(defaultTransport())}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </ApiContext.Provider>
  </StrictMode>,
);
