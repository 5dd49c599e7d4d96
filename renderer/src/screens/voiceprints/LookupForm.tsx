// Find the profiles of one owner: person or fraudster, by gk ID or external ID, optionally a tag.
import { useState } from 'react';
import type { RequestOf } from '../../../../shared/ipc/contract';
import { DataTable, EmptyState, ErrorPanel, Field, LoadingState } from '../../components/index.js';
import { summaryColumns } from './BrowseList.js';
import { useLookup } from './voiceprints.queries.js';

type Req = RequestOf<'voiceprints.lookup'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function LookupForm({ selected, onOpen }: { selected?: string | undefined; onOpen: (id: string) => void }) {
  const [kind, setKind] = useState<'person' | 'fraudster'>('person');
  const [by, setBy] = useState<'externalId' | 'gkId'>('externalId');
  const [owner, setOwner] = useState('');
  const [tag, setTag] = useState('');
  const [local, setLocal] = useState<string>();
  const [req, setReq] = useState<Req>();
  const q = useLookup(req);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = owner.trim();
    if (!value) return setLocal('Enter the owner’s ID.');
    if (by === 'gkId' && !UUID.test(value)) return setLocal('A gk ID is a UUID, e.g. 6f1c…-…');
    setLocal(undefined);
    setReq({ owner: { kind, [by]: value }, ...(tag.trim() ? { tag: tag.trim() } : {}) });
  };

  return (
    <div className="vp-lookup" data-testid="vp-lookup">
      <form className="vp-lookup-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Owner</legend>
          <label>
            <input
              type="radio"
              checked={kind === 'person'}
              onChange={() => setKind('person')}
              data-testid="vp-lookup-person"
            />{' '}
            Person
          </label>
          <label>
            <input
              type="radio"
              checked={kind === 'fraudster'}
              onChange={() => setKind('fraudster')}
              data-testid="vp-lookup-fraudster"
            />{' '}
            Fraudster
          </label>
        </fieldset>
        <Field label="Identify by">
          <select value={by} onChange={(e) => setBy(e.target.value as typeof by)} data-testid="vp-lookup-by">
            <option value="externalId">External ID ({kind === 'person' ? 'person_id' : 'fraudster_id'})</option>
            <option value="gkId">Gatekeeper ID ({kind === 'person' ? 'gk_person_id' : 'gk_fraudster_id'})</option>
          </select>
        </Field>
        <Field
          label={by === 'gkId' ? 'Gatekeeper ID' : 'External ID'}
          violation={local}
          path={['owner.externalId', 'owner.gkId', 'owner']}
          error={q.error}
        >
          <input value={owner} onChange={(e) => setOwner(e.target.value)} data-testid="vp-lookup-owner" />
        </Field>
        <Field label="Tag" hint="Empty: every profile of the owner the API can reach" path="tag" error={q.error}>
          <input value={tag} onChange={(e) => setTag(e.target.value)} data-testid="vp-lookup-tag" />
        </Field>
        <button type="submit" className="primary" data-testid="vp-lookup-submit">
          Look up
        </button>
      </form>
      {!req ? null : q.isPending ? (
        <LoadingState label="Looking up…" testId="vp-lookup-loading" />
      ) : q.isError ? (
        <ErrorPanel error={q.error} title="Lookup failed" onRetry={() => void q.refetch()} testId="vp-lookup-error" />
      ) : (
        <>
          {q.data.note && (
            <p className="muted" data-testid="vp-lookup-note">
              {q.data.note}
            </p>
          )}
          <DataTable
            rows={q.data.profiles}
            columns={summaryColumns}
            rowKey={(p) => p.gkVoiceprintProfileId}
            label="Profiles found"
            onRowClick={(p) => onOpen(p.gkVoiceprintProfileId)}
            selectedKey={selected}
            height={Math.min(8, q.data.profiles.length + 1) * 34 + 2}
            rowHeight={34}
            empty={<EmptyState title="No profile found for this owner" testId="vp-lookup-empty" />}
            testId="vp-lookup-results"
          />
        </>
      )}
    </div>
  );
}
