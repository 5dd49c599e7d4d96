// GetDownloadUrl: a signed, expiring URL on this server that plays the segment's audio in the
// requested container and format (transcoded when fetched), one channel or all.
import { Violations, failedPrecondition, missingField } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import { CBR_BITRATES, bitrateForQuality, bitratesFor, mp3RateFor } from '../codecs/mp3.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import { readContainer, readFormat, type RequestedFormat } from '../formats.js';
import type { SegmentRow } from '../media.store.js';
import type { DownloadSpec } from '../transcode.js';
import { signToken } from '../url-signing.js';

export interface DownloadTokenPayload {
  k: 'd';
  m: string;
  s: string;
  e: number;
  spec: DownloadSpec;
}

export const getDownloadUrl =
  (ctx: AudioCtx): RpcHandler<'audio', 'GetDownloadUrl'> =>
  async (req, call): Reply<'audio', 'GetDownloadUrl'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) throw missingField('gk_media_segment_id');
    const container = readContainer(v, req.container, false);
    const format = readFormat(v, req.format);
    const channelRaw = req.channel_selector?.channel?.value as number | undefined;
    v.throwIfAny();
    const { scopeId } = call.context;
    const row = await mustGetSegment(ctx.db, scopeId, id!);
    if (row.state !== 'ready') throw failedPrecondition(`media segment ${id} has no audio yet: upload it first`);
    const spec = downloadSpec(row, container, format, channelRaw);
    const keys = await ctx.urlKeys.keys();
    const payload: DownloadTokenPayload = {
      k: 'd',
      m: row.gk_media_segment_id,
      s: scopeId,
      e: ctx.clock.now().getTime() + ctx.downloadTtlMs,
      spec,
    };
    return { media_download_url: `${ctx.publicBaseUrl()}/downloads/audio/${signToken(keys, payload)}` };
  };

function downloadSpec(
  row: SegmentRow,
  container: string | undefined,
  f: RequestedFormat,
  channel: number | undefined,
): DownloadSpec {
  const v = new Violations();
  const kind = f.kind ?? (container === 'CONTAINER_MP3' ? 'mp3' : 'pcm');
  const cont = container ?? (kind === 'mp3' ? 'CONTAINER_MP3' : 'CONTAINER_WAV');
  if (cont === 'CONTAINER_WAV' && kind === 'mp3')
    v.add('format', 'MP3 audio in a WAV container is not supported; use CONTAINER_MP3', 'FIELD_CONFLICT');
  if (cont === 'CONTAINER_MP3' && kind !== 'mp3')
    v.add('format', `CONTAINER_MP3 holds MP3 audio, not ${kind}`, 'FIELD_CONFLICT');
  const stored = row.number_of_channels ?? 1;
  if (channel !== undefined && (!Number.isInteger(channel) || channel < 1 || channel > stored)) {
    v.add(
      'channel_selector.channel',
      `must be between 1 and ${stored} (the segment's channels)`,
      'OUT_OF_RANGE',
      String(channel),
    );
  }
  const nativeRate = row.sample_rate_hz ?? 8000;
  const spec: DownloadSpec = {
    container: cont === 'CONTAINER_MP3' ? 'mp3' : cont === 'CONTAINER_RAW' ? 'raw' : 'wav',
    encoding: kind === 'pcm' ? 'pcm16' : kind,
    rate: kind === 'pcm' ? (f.kind ? f.sampleRate! : nativeRate) : kind === 'mp3' ? mp3RateFor(nativeRate) : 8000,
    ...(channel !== undefined ? { channel } : {}),
    ...(f.channels ? { channels: f.channels } : {}),
  };
  if (kind === 'mp3') {
    const m = f.mp3 ?? { target: 'TARGET_UNSPECIFIED', bitrate: 0, cbr: false, quality: 0, mono: false };
    if (m.mono) spec.channels = 1;
    const allowed = bitratesFor(spec.rate);
    if (m.target === 'TARGET_BITRATE' && m.bitrate) {
      if (m.cbr && !CBR_BITRATES.includes(m.bitrate)) {
        v.add(
          'format.mp3.bitrate',
          `a constant bitrate must be one of ${CBR_BITRATES.join(', ')} kbit/s`,
          'OUT_OF_RANGE',
          String(m.bitrate),
        );
      } else if (m.cbr && !allowed.includes(m.bitrate)) {
        v.add(
          'format.mp3.bitrate',
          `at ${spec.rate} Hz the bitrate must be one of ${allowed.join(', ')} kbit/s`,
          'OUT_OF_RANGE',
          String(m.bitrate),
        );
      }
      // Without cbr the target is an average: the nearest bitrate the encoder can hold constant.
      spec.kbps = allowed.reduce(
        (best, k) => (Math.abs(k - m.bitrate) < Math.abs(best - m.bitrate) ? k : best),
        allowed[0]!,
      );
    } else {
      spec.kbps = bitrateForQuality(m.target === 'TARGET_QUALITY' ? m.quality : 4, spec.rate);
    }
  }
  v.throwIfAny();
  return spec;
}
