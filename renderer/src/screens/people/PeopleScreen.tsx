// The People screen (support staff): find a person by external ID; their consent, print profiles,
// groups, consent history and erasure progress; opt in, opt out, delete personal data; create a
// person. A Groups tab lists the scope's groups (admins and support). Routes: #/people,
// #/people/<personId> (the external ID).
import { useState } from 'react';
import { useRoute } from '../../app/route.js';
import { useCan } from '../../app/can.js';
import { ActionButton, EmptyState, ErrorPanel, Field, LoadingState, Tabs, toIpcError } from '../../components/index.js';
import { GroupList } from './PeopleLists.js';
import { PersonDetail } from './PersonDetail.js';
import { usePeopleMutation, usePersonByExternalId } from './people.queries.js';
import './people.css';

export default function PeopleScreen({ params }: { params: string[] }) {
  const { navigate } = useRoute();
  const selected = params[0] || undefined;
  const [typed, setTyped] = useState(selected ?? '');
  const [local, setLocal] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [tab, setTab] = useState<'person' | 'groups'>('person');
  const canGroups = useCan('people.groups');
  const q = usePersonByExternalId(selected);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const id = typed.trim();
    if (!id) return setLocal('Enter the person’s external ID (person_id), e.g. cust-0001.');
    setLocal(undefined);
    navigate('people', id);
  };

  const notFound = q.isError && toIpcError(q.error).code === 'NOT_FOUND';

  return (
    <section className="screen people-screen" data-testid="screen-people">
      <div className="screen-head">
        <h2>People</h2>
      </div>
      <Tabs
        label="People views"
        value={tab}
        onChange={(id) => setTab(id === 'groups' ? 'groups' : 'person')}
        tabs={[
          { id: 'person', label: 'Find a person' },
          {
            id: 'groups',
            label: 'Groups',
            disabled: !canGroups.allowed,
            ...(canGroups.reason ? { reason: canGroups.reason } : {}),
          },
        ]}
        testId="people-tabs"
      />
      {tab === 'groups' && <GroupList />}
      {tab === 'person' && (
        <>
          <form className="people-find" onSubmit={submit} noValidate data-testid="people-find">
            <Field label="External ID (person_id)" violation={local} hint="The ID your systems know the person by.">
              <input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                data-testid="people-find-id"
                autoComplete="off"
              />
            </Field>
            <button type="submit" data-testid="people-find-submit">
              Find
            </button>
            <button type="button" onClick={() => setCreating((v) => !v)} data-testid="people-create-open">
              {creating ? 'Close new person' : 'New person…'}
            </button>
          </form>
          {creating && (
            <CreatePerson
              initialId={notFound ? (selected ?? '') : ''}
              onCreated={(id) => {
                setCreating(false);
                setTyped(id);
                navigate('people', id);
              }}
            />
          )}
          {!selected && (
            <EmptyState title="Find a person" testId="people-empty">
              Enter the external ID of the person a request is about to see their consent, prints and erasure requests.
            </EmptyState>
          )}
          {selected && q.isPending && <LoadingState label="Looking the person up…" />}
          {selected && notFound && (
            <EmptyState title="No such person" testId="people-not-found">
              No person has the external ID <code>{selected}</code> in this scope. Check the ID, or create the person
              with “New person…”.
            </EmptyState>
          )}
          {selected && q.isError && !notFound && (
            <ErrorPanel error={q.error} onRetry={() => void q.refetch()} testId="people-error" />
          )}
          {q.data && <PersonDetail person={q.data} />}
        </>
      )}
    </section>
  );
}

function CreatePerson({ initialId, onCreated }: { initialId: string; onCreated: (personId: string) => void }) {
  const can = useCan('people.create');
  const create = usePeopleMutation('people.create');
  const [personId, setPersonId] = useState(initialId);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { personId, ...(firstName.trim() ? { firstName } : {}), ...(lastName.trim() ? { lastName } : {}) },
      { onSuccess: () => onCreated(personId.trim()) },
    );
  };
  return (
    <form className="people-create" onSubmit={submit} noValidate data-testid="people-create">
      <h3>New person</h3>
      <Field label="External ID (person_id)" path="personId" error={create.error}>
        <input value={personId} onChange={(e) => setPersonId(e.target.value)} data-testid="people-create-id" />
      </Field>
      <Field label="First name" path="firstName" error={create.error}>
        <input value={firstName} onChange={(e) => setFirstName(e.target.value)} data-testid="people-create-first" />
      </Field>
      <Field label="Last name" path="lastName" error={create.error}>
        <input value={lastName} onChange={(e) => setLastName(e.target.value)} data-testid="people-create-last" />
      </Field>
      <ActionButton can={can} type="submit" disabled={create.isPending} testId="people-create-submit">
        Create person
      </ActionButton>
      {create.isError && <ErrorPanel error={create.error} compact testId="people-create-error" />}
    </form>
  );
}
