// Codec round trips: G.711 tables against the standard's known code points, WAV write/read of each
// encoding, MP3 encode/decode of real speech (aligned and compared), resampling of a tone.
import { describe, expect, it } from 'vitest';
import { g711Decode, g711Encode } from './g711.js';
import { MP3_DECODE_CHUNK, decodeMp3, encodeMp3, bitratesFor, bitrateForQuality } from './mp3.js';
import { scanMp3 } from './mp3-frames.js';
import { AudioFormatError, AudioTooLong, type Pcm } from './pcm.js';
import { resampleChannel } from './resample.js';
import { parseWav, pcm16WavChunks, pcm16WavSize, readWav, writeWav } from './wav.js';
import { decodeUpload } from '../transcode.js';
import { snrAfterAlignment, speechClip } from '../speech/speech-audio.testkit.js';

const ramp = () => Int16Array.from({ length: 65536 }, (_, i) => i - 32768);

describe('G.711', () => {
  it('decodes the known code points of both laws', () => {
    // µ-law 0xFF and A-law 0xD5 are the smallest positive steps; 0x80 / 0xAA the largest.
    expect(Array.from(g711Decode('ulaw', Uint8Array.from([0xff, 0x7f, 0x80, 0x00])))).toEqual([0, 0, 32124, -32124]);
    expect(Array.from(g711Decode('alaw', Uint8Array.from([0xd5, 0x55, 0xaa, 0x2a])))).toEqual([8, -8, 32256, -32256]);
  });

  it.each(['alaw', 'ulaw'] as const)('%s: every code survives decode then encode', (law) => {
    const codes = Uint8Array.from({ length: 256 }, (_, i) => i).filter((c) => !(law === 'ulaw' && c === 0x7f));
    expect(Array.from(g711Encode(law, g711Decode(law, codes)))).toEqual(Array.from(codes));
  });

  it.each(['alaw', 'ulaw'] as const)('%s: encode then decode stays within the quantisation step', (law) => {
    const x = ramp();
    const y = g711Decode(law, g711Encode(law, x));
    for (let i = 0; i < x.length; i += 7) {
      const s = x[i]!;
      // Steps grow with magnitude: at most 1/16 of the value plus the smallest step.
      expect(Math.abs(y[i]! - s)).toBeLessThanOrEqual(Math.abs(s) / 16 + 40);
    }
  });

  it('is monotonic over the whole 16-bit range', () => {
    for (const law of ['alaw', 'ulaw'] as const) {
      const y = g711Decode(law, g711Encode(law, ramp()));
      let reversals = 0;
      for (let i = 1; i < y.length; i++) if (y[i]! < y[i - 1]!) reversals++;
      expect(reversals).toBe(0);
    }
  });
});

describe('WAV', () => {
  const stereo: Pcm = {
    sampleRate: 8000,
    channels: [Int16Array.from([0, 1000, -1000, 32767]), Int16Array.from([5, -5, 20000, -32768])],
  };

  it('writes and reads 16-bit PCM exactly', () => {
    const back = readWav(writeWav(stereo));
    expect(back.encoding).toBe('pcm16');
    expect(back.pcm.sampleRate).toBe(8000);
    expect(back.pcm.channels.map((c) => Array.from(c))).toEqual(stereo.channels.map((c) => Array.from(c)));
  });

  it.each(['alaw', 'ulaw'] as const)('writes and reads %s (format tag, 8-bit samples)', (law) => {
    const bytes = writeWav(stereo, law);
    const dv = new DataView(bytes.buffer);
    expect(dv.getUint16(20, true)).toBe(law === 'alaw' ? 6 : 7);
    const back = readWav(bytes);
    expect(back.encoding).toBe(law);
    const expected = stereo.channels.map((c) => Array.from(g711Decode(law, g711Encode(law, c))));
    expect(back.pcm.channels.map((c) => Array.from(c))).toEqual(expected);
  });

  it('refuses what it cannot read, naming the problem', () => {
    const wav = writeWav(stereo);
    const g729 = wav.slice();
    new DataView(g729.buffer).setUint16(20, 0x0133, true);
    expect(() => parseWav(g729)).toThrow(
      expect.objectContaining({ kind: 'unsupported', message: expect.stringMatching(/G\.729/) }),
    );
    const float = wav.slice();
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(() => parseWav(float)).toThrow(/IEEE float/);
    const eightBit = wav.slice();
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(() => parseWav(eightBit)).toThrow(/8-bit/);
    expect(() => parseWav(new TextEncoder().encode('RIFF....WAVEjunk'))).toThrow(AudioFormatError);
    expect(() => parseWav(new Uint8Array(100))).toThrow(/RIFF/);
  });
});

describe('canonical WAV in chunks', () => {
  it('gives the same bytes as writeWav, whatever the chunk size', () => {
    const n = 10_001;
    const pcm: Pcm = {
      sampleRate: 8000,
      channels: [
        Int16Array.from({ length: n }, (_, i) => ((i * 37) % 65536) - 32768),
        Int16Array.from({ length: n }, (_, i) => -i),
      ],
    };
    const whole = writeWav(pcm, 'pcm16');
    for (const size of [4, 1000, 1 << 20]) {
      const parts = [...pcm16WavChunks(pcm, size)];
      expect(Buffer.concat(parts).equals(Buffer.from(whole))).toBe(true);
      expect(pcm16WavSize(pcm)).toBe(whole.length);
    }
    const mono: Pcm = { sampleRate: 16000, channels: [pcm.channels[0]!] };
    expect(Buffer.concat([...pcm16WavChunks(mono, 300)]).equals(Buffer.from(writeWav(mono)))).toBe(true);
  });
});

describe('upload duration limit', () => {
  it('refuses WAV and header-less audio longer than the limit from their size, before decoding', async () => {
    const wav = writeWav({ sampleRate: 8000, channels: [new Int16Array(8000 * 3)] });
    await expect(decodeUpload(wav, 'CONTAINER_WAV', {}, { maxSeconds: 2 })).rejects.toThrow(AudioTooLong);
    expect((await decodeUpload(wav, 'CONTAINER_WAV', {}, { maxSeconds: 3 })).audio.sampleRate).toBe(8000);
    const raw = new Uint8Array(8000 * 5);
    await expect(decodeUpload(raw, 'CONTAINER_RAW', { kind: 'ulaw' }, { maxSeconds: 4 })).rejects.toThrow(
      /5 s long; a media segment may be at most 4 s/,
    );
  });
});

describe('MP3', () => {
  it('encodes and decodes speech: same rate and channels, waveform close after aligning the codec delay', async () => {
    const speech = await speechClip(8000);
    const pcm: Pcm = { sampleRate: 8000, channels: [speech, speech.map((s) => s >> 1)] };
    const mp3 = encodeMp3(pcm, 32);
    expect(scanMp3(mp3)).toMatchObject({ sampleRate: 8000, channels: 2 });
    const back = await decodeMp3(mp3);
    expect(back.sampleRate).toBe(8000);
    expect(back.channels).toHaveLength(2);
    expect(back.channels[0]!.length).toBeGreaterThanOrEqual(speech.length);
    expect(snrAfterAlignment(speech, back.channels[0]!)).toBeGreaterThan(8);
  });

  it('decodes a stream many decoder chunks long to the same samples as the frames promise', async () => {
    const speech = await speechClip(8000);
    // ~40 s of mono at 32 kbit/s: 160 kB, ten decoder chunks.
    const long = new Int16Array(speech.length * 20);
    for (let i = 0; i < 20; i++) long.set(speech, i * speech.length);
    const mp3 = encodeMp3({ sampleRate: 8000, channels: [long] }, 32);
    expect(mp3.length).toBeGreaterThan(MP3_DECODE_CHUNK * 8);
    const back = await decodeMp3(mp3);
    expect(back.channels).toHaveLength(1);
    expect(Math.abs(back.channels[0]!.length - scanMp3(mp3).samples)).toBeLessThanOrEqual(2 * 576);
    expect(snrAfterAlignment(long.subarray(0, 80000), back.channels[0]!.subarray(0, 82000))).toBeGreaterThan(8);
  });

  it('refuses a stream longer than the limit from its frames, before decoding', async () => {
    const mp3 = encodeMp3({ sampleRate: 8000, channels: [new Int16Array(8000 * 3)] }, 8);
    await expect(decodeMp3(mp3, { maxSeconds: 2 })).rejects.toThrow(AudioTooLong);
    await expect(decodeMp3(mp3, { maxSeconds: 2 })).rejects.toThrow(/at most 2 s/);
    expect((await decodeMp3(mp3, { maxSeconds: 4 })).channels[0]!.length).toBeGreaterThan(8000 * 2.9);
  });

  it('refuses bytes that only look like MP3', async () => {
    const noise = Uint8Array.from({ length: 40000 }, (_, i) => (i * 7919 + (i >> 3)) & 0xff);
    noise[100] = 0xff;
    noise[101] = 0xfb;
    await expect(decodeMp3(noise)).rejects.toThrow(AudioFormatError);
    await expect(decodeMp3(new TextEncoder().encode('not audio '.repeat(500)))).rejects.toThrow(/no chain of MPEG/);
  });

  it('keeps bitrates valid for the rate and maps quality from best to lowest', () => {
    expect(bitratesFor(8000)).toEqual([8, 16, 24, 32, 40, 48, 56, 64]);
    expect(bitratesFor(44100)[0]).toBe(32);
    expect(bitrateForQuality(0, 8000)).toBe(48);
    expect(bitrateForQuality(10, 8000)).toBe(8);
  });
});

describe('resampling', () => {
  it('keeps a 440 Hz tone at its frequency and level from 16 kHz to 8 kHz and back', () => {
    const tone = Int16Array.from({ length: 16000 }, (_, i) =>
      Math.round(10000 * Math.sin((2 * Math.PI * 440 * i) / 16000)),
    );
    const down = resampleChannel(tone, 16000, 8000);
    expect(down.length).toBe(8000);
    const expected = Int16Array.from({ length: 8000 }, (_, i) =>
      Math.round(10000 * Math.sin((2 * Math.PI * 440 * i) / 8000)),
    );
    let err = 0;
    for (let i = 200; i < 7800; i++) err = Math.max(err, Math.abs(down[i]! - expected[i]!));
    expect(err).toBeLessThan(150);
    const up = resampleChannel(down, 8000, 16000);
    expect(up.length).toBe(16000);
    for (let i = 400; i < 15600; i += 37) expect(Math.abs(up[i]! - tone[i]!)).toBeLessThan(200);
  });
});
