// A segment's details: length, format, parties, call type, legal hold (toggle, confirmed, gated by
// role) and what the server measured on each channel's processed audio.
import { useState } from 'react';
import type { ChannelPeaks, MediaDetails } from '../../../../shared/domain/media.js';
import { laneLabel } from '../../../../shared/domain/media.js';
import { useCan } from '../../app/can.js';
import { ActionButton, Badge, ConfirmDialog, ErrorPanel, LoadingState } from '../../components/index.js';
import { useProcessedAudio, useSetLegalHold } from './media.queries.js';
import { formatTime } from './waveform-model.js';

const num = (v: number | undefined, digits = 1, unit = '') => (v === undefined ? '—' : `${v.toFixed(digits)}${unit}`);

export function DetailsPanel({ details, channels }: { details: MediaDetails; channels: readonly ChannelPeaks[] }) {
  const canUpdate = useCan('media.setLegalHold');
  const [confirming, setConfirming] = useState(false);
  const hold = useSetLegalHold(details.gkMediaSegmentId);
  const next = !details.legalHold;
  return (
    <aside className="media-details" data-testid="media-details">
      <h3>Details</h3>
      <dl className="media-dl">
        <dt>Length</dt>
        <dd data-testid="detail-length" data-seconds={details.mediaLength}>
          {details.mediaLength === undefined ? '—' : formatTime(details.mediaLength)}
        </dd>
        <dt>Sample rate</dt>
        <dd data-testid="detail-rate">{details.sampleRateHz ? `${details.sampleRateHz} Hz` : '—'}</dd>
        <dt>Channels</dt>
        <dd data-testid="detail-channels">{details.numberOfChannels ?? '—'}</dd>
        <dt>Parties</dt>
        <dd data-testid="detail-parties">
          {details.callParties.length
            ? details.callParties.map((p) => `${p.channelIndex}: ${laneLabel(p.channelIndex, [p])}`).join(', ')
            : '—'}
        </dd>
        <dt>Call type</dt>
        <dd data-testid="detail-call-type">{details.callType?.replace('CALL_TYPE_', '').toLowerCase() ?? '—'}</dd>
        <dt>Redacted</dt>
        <dd data-testid="detail-redacted">{details.redactedIntervals.length || 'none'}</dd>
        <dt>Masked</dt>
        <dd data-testid="detail-masked">{details.maskedIntervals.length || 'none'}</dd>
        <dt>Legal hold</dt>
        <dd>
          <Badge tone={details.legalHold ? 'warn' : 'muted'} testId="legal-hold-state">
            {details.legalHold ? 'on hold' : 'not held'}
          </Badge>{' '}
          <ActionButton can={canUpdate} onClick={() => setConfirming(true)} testId="legal-hold-toggle">
            {details.legalHold ? 'Release hold' : 'Place on hold'}
          </ActionButton>
        </dd>
      </dl>
      <ConfirmDialog
        open={confirming}
        title={next ? 'Place this segment on legal hold?' : 'Release the legal hold?'}
        confirmLabel={next ? 'Place on hold' : 'Release hold'}
        tone={next ? 'default' : 'danger'}
        busy={hold.isPending}
        error={hold.error}
        onCancel={() => {
          hold.reset();
          setConfirming(false);
        }}
        onConfirm={() => hold.mutate(next, { onSuccess: () => setConfirming(false) })}
        testId="legal-hold-confirm"
      >
        {next
          ? 'While on hold the segment cannot be deleted, by anyone.'
          : 'Without the hold the segment can be deleted again under the normal retention rules.'}
      </ConfirmDialog>
      <h3>Processed audio</h3>
      {channels.map((c) => (
        <ProcessedChannel
          key={c.channelIndex}
          channel={c}
          label={laneLabel(c.channelIndex, [...details.callParties])}
        />
      ))}
    </aside>
  );
}

function ProcessedChannel({ channel, label }: { channel: ChannelPeaks; label: string }) {
  const q = useProcessedAudio(channel.gkProcessedAudioId);
  const testId = `processed-${channel.channelIndex}`;
  if (!channel.gkProcessedAudioId)
    return (
      <div className="processed" data-testid={testId}>
        <strong>{label}</strong> <span className="muted">not processed</span>
      </div>
    );
  if (q.isPending) return <LoadingState label={`Loading ${label} measurements…`} testId={`${testId}-loading`} />;
  if (q.isError)
    return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} compact testId={`${testId}-error`} />;
  const p = q.data.processing ?? {};
  return (
    <div className="processed" data-testid={testId}>
      <strong>{label}</strong>
      <dl className="media-dl">
        <dt>Net speech</dt>
        <dd data-testid={`${testId}-net`}>{num(p.netAudio, 1, ' s')}</dd>
        <dt>Gross audio</dt>
        <dd>{num(p.grossAudio, 1, ' s')}</dd>
        <dt>SNR</dt>
        <dd data-testid={`${testId}-snr`}>{num(p.snrDb, 1, ' dB')}</dd>
        <dt>Speech level</dt>
        <dd>{num(p.speechLevel, 1, ' dBFS')}</dd>
        <dt>Saturation</dt>
        <dd>{num(p.saturationLevel, 2, ' /min')}</dd>
      </dl>
    </div>
  );
}
