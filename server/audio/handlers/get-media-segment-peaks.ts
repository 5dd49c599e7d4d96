// vigil.v1.MediaPeaks/GetMediaSegmentPeaks: min/max per slice and channel, computed once per
// (segment, number of slices) from the stored audio and then read from media_peaks; the console's
// default resolution is stored at upload already.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId, uid } from '../../rpc/wire-values.js';
import { readWav } from '../codecs/wav.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import { getPeaks, listProcessedOfSegment, putPeaks } from '../media.store.js';
import { computePeaks, packPeaks, slicesFor, unpackPeaks } from '../peaks.js';
import { processedToRead, segmentToRead, toDuration } from '../wire.js';

const MAX_PEAK_POINTS = 100_000;
const DEFAULT_PEAK_POINTS = 2000;

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
    if (req.resolution === 'total_points' && (total < 1 || total > MAX_PEAK_POINTS))
      v.add('total_points', `must be between 1 and ${MAX_PEAK_POINTS}`, 'OUT_OF_RANGE', String(total));
    const channel = req.channel_selector?.channel?.value as number | undefined;
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
    const seconds = row.frame_count / row.sample_rate_hz;
    const wanted = req.resolution === 'points_per_second' ? Math.ceil(pps * seconds) : total || DEFAULT_PEAK_POINTS;
    const points = slicesFor(wanted, row.frame_count, MAX_PEAK_POINTS);

    let packed = await getPeaks(ctx.db, id!, points);
    if (!packed) {
      const { pcm } = readWav(await ctx.files.read(row.audio_sha256));
      packed = packPeaks(computePeaks(pcm, points));
      await ctx.db.tx((q) => putPeaks(q, id!, points, packed!, ctx.clock.now()));
    }
    const peaks = unpackPeaks(packed, channels);
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
      sample_rate_hz: row.sample_rate_hz,
      number_of_channels: channels,
      media_length: toDuration(seconds),
      points_per_channel: points,
      channels: out,
    };
  };
