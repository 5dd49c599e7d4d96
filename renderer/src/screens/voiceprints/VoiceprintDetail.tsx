// One voiceprint profile: the lock panel first (what support staff come for), then training status,
// version, template, the enrollment segments and the actions.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloseIcon, CopyId, DateTime, ErrorPanel, LoadingState } from '../../components/index.js';
import { hrefOf } from '../../app/route.js';
import { LockPanel } from './LockPanel.js';
import { SegmentsTable } from './SegmentsTable.js';
import { VoiceprintActions } from './VoiceprintActions.js';
import { ownerLabel, score, statusLabel } from './labels.js';
import { VP_KEY, useVoiceprint } from './voiceprints.queries.js';

export function VoiceprintDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useVoiceprint(id);
  const qc = useQueryClient();
  // An automatic lock that reaches its auto-unlock time: read the profile again rather than guess.
  const onExpired = useCallback(() => void qc.invalidateQueries({ queryKey: [...VP_KEY, 'profile', id] }), [qc, id]);

  if (q.isPending) return <LoadingState label="Loading the profile…" testId="vp-detail-loading" />;
  if (q.isError)
    return (
      <ErrorPanel
        error={q.error}
        title="Could not load the profile"
        onRetry={() => void q.refetch()}
        testId="vp-detail-error"
      />
    );
  const p = q.data;
  return (
    <article className="vp-detail" data-testid="vp-detail" aria-label="Voiceprint profile">
      <header className="vp-detail-head">
        <div>
          <h3>
            {ownerLabel(p.ownerType)} profile <span className="vp-tag">{p.tag}</span>
          </h3>
          <CopyId id={p.gkVoiceprintProfileId} label="Profile ID" testId="vp-detail-id" />{' '}
          <a href={hrefOf('audit', p.gkVoiceprintProfileId)} className="vp-audit-link" data-testid="vp-audit-link">
            Changes in the audit log
          </a>
        </div>
        <button type="button" onClick={onClose} data-testid="vp-detail-close" aria-label="Close the profile">
          <CloseIcon />
        </button>
      </header>
      <LockPanel lock={p.lock} onExpired={onExpired} />
      <dl className="vp-facts vp-info" data-testid="vp-info">
        <dt>Training status</dt>
        <dd data-testid="vp-status">{statusLabel(p.status)}</dd>
        <dt>Version</dt>
        <dd data-testid="vp-version">{p.version ?? '—'}</dd>
        <dt>Owner</dt>
        <dd>
          <CopyId id={p.gkOwnerId} short label="Owner ID" />
        </dd>
        <dt>Template</dt>
        <dd data-testid="vp-template">
          {p.template ? (
            <>
              trained <DateTime value={p.template.latestTrainTimestamp} />, voice class{' '}
              {score(p.template.voiceClassScore)}
              {p.template.gkCalibrationModelRevisionId && (
                <>
                  , model <code>{p.template.gkCalibrationModelRevisionId.slice(0, 8)}</code>
                </>
              )}
            </>
          ) : (
            <span className="muted">none (untrained)</span>
          )}
        </dd>
        <dt>Near-term adaptation</dt>
        <dd>{p.nearTermAdaptation === undefined ? '—' : p.nearTermAdaptation ? 'on' : 'off'}</dd>
        <dt>Created</dt>
        <dd>
          <DateTime value={p.creationTimestamp} />
        </dd>
        <dt>Changed</dt>
        <dd>
          <DateTime value={p.modificationTimestamp} />
        </dd>
      </dl>
      <VoiceprintActions profile={p} onDeleted={onClose} />
      <SegmentsTable profileId={p.gkVoiceprintProfileId} segments={p.segments} />
    </article>
  );
}
