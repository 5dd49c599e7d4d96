// The waveform's logic, apart from wavesurfer (which needs a real browser): lanes from the server's
// peaks and the segment's details, time formatting, zoom steps and seeking bounds.
import type { MediaDetails, MediaInterval, MediaPeaks } from '../../../../shared/domain/media.js';
import { laneLabel } from '../../../../shared/domain/media.js';

export interface LaneRegion {
  kind: 'redacted' | 'masked';
  start: number;
  end: number;
}

export interface Lane {
  channelIndex: number;
  label: string;
  /** Interleaved max/min per slice: what wavesurfer draws as one channel, no decoding needed. */
  channelData: Float32Array;
  regions: LaneRegion[];
}

/** [max0, min0, max1, min1, ...]: the renderer draws the top from maxima and the bottom from minima. */
export function interleave(min: readonly number[], max: readonly number[]): Float32Array {
  const n = Math.min(min.length, max.length);
  const out = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    out[2 * i] = max[i]!;
    out[2 * i + 1] = min[i]!;
  }
  return out;
}

/** An interval belongs to a lane when it names that channel, or no channel (all of them). */
const onLane = (i: MediaInterval, channel: number) => !i.channel || i.channel === channel;

export function lanesOf(peaks: MediaPeaks, details: MediaDetails | undefined): Lane[] {
  const parties = details?.callParties ?? [];
  return peaks.channels.map((c) => {
    const label = laneLabel(c.channelIndex, [...parties, ...c.callParties]);
    const regions: LaneRegion[] = [
      ...(details?.redactedIntervals ?? [])
        .filter((i) => onLane(i, c.channelIndex))
        .map((i) => ({ kind: 'redacted' as const, start: i.start, end: i.end })),
      ...(details?.maskedIntervals ?? [])
        .filter((i) => onLane(i, c.channelIndex))
        .map((i) => ({ kind: 'masked' as const, start: i.start, end: i.end })),
    ];
    return { channelIndex: c.channelIndex, label: dedupe(label), channelData: interleave(c.min, c.max), regions };
  });
}

const dedupe = (label: string) => [...new Set(label.split(' + '))].join(' + ');

/** 75.25 -> "1:15.2"; hours when needed. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) seconds = 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = s.toFixed(1).padStart(4, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Zoom levels in pixels per second; 0 means "fit the whole segment". */
export const ZOOM_LEVELS = [0, 25, 50, 100, 200, 400, 800] as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  const i = ZOOM_LEVELS.findIndex((z) => z >= current);
  const at = i === -1 ? ZOOM_LEVELS.length - 1 : i;
  const next = Math.max(0, Math.min(ZOOM_LEVELS.length - 1, at + direction));
  return ZOOM_LEVELS[next]!;
}

export function clampTime(t: number, duration: number): number {
  return Math.max(0, Math.min(Number.isFinite(duration) ? duration : 0, t));
}

export const SEEK_STEP = 5;

export type PlayerKey = 'toggle' | 'back' | 'forward' | 'zoomIn' | 'zoomOut';

/** Which player action a key means (space, arrows, + and -), if any. */
export function playerKey(key: string): PlayerKey | undefined {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return 'toggle';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    default:
      return undefined;
  }
}
