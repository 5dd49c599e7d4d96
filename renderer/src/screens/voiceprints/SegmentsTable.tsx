// The profile's enrollment segments: consistency, whether each was used in the last training (or
// added after it), scores and audio; removing one asks first, naming the segment.
import { useState } from 'react';
import type { EnrollmentSegment } from '../../../../shared/domain/voiceprints';
import {
  ActionButton,
  Badge,
  ConfirmDialog,
  CopyId,
  DataTable,
  EmptyState,
  type Column,
  type SortState,
} from '../../components/index.js';
import { useCan } from '../../app/can.js';
import { consistencyLabel, score } from './labels.js';
import { useVoiceprintMutation } from './voiceprints.queries.js';

export function SegmentsTable({ profileId, segments }: { profileId: string; segments: readonly EnrollmentSegment[] }) {
  const canRemove = useCan('voiceprints.removeSegment');
  const remove = useVoiceprintMutation('voiceprints.removeSegment');
  const [target, setTarget] = useState<EnrollmentSegment>();
  const [sort, setSort] = useState<SortState>({ column: 'train', direction: 'asc' });

  const columns: Column<EnrollmentSegment>[] = [
    {
      id: 'id',
      header: 'Processed audio',
      width: 'content',
      cell: (s) => <CopyId id={s.gkProcessedAudioId} short />,
      sortValue: (s) => s.gkProcessedAudioId,
    },
    {
      id: 'train',
      header: 'Training',
      width: '7.6rem',
      cell: (s) =>
        s.usedForTrain ? (
          <Badge tone="ok" title="Used in the last training">
            trained
          </Badge>
        ) : (
          <Badge tone="warn" title="Added after the last training">
            after last train
          </Badge>
        ),
      sortValue: (s) => (s.usedForTrain ? 0 : 1),
    },
    {
      id: 'consistency',
      header: 'Consistency',
      width: '8rem',
      cell: (s) => (
        <Badge tone={s.consistencyDecision === 'CONSISTENCY_DECISION_INCONSISTENT' ? 'danger' : 'muted'}>
          {consistencyLabel(s.consistencyDecision)}
          {s.consistencyScore !== undefined && ` ${s.consistencyScore.toFixed(2)}`}
        </Badge>
      ),
      sortValue: (s) => s.consistencyScore,
    },
    {
      id: 'vcs',
      header: <span title="Voice class score">Voice</span>,
      width: '4.2rem',
      align: 'end',
      cell: (s) => score(s.voiceClassScore),
      sortValue: (s) => s.voiceClassScore,
    },
    {
      id: 'net',
      header: <span title="Net speech">Speech</span>,
      width: '4.6rem',
      align: 'end',
      cell: (s) => (s.netAudio === undefined ? '—' : `${s.netAudio.toFixed(1)} s`),
      sortValue: (s) => s.netAudio,
    },
    {
      id: 'actions',
      header: '',
      width: '5.8rem',
      cell: (s) => (
        <ActionButton
          can={canRemove}
          reasonDisplay="tooltip"
          onClick={(e) => {
            e.stopPropagation();
            remove.reset();
            setTarget(s);
          }}
          aria-label={`Remove segment ${s.gkProcessedAudioId}`}
          testId={`vp-remove-segment-${s.gkProcessedAudioId}`}
        >
          Remove
        </ActionButton>
      ),
    },
  ];

  return (
    <section className="vp-segments" aria-label="Enrollment segments" data-testid="vp-segments">
      <h3>Enrollment segments ({segments.length})</h3>
      {segments.length === 0 ? (
        <EmptyState title="No enrollment segments" testId="vp-segments-empty">
          Nothing has been enrolled into this profile.
        </EmptyState>
      ) : (
        <DataTable
          rows={segments}
          columns={columns}
          rowKey={(s) => s.gkProcessedAudioId}
          label="Enrollment segments"
          sort={sort}
          onSortChange={setSort}
          height={Math.min(8, segments.length + 1) * 34}
          rowHeight={34}
          testId="vp-segments-table"
        />
      )}
      <ConfirmDialog
        open={!!target}
        title="Remove this enrollment segment?"
        confirmLabel="Remove segment"
        tone="danger"
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setTarget(undefined)}
        onConfirm={() =>
          target &&
          remove.mutate(
            { gkVoiceprintProfileId: profileId, gkProcessedAudioId: target.gkProcessedAudioId },
            { onSuccess: () => setTarget(undefined) },
          )
        }
        testId="vp-confirm-remove-segment"
      >
        <p>
          Segment <code data-testid="vp-confirm-segment-id">{target?.gkProcessedAudioId}</code>
          {target?.gkMediaSegmentId && (
            <>
              {' '}
              (from media segment <code>{target.gkMediaSegmentId}</code>)
            </>
          )}{' '}
          will no longer be part of this voiceprint.
          {target?.usedForTrain && ' It was used in the last training, so the profile should be retrained.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
