import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api/context';
import { ApiError } from './api/client';
import { hrefOf, useRoute } from './app/route';
import { DEFAULT_SCREEN, SCREENS } from './screens/registry';

export function App() {
  const api = useApi();
  const { path } = useRoute();
  const info = useQuery({
    queryKey: ['app.info'],
    queryFn: ({ signal }) => api.call('app.info', {}, signal),
  });
  const current = SCREENS.find((s) => s.id === (path[0] ?? DEFAULT_SCREEN)) ?? SCREENS[0]!;
  const Screen = current.component;
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
      <div className="app-body">
        <nav className="app-nav" aria-label="Screens">
          {SCREENS.map((s) => (
            <a
              key={s.id}
              href={hrefOf(s.id)}
              aria-current={s.id === current.id ? 'page' : undefined}
              data-testid={`nav-${s.id}`}
            >
              {s.label}
              <small>{s.audience}</small>
            </a>
          ))}
        </nav>
        <main className="app-main" data-testid="home">
          <Suspense fallback={<p>Loading…</p>}>
            <Screen params={path.slice(1)} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
