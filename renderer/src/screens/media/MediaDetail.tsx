// One media segment: its player with the transcript (SegmentPlayer) and its details. Opened from a
// call (?call=<gkEngagementId>), its way back leads to that call, with this recording picked.
import { ArrowLeftIcon, CopyId, ErrorPanel, LoadingState } from '../../components/index.js';
import { hashQuery, hrefOf, hrefWithQuery } from '../../app/route.js';
import { DetailsPanel } from './DetailsPanel.js';
import { SegmentPlayer } from './SegmentPlayer.js';
import { useMediaDetails, useMediaPeaks } from './media.queries.js';

export function MediaDetail({ id }: { id: string }) {
  const details = useMediaDetails(id);
  const peaks = useMediaPeaks(id);
  const call = new URLSearchParams(hashQuery(window.location.hash)).get('call') ?? undefined;
  return (
    <div className="media-detail" data-testid="media-detail">
      <div className="media-head">
        {call ? (
          <>
            <a
              href={hrefWithQuery(['engagements', call], `segment=${encodeURIComponent(id)}`)}
              data-testid="media-back"
            >
              <ArrowLeftIcon /> Back to the call
            </a>
            <a href={hrefOf('media')} className="muted" data-testid="media-all">
              All segments
            </a>
          </>
        ) : (
          <a href={hrefOf('media')} data-testid="media-back">
            <ArrowLeftIcon /> All segments
          </a>
        )}
        <CopyId id={id} label="Segment" testId="media-id" />
      </div>
      {details.isError && (
        <ErrorPanel
          error={details.error}
          title="Could not load the segment"
          onRetry={() => void details.refetch()}
          testId="media-details-error"
        />
      )}
      <div className="media-body">
        <div className="media-main">
          <SegmentPlayer id={id} />
        </div>
        {details.isPending ? (
          <LoadingState label="Loading details…" testId="media-details-loading" />
        ) : details.data ? (
          <DetailsPanel details={details.data} channels={peaks.data?.channels ?? []} />
        ) : null}
      </div>
    </div>
  );
}
