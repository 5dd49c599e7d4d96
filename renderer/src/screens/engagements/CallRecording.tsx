// The call's audio on the engagement page: the media screen's player and waveform lanes for one
// of its media segments, a picker when the call has several, and a link to the segment's details
// (legal hold, processed audio) on the media screen, whose way back leads here again. The
// transcript lanes sit under the waveform, with the caller's turns and the intents heard in them.
import { useEffect, useState } from 'react';
import { Badge } from '../../components/index.js';
import { hrefWithQuery, replaceQuery } from '../../app/route.js';
import type { EngagementMedia } from '../../../../shared/domain/engagements.js';
import { SegmentPlayer } from '../media/SegmentPlayer.js';
import { formatTime } from '../media/waveform-model.js';
import '../media/media.css';

const short = (id: string) => `${id.slice(0, 8)}…`;

function segmentLabel(m: EngagementMedia, i: number): string {
  const parts = [`Recording ${i + 1}`];
  parts.push(m.mediaLength !== undefined ? formatTime(m.mediaLength) : 'no audio yet');
  if (m.gkSessionId) parts.push(`session ${short(m.gkSessionId)}`);
  return parts.join(' · ');
}

export function CallRecording({
  gkEngagementId,
  segments,
  requested,
}: {
  gkEngagementId: string;
  /** Undefined: the server cannot list media (no Browse). */
  segments: EngagementMedia[] | undefined;
  /** The segment the URL asks for (?segment=). */
  requested: string | undefined;
}) {
  const playable = segments?.filter((m) => m.mediaLength !== undefined) ?? [];
  const initial =
    (requested && segments?.find((m) => m.gkMediaSegmentId === requested)?.gkMediaSegmentId) ??
    playable[0]?.gkMediaSegmentId ??
    segments?.[0]?.gkMediaSegmentId;
  const [chosen, setChosen] = useState(initial);
  useEffect(() => {
    if (initial && !chosen) setChosen(initial);
  }, [initial, chosen]);
  const pick = (id: string) => {
    setChosen(id);
    replaceQuery(`segment=${encodeURIComponent(id)}`);
  };
  const current = segments?.find((m) => m.gkMediaSegmentId === chosen);
  return (
    <section className="eng-card eng-recording" aria-label="Recording" data-testid="eng-recording">
      <div className="eng-card-head">
        <h3>Recording</h3>
        {segments && segments.length > 1 && (
          <label className="eng-segment-pick">
            <span className="muted">Segment</span>
            <select value={chosen} onChange={(e) => pick(e.target.value)} data-testid="segment-picker">
              {segments.map((m, i) => (
                <option key={m.gkMediaSegmentId} value={m.gkMediaSegmentId}>
                  {segmentLabel(m, i)}
                </option>
              ))}
            </select>
          </label>
        )}
        {current && (
          <span className="eng-recording-meta">
            {current.legalHold && <Badge tone="warn">legal hold</Badge>}{' '}
            <a
              href={hrefWithQuery(['media', current.gkMediaSegmentId], `call=${encodeURIComponent(gkEngagementId)}`)}
              data-testid={`media-${current.gkMediaSegmentId}`}
            >
              Segment details
            </a>
          </span>
        )}
      </div>
      {segments === undefined ? (
        <p className="muted" data-testid="eng-recording-none">
          This server does not offer listing media (vigil.v1.Browse), so the call&apos;s audio cannot be found here.
        </p>
      ) : !current ? (
        <p className="muted" data-testid="eng-recording-none">
          No audio was recorded for this call.
        </p>
      ) : (
        <SegmentPlayer key={current.gkMediaSegmentId} id={current.gkMediaSegmentId} compact />
      )}
    </section>
  );
}
