// vigil.v1.MediaPeaks/GetMediaSegmentPeaks: min/max per slice and channel, computed once per
// (segment, number of slices) from the stored audio and then read from media_peaks; the console's
// default resolution is stored at upload already. A request with a time window is answered from the
// pyramid of levels stored at upload (media_peak_levels), reading only the window's slice.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId, uid } from '../../rpc/wire-values.js';
import { readWav } from '../codecs/wav.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import {
  getPeaks,
  listPeakLevels,
  listProcessedOfSegment,
  putPeakLevel,
  putPeaks,
  readPeakLevelSlice,
  type PeakLevelRow,
} from '../media.store.js';
import {
  bytesPerPeak,
  computePeaks,
  computePyramid,
  levelBytes,
  levelFromBytes,
  packPeaks,
  peakRange,
  pickLevel,
  slicesFor,
  splitChannels,
  unpackPeaks,
  type ChannelPeaks,
} from '../peaks.js';
import { processedToRead, segmentToRead, toDuration } from '../wire.js';
import { COUNT_LIMITS } from '../../../shared/rpc/limits.js';

const DEFAULT_PEAK_POINTS = 2000;

type RawDuration = { seconds?: string | number | null; nanos?: number | null } | null | undefined;

/** A request Duration in seconds; undefined when absent, a violation when negative or malformed. */
function readSeconds(v: Violations, field: string, raw: RawDuration): number | undefined {
  if (raw == null) return undefined;
  const s = Number(raw.seconds ?? 0);
  const n = Number(raw.nanos ?? 0);
  const value = s + n / 1e9;
  if (!Number.isFinite(value) || n < -999_999_999 || n > 999_999_999 || value < 0) {
    v.add(field, 'must be a duration of zero or more seconds', 'OUT_OF_RANGE', String(raw.seconds ?? ''));
    return undefined;
  }
  return value;
}

/** The pyramid of a segment stored before levels were made at upload: built once, then kept. */
async function buildLevels(ctx: AudioCtx, id: string, sha: string): Promise<PeakLevelRow[]> {
  const { pcm } = readWav(await ctx.files.read(sha));
  const levels = computePyramid(pcm);
  const now = ctx.clock.now();
  await ctx.db.tx(async (q) => {
    for (const l of levels) await putPeakLevel(q, id, { ...l, bytes: levelBytes(l.data) }, now);
  });
  return listPeakLevels(ctx.db, id);
}

export const getMediaSegmentPeaks =
  (ctx: AudioCtx): RpcHandler<'mediaPeaks', 'GetMediaSegmentPeaks'> =>
  async (req, call): Reply<'mediaPeaks', 'GetMediaSegmentPeaks'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) v.missing('gk_media_segment_id');
    const pps = Number(req.points_per_second ?? 0);
    const total = Number(req.total_points ?? 0);
    if (req.resolution === 'points_per_second' && (pps < 1 || pps > 10_000))
      v.add('points_per_second', 'must be between 1 and 10000', 'OUT_OF_RANGE', String(pps));
    if (req.resolution === 'total_points' && (total < 1 || total > COUNT_LIMITS.mediaPeakPoints))
      v.add('total_points', `must be between 1 and ${COUNT_LIMITS.mediaPeakPoints}`, 'OUT_OF_RANGE', String(total));
    const channel = req.channel_selector?.channel?.value as number | undefined;
    const windowStart = readSeconds(v, 'window_start', req.window_start);
    const windowEnd = readSeconds(v, 'window_end', req.window_end);
    if (windowStart !== undefined && windowEnd !== undefined && windowEnd <= windowStart)
      v.add('window_end', 'must be after window_start', 'OUT_OF_RANGE', String(windowEnd));
    v.throwIfAny();
    const { scopeId } = call.context;
    const row = await mustGetSegment(ctx.db, scopeId, id!);
    if (row.state !== 'ready' || !row.audio_sha256 || !row.sample_rate_hz || row.frame_count === null) {
      throw failedPrecondition(`media segment ${id} has no audio yet: upload it first`);
    }
    const channels = row.number_of_channels ?? 1;
    if (channel !== undefined && (channel < 1 || channel > channels)) {
      new Violations()
        .add('channel_selector.channel', `must be between 1 and ${channels}`, 'OUT_OF_RANGE', String(channel))
        .throwIfAny();
    }
    const rate = row.sample_rate_hz;
    const seconds = row.frame_count / rate;
    const windowed = req.window_start != null || req.window_end != null;

    let peaks: ChannelPeaks[];
    let points: number;
    let window: { start: number; end: number; samplesPerPoint: number } | undefined;
    if (windowed) {
      if ((windowStart ?? 0) >= seconds) {
        new Violations()
          .add(
            'window_start',
            `must be before the end of the segment (${seconds} s)`,
            'OUT_OF_RANGE',
            String(windowStart),
          )
          .throwIfAny();
      }
      const from = Math.floor((windowStart ?? 0) * rate);
      const to = Math.max(from + 1, Math.min(row.frame_count, Math.ceil((windowEnd ?? seconds) * rate)));
      const wanted =
        req.resolution === 'points_per_second'
          ? Math.ceil((pps * (to - from)) / rate)
          : req.resolution === 'total_points'
            ? total
            : DEFAULT_PEAK_POINTS;
      let levels = await listPeakLevels(ctx.db, id!);
      if (!levels.length) levels = await buildLevels(ctx, id!, row.audio_sha256);
      const level = pickLevel(
        levels.map((l) => ({ ...l, samplesPerPeak: l.samples_per_peak })),
        to - from,
        wanted,
      );
      const range = peakRange(level, from, to);
      const per = bytesPerPeak(level.channels);
      const bytes = await readPeakLevelSlice(ctx.db, id!, level.samples_per_peak, range.first * per, range.count * per);
      if (!bytes || bytes.length !== range.count * per) {
        throw failedPrecondition(`the peaks of media segment ${id} changed while being read: ask again`);
      }
      peaks = splitChannels(levelFromBytes(bytes), level.channels);
      points = range.count;
      window = {
        start: (range.first * level.samples_per_peak) / rate,
        end: Math.min(row.frame_count, (range.first + range.count) * level.samples_per_peak) / rate,
        samplesPerPoint: level.samples_per_peak,
      };
    } else {
      const wanted = req.resolution === 'points_per_second' ? Math.ceil(pps * seconds) : total || DEFAULT_PEAK_POINTS;
      points = slicesFor(wanted, row.frame_count, COUNT_LIMITS.mediaPeakPoints);
      let packed = await getPeaks(ctx.db, id!, points);
      if (!packed) {
        const { pcm } = readWav(await ctx.files.read(row.audio_sha256));
        packed = packPeaks(computePeaks(pcm, points));
        await ctx.db.tx((q) => putPeaks(q, id!, points, packed!, ctx.clock.now()));
      }
      peaks = unpackPeaks(packed, channels);
    }
    const processed = await listProcessedOfSegment(ctx.db, scopeId, id!);
    const parties = segmentToRead(row).call_parties ?? [];
    const out = peaks
      .map((p, i) => {
        const index = i + 1;
        const pa = processed.find((r) => (r.selected_channel ?? 1) === index);
        return {
          channel_index: index,
          min: Array.from(p.min, (s) => s / 32768),
          max: Array.from(p.max, (s) => s / 32768),
          call_parties: parties.filter((x) => x.channel_index === index),
          ...(pa
            ? {
                gk_processed_audio_id: uid(pa.gk_processed_audio_id),
                processing_attributes: processedToRead(pa).processing_attributes,
              }
            : {}),
        };
      })
      .filter((c) => channel === undefined || c.channel_index === channel);
    return {
      sample_rate_hz: rate,
      number_of_channels: channels,
      media_length: toDuration(seconds),
      points_per_channel: points,
      channels: out,
      ...(window
        ? {
            window_start: toDuration(window.start),
            window_end: toDuration(window.end),
            samples_per_point: window.samplesPerPoint,
          }
        : {}),
    };
  };
