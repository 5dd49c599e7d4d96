// The one in-memory shape every codec decodes to and encodes from: 16-bit samples, one array per
// channel, at one sample rate. Conversions between it and interleaved or float forms live here.

export interface Pcm {
  sampleRate: number;
  /** One Int16Array per channel, all the same length. */
  channels: Int16Array[];
}

/** Samples per channel. */
export const frameCount = (pcm: Pcm): number => pcm.channels[0]?.length ?? 0;

/**
 * The same samples interleaved frame by frame, as a 16-bit WAV's data chunk holds them: what a PCM
 * or G.711 upload decodes to, so its samples are neither split per channel nor copied again to be
 * stored (a 16-bit upload's samples are a view of the uploaded bytes themselves).
 */
export interface InterleavedPcm {
  sampleRate: number;
  channelCount: number;
  /** frames × channelCount samples, native byte order. */
  samples: Int16Array;
}

/** Decoded audio in either layout. */
export type AnyPcm = Pcm | InterleavedPcm;

export const isInterleaved = (a: AnyPcm): a is InterleavedPcm => 'samples' in a;

export const channelsOf = (a: AnyPcm): number => (isInterleaved(a) ? a.channelCount : a.channels.length);

export const framesOf = (a: AnyPcm): number =>
  isInterleaved(a) ? Math.floor(a.samples.length / Math.max(1, a.channelCount)) : frameCount(a);

/** One channel read in place: sample i is samples[offset + i * stride], for i < frames. */
export interface ChannelView {
  samples: Int16Array;
  offset: number;
  stride: number;
  frames: number;
}

export function channelViews(a: AnyPcm): ChannelView[] {
  if (!isInterleaved(a))
    return a.channels.map((samples) => ({ samples, offset: 0, stride: 1, frames: samples.length }));
  const frames = framesOf(a);
  return Array.from({ length: a.channelCount }, (_, c) => ({
    samples: a.samples,
    offset: c,
    stride: a.channelCount,
    frames,
  }));
}

const NATIVE_LE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The first `count` little-endian 16-bit samples of `bytes`: a view of the same memory when it can
 * be (little-endian machine, even offset), otherwise a copy.
 */
export function int16ViewOfLe(bytes: Uint8Array, count: number): Int16Array {
  if (NATIVE_LE && bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, count);
  return int16FromLeBytes(bytes.subarray(0, count * 2));
}

/** Why audio could not be read or written: `invalid` input (HTTP 400) or an `unsupported` encoding (501). */
/** Media longer than the longest segment accepted (the upload is refused before it is decoded). */
export class AudioTooLong extends Error {
  constructor(
    readonly seconds: number,
    readonly maxSeconds: number,
  ) {
    super(
      `the audio is ${formatSeconds(seconds)} long; a media segment may be at most ${formatSeconds(maxSeconds)} (split longer recordings into several segments)`,
    );
    this.name = 'AudioTooLong';
  }
}

function formatSeconds(total: number): string {
  const s = Math.round(total);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s % 60 || (!h && !m) ? `${s % 60} s` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Throws AudioTooLong when `frames` at `sampleRate` run longer than `maxSeconds`. */
export function checkDuration(frames: number, sampleRate: number, maxSeconds: number | undefined): void {
  if (maxSeconds !== undefined && sampleRate > 0 && frames / sampleRate > maxSeconds)
    throw new AudioTooLong(frames / sampleRate, maxSeconds);
}

export class AudioFormatError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unsupported' = 'invalid',
  ) {
    super(message);
    this.name = 'AudioFormatError';
  }
}

export function interleave(channels: Int16Array[]): Int16Array {
  const n = channels.length;
  if (n === 1) return channels[0]!.slice();
  const len = channels[0]?.length ?? 0;
  const out = new Int16Array(len * n);
  for (let c = 0; c < n; c++) {
    const ch = channels[c]!;
    for (let i = 0, j = c; i < len; i++, j += n) out[j] = ch[i]!;
  }
  return out;
}

export function deinterleave(data: Int16Array, n: number): Int16Array[] {
  const len = Math.floor(data.length / n);
  const out = Array.from({ length: n }, () => new Int16Array(len));
  for (let c = 0; c < n; c++) {
    const ch = out[c]!;
    for (let i = 0, j = c; i < len; i++, j += n) ch[i] = data[j]!;
  }
  return out;
}

/** Little-endian 16-bit bytes to samples (copies, so odd offsets are fine). */
export function int16FromLeBytes(bytes: Uint8Array): Int16Array {
  const n = bytes.length >> 1;
  const out = new Int16Array(n);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, n * 2);
  for (let i = 0; i < n; i++) out[i] = dv.getInt16(i * 2, true);
  return out;
}

export function int16ToLeBytes(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length * 2);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) dv.setInt16(i * 2, samples[i]!, true);
  return out;
}

export function floatToInt16(f: Float32Array): Int16Array {
  const out = new Int16Array(f.length);
  for (let i = 0; i < f.length; i++) {
    const v = Math.round(f[i]! * 32768);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** Averages the channels into one (for mono MP3 and mono downloads of stereo audio). */
export function downmix(channels: Int16Array[]): Int16Array {
  if (channels.length === 1) return channels[0]!;
  const len = channels[0]?.length ?? 0;
  const out = new Int16Array(len);
  const n = channels.length;
  for (let i = 0; i < len; i++) {
    let s = 0;
    for (let c = 0; c < n; c++) s += channels[c]![i]!;
    out[i] = Math.round(s / n);
  }
  return out;
}
