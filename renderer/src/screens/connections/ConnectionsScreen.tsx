// Connections: the profiles on this computer (Embedded built in), which one is in use, add / edit
// / import / test / delete, how secrets are kept, and the Embedded server's demo role.
// Route: #/connections[/<profileId>|/new].
import { useState } from 'react';
import { Badge, EmptyState, ErrorPanel, LoadingState } from '../../components/index.js';
import { hrefOf } from '../../app/route.js';
import type { ProfileDraft } from '../../../../shared/domain/connections.js';
import { ImportPanel } from './ImportPanel.js';
import { InsecureBadge } from './InsecureBadge.js';
import { ProfileDetail } from './ProfileDetail.js';
import { ProfileForm } from './ProfileForm.js';
import { useProfiles } from './queries.js';
import { SecretsPanel } from './SecretsPanel.js';
import './connections.css';

type Mode = { kind: 'view' } | { kind: 'edit' } | { kind: 'new'; draft?: Partial<ProfileDraft> } | { kind: 'import' };

const go = (...parts: string[]) => {
  window.location.hash = hrefOf('connections', ...parts);
};

export default function ConnectionsScreen({ params }: { params: string[] }) {
  const profiles = useProfiles();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const data = profiles.data;
  const wanted = params[0];
  const selected = data?.profiles.find((p) => p.id === (wanted ?? data.currentId)) ?? data?.profiles[0];
  const creating = wanted === 'new' || mode.kind === 'new';

  return (
    <section className="screen connections" data-testid="screen-connections">
      <div className="screen-head">
        <h2>Connections</h2>
        <span className="spacer" />
        <button type="button" onClick={() => setMode({ kind: 'import' })} data-testid="conn-import">
          Import file…
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => (setMode({ kind: 'new' }), go('new'))}
          data-testid="conn-new"
        >
          New connection
        </button>
      </div>
      {profiles.isPending && <LoadingState />}
      {profiles.error != null && (
        <ErrorPanel error={profiles.error} title="Could not load connections" onRetry={() => void profiles.refetch()} />
      )}
      {data && (
        <div className="conn-layout">
          <aside className="conn-list panel" aria-label="Connection profiles">
            {data.profiles.length === 0 ? (
              <EmptyState title="No connections" />
            ) : (
              <ul role="list">
                {data.profiles.map((p) => (
                  <li key={p.id}>
                    <a
                      href={hrefOf('connections', p.id)}
                      aria-current={!creating && p.id === selected?.id ? 'true' : undefined}
                      onClick={() => setMode({ kind: 'view' })}
                      data-testid={`conn-${p.id}`}
                    >
                      <span className="conn-name">
                        {p.name}
                        {p.id === data.currentId && (
                          <Badge tone="info" testId={`conn-${p.id}-current`}>
                            in use
                          </Badge>
                        )}
                        {p.insecure && <InsecureBadge testId={`conn-${p.id}-insecure`} />}
                      </span>
                      <span className="conn-sub">{p.builtIn ? 'local demo server' : p.endpoint}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </aside>
          <div className="conn-main">
            {mode.kind === 'import' && (
              <ImportPanel
                onClose={() => setMode({ kind: 'view' })}
                onImported={(p) => (setMode({ kind: 'view' }), go(p.id))}
                onComplete={(draft) => (setMode({ kind: 'new', draft }), go('new'))}
              />
            )}
            {creating ? (
              <ProfileForm
                initial={mode.kind === 'new' ? mode.draft : undefined}
                onSaved={(p) => (setMode({ kind: 'view' }), go(p.id))}
                onCancel={() => (setMode({ kind: 'view' }), go())}
              />
            ) : mode.kind === 'edit' && selected ? (
              <ProfileForm
                key={selected.id}
                profile={selected}
                onSaved={() => setMode({ kind: 'view' })}
                onCancel={() => setMode({ kind: 'view' })}
              />
            ) : selected ? (
              <ProfileDetail
                key={selected.id}
                profile={selected}
                currentId={data.currentId}
                onEdit={() => setMode({ kind: 'edit' })}
                onRemoved={() => go()}
              />
            ) : null}
            <SecretsPanel />
          </div>
        </div>
      )}
    </section>
  );
}
