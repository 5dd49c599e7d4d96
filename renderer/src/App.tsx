import { useQuery } from '@tanstack/react-query';
import { useApi } from './api/context';
import { ApiError } from './api/client';

export function App() {
  const api = useApi();
  const info = useQuery({
    queryKey: ['app.info'],
    queryFn: ({ signal }) => api.call('app.info', {}, signal),
  });
  return (
    <div className="app">
      <header className="app-header">
        <h1>Vigil</h1>
        <span data-testid="host-info">
          {info.isPending && 'Connecting…'}
          {info.isError &&
            `Cannot reach main: ${info.error instanceof ApiError ? info.error.error.message : String(info.error)}`}
          {info.data &&
            `${info.data.name} ${info.data.version} · ${info.data.host === 'electron' ? 'desktop' : 'browser host'}`}
        </span>
      </header>
      <main className="app-main" data-testid="home">
        <p>Fraud review, voiceprint support and configset administration for Gatekeeper.</p>
      </main>
    </div>
  );
}
