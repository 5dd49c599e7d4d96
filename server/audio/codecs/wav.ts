// RIFF/WAVE: reads 16-bit PCM, A-law (format 6) and µ-law (format 7), mono or stereo, and writes the
// same three. Other encodings are refused by name; G.729 as unsupported (no decoder here).
import {
  AudioFormatError,
  deinterleave,
  framesOf,
  int16FromLeBytes,
  int16ToLeBytes,
  interleave,
  type InterleavedPcm,
  type Pcm,
} from './pcm.js';
import { g711Decode, g711Encode } from './g711.js';

export type SampleEncoding = 'pcm16' | 'alaw' | 'ulaw';

export interface WavInfo {
  encoding: SampleEncoding;
  sampleRate: number;
  channels: number;
  /** The data chunk's bytes. */
  data: Uint8Array;
}

const FORMAT_PCM = 1;
const FORMAT_ALAW = 6;
const FORMAT_ULAW = 7;
const FORMAT_EXTENSIBLE = 0xfffe;
const G729_TAGS = new Set([0x0133, 0x0134, 0x0083]);
const FORMAT_NAMES: Record<number, string> = {
  2: 'MS ADPCM',
  3: 'IEEE float',
  0x11: 'IMA ADPCM',
  0x31: 'GSM 6.10',
  0x55: 'MP3',
};

const ascii = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

export const looksLikeWav = (b: Uint8Array): boolean =>
  b.length >= 12 && ascii(b, 0) === 'RIFF' && ascii(b, 8) === 'WAVE';

export function parseWav(bytes: Uint8Array): WavInfo {
  if (!looksLikeWav(bytes)) throw new AudioFormatError('not a WAV file: the RIFF/WAVE header is missing');
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: { tag: number; channels: number; rate: number; align: number; bits: number } | undefined;
  let data: Uint8Array | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at);
    const declared = dv.getUint32(at + 4, true);
    const body = at + 8;
    // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data chunk then runs to the end.
    const size = Math.min(declared, bytes.length - body);
    if (id === 'fmt ') {
      if (size < 16) throw new AudioFormatError('WAV fmt chunk is too short');
      let tag = dv.getUint16(body, true);
      if (tag === FORMAT_EXTENSIBLE && size >= 26) tag = dv.getUint16(body + 24, true);
      fmt = {
        tag,
        channels: dv.getUint16(body + 2, true),
        rate: dv.getUint32(body + 4, true),
        align: dv.getUint16(body + 12, true),
        bits: dv.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      const len = declared === 0 || declared === 0xffffffff ? bytes.length - body : size;
      data = bytes.subarray(body, body + len);
      if (fmt) break;
    }
    at = body + size + (size & 1);
  }
  if (!fmt) throw new AudioFormatError('WAV file has no fmt chunk');
  if (!data) throw new AudioFormatError('WAV file has no data chunk');
  if (G729_TAGS.has(fmt.tag))
    throw new AudioFormatError('G.729 audio is not supported: no G.729 decoder is built in', 'unsupported');
  let encoding: SampleEncoding;
  if (fmt.tag === FORMAT_PCM && fmt.bits === 16) encoding = 'pcm16';
  else if (fmt.tag === FORMAT_ALAW && fmt.bits === 8) encoding = 'alaw';
  else if (fmt.tag === FORMAT_ULAW && fmt.bits === 8) encoding = 'ulaw';
  else if (fmt.tag === FORMAT_PCM)
    throw new AudioFormatError(`WAV PCM with ${fmt.bits}-bit samples is not supported (16-bit only)`);
  else
    throw new AudioFormatError(
      `WAV encoding ${FORMAT_NAMES[fmt.tag] ?? `0x${fmt.tag.toString(16)}`} is not supported (PCM 16-bit, A-law, µ-law)`,
    );
  if (fmt.channels < 1 || fmt.channels > 2)
    throw new AudioFormatError(`WAV with ${fmt.channels} channels is not supported (mono or stereo)`);
  if (fmt.rate < 4000 || fmt.rate > 96000)
    throw new AudioFormatError(`WAV sample rate ${fmt.rate} Hz is out of range (4000 to 96000)`);
  return { encoding, sampleRate: fmt.rate, channels: fmt.channels, data };
}

/** Decodes headerless samples of one encoding (interleaved when stereo). */
export function decodeSamples(encoding: SampleEncoding, data: Uint8Array, channels: number, sampleRate: number): Pcm {
  const inter = encoding === 'pcm16' ? int16FromLeBytes(data) : g711Decode(encoding, data);
  return { sampleRate, channels: deinterleave(inter, channels) };
}

export function encodeSamples(encoding: SampleEncoding, pcm: Pcm): Uint8Array {
  const inter = interleave(pcm.channels);
  return encoding === 'pcm16' ? int16ToLeBytes(inter) : g711Encode(encoding, inter);
}

export function readWav(bytes: Uint8Array): { pcm: Pcm; encoding: SampleEncoding } {
  const info = parseWav(bytes);
  return { pcm: decodeSamples(info.encoding, info.data, info.channels, info.sampleRate), encoding: info.encoding };
}

/** A complete WAV file for the samples in the given encoding. */
export function writeWav(pcm: Pcm, encoding: SampleEncoding = 'pcm16'): Uint8Array {
  const data = encodeSamples(encoding, pcm);
  const channels = pcm.channels.length;
  const bytesPerSample = encoding === 'pcm16' ? 2 : 1;
  const g711 = encoding !== 'pcm16';
  // Non-PCM WAVE files carry cbSize in fmt and a fact chunk with the sample count.
  const fmtSize = g711 ? 18 : 16;
  const headerSize = 12 + 8 + fmtSize + (g711 ? 12 : 0) + 8;
  const out = new Uint8Array(headerSize + data.length + (data.length & 1));
  const dv = new DataView(out.buffer);
  const put = (at: number, s: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = s.charCodeAt(i);
  };
  put(0, 'RIFF');
  dv.setUint32(4, out.length - 8, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  dv.setUint32(16, fmtSize, true);
  dv.setUint16(20, encoding === 'pcm16' ? FORMAT_PCM : encoding === 'alaw' ? FORMAT_ALAW : FORMAT_ULAW, true);
  dv.setUint16(22, channels, true);
  dv.setUint32(24, pcm.sampleRate, true);
  dv.setUint32(28, pcm.sampleRate * channels * bytesPerSample, true);
  dv.setUint16(32, channels * bytesPerSample, true);
  dv.setUint16(34, bytesPerSample * 8, true);
  let at = 36;
  if (g711) {
    dv.setUint16(at, 0, true);
    at += 2;
    put(at, 'fact');
    dv.setUint32(at + 4, 4, true);
    dv.setUint32(at + 8, pcm.channels[0]?.length ?? 0, true);
    at += 12;
  }
  put(at, 'data');
  dv.setUint32(at + 4, data.length, true);
  out.set(data, at + 8);
  return out;
}

/**
 * The canonical 16-bit WAV of the samples (the same bytes as writeWav(pcm, 'pcm16')) as a run of
 * chunks of about `chunkBytes`, interleaved as they are produced, so storing a long call never
 * needs a second whole copy of its samples.
 */
export function* pcm16WavChunks(pcm: Pcm, chunkBytes = 1 << 20): Generator<Uint8Array> {
  const chs = pcm.channels;
  const frames = chs[0]?.length ?? 0;
  yield pcm16WavHeader(pcm.sampleRate, chs.length, frames);
  const perChunk = Math.max(1, Math.floor(chunkBytes / (2 * chs.length)));
  for (let f = 0; f < frames; f += perChunk) {
    const n = Math.min(perChunk, frames - f);
    const out = new Int16Array(n * chs.length);
    if (chs.length === 1) out.set(chs[0]!.subarray(f, f + n));
    else
      for (let c = 0; c < chs.length; c++) {
        const ch = chs[c]!;
        for (let i = 0, o = c; i < n; i++, o += chs.length) out[o] = ch[f + i]!;
      }
    if (!LITTLE_ENDIAN) for (let i = 0; i < out.length; i++) out[i] = ((out[i]! & 0xff) << 8) | ((out[i]! >> 8) & 0xff);
    yield new Uint8Array(out.buffer);
  }
}

/** The 44-byte header of the canonical 16-bit WAV of `frames` frames. */
export function pcm16WavHeader(sampleRate: number, channels: number, frames: number): Uint8Array {
  const dataBytes = frames * channels * 2;
  const header = writeWav({ sampleRate, channels: Array.from({ length: channels }, () => new Int16Array(0)) }, 'pcm16');
  const dv = new DataView(header.buffer, header.byteOffset, header.byteLength);
  dv.setUint32(4, header.length - 8 + dataBytes, true);
  dv.setUint32(header.length - 4, dataBytes, true);
  return header;
}

/**
 * The canonical 16-bit WAV of interleaved samples, as pcm16WavChunks gives it for the same samples
 * split per channel: the header, then the samples' own memory in slices (nothing is copied on a
 * little-endian machine).
 */
export function* interleavedWavChunks(a: InterleavedPcm, chunkBytes = 1 << 20): Generator<Uint8Array> {
  const frames = framesOf(a);
  yield pcm16WavHeader(a.sampleRate, a.channelCount, frames);
  const samples = a.samples.subarray(0, frames * a.channelCount);
  const per = Math.max(1, chunkBytes >> 1);
  for (let at = 0; at < samples.length; at += per) {
    const part = samples.subarray(at, Math.min(samples.length, at + per));
    if (LITTLE_ENDIAN) yield new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
    else yield int16ToLeBytes(part);
  }
}

/** The size in bytes of pcm16WavChunks(pcm) all together. */
export const pcm16WavSize = (pcm: Pcm): number => 44 + (pcm.channels[0]?.length ?? 0) * pcm.channels.length * 2;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
