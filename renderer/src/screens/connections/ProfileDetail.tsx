// One connection profile: what it points at, Use / Test / Edit / Delete, and the test result.
import { useState } from 'react';
import { Badge, ConfirmDialog, ErrorPanel, LoadingState } from '../../components/index.js';
import type { ConnectionProfile } from '../../../../shared/domain/connections.js';
import { EmbeddedPanel } from './EmbeddedPanel.js';
import { INSECURE_TITLE, InsecureBadge } from './InsecureBadge.js';
import { useRemoveProfile, useSelectProfile, useTestProfile } from './queries.js';
import { TestResult } from './TestResult.js';

export interface ProfileDetailProps {
  profile: ConnectionProfile;
  currentId: string;
  onEdit: () => void;
  onRemoved: () => void;
}

const BUILT_IN = 'The built-in Embedded connection cannot be changed or deleted.';

export function ProfileDetail({ profile, currentId, onEdit, onRemoved }: ProfileDetailProps) {
  const isCurrent = profile.id === currentId;
  const test = useTestProfile(currentId);
  const select = useSelectProfile();
  const remove = useRemoveProfile();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="profile-detail" data-testid="profile-detail">
      <section className="panel">
        <div className="panel-title">
          <h3 data-testid="detail-name">{profile.name}</h3>
          {isCurrent && (
            <Badge tone="info" testId="detail-current">
              in use
            </Badge>
          )}
          {profile.builtIn && <Badge tone="muted">built in</Badge>}
          {profile.insecure && <InsecureBadge testId="detail-insecure" />}
          <span className="spacer" />
          <button
            type="button"
            onClick={() => select.mutate(profile.id)}
            disabled={isCurrent || select.isPending}
            title={isCurrent ? 'Already in use' : undefined}
            data-testid="detail-use"
          >
            Use this connection
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => test.mutate(profile.id)}
            disabled={test.isPending}
            data-testid="detail-test"
          >
            {test.isPending ? 'Testing…' : 'Test'}
          </button>
          <button
            type="button"
            onClick={onEdit}
            disabled={profile.builtIn}
            title={profile.builtIn ? BUILT_IN : undefined}
            data-testid="detail-edit"
          >
            Edit
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={profile.builtIn}
            title={profile.builtIn ? BUILT_IN : undefined}
            data-testid="detail-delete"
          >
            Delete
          </button>
        </div>
        {profile.builtIn && (
          <p className="muted detail-note">{BUILT_IN} It runs a local demo server with its own data.</p>
        )}
        {profile.insecure && (
          <p className="detail-note insecure-note" data-testid="detail-insecure-note">
            {INSECURE_TITLE} Use it only on a lab network; edit it to use https:// and TLS for anything else.
          </p>
        )}
        <dl className="facts">
          <dt>Endpoint</dt>
          <dd>
            <code data-testid="detail-endpoint">{profile.endpoint || 'not running'}</code>
          </dd>
          <dt>TLS</dt>
          <dd>{profile.tls ? (profile.caCertPem ? 'yes, custom CA' : "yes, system's roots") : 'no (plaintext)'}</dd>
          <dt>Token URL</dt>
          <dd>
            <code>{profile.tokenUrl || '—'}</code>
          </dd>
          <dt>Client ID</dt>
          <dd>
            <code>{profile.clientId || '—'}</code>
          </dd>
          <dt>Client secret</dt>
          <dd data-testid="detail-secret">{profile.hasSecret ? 'stored' : <Badge tone="warn">none stored</Badge>}</dd>
          <dt>OAuth scopes</dt>
          <dd>
            {profile.scopes.length ? (
              profile.scopes.map((s) => (
                <code key={s} className="chip">
                  {s}
                </code>
              ))
            ) : (
              <span className="muted">client defaults</span>
            )}
          </dd>
          <dt>Default scope</dt>
          <dd>
            <code data-testid="detail-scope">{profile.defaultScopeId || '—'}</code>
          </dd>
        </dl>
        {select.error != null && (
          <ErrorPanel error={select.error} title="Could not switch" compact testId="select-error" />
        )}
      </section>

      <section className="panel" data-testid="test-panel">
        <div className="panel-title">
          <h3>Connection test</h3>
        </div>
        {test.isIdle && (
          <p className="muted">Test gets a token, checks the server's health and shows who the token says you are.</p>
        )}
        {test.isPending && <LoadingState label="Testing…" testId="test-loading" />}
        {test.error != null && (
          <ErrorPanel
            error={test.error}
            title="The test failed"
            onRetry={() => test.mutate(profile.id)}
            testId="test-error"
          />
        )}
        {test.data && <TestResult result={test.data} />}
      </section>

      {profile.builtIn && <EmbeddedPanel />}

      <ConfirmDialog
        open={confirming}
        title={`Delete “${profile.name}”?`}
        tone="danger"
        confirmLabel="Delete connection"
        requireText={profile.name}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => (setConfirming(false), remove.reset())}
        onConfirm={() =>
          remove.mutate(profile.id, {
            onSuccess: () => {
              setConfirming(false);
              onRemoved();
            },
          })
        }
        testId="delete-confirm"
      >
        The connection profile <strong>{profile.name}</strong> ({profile.endpoint}, client{' '}
        <code>{profile.clientId}</code>) and its stored client secret will be removed from this computer. Nothing on the
        server changes.
        {isCurrent && ' The console will switch to the Embedded connection.'}
      </ConfirmDialog>
    </div>
  );
}
