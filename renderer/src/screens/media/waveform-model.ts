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
  /** The overview's minima and maxima (equal slices of the whole segment). */
  min: readonly number[];
  max: readonly number[];
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
    return {
      channelIndex: c.channelIndex,
      label: dedupe(label),
      channelData: interleave(c.min, c.max),
      min: c.min,
      max: c.max,
      regions,
    };
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

// ---- Zoomed-in detail: a long call's overview is too coarse once zoomed, so the visible stretch is
// asked for on its own (media.peaks with a window) and drawn per pixel column over the lanes. ----

/** The seconds on screen. */
export interface View {
  start: number;
  end: number;
}

/** Peaks of one stretch: point i spans [start + i * secondsPerPoint, start + (i + 1) * secondsPerPoint). */
export interface DetailPeaks {
  start: number;
  end: number;
  secondsPerPoint: number;
  channels: { channelIndex: number; min: readonly number[]; max: readonly number[] }[];
}

/** The window answer of media.peaks as DetailPeaks; undefined when it was not a window. */
export function detailOf(p: MediaPeaks): DetailPeaks | undefined {
  if (!p.window || !p.sampleRateHz || !p.window.samplesPerPoint) return undefined;
  return {
    start: p.window.start,
    end: p.window.end,
    secondsPerPoint: p.window.samplesPerPoint / p.sampleRateHz,
    channels: p.channels.map((c) => ({ channelIndex: c.channelIndex, min: c.min, max: c.max })),
  };
}

/** Whether, at `zoom` pixels per second, the overview has fewer points than pixels (detail needed). */
export function needsDetail(zoom: number, peaks: Pick<MediaPeaks, 'pointsPerChannel' | 'mediaLength'>): boolean {
  return zoom > 0 && peaks.mediaLength > 0 && zoom > peaks.pointsPerChannel / peaks.mediaLength;
}

/** The seconds shown by a scrolled lane: its scroll offset and width within the whole drawn width. */
export function viewOf(scrollLeft: number, clientWidth: number, totalWidth: number, duration: number): View {
  if (!(totalWidth > 0) || !(duration > 0)) return { start: 0, end: Math.max(0, duration) };
  const start = Math.max(0, Math.min(duration, (scrollLeft / totalWidth) * duration));
  const end = Math.max(start, Math.min(duration, ((scrollLeft + clientWidth) / totalWidth) * duration));
  return { start, end };
}

export interface DetailRequest {
  windowStart: number;
  windowEnd: number;
  totalPoints: number;
}

const MAX_DETAIL_POINTS = 20_000;
const ms = (s: number) => Math.round(s * 1000) / 1000;

/**
 * What to ask for to draw `view` on `widthPx` columns: the view and half of it again on each side
 * (so scrolling a little needs nothing new), on a grid of half views (so nearby views ask the same
 * thing and the cache answers), with one point per column.
 */
export function detailRequest(view: View, duration: number, widthPx: number): DetailRequest | undefined {
  const len = view.end - view.start;
  if (!(len > 0) || !(widthPx > 0) || !(duration > 0)) return undefined;
  const step = len / 2;
  const start = Math.max(0, Math.floor((view.start - len / 2) / step) * step);
  const end = Math.min(duration, Math.ceil((view.end + len / 2) / step) * step);
  if (!(end > start)) return undefined;
  const totalPoints = Math.max(1, Math.min(MAX_DETAIL_POINTS, Math.round((widthPx * (end - start)) / len)));
  return { windowStart: ms(start), windowEnd: ms(end), totalPoints };
}

/** Whether the detail covers the whole view (then it is drawn instead of the overview). */
export const covers = (d: Pick<DetailPeaks, 'start' | 'end'> | undefined, view: View): boolean =>
  !!d && d.start <= view.start + 1e-6 && d.end >= view.end - 1e-6;

/**
 * Lowest and highest value per pixel column of `view` drawn on `width` columns, from peaks whose
 * point i spans [from + i * secondsPerPoint, ...): [lo0, hi0, lo1, hi1, ...]. A column narrower
 * than a point takes that point; columns outside the peaks are empty (0, 0).
 */
export function columns(
  min: readonly number[],
  max: readonly number[],
  from: number,
  secondsPerPoint: number,
  view: View,
  width: number,
): Float32Array {
  const out = new Float32Array(Math.max(0, width) * 2);
  const n = Math.min(min.length, max.length);
  if (!n || !(secondsPerPoint > 0) || !(width > 0)) return out;
  const perColumn = (view.end - view.start) / width;
  for (let x = 0; x < width; x++) {
    const t0 = view.start + x * perColumn;
    const i0 = Math.max(0, Math.floor((t0 - from) / secondsPerPoint));
    const i1 = Math.min(n, Math.max(i0 + 1, Math.ceil((t0 + perColumn - from) / secondsPerPoint)));
    if (i0 >= n || i1 <= 0) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = i0; i < i1; i++) {
      if (min[i]! < lo) lo = min[i]!;
      if (max[i]! > hi) hi = max[i]!;
    }
    out[2 * x] = lo;
    out[2 * x + 1] = hi;
  }
  return out;
}
