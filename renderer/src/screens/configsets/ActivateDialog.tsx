// Confirms an activation, naming the revision that becomes INACTIVE (ID and creation time), and
// (from the editor) the settings that change from it, and what the revision would change in the
// decisions already made (WhatWouldChange, replayed over the stored revision).
import type { ReactNode } from 'react';
import { ConfirmDialog, formatDateTime } from '../../components/index.js';
import type { Revision } from '../../../../shared/domain/configsets.js';
import { WhatWouldChange } from './WhatWouldChange.js';

export interface ActivateDialogProps {
  open: boolean;
  configsetId: string;
  revisionId: string;
  createdAt?: string | undefined;
  /** The configset's ACTIVE revision now, if any. */
  current?: Revision | undefined;
  busy: boolean;
  error: unknown;
  /** What changes from the revision active now. */
  changes?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

export function ActivateDialog(p: ActivateDialogProps) {
  return (
    <ConfirmDialog
      open={p.open}
      title={`Activate a revision of ${p.configsetId}?`}
      confirmLabel="Activate"
      busy={p.busy}
      error={p.error}
      onConfirm={p.onConfirm}
      onCancel={p.onCancel}
      testId="cs-activate"
    >
      <p data-testid="cs-activate-new">
        Revision <code>{p.revisionId}</code>
        {p.createdAt && <> (created {formatDateTime(p.createdAt)})</>} becomes ACTIVE and takes effect at once.
      </p>
      {p.current && p.current.revisionId !== p.revisionId ? (
        <p data-testid="cs-activate-old">
          Revision <code>{p.current.revisionId}</code> (created {formatDateTime(p.current.createdAt ?? '')}), active
          now, becomes INACTIVE.
        </p>
      ) : (
        <p data-testid="cs-activate-old">No revision is active now; none becomes INACTIVE.</p>
      )}
      {p.changes}
      {p.open && p.current && p.current.revisionId !== p.revisionId && (
        <WhatWouldChange configsetId={p.configsetId} revisionId={p.revisionId} compact testId="cs-activate-replay" />
      )}
    </ConfirmDialog>
  );
}
