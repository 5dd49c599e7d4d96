// The header's "who am I": connection, role, scope and client, and the embedded server's state.
// On the Embedded profile the role badge is a menu that switches the demo role directly.
import { Badge, CaretDownIcon, Menu, type BadgeTone } from '../components/index.js';
import { ROLE_HELP, DEMO_ROLES, useSetDemoRole } from './demo-role.js';
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
      {embedded ? (
        <RoleSwitch identity={identity} embedded={embedded} />
      ) : (
        <Badge
          tone={identity.role === 'unknown' ? 'muted' : 'info'}
          testId="header-role"
          title="Role the token carries"
        >
          {identity.isLoading ? '…' : identity.role}
        </Badge>
      )}
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

/** The role badge as a menu of the demo roles (Embedded profile only). */
function RoleSwitch({ identity, embedded }: { identity: Identity; embedded: EmbeddedState }) {
  const setRole = useSetDemoRole();
  const shown = identity.isLoading || setRole.isPending ? '…' : identity.role;
  return (
    <>
      <Menu
        label={`Role ${shown}: switch the demo role`}
        title={
          setRole.error
            ? `The role was not switched: ${setRole.error instanceof Error ? setRole.error.message : String(setRole.error)}`
            : 'Role the token carries. Choose another demo role.'
        }
        trigger={
          <>
            <span data-testid="header-role">{shown}</span>
            <CaretDownIcon />
          </>
        }
        triggerClassName={`badge badge-${identity.role === 'unknown' ? 'muted' : 'info'} role-switch`}
        items={DEMO_ROLES.map((r) => ({
          id: r,
          testId: `header-role-${r}`,
          checked: r === embedded.role,
          label: (
            <>
              {r} <span className="menu-reason">{ROLE_HELP[r]}</span>
            </>
          ),
          onSelect: () => {
            if (r !== embedded.role) setRole.mutate(r);
          },
        }))}
        testId="header-role-menu"
      />
      {setRole.error != null && (
        <Badge tone="danger" testId="header-role-error" title={String(setRole.error)}>
          role not switched
        </Badge>
      )}
    </>
  );
}
