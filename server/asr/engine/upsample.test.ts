import { describe, expect, it } from 'vitest';
import { Upsampler2x } from './upsample.js';

function tone(freq: number, rate: number, n: number, phase = 0): Float64Array {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = 10000 * Math.sin((2 * Math.PI * freq * i) / rate + phase);
  return x;
}

describe('Upsampler2x', () => {
  it('turns an 8 kHz tone into the same tone at 16 kHz, whatever the chunking', () => {
    const input = Int16Array.from(tone(1000, 8000, 4000), Math.round);
    const whole = new Upsampler2x();
    const a = [...whole.push(input), ...whole.flush()];
    const chunked = new Upsampler2x();
    const b: number[] = [];
    for (let i = 0; i < input.length; i += 161) b.push(...chunked.push(input.subarray(i, i + 161)));
    b.push(...chunked.flush());
    expect(b).toEqual(a);
    // Output is delayed by 16 input samples = 32 output samples; compare away from the edges.
    const delay = 2 * 16;
    const want = tone(1000, 16000, 8000 + 64);
    let err = 0;
    let sig = 0;
    for (let i = 200; i < 7800; i++) {
      err += (a[i + delay]! - want[i]!) ** 2;
      sig += want[i]! ** 2;
    }
    const snr = 10 * Math.log10(sig / err);
    expect(snr).toBeGreaterThan(40);
  });
});
