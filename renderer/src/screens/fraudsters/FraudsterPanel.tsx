// Fraudsters: find by external ID, create when there is none, rename, see their print profiles.
import { useState } from 'react';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import { ActionButton, CopyId, DateTime, EmptyState, ErrorPanel, Field, LoadingState } from '../../components/index.js';
import { isNotFound, LookupBar } from './LookupBar.js';
import { useFraudMutation, useFraudster } from './fraud.queries.js';

export function FraudsterPanel({
  fraudsterId,
  onOpen,
}: {
  fraudsterId?: string | undefined;
  onOpen: (id: string) => void;
}) {
  const q = useFraudster(fraudsterId);
  const can = useCan('fraud.fraudsters.write');
  const create = useFraudMutation('fraud.createFraudster');
  const rename = useFraudMutation('fraud.renameFraudster');
  const [newId, setNewId] = useState('');
  const f = q.data;

  return (
    <div className="fraud-panel" data-testid="fraudster-panel">
      <LookupBar
        label="Fraudster external ID (fraudster_id)"
        initial={fraudsterId}
        onFind={onOpen}
        testId="fraudster-find"
      />
      {!fraudsterId && (
        <EmptyState title="Find a fraudster" testId="fraudster-empty">
          Enter a fraudster’s external ID to see them, or to create them if they are new.
        </EmptyState>
      )}
      {fraudsterId && q.isPending && <LoadingState />}
      {fraudsterId && isNotFound(q.error) && (
        <div data-testid="fraudster-not-found">
          <p>
            No fraudster has the external ID <code>{fraudsterId}</code> in this scope.
          </p>
          <ActionButton
            can={can}
            disabled={create.isPending}
            onClick={() => create.mutate({ fraudsterId })}
            testId="fraudster-create"
          >
            Create fraudster “{fraudsterId}”
          </ActionButton>
          {create.isError && <ErrorPanel error={create.error} compact testId="fraudster-create-error" />}
        </div>
      )}
      {q.isError && !isNotFound(q.error) && <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />}
      {f && (
        <article className="fraud-detail" data-testid="fraudster-detail" data-gk-fraudster-id={f.gkFraudsterId}>
          <header className="fraud-detail-head">
            <h3 data-testid="fraudster-id">{f.fraudsterId}</h3>
            <CopyId id={f.gkFraudsterId} short label="gk fraudster ID" />
          </header>
          {(f.firstName || f.lastName) && <p>{[f.firstName, f.lastName].filter(Boolean).join(' ')}</p>}
          <p className="muted">
            Created <DateTime value={f.createdAt} />
          </p>
          <h4>Voiceprint profiles</h4>
          {f.voiceprintProfileIds.length === 0 ? (
            <p className="muted" data-testid="fraudster-no-profiles">
              None yet. Enroll a caller’s audio from an engagement with a FRAUD verdict.
            </p>
          ) : (
            <ul data-testid="fraudster-profiles">
              {f.voiceprintProfileIds.map((id) => (
                <li key={id}>
                  <a href={hrefOf('voiceprints', id)}>
                    <code>{id}</code>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <form
            className="fraud-inline"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const next = newId.trim();
              rename.mutate(
                { gkFraudsterId: f.gkFraudsterId, newFraudsterId: next },
                { onSuccess: () => onOpen(next) },
              );
            }}
          >
            <Field label="New external ID" path="newFraudsterId" error={rename.error}>
              <input value={newId} onChange={(e) => setNewId(e.target.value)} data-testid="fraudster-rename-id" />
            </Field>
            <ActionButton
              can={can}
              type="submit"
              disabled={rename.isPending || !newId.trim()}
              testId="fraudster-rename"
            >
              Rename
            </ActionButton>
          </form>
          {rename.isError && <ErrorPanel error={rename.error} compact testId="fraudster-rename-error" />}
        </article>
      )}
    </div>
  );
}
