// One media segment's audio with its transcript: the waveform and player once the peaks and a
// playable URL are in, the transcript lanes under it following the playhead. The one player block
// of the console: the media screen's segment page and the call's recording on the engagement page
// both show this. Its queries share their cache with whoever else reads the same segment.
import { ErrorPanel, LoadingState } from '../../components/index.js';
import { Player } from './Player.js';
import { MediaTranscript } from './TranscriptLane.js';
import { useAudioUrl, useMediaDetails, useMediaPeaks } from './media.queries.js';

export function SegmentPlayer({ id, compact = false }: { id: string; compact?: boolean }) {
  const details = useMediaDetails(id);
  const peaks = useMediaPeaks(id);
  const audio = useAudioUrl(id);
  if (peaks.isPending || audio.isPending)
    return <LoadingState label="Loading the recording…" testId="waveform-loading" />;
  if (peaks.isError || audio.isError)
    return (
      <ErrorPanel
        error={peaks.error ?? audio.error}
        title="Could not load the audio"
        onRetry={() => void Promise.all([peaks.refetch(), audio.refetch()])}
        compact={compact}
        testId="waveform-error"
      />
    );
  return (
    <Player
      url={audio.data.url}
      peaks={peaks.data}
      details={details.data}
      mediaSegmentId={id}
      below={({ time, seek }) => (
        <MediaTranscript mediaSegmentId={id} time={time} onSeek={seek} details={details.data} />
      )}
    />
  );
}
