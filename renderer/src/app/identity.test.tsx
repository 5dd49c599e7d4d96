import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiContext } from '../api/context';
import { createApi } from '../api/client';
import { createEventHub, EventsProvider } from './events';
import { useCan } from './can';
import { useIdentity } from './identity';
import { HeaderIdentity } from './HeaderIdentity';

afterEach(cleanup);

function Probe() {
  const id = useIdentity();
  const verdict = useCan('engagements.setVerdict');
  return (
    <p data-testid="probe">
      {id.isLoading
        ? 'loading'
        : `${id.role}|${id.clientId}|${id.scopeId}|${id.profileName}|${verdict.allowed ? 'yes' : verdict.reason}`}
    </p>
  );
}

describe('useIdentity / useCan', () => {
  it('reads the role from the connection test and refetches when the connection changes', async () => {
    let role = 'admin';
    let emit: (e: string, p: unknown) => void = () => {};
    const transport = {
      invoke: async (channel: string) => {
        if (channel === 'connections.current')
          return { ok: true, value: { profile: { id: 'embedded', name: 'Embedded' }, scopeId: 'demo' } };
        return {
          ok: true,
          value: {
            profileId: 'embedded',
            endpoint: 'x:1',
            serving: 'SERVING',
            roundTripMs: 3,
            identity: { clientId: `demo-${role}`, role, oauthScopes: [], gkScopeIds: ['demo'] },
            tokenExpiresAt: '2030-01-01T00:00:00Z',
          },
        };
      },
      cancel: () => {},
      subscribe: (l: (e: string, p: unknown) => void) => {
        emit = l;
        return () => {};
      },
    };
    render(
      <ApiContext.Provider value={createApi(transport)}>
        <EventsProvider hub={createEventHub(transport)}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <Probe />
          </QueryClientProvider>
        </EventsProvider>
      </ApiContext.Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('admin|demo-admin|demo|Embedded|yes'));
    role = 'support';
    act(() => emit('connections.changed', { currentId: 'embedded' }));
    await waitFor(() =>
      expect(screen.getByTestId('probe').textContent).toBe(
        'support|demo-support|demo|Embedded|Your role (support) cannot set verdicts; analysts and admins can.',
      ),
    );
  });
});

describe('HeaderIdentity', () => {
  const identity = { role: 'admin' as const, profileName: 'Lab', isLoading: false };
  it('shows in red when the connection in use is marked insecure, for lab use', () => {
    const { rerender } = render(<HeaderIdentity identity={{ ...identity, insecure: true }} />);
    const badge = screen.getByTestId('header-insecure');
    expect(badge.getAttribute('data-tone')).toBe('danger');
    expect(badge.textContent).toBe('insecure · lab use');
    rerender(<HeaderIdentity identity={{ ...identity, insecure: false }} />);
    expect(screen.queryByTestId('header-insecure')).toBeNull();
  });
});
