// Play, pause, seek and zoom over the waveform lanes, from one <audio> element (audio streamed by
// main from the token URL media.audioUrl gave). Keyboard: space plays or pauses, arrows seek 5 s,
// + and - zoom, while the player has focus.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MediaDetails, MediaPeaks } from '../../../../shared/domain/media.js';
import { Waveform } from './Waveform.js';
import { useMediaPeaksWindow } from './media.queries.js';
import {
  SEEK_STEP,
  clampTime,
  detailOf,
  detailRequest,
  formatTime,
  lanesOf,
  needsDetail,
  nextZoom,
  playerKey,
  type DetailRequest,
  type View,
} from './waveform-model.js';

/** How long the view must stay put before its stretch is asked for. */
const DETAIL_DEBOUNCE_MS = 150;

export interface PlayerProps {
  url: string;
  peaks: MediaPeaks;
  details: MediaDetails | undefined;
  /** The stored segment the peaks are of: zoomed in, its visible stretch is asked for in detail. */
  mediaSegmentId?: string;
  /** Drawn under the waveform with the playback time and a seek (e.g. the transcript lanes). */
  below?: (playback: { time: number; seek: (seconds: number) => void }) => ReactNode;
}

export function Player({ url, peaks, details, mediaSegmentId, below }: PlayerProps) {
  const [media, setMedia] = useState<HTMLAudioElement | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [fileDuration, setFileDuration] = useState<number>();
  const [mediaError, setMediaError] = useState<string>();
  const duration = peaks.mediaLength || details?.mediaLength || 0;
  const lanes = useMemo(() => lanesOf(peaks, details), [peaks, details]);
  const detailed = !!mediaSegmentId && needsDetail(zoom, peaks);
  const [request, setRequest] = useState<DetailRequest>();
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onView = useCallback(
    (view: View, widthPx: number) => {
      clearTimeout(debounce.current);
      const next = detailRequest(view, duration, widthPx);
      debounce.current = setTimeout(
        () =>
          setRequest((old) =>
            old &&
            next &&
            old.windowStart === next.windowStart &&
            old.windowEnd === next.windowEnd &&
            old.totalPoints === next.totalPoints
              ? old
              : next,
          ),
        DETAIL_DEBOUNCE_MS,
      );
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(debounce.current), []);
  const windowPeaks = useMediaPeaksWindow(mediaSegmentId, detailed ? request : undefined);
  const detail = useMemo(() => (windowPeaks.data ? detailOf(windowPeaks.data) : undefined), [windowPeaks.data]);

  useEffect(() => {
    if (!media) return;
    const onTime = () => setTime(media.currentTime);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onMeta = () => setFileDuration(media.duration);
    const onError = () => setMediaError(media.error?.message || 'the audio could not be loaded');
    const events: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['loadedmetadata', onMeta],
      ['error', onError],
    ];
    for (const [e, fn] of events) media.addEventListener(e, fn);
    // The element starts loading when it is created, before this effect runs (after paint, later
    // still on a busy machine): what already happened is read from the element, not awaited.
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) onMeta();
    if (media.error) onError();
    return () => {
      for (const [e, fn] of events) media.removeEventListener(e, fn);
    };
  }, [media]);

  const toggle = () => {
    if (!media) return;
    if (media.paused) void media.play().catch((err: unknown) => setMediaError(String(err)));
    else media.pause();
  };
  const seekTo = (seconds: number) => {
    if (media) media.currentTime = clampTime(seconds, duration);
  };
  const seekBy = (delta: number) => {
    if (media) media.currentTime = clampTime(media.currentTime + delta, duration);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const action = playerKey(e.key);
    if (!action) return;
    const tag = (e.target as HTMLElement).tagName;
    // Space on a focused button presses that button; leave it alone.
    if (action === 'toggle' && (tag === 'BUTTON' || tag === 'INPUT')) return;
    e.preventDefault();
    if (action === 'toggle') toggle();
    else if (action === 'back') seekBy(-SEEK_STEP);
    else if (action === 'forward') seekBy(SEEK_STEP);
    else setZoom((z) => nextZoom(z, action === 'zoomIn' ? 1 : -1));
  };

  return (
    <section
      className="player"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label="Audio player: space plays or pauses, arrows seek 5 seconds, + and - zoom"
      data-testid="player"
    >
      <audio ref={setMedia} src={url} preload="metadata" data-testid="audio" data-file-duration={fileDuration} />
      <div className="player-controls" role="toolbar" aria-label="Playback">
        <button type="button" onClick={toggle} disabled={!media} data-testid="play-toggle" aria-pressed={playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => seekBy(-SEEK_STEP)} data-testid="seek-back" title="Back 5 s (Left arrow)">
          −5 s
        </button>
        <button
          type="button"
          onClick={() => seekBy(SEEK_STEP)}
          data-testid="seek-forward"
          title="Forward 5 s (Right arrow)"
        >
          +5 s
        </button>
        <span className="player-time" aria-live="off">
          <span data-testid="time-current">{formatTime(time)}</span>
          {' / '}
          <span data-testid="time-duration">{formatTime(duration)}</span>
        </span>
        <span className="player-zoom">
          <button
            type="button"
            onClick={() => setZoom((z) => nextZoom(z, -1))}
            disabled={zoom === 0}
            data-testid="zoom-out"
            title="Zoom out (-)"
          >
            −
          </button>
          <span data-testid="zoom-level">{zoom ? `${zoom} px/s` : 'Fit'}</span>
          <button
            type="button"
            onClick={() => setZoom((z) => nextZoom(z, 1))}
            data-testid="zoom-in"
            title="Zoom in (+)"
          >
            +
          </button>
        </span>
        <span className="player-legend">
          <span className="legend-swatch redacted" /> redacted
          <span className="legend-swatch masked" /> masked
        </span>
      </div>
      {mediaError && (
        <div className="player-error" role="alert" data-testid="player-error">
          Playback failed: {mediaError}
        </div>
      )}
      {media && (
        <Waveform
          lanes={lanes}
          media={media}
          duration={duration}
          zoom={zoom}
          detailed={detailed}
          detail={detailed ? detail : undefined}
          time={time}
          onView={onView}
        />
      )}
      {below?.({ time, seek: seekTo })}
    </section>
  );
}
