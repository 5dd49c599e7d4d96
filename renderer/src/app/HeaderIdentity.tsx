// The header's "who am I": connection, role, scope and client, and the embedded server's state.
import { Badge, type BadgeTone } from '../components/index.js';
import type { EmbeddedState } from '../../../shared/domain/embedded.js';
import { hrefOf } from './route.js';
import type { Identity } from './identity.js';

const EMBEDDED_TONE: Record<EmbeddedState['state'], BadgeTone> = {
  running: 'ok',
  starting: 'info',
  restarting: 'warn',
  stopped: 'muted',
  failed: 'danger',
};

export function HeaderIdentity({ identity, embedded }: { identity: Identity; embedded?: EmbeddedState }) {
  return (
    <div className="header-identity" data-testid="header-identity">
      <a href={hrefOf('connections')} className="muted" title="Connections">
        <strong data-testid="header-profile">{identity.profileName ?? '…'}</strong>
      </a>
      {identity.insecure && (
        <Badge
          tone="danger"
          testId="header-insecure"
          title="The connection in use is marked insecure, for lab use: it may send the client secret or access tokens unencrypted."
        >
          insecure · lab use
        </Badge>
      )}
      <Badge tone={identity.role === 'unknown' ? 'muted' : 'info'} testId="header-role" title="Role the token carries">
        {identity.isLoading ? '…' : identity.role}
      </Badge>
      {identity.scopeId !== undefined && (
        <span title={`gk_scope_id in use: ${identity.scopeId}`}>
          scope <code data-testid="header-scope">{identity.scopeId || '—'}</code>
        </span>
      )}
      {identity.clientId && (
        <span title={`OAuth client: ${identity.clientId}`}>
          client <code data-testid="header-client">{identity.clientId}</code>
        </span>
      )}
      {embedded && (
        <Badge tone={EMBEDDED_TONE[embedded.state]} testId="embedded-state" title="Embedded server">
          embedded: {embedded.state}
        </Badge>
      )}
    </div>
  );
}
