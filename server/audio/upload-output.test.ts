// What an upload stores, pinned: for each container and encoding (PCM, A-law, µ-law, MP3; mono and
// stereo; canonical and non-canonical WAV headers; RAW), the stored WAV's hash and size, the console
// peaks, every pyramid level and the per-channel analysis, as the code before the single-pass
// rewrite produced them (the fingerprints below were recorded from it).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './codecs/mp3.js';
import type { Pcm } from './codecs/pcm.js';
import { writeWav } from './codecs/wav.js';
import type { ContainerName, DeclaredFormat } from './formats.js';
import { levelBytes } from './peaks.js';
import { canonicalWav, isCanonicalWav, prepareAudio } from './process.js';
import { decodeUpload } from './transcode.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex').slice(0, 16);

/** A deterministic call-like signal: bursts of loud noise over a quiet floor, some samples clipped. */
function channel(frames: number, seed: number, rate: number): Int16Array {
  const out = new Int16Array(frames);
  let x = seed;
  const burst = Math.round(rate * 0.7);
  for (let i = 0; i < frames; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const loud = Math.floor(i / burst) % 3 !== seed % 3;
    const amp = loud ? 9000 + (Math.floor(i / burst) % 5) * 5000 : 60;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(((x % 20001) / 10000 - 1) * amp * 1.6)));
  }
  return out;
}

function testCall(seconds: number, channels: number, rate = 8000, extraFrames = 37): Pcm {
  const frames = Math.round(seconds * rate) + extraFrames;
  return { sampleRate: rate, channels: Array.from({ length: channels }, (_, c) => channel(frames, 7 + c * 31, rate)) };
}

/** A WAV with the fmt as WAVE_FORMAT_EXTENSIBLE and a LIST chunk before the data (a non-canonical header). */
function unusualWav(pcm: Pcm, trailing: Uint8Array = new Uint8Array(0)): Uint8Array {
  const canon = writeWav(pcm);
  const data = canon.subarray(44);
  const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([5, 0, 0, 0, 1, 2, 3, 4, 5, 0]));
  const fmt = new Uint8Array(8 + 40);
  const dv = new DataView(fmt.buffer);
  fmt.set([...'fmt '].map((c) => c.charCodeAt(0)));
  dv.setUint32(4, 40, true);
  fmt.set(canon.subarray(20, 36), 8);
  dv.setUint16(8, 0xfffe, true);
  dv.setUint16(24, 22, true);
  dv.setUint16(26, 16, true);
  dv.setUint16(32, 1, true); // sub-format GUID starts with the PCM tag
  const head = new Uint8Array(12);
  head.set(canon.subarray(0, 12));
  const dataHead = canon.subarray(36, 44);
  const out = new Uint8Array(12 + fmt.length + list.length + 8 + data.length + trailing.length);
  let at = 0;
  for (const part of [head, fmt, list, dataHead, data, trailing]) {
    out.set(part, at);
    at += part.length;
  }
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/**
 * What is stored for the upload `bytes`, prepared as the upload endpoint does it: with the hash of
 * the bytes as received, which is the WAV's own only when the upload is the canonical WAV already.
 */
async function fingerprint(bytes: Uint8Array, container: ContainerName, declared: DeclaredFormat = {}) {
  const decoded = await decodeUpload(bytes, container, declared);
  const p = prepareAudio(
    decoded.audio,
    canonicalWav(decoded.audio, { bytes, sha256: createHash('sha256').update(bytes).digest('hex') }),
  );
  const wav = createHash('sha256');
  let size = 0;
  for (const c of p.wav.chunks()) {
    wav.update(c);
    size += c.length;
  }
  return {
    encoding: decoded.encoding,
    sha256: p.wav.sha256.slice(0, 16),
    chunksSha256: wav.digest('hex').slice(0, 16),
    size: p.wav.size,
    chunksSize: size,
    peaks: `${p.peaks.points}:${sha(p.peaks.data)}`,
    levels: p.levels.map((l) => `${l.samplesPerPeak}x${l.peaks}x${l.channels}:${sha(levelBytes(l.data))}`),
    analysis: p.analysis.map((a) => ({ ...a })),
  };
}

const CASES: [string, () => Promise<[Uint8Array, ContainerName, DeclaredFormat]>][] = [
  ['pcm16 WAV stereo', async () => [writeWav(testCall(9, 2)), 'CONTAINER_WAV', {}]],
  ['pcm16 WAV mono 16 kHz', async () => [writeWav(testCall(6, 1, 16000)), 'CONTAINER_WAV', {}]],
  ['pcm16 WAV stereo, extensible fmt and a LIST chunk', async () => [unusualWav(testCall(5, 2)), 'CONTAINER_WAV', {}]],
  [
    'pcm16 WAV stereo, a partial frame at the end',
    async () => [unusualWav(testCall(5, 2), new Uint8Array([9, 9, 9])), 'CONTAINER_WAV', {}],
  ],
  ['A-law WAV stereo', async () => [writeWav(testCall(7, 2), 'alaw'), 'CONTAINER_WAV', {}]],
  ['µ-law WAV mono', async () => [writeWav(testCall(7, 1), 'ulaw'), 'CONTAINER_WAV', {}]],
  [
    'pcm16 RAW stereo 16 kHz',
    async () => [
      writeWav(testCall(4, 2, 16000)).subarray(44),
      'CONTAINER_RAW',
      { kind: 'pcm', sampleRate: 16000, channels: 2 },
    ],
  ],
  [
    'µ-law RAW stereo',
    async () => [writeWav(testCall(4, 2), 'ulaw').subarray(58), 'CONTAINER_RAW', { kind: 'ulaw', channels: 2 }],
  ],
  ['A-law RAW mono', async () => [writeWav(testCall(4, 1), 'alaw').subarray(58), 'CONTAINER_RAW', { kind: 'alaw' }]],
  [
    'pcm16 WAV stereo, 70 s (console peaks from the pyramid)',
    async () => [writeWav(testCall(70, 2)), 'CONTAINER_WAV', {}],
  ],
  ['A-law WAV mono, 70 s', async () => [writeWav(testCall(70, 1), 'alaw'), 'CONTAINER_WAV', {}]],
  ['MP3 stereo', async () => [encodeMp3(testCall(6, 2), 32), 'CONTAINER_MP3', {}]],
  ['MP3 mono', async () => [encodeMp3(testCall(6, 1), 32), 'CONTAINER_MP3', {}]],
];

// Recorded with RECORD_GOLDEN=1 from the code before the single-pass rewrite (commit 65e6a4b).
const GOLDEN: Record<string, unknown> = {
  'pcm16 WAV stereo': {
    encoding: 'pcm16',
    sha256: '365e6e84117a5c6c',
    chunksSha256: '365e6e84117a5c6c',
    size: 288192,
    chunksSize: 288192,
    peaks: '4000:2ad9a181c1e2cddd',
    levels: ['64x1126x2:1020246ef83dd786', '256x282x2:b124690760512c1e'],
    analysis: [
      {
        grossSeconds: 9.004625,
        netSeconds: 7.004625,
        snrDb: 49.70773265814926,
        speechLevelDbfs: -5.75318158753068,
        saturationPerMinute: 28249.906311901068,
        saturatedSamples: 3298,
      },
      {
        grossSeconds: 9.004625,
        netSeconds: 7.004625,
        snrDb: 49.887325589227125,
        speechLevelDbfs: -5.586856599269391,
        saturationPerMinute: 35042.56116494459,
        saturatedSamples: 4091,
      },
    ],
  },
  'pcm16 WAV mono 16 kHz': {
    encoding: 'pcm16',
    sha256: '22e79805295f8ab6',
    chunksSha256: '22e79805295f8ab6',
    size: 192118,
    chunksSize: 192118,
    peaks: '4000:f876f03c30444b49',
    levels: ['128x751x1:eb04d4f36434e586'],
    analysis: [
      {
        grossSeconds: 6.0023125,
        netSeconds: 4.5023125,
        snrDb: 48.963954387946664,
        speechLevelDbfs: -6.502171510473503,
        saturationPerMinute: 34395.65778697059,
        saturatedSamples: 2581,
      },
    ],
  },
  'pcm16 WAV stereo, extensible fmt and a LIST chunk': {
    encoding: 'pcm16',
    sha256: 'f658dcd28e49c9c3',
    chunksSha256: 'f658dcd28e49c9c3',
    size: 160192,
    chunksSize: 160192,
    peaks: '4000:44e350aaef07febf',
    levels: ['64x626x2:50267192e87f4b8c'],
    analysis: [
      {
        grossSeconds: 5.004625,
        netSeconds: 4.004625,
        snrDb: 48.46714275902678,
        speechLevelDbfs: -6.995847983384741,
        saturationPerMinute: 12330.742578893154,
        saturatedSamples: 823,
      },
      {
        grossSeconds: 5.004625,
        netSeconds: 4.004625,
        snrDb: 49.73830108325707,
        speechLevelDbfs: -5.740051015880656,
        saturationPerMinute: 36767.4875924712,
        saturatedSamples: 2454,
      },
    ],
  },
  'A-law WAV stereo': {
    encoding: 'alaw',
    sha256: '9fb62aa9ba226dc4',
    chunksSha256: '9fb62aa9ba226dc4',
    size: 224192,
    chunksSize: 224192,
    peaks: '4000:cd18d880e9049341',
    levels: ['64x876x2:8efca783170979e4'],
    analysis: [
      {
        grossSeconds: 7.004625,
        netSeconds: 5.504625,
        snrDb: 49.91895432886075,
        speechLevelDbfs: -5.575367445532768,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
      {
        grossSeconds: 7.004625,
        netSeconds: 5.504625,
        snrDb: 50.28206713156859,
        speechLevelDbfs: -5.2114632902922775,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
    ],
  },
  'µ-law WAV mono': {
    encoding: 'ulaw',
    sha256: 'eb9d56a0e34126d8',
    chunksSha256: 'eb9d56a0e34126d8',
    size: 112118,
    chunksSize: 112118,
    peaks: '4000:0eb883de6132fa76',
    levels: ['64x876x1:d1bb79036374fcf3'],
    analysis: [
      {
        grossSeconds: 7.004625,
        netSeconds: 5.504625,
        snrDb: 49.80311102264064,
        speechLevelDbfs: -5.587095245293535,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
    ],
  },
  'pcm16 RAW stereo 16 kHz': {
    encoding: 'pcm16',
    sha256: '162327f410a11500',
    chunksSha256: '162327f410a11500',
    size: 256192,
    chunksSize: 256192,
    peaks: '4000:15674e97c4f2a3b0',
    levels: ['128x501x2:e679c01baddbdb76'],
    analysis: [
      {
        grossSeconds: 4.0023125,
        netSeconds: 3.0023125,
        snrDb: 48.866560422667135,
        speechLevelDbfs: -6.580855479692983,
        saturationPerMinute: 32614.859379228514,
        saturatedSamples: 1632,
      },
      {
        grossSeconds: 4.0023125,
        netSeconds: 3.2,
        snrDb: 50.115687859358864,
        speechLevelDbfs: -5.33262640592416,
        saturationPerMinute: 91631.25,
        saturatedSamples: 4887,
      },
    ],
  },
  'µ-law RAW stereo': {
    encoding: 'ulaw',
    sha256: '6ea65a8883222ebe',
    chunksSha256: '6ea65a8883222ebe',
    size: 128192,
    chunksSize: 128192,
    peaks: '4000:d93d80c7e731b636',
    levels: ['64x501x2:f85d9553d19a1131'],
    analysis: [
      {
        grossSeconds: 4.004625,
        netSeconds: 3.004625,
        snrDb: 48.78818338299486,
        speechLevelDbfs: -6.590875618199757,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
      {
        grossSeconds: 4.004625,
        netSeconds: 3.2,
        snrDb: 50.00681938156411,
        speechLevelDbfs: -5.391049776808263,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
    ],
  },
  'A-law RAW mono': {
    encoding: 'alaw',
    sha256: 'a1c1bef8d50c88c2',
    chunksSha256: 'a1c1bef8d50c88c2',
    size: 64120,
    chunksSize: 64120,
    peaks: '4000:4fb9291dbe52a599',
    levels: ['64x501x1:59a25c88e79960d4'],
    analysis: [
      {
        grossSeconds: 4.00475,
        netSeconds: 3.00475,
        snrDb: 48.898898240623076,
        speechLevelDbfs: -6.583686502347579,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
    ],
  },
  'pcm16 WAV stereo, 70 s (console peaks from the pyramid)': {
    encoding: 'pcm16',
    sha256: '05be8dacdecd7121',
    chunksSha256: '05be8dacdecd7121',
    size: 2240192,
    chunksSize: 2240192,
    peaks: '4000:7050d2aaf9bffce8',
    levels: ['64x8751x2:30bfdc43b44ee431', '256x2188x2:6ea763530041d71a', '1024x547x2:b35f0d1e4ad86731'],
    analysis: [
      {
        grossSeconds: 70.004625,
        netSeconds: 53.504625,
        snrDb: 50.093117865217074,
        speechLevelDbfs: -5.371487088329139,
        saturationPerMinute: 36779.62419136664,
        saturatedSamples: 32798,
      },
      {
        grossSeconds: 70.004625,
        netSeconds: 53.504625,
        snrDb: 50.1288707882629,
        speechLevelDbfs: -5.335695842948326,
        saturationPerMinute: 37387.42211537788,
        saturatedSamples: 33340,
      },
    ],
  },
  'A-law WAV mono, 70 s': {
    encoding: 'alaw',
    sha256: '03f50cfda01b5c02',
    chunksSha256: '03f50cfda01b5c02',
    size: 1120118,
    chunksSize: 1120118,
    peaks: '4000:2a019ec99aa1f902',
    levels: ['64x8751x1:2e7fbd392f20001c', '256x2188x1:5fe9aa2437a1721e', '1024x547x1:c49a8f886b138d01'],
    analysis: [
      {
        grossSeconds: 70.004625,
        netSeconds: 53.504625,
        snrDb: 50.076180290584134,
        speechLevelDbfs: -5.411249487959894,
        saturationPerMinute: 0,
        saturatedSamples: 0,
      },
    ],
  },
  'MP3 stereo': {
    encoding: 'mp3',
    sha256: '2a48a25004c08c99',
    chunksSha256: '2a48a25004c08c99',
    size: 198188,
    chunksSize: 198188,
    peaks: '4000:2cc3c17896b441c8',
    levels: ['64x774x2:3a054df761697ff3'],
    analysis: [
      {
        grossSeconds: 6.192,
        netSeconds: 5.072,
        snrDb: 48.27260601401078,
        speechLevelDbfs: -7.601157142695668,
        saturationPerMinute: 12421.135646687697,
        saturatedSamples: 1050,
      },
      {
        grossSeconds: 6.192,
        netSeconds: 5.28,
        snrDb: 49.23764632031251,
        speechLevelDbfs: -6.744115701679407,
        saturationPerMinute: 18931.81818181818,
        saturatedSamples: 1666,
      },
    ],
  },
  'MP3 mono': {
    encoding: 'mp3',
    sha256: 'ad03e1c48578ec88',
    chunksSha256: 'ad03e1c48578ec88',
    size: 99116,
    chunksSize: 99116,
    peaks: '4000:3af064f5b71b47a5',
    levels: ['64x774x1:300b469b4609ca1d'],
    analysis: [
      {
        grossSeconds: 6.192,
        netSeconds: 5.132,
        snrDb: 48.37755044077041,
        speechLevelDbfs: -7.7610878023360295,
        saturationPerMinute: 6687.4512860483255,
        saturatedSamples: 572,
      },
    ],
  },
};
// A partial frame at the end is dropped: the same output as the file without it.
GOLDEN['pcm16 WAV stereo, a partial frame at the end'] = GOLDEN['pcm16 WAV stereo, extensible fmt and a LIST chunk'];

describe('what an upload stores', () => {
  it.each(CASES)('%s: the same bytes, peaks, levels and analysis as before', async (name, make) => {
    const [bytes, container, declared] = await make();
    const got = await fingerprint(bytes, container, declared);
    expect(got.chunksSha256).toBe(got.sha256);
    expect(got.chunksSize).toBe(got.size);
    if (process.env.RECORD_GOLDEN) console.log(`GOLDEN ${JSON.stringify(name)}: ${JSON.stringify(got)},`);
    else expect(got).toEqual(GOLDEN[name]);
  });

  it("takes the upload's own hash for the WAV's only when the upload is the canonical WAV", async () => {
    const canonical = [];
    for (const [name, make] of CASES) {
      const [bytes, container, declared] = await make();
      const decoded = await decodeUpload(bytes, container, declared);
      if (isCanonicalWav(decoded.audio, bytes)) canonical.push(name);
      // Told a wrong hash, a canonical upload stores under it (it is trusted); any other does not.
      const wav = canonicalWav(decoded.audio, { bytes, sha256: 'told' });
      expect(wav.sha256 === 'told').toBe(isCanonicalWav(decoded.audio, bytes));
    }
    expect(canonical).toEqual([
      'pcm16 WAV stereo',
      'pcm16 WAV mono 16 kHz',
      'pcm16 WAV stereo, 70 s (console peaks from the pyramid)',
    ]);
  });

  it('reads 16-bit samples at an odd offset in memory the same (copied, not viewed)', async () => {
    const [bytes, container, declared] = await CASES.find(([n]) => n === 'pcm16 RAW stereo 16 kHz')![1]();
    const odd = new Uint8Array(bytes.length + 1).subarray(1);
    odd.set(bytes);
    expect(await fingerprint(odd, container, declared)).toEqual(GOLDEN['pcm16 RAW stereo 16 kHz']);
  });
});
