// Plain objects for component tests: the Embedded profile, a test result, the embedded state.
import type { ConnectionProfile, ConnectionTest } from '../../shared/domain/connections.js';
import type { EmbeddedState } from '../../shared/domain/embedded.js';
import type { Handlers } from './fake-transport.testkit.js';

export const embeddedProfile: ConnectionProfile = {
  id: 'embedded',
  name: 'Embedded',
  endpoint: '127.0.0.1:50051',
  tls: false,
  tokenUrl: 'http://127.0.0.1:8080/oauth2/token',
  clientId: 'demo-admin',
  scopes: [],
  defaultScopeId: 'demo',
  builtIn: true,
  hasSecret: true,
};

export function testResult(role = 'admin', over: Partial<ConnectionTest> = {}): ConnectionTest {
  return {
    profileId: 'embedded',
    endpoint: '127.0.0.1:50051',
    serving: 'SERVING',
    roundTripMs: 12,
    identity: { clientId: `demo-${role}`, role, oauthScopes: ['biosec.sessions'], gkScopeIds: ['demo'] },
    tokenExpiresAt: '2030-01-01T12:00:00Z',
    ...over,
  };
}

export function embeddedState(state: EmbeddedState['state'] = 'running', role = 'admin'): EmbeddedState {
  return { state, restarts: 0, role, grpcAddress: '127.0.0.1:50051' };
}

/** Handlers for the shell: app info, the current (Embedded) connection as `role`, a running server. */
export function shellHandlers(role = 'admin'): Handlers {
  return {
    'app.info': () => ({ name: 'Vigil', version: '1.2.3', host: 'browser' }),
    'connections.current': () => ({ profile: embeddedProfile, scopeId: 'demo' }),
    'connections.test': () => testResult(role),
    'embedded.status': () => embeddedState('running', role),
  };
}
