// The profile's actions, each confirmed in proportion to what it destroys: Lock takes a reason and
// needs no confirmation; Unlock asks once; Delete template explains the profile stays but must be
// retrained; Delete profile needs the profile ID typed. Disabled with the reason per role. Each asks
// for a reason or ticket reference: sent with lock and delete (the API has a field), kept in the
// local audit only for unlock and delete template; the audit log shows it either way. The
// expected action is the prominent one (Unlock on a locked profile, Lock otherwise); the deletions
// sit in the "more actions" menu.
import { useState } from 'react';
import type { VoiceprintDetails } from '../../../../shared/domain/voiceprints';
import { ActionButton, ConfirmDialog, ErrorPanel, OverflowMenu } from '../../components/index.js';
import { ReasonField, reasonOf } from '../../components/ReasonField.js';
import { useCan } from '../../app/can.js';
import { useVoiceprintMutation } from './voiceprints.queries.js';

type Dialog = 'unlock' | 'deleteTemplate' | 'delete' | undefined;

export function VoiceprintActions({ profile, onDeleted }: { profile: VoiceprintDetails; onDeleted: () => void }) {
  const id = profile.gkVoiceprintProfileId;
  const canLock = useCan('voiceprints.lock');
  const canUnlock = useCan('voiceprints.unlock');
  const canDeleteTemplate = useCan('voiceprints.deleteTemplate');
  const canDelete = useCan('voiceprints.delete');
  const lock = useVoiceprintMutation('voiceprints.lock');
  const unlock = useVoiceprintMutation('voiceprints.unlock');
  const deleteTemplate = useVoiceprintMutation('voiceprints.deleteTemplate');
  const del = useVoiceprintMutation('voiceprints.delete');
  const [reason, setReason] = useState('');
  /** The reason typed in the open dialog (unlock, delete template or delete). */
  const [dialogReason, setDialogReason] = useState('');
  const [dialog, setDialog] = useState<Dialog>();

  const open = (d: Dialog) => {
    unlock.reset();
    deleteTemplate.reset();
    del.reset();
    setDialogReason('');
    setDialog(d);
  };
  const close = () => setDialog(undefined);
  const doUnlock = () =>
    !unlock.isPending && unlock.mutate({ gkVoiceprintProfileId: id, ...reasonOf(dialogReason) }, { onSuccess: close });
  const doDeleteTemplate = () =>
    !deleteTemplate.isPending &&
    deleteTemplate.mutate({ gkVoiceprintProfileId: id, ...reasonOf(dialogReason) }, { onSuccess: close });

  return (
    <section className="vp-actions" aria-label="Actions" data-testid="vp-actions">
      <form
        className="vp-lock-form"
        onSubmit={(e) => {
          e.preventDefault();
          lock.mutate({ gkVoiceprintProfileId: id, ...reasonOf(reason) }, { onSuccess: () => setReason('') });
        }}
      >
        <ReasonField
          label={profile.lock.locked ? 'New lock reason or ticket' : 'Lock reason or ticket'}
          value={reason}
          onChange={setReason}
          sent
          error={lock.error}
          placeholder="e.g. INC-4711, caller reported the phone stolen"
          disabled={!canLock.allowed}
          testId="vp-lock-reason-input"
        />
        <ActionButton
          can={canLock}
          type="submit"
          className={profile.lock.locked ? undefined : 'primary'}
          disabled={lock.isPending}
          testId="vp-lock-submit"
        >
          {lock.isPending ? 'Locking…' : profile.lock.locked ? 'Update lock' : 'Lock'}
        </ActionButton>
      </form>
      {lock.error && <ErrorPanel error={lock.error} compact testId="vp-lock-error" />}

      <div className="vp-action-row">
        <ActionButton
          can={canUnlock}
          className={profile.lock.locked ? 'primary' : undefined}
          disabled={!profile.lock.locked}
          title={profile.lock.locked ? undefined : 'The profile is not locked'}
          onClick={() => open('unlock')}
          testId="vp-unlock"
        >
          Unlock
        </ActionButton>
        <OverflowMenu
          label="More voiceprint actions"
          items={[
            {
              id: 'vp-delete-template',
              label: 'Delete template…',
              danger: true,
              can: canDeleteTemplate,
              disabled: !profile.template,
              disabledReason: 'The profile has no trained template',
              onSelect: () => open('deleteTemplate'),
            },
            {
              id: 'vp-delete',
              label: 'Delete profile…',
              danger: true,
              can: canDelete,
              onSelect: () => open('delete'),
            },
          ]}
          testId="vp-more"
        />
      </div>

      <ConfirmDialog
        open={dialog === 'unlock'}
        title="Unlock this voiceprint?"
        confirmLabel="Unlock"
        busy={unlock.isPending}
        error={unlock.error}
        onCancel={close}
        onConfirm={doUnlock}
        testId="vp-confirm-unlock"
      >
        <p>
          The profile can be used for verification again and its mismatch counter goes back to 0.
          {profile.lock.reason && <> It was locked because: “{profile.lock.reason}”.</>}
        </p>
        <ReasonField
          value={dialogReason}
          onChange={setDialogReason}
          sent={false}
          error={unlock.error}
          onEnter={doUnlock}
          autoFocus
          testId="vp-unlock-reason-input"
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'deleteTemplate'}
        title="Delete the trained template?"
        confirmLabel="Delete template"
        tone="danger"
        busy={deleteTemplate.isPending}
        error={deleteTemplate.error}
        onCancel={close}
        onConfirm={doDeleteTemplate}
        testId="vp-confirm-delete-template"
      >
        <p>
          The profile itself stays, with its owner, tag and enrollment segments, but it can no longer verify anyone: it
          must be retrained before it is used again.
        </p>
        <ReasonField
          value={dialogReason}
          onChange={setDialogReason}
          sent={false}
          error={deleteTemplate.error}
          autoFocus
          testId="vp-delete-template-reason-input"
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this voiceprint profile?"
        confirmLabel="Delete profile"
        tone="danger"
        requireText={id}
        busy={del.isPending}
        error={del.error}
        onCancel={close}
        onConfirm={() =>
          del.mutate(
            { gkVoiceprintProfileId: id, ...reasonOf(dialogReason) },
            { onSuccess: () => (close(), onDeleted()) },
          )
        }
        testId="vp-confirm-delete"
      >
        <p>
          This removes the profile and all its data: the template, the lock history and all{' '}
          <strong>{profile.segments.length} enrollment segment(s)</strong>. It cannot be undone.
        </p>
        <ReasonField value={dialogReason} onChange={setDialogReason} sent error={del.error} testId="vp-delete-reason" />
      </ConfirmDialog>
    </section>
  );
}
