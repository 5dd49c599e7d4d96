// One person: consent (status, when, why, and its history), print profiles, their groups and a
// group-membership check, the erasure
// request's progress, and the consent and erasure actions with their confirmations.
import { useState } from 'react';
import type { Person } from '../../../../shared/ipc/channels/people';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import {
  ActionButton,
  Badge,
  ConfirmDialog,
  CopyId,
  DateTime,
  ErrorPanel,
  Field,
  type BadgeTone,
} from '../../components/index.js';
import { ReasonField, reasonOf } from '../../components/ReasonField.js';
import { ConsentHistory, PersonGroups } from './PeopleLists.js';
import { askToNotify } from '../../app/job-attention.js';
import { erasureRunning, useGroupMembership, usePeopleMutation } from './people.queries.js';

const CONSENT: Record<Person['consent']['status'], { label: string; tone: BadgeTone }> = {
  'opted-in': { label: 'Opted in', tone: 'ok' },
  'opted-out': { label: 'Opted out', tone: 'danger' },
  unknown: { label: 'Not recorded', tone: 'muted' },
};

export function PersonDetail({ person }: { person: Person }) {
  const canIn = useCan('people.optIn');
  const canOut = useCan('people.optOut');
  const canErase = useCan('people.deletePersonalData');
  const optIn = usePeopleMutation('people.optIn');
  const optOut = usePeopleMutation('people.optOut');
  const erase = usePeopleMutation('people.deletePersonalData');
  const [dialog, setDialog] = useState<'optOut' | 'erase'>();
  const [reason, setReason] = useState('');
  const consent = CONSENT[person.consent.status];
  const running = erasureRunning(person.erasure?.state);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const ref = { gkPersonId: person.gkPersonId };

  return (
    <article className="people-detail" data-testid="person-detail" data-gk-person-id={person.gkPersonId}>
      <header className="people-detail-head">
        <h3 data-testid="person-id">{person.personId}</h3>
        {name && <span data-testid="person-name">{name}</span>}
        <CopyId id={person.gkPersonId} short label="gk person ID" testId="person-gk-id" />
      </header>

      <section aria-label="Consent" className="people-section">
        <h4>Consent</h4>
        <p>
          <Badge tone={consent.tone} testId="person-consent">
            {consent.label}
          </Badge>{' '}
          {person.consent.timestamp && (
            <span data-testid="person-consent-time">
              since <DateTime value={person.consent.timestamp} />
            </span>
          )}
        </p>
        {person.consent.reason && <p data-testid="person-consent-reason">Reason: {person.consent.reason}</p>}
        {person.consent.agentId && (
          <p className="muted">
            Recorded by <code>{person.consent.agentId}</code>
          </p>
        )}
        <div className="people-actions">
          <ActionButton
            can={canIn}
            disabled={optIn.isPending || person.consent.status === 'opted-in'}
            onClick={() => optIn.mutate(ref)}
            testId="person-opt-in"
          >
            Opt in
          </ActionButton>
          <ActionButton
            can={canOut}
            disabled={person.consent.status === 'opted-out'}
            onClick={() => (setReason(''), setDialog('optOut'))}
            testId="person-opt-out"
          >
            Opt out…
          </ActionButton>
        </div>
        {optIn.isError && <ErrorPanel error={optIn.error} compact testId="person-opt-in-error" />}
        {person.consent.status === 'opted-out' && (
          <p className="muted" data-testid="person-opted-out-note">
            While opted out, no voiceprint can be created, enrolled or trained for this person; the server refuses it.
          </p>
        )}
        <ConsentHistory gkPersonId={person.gkPersonId} />
      </section>

      <section aria-label="Print profiles" className="people-section">
        <h4>Voiceprint profiles</h4>
        {person.voiceprintProfileIds.length === 0 ? (
          <p className="muted" data-testid="person-no-profiles">
            None.
          </p>
        ) : (
          <ul data-testid="person-profiles">
            {person.voiceprintProfileIds.map((id) => (
              <li key={id}>
                <a href={hrefOf('voiceprints', id)}>
                  <code>{id}</code>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <GroupCheck gkPersonId={person.gkPersonId} />

      <section aria-label="Personal data" className="people-section">
        <h4>Delete personal data</h4>
        {person.erasure ? (
          <ErasureProgress erasure={person.erasure} />
        ) : (
          <p className="muted" data-testid="person-no-erasure">
            No erasure has been requested.
          </p>
        )}
        <ActionButton
          can={canErase}
          disabled={running}
          onClick={() => (setReason(''), setDialog('erase'))}
          testId="person-erase"
          title={running ? 'An erasure is already running for this person.' : undefined}
        >
          Delete personal data…
        </ActionButton>
      </section>

      <ConfirmDialog
        open={dialog === 'optOut'}
        title={`Opt ${person.personId} out`}
        tone="danger"
        confirmLabel="Opt out and delete prints"
        busy={optOut.isPending}
        error={optOut.error}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => optOut.mutate({ ...ref, ...reasonOf(reason) }, { onSuccess: () => setDialog(undefined) })}
        testId="opt-out-dialog"
      >
        <p>
          This records that the person refuses the collection of biometric data and{' '}
          <strong>deletes their {person.voiceprintProfileIds.length} voiceprint profile(s)</strong>. Until they opt in
          again, nothing can create or train a print for them.
        </p>
        <ReasonField value={reason} onChange={setReason} sent error={optOut.error} testId="opt-out-reason" />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'erase'}
        title={`Delete personal data of ${person.personId}`}
        tone="danger"
        confirmLabel="Delete personal data"
        requireText={person.personId}
        busy={erase.isPending}
        error={erase.error}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => {
          askToNotify();
          erase.mutate({ ...ref, ...reasonOf(reason) }, { onSuccess: () => setDialog(undefined) });
        }}
        testId="erase-dialog"
      >
        <p>The server deletes, in the background:</p>
        <ul data-testid="erase-removed">
          <li>the person’s voiceprint profiles ({person.voiceprintProfileIds.length} now);</li>
          <li>the media segments whose audio owner is this person (their recorded audio);</li>
          <li>the personal fields of their sessions (caller number, custom data, claimed identity);</li>
          <li>their own personal details (names, phone numbers, custom data). The external ID stays.</li>
        </ul>
        <p>It keeps:</p>
        <ul data-testid="erase-kept">
          <li>media marked as fraud (an engagement with a FRAUD verdict, or enrolled in a fraudster’s print);</li>
          <li>media under legal hold;</li>
          <li>the sessions of engagements with a FRAUD verdict, kept as evidence.</li>
        </ul>
        <ReasonField value={reason} onChange={setReason} sent={false} error={erase.error} testId="erase-reason" />
        <p>This cannot be undone. Type the person’s external ID to confirm.</p>
      </ConfirmDialog>
    </article>
  );
}

function ErasureProgress({ erasure }: { erasure: NonNullable<Person['erasure']> }) {
  const tone: BadgeTone = erasure.state === 'COMPLETED' ? 'ok' : erasure.state === 'FAILED' ? 'danger' : 'info';
  const running = erasureRunning(erasure.state);
  return (
    <div className="people-erasure" data-testid="person-erasure" data-state={erasure.state}>
      <p>
        <Badge tone={tone} testId="person-erasure-state">
          {erasure.state === 'COMPLETED' ? 'Completed' : erasure.state === 'FAILED' ? 'Failed' : 'In progress'}
        </Badge>{' '}
        {running && erasure.step && <span className="muted">step: {erasure.step}</span>}
      </p>
      <dl className="people-facts">
        <dt>Requested</dt>
        <dd>
          <DateTime value={erasure.requestedAt} />
        </dd>
        {erasure.completedAt && (
          <>
            <dt>Finished</dt>
            <dd>
              <DateTime value={erasure.completedAt} />
            </dd>
          </>
        )}
        <dt>Prints deleted</dt>
        <dd data-testid="erasure-prints">{erasure.printsDeleted}</dd>
        <dt>Media segments deleted</dt>
        <dd data-testid="erasure-segments">{erasure.segmentsDeleted}</dd>
        <dt>Media segments kept (fraud or legal hold)</dt>
        <dd data-testid="erasure-kept">{erasure.segmentsKept}</dd>
        <dt>Sessions cleared</dt>
        <dd data-testid="erasure-sessions">{erasure.sessionsCleared}</dd>
      </dl>
      {erasure.error && (
        <p className="people-error" data-testid="erasure-error">
          {erasure.error}
        </p>
      )}
    </div>
  );
}

function GroupCheck({ gkPersonId }: { gkPersonId: string }) {
  const [groupId, setGroupId] = useState('');
  const [asked, setAsked] = useState<string>();
  const q = useGroupMembership(asked ? { gkPersonId, groupId: asked } : undefined);
  return (
    <section aria-label="Group membership" className="people-section">
      <h4>Groups</h4>
      <PersonGroups gkPersonId={gkPersonId} />
      <form
        className="people-inline"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (groupId.trim()) setAsked(groupId.trim());
        }}
      >
        <Field label="Group external ID" path="groupId" error={q.error}>
          <input value={groupId} onChange={(e) => setGroupId(e.target.value)} data-testid="person-group-id" />
        </Field>
        <button type="submit" disabled={!groupId.trim()} data-testid="person-group-check">
          Check
        </button>
      </form>
      {q.data && (
        <p data-testid="person-group-result">
          {q.data.member ? 'Member of' : 'Not a member of'} <code>{asked}</code>.
        </p>
      )}
      {q.isError && <ErrorPanel error={q.error} compact testId="person-group-error" />}
    </section>
  );
}
