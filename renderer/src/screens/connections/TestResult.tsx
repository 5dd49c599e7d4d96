// What a connection test found: the server's health, round trip, and who the token says we are.
import { Badge, DateTime } from '../../components/index.js';
import type { ConnectionTest } from '../../../../shared/domain/connections.js';

const list = (xs: string[]) =>
  xs.length ? (
    xs.map((x) => (
      <code key={x} className="chip">
        {x}
      </code>
    ))
  ) : (
    <span className="muted">none</span>
  );

export function TestResult({ result }: { result: ConnectionTest }) {
  return (
    <dl className="facts" data-testid="test-result">
      <dt>Server</dt>
      <dd>
        <Badge tone={result.serving === 'SERVING' ? 'ok' : 'warn'} testId="test-serving">
          {result.serving.toLowerCase().replace(/_/g, ' ')}
        </Badge>{' '}
        <span className="muted">
          {result.endpoint} · <span data-testid="test-rtt">{result.roundTripMs} ms</span> round trip
        </span>
      </dd>
      <dt>Client</dt>
      <dd>
        <code data-testid="test-client">{result.identity.clientId}</code>
      </dd>
      <dt>Role</dt>
      <dd>
        <Badge tone={result.identity.role === 'unknown' ? 'muted' : 'info'} testId="test-role">
          {result.identity.role}
        </Badge>
      </dd>
      <dt>OAuth scopes</dt>
      <dd className="chips" data-testid="test-oauth-scopes">
        {list(result.identity.oauthScopes)}
      </dd>
      <dt>gk scopes</dt>
      <dd className="chips" data-testid="test-gk-scopes">
        {list(result.identity.gkScopeIds)}
      </dd>
      <dt>Token expires</dt>
      <dd>
        <DateTime value={result.tokenExpiresAt} mode="precise" testId="test-expiry" />
      </dd>
    </dl>
  );
}
