// The measurements against signals whose truth is known: real speech (flite) with known silence
// padding, the same with white noise at known SNRs, clipped speech, and pure silence.
import { describe, expect, it } from 'vitest';
import { analyze, analyzeChannel, slidingMin } from './analysis.js';
import { computePeaks, packPeaks, unpackPeaks } from './peaks.js';
import { addNoise, pad, scale, whiteNoise, toInt16 } from './speech/signals.js';
import { speechClip } from './speech/speech-audio.testkit.js';

const RATE = 8000;
const FULL = 32768 * 32768;

describe('voice activity and audio attributes', () => {
  it('net audio of speech with 2 s and 3 s of silence around it is close to the speech alone', async () => {
    const speech = await speechClip(RATE);
    const alone = analyzeChannel(speech, RATE);
    const padded = analyzeChannel(pad(speech, RATE, 2, 3), RATE);
    expect(padded.grossSeconds).toBeCloseTo(speech.length / RATE + 5, 3);
    // flite's own clip has short leading/trailing silences and pauses between phrases.
    expect(padded.netSeconds).toBeGreaterThan((speech.length / RATE) * 0.75);
    expect(padded.netSeconds).toBeLessThan(speech.length / RATE + 0.3);
    expect(Math.abs(padded.netSeconds - alone.netSeconds)).toBeLessThan(0.25);
    expect(padded.saturationPerMinute).toBe(0);
  });

  it.each([30, 20, 10, 5])('measures the SNR of speech with white noise added at %i dB within 3 dB', async (snr) => {
    const speech = await speechClip(RATE);
    const clean = analyzeChannel(speech, RATE);
    const speechPower = FULL * 10 ** (clean.speechLevelDbfs! / 10);
    const noisy = addNoise(pad(speech, RATE, 2, 3), speechPower, snr, 11);
    const a = analyzeChannel(noisy, RATE);
    expect(a.snrDb).toBeDefined();
    expect(Math.abs(a.snrDb! - snr)).toBeLessThan(3);
    if (snr >= 10) expect(Math.abs(a.netSeconds - clean.netSeconds)).toBeLessThan(0.5);
  });

  it('gives clean speech in digital silence a very high SNR and its level in dBFS', async () => {
    const speech = await speechClip(RATE);
    const a = analyzeChannel(pad(speech, RATE, 1, 1), RATE);
    expect(a.snrDb!).toBeGreaterThan(45);
    const half = analyzeChannel(pad(scale(speech, 0.5), RATE, 1, 1), RATE);
    expect(a.speechLevelDbfs! - half.speechLevelDbfs!).toBeCloseTo(6.02, 0);
  });

  it('counts saturated samples per minute of speech in clipped audio', async () => {
    const speech = await speechClip(RATE);
    const clipped = scale(pad(speech, RATE, 1, 1), 8);
    let saturated = 0;
    for (const s of clipped) if (Math.abs(s) >= 32700) saturated++;
    const a = analyzeChannel(clipped, RATE);
    expect(a.saturatedSamples).toBe(saturated);
    expect(a.saturationPerMinute).toBeCloseTo(saturated / (a.netSeconds / 60), 3);
    expect(a.saturationPerMinute).toBeGreaterThan(1000);
    expect(analyzeChannel(pad(speech, RATE, 1, 1), RATE).saturationPerMinute).toBe(0);
  });

  it('finds no speech in silence or in steady noise', () => {
    const silence = analyzeChannel(new Int16Array(RATE * 10), RATE);
    expect(silence).toMatchObject({
      grossSeconds: 10,
      netSeconds: 0,
      snrDb: undefined,
      speechLevelDbfs: undefined,
      saturationPerMinute: 0,
    });
    const noise = analyzeChannel(toInt16(whiteNoise(RATE * 10, 300, 5)), RATE);
    expect(noise.netSeconds).toBeLessThan(0.2);
  });

  it('measures stereo channels separately', async () => {
    const speech = await speechClip(RATE);
    const left = pad(speech, RATE, 0, 4);
    const right = new Int16Array(left.length);
    const [l, r] = analyze({ sampleRate: RATE, channels: [left, right] });
    expect(l!.netSeconds).toBeGreaterThan(3);
    expect(r!.netSeconds).toBe(0);
  });

  it('slidingMin is the minimum over the window', () => {
    const x = Float64Array.from([5, 3, 8, 1, 9, 9, 2, 7]);
    expect(Array.from(slidingMin(x, 1))).toEqual([3, 3, 1, 1, 1, 2, 2, 2]);
  });
});

describe('peaks', () => {
  it('takes min and max of equal slices and survives packing', () => {
    const ch = Int16Array.from([1, -2, 3, -4, 5, -6, 7, -8, 9, -10]);
    const peaks = computePeaks({ sampleRate: 8000, channels: [ch, ch.map((s) => -s)] }, 5);
    expect(Array.from(peaks[0]!.min)).toEqual([-2, -4, -6, -8, -10]);
    expect(Array.from(peaks[0]!.max)).toEqual([1, 3, 5, 7, 9]);
    expect(Array.from(peaks[1]!.max)).toEqual([2, 4, 6, 8, 10]);
    const back = unpackPeaks(packPeaks(peaks), 2);
    expect(back.map((p) => [Array.from(p.min), Array.from(p.max)])).toEqual(
      peaks.map((p) => [Array.from(p.min), Array.from(p.max)]),
    );
  });
});
