// From uploaded bytes to samples (by the declared container and format, WAV headers winning) and
// from stored samples to the bytes of a download (channel choice, rate, container, encoding).
import { decodeMp3Interleaved, encodeMp3 } from './codecs/mp3.js';
import { g711Decode } from './codecs/g711.js';
import {
  AudioFormatError,
  channelsOf,
  checkDuration,
  downmix,
  framesOf,
  int16ViewOfLe,
  type AnyPcm,
  type InterleavedPcm,
  type Pcm,
} from './codecs/pcm.js';
import { resample } from './codecs/resample.js';
import { encodeSamples, looksLikeWav, parseWav, writeWav, type SampleEncoding } from './codecs/wav.js';
import type { ContainerName, DeclaredFormat } from './formats.js';

export type SourceEncoding = SampleEncoding | 'mp3';

const asEncoding = (kind: string | undefined): SourceEncoding | undefined =>
  kind === 'pcm' ? 'pcm16' : (kind as SourceEncoding | undefined);

/**
 * Decodes an upload. With `maxSeconds`, media running longer is refused (AudioTooLong) from its
 * headers or frame scan, before its samples are decoded. The samples come back interleaved, as the
 * canonical WAV holds them (16-bit PCM as a view of `bytes` itself where it can be).
 */
export async function decodeUpload(
  bytes: Uint8Array,
  container: ContainerName,
  declared: DeclaredFormat,
  opts: { maxSeconds?: number } = {},
): Promise<{ audio: AnyPcm; encoding: SourceEncoding }> {
  if (!bytes.length) throw new AudioFormatError('the upload is empty');
  let audio: AnyPcm;
  let encoding: SourceEncoding;
  if (container === 'CONTAINER_WAV') {
    if (!looksLikeWav(bytes)) throw new AudioFormatError('not a WAV file: the RIFF/WAVE header is missing');
    const info = parseWav(bytes);
    const want = asEncoding(declared.kind);
    if (want && want !== info.encoding)
      throw new AudioFormatError(`the format says ${declared.kind} but the WAV header says ${info.encoding}`);
    const frameBytes = (info.encoding === 'pcm16' ? 2 : 1) * info.channels;
    checkDuration(Math.floor(info.data.length / frameBytes), info.sampleRate, opts.maxSeconds);
    audio = interleavedSamples(info.encoding, info.data, info.channels, info.sampleRate);
    encoding = info.encoding;
  } else if (container === 'CONTAINER_MP3' || declared.kind === 'mp3') {
    audio = await decodeMp3Interleaved(bytes, opts);
    encoding = 'mp3';
  } else {
    const kind = asEncoding(declared.kind) as SampleEncoding | undefined;
    if (!kind) throw new AudioFormatError('header-less audio needs a declared format');
    const channels = declared.channels ?? 1;
    const frameBytes = (kind === 'pcm16' ? 2 : 1) * channels;
    if (bytes.length % frameBytes)
      throw new AudioFormatError(`RAW ${declared.kind} audio must be a whole number of ${frameBytes}-byte frames`);
    const rate = kind === 'pcm16' ? (declared.sampleRate ?? 8000) : 8000;
    checkDuration(bytes.length / frameBytes, rate, opts.maxSeconds);
    audio = interleavedSamples(kind, bytes, channels, rate);
    encoding = kind;
  }
  const channels = channelsOf(audio);
  if (declared.channels && declared.channels !== channels) {
    throw new AudioFormatError(`the format says ${declared.channels} channel(s) but the audio has ${channels}`);
  }
  if (!framesOf(audio)) throw new AudioFormatError('the upload holds no audio samples');
  return { audio, encoding };
}

/** The whole frames of `data` (a trailing partial frame is dropped, as decodeSamples drops it). */
function interleavedSamples(
  encoding: SampleEncoding,
  data: Uint8Array,
  channelCount: number,
  sampleRate: number,
): InterleavedPcm {
  const frameBytes = (encoding === 'pcm16' ? 2 : 1) * channelCount;
  const count = Math.floor(data.length / frameBytes) * channelCount;
  const samples = encoding === 'pcm16' ? int16ViewOfLe(data, count) : g711Decode(encoding, data.subarray(0, count));
  return { sampleRate, channelCount, samples };
}

/** What a download URL delivers; carried inside its signed token. */
export interface DownloadSpec {
  container: 'wav' | 'raw' | 'mp3';
  encoding: SourceEncoding;
  rate: number;
  /** 1-based channel to extract; absent: all. */
  channel?: number;
  /** Force mono (downmix) or stereo (duplicate a mono signal). */
  channels?: number;
  kbps?: number;
}

function shapeForDownload(pcm: Pcm, spec: DownloadSpec): Pcm {
  let chs = spec.channel ? [pcm.channels[spec.channel - 1]!] : pcm.channels;
  if (spec.channels === 1 && chs.length > 1) chs = [downmix(chs)];
  if (spec.channels === 2 && chs.length === 1) chs = [chs[0]!, chs[0]!];
  return resample({ sampleRate: pcm.sampleRate, channels: chs }, spec.rate);
}

export function encodeDownload(
  pcm: Pcm,
  spec: DownloadSpec,
): { bytes: Uint8Array; contentType: string; extension: string } {
  const out = shapeForDownload(pcm, spec);
  if (spec.encoding === 'mp3')
    return { bytes: encodeMp3(out, spec.kbps ?? 32), contentType: 'audio/mpeg', extension: 'mp3' };
  if (spec.container === 'wav')
    return { bytes: writeWav(out, spec.encoding), contentType: 'audio/wav', extension: 'wav' };
  // audio/L16 would mean big-endian samples; ours are little-endian, so raw PCM is plain octets.
  const mime =
    spec.encoding === 'pcm16' ? 'application/octet-stream' : spec.encoding === 'alaw' ? 'audio/PCMA' : 'audio/PCMU';
  return {
    bytes: encodeSamples(spec.encoding, out),
    contentType: `${mime};rate=${out.sampleRate};channels=${out.channels.length}`,
    extension: 'raw',
  };
}
