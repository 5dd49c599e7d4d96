// MPEG audio Layer III frame headers: finds where the frames start (after any ID3v2 tag) and
// walks the chain, so that bytes which merely contain a sync pattern are not taken for MP3.
import { AudioFormatError } from './pcm.js';

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface FrameHeader {
  sampleRate: number;
  channels: number;
  length: number;
  /** Samples per channel the frame decodes to: 1152 (MPEG-1) or 576 (MPEG-2 and 2.5). */
  samples: number;
}

function readFrameHeader(b: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (b[at + 1]! >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = (b[at + 1]! >> 1) & 3; // 1 = Layer III
  const brIndex = b[at + 2]! >> 4;
  const srIndex = (b[at + 2]! >> 2) & 3;
  const padding = (b[at + 2]! >> 1) & 1;
  const mode = b[at + 3]! >> 6;
  if (version === 1 || layer !== 1 || brIndex === 0 || brIndex === 15 || srIndex === 3) return undefined;
  const sampleRate = RATES[version]![srIndex]!;
  const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[brIndex]!;
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { sampleRate, channels: mode === 3 ? 1 : 2, length, samples: version === 3 ? 1152 : 576 };
}

function id3v2Length(b: Uint8Array): number {
  if (b.length < 10 || b[0] !== 0x49 || b[1] !== 0x44 || b[2] !== 0x33) return 0;
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  return 10 + size + (b[5]! & 0x10 ? 10 : 0);
}

/**
 * Checks that the bytes are an MP3 stream: the first frame (searched in the first 64 KiB after
 * any ID3v2 tag) is followed by a chain of frames covering nearly all of the rest.
 */
export function scanMp3(b: Uint8Array): {
  sampleRate: number;
  channels: number;
  frames: number;
  /** Samples per channel all the frames decode to (the duration, before decoder delay). */
  samples: number;
} {
  const start = id3v2Length(b);
  const searchEnd = Math.min(b.length, start + 65536);
  for (let at = start; at < searchEnd; at++) {
    const first = readFrameHeader(b, at);
    if (!first) continue;
    let pos = at;
    let frames = 0;
    let covered = 0;
    let h: FrameHeader | undefined = first;
    while (h && h.sampleRate === first.sampleRate) {
      frames++;
      covered += h.length;
      pos += h.length;
      h = readFrameHeader(b, pos);
    }
    // A trailing ID3v1 tag (128 bytes) or a cut-off last frame may follow the chain.
    if (frames >= 2 && covered >= (b.length - at) * 0.9 - 1500)
      return { sampleRate: first.sampleRate, channels: first.channels, frames, samples: frames * first.samples };
  }
  throw new AudioFormatError('not an MP3 stream: no chain of MPEG Layer III frames found');
}
