// Synthetic signals with known properties, for tests, the demo and benchmarks: silence padding,
// seeded white noise at a chosen level, mixing at a chosen SNR, and gain with clipping.

/** Deterministic uniform numbers in [0, 1) (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gaussian white noise with the given RMS (in sample units). */
export function whiteNoise(length: number, rms: number, seed = 1): Float64Array {
  const r = rng(seed);
  const out = new Float64Array(length);
  for (let i = 0; i < length; i += 2) {
    const u = Math.max(r(), 1e-12);
    const v = r();
    const m = Math.sqrt(-2 * Math.log(u)) * rms;
    out[i] = m * Math.cos(2 * Math.PI * v);
    if (i + 1 < length) out[i + 1] = m * Math.sin(2 * Math.PI * v);
  }
  return out;
}

export function toInt16(x: ArrayLike<number>): Int16Array {
  const out = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = Math.round(x[i]!);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** `before` seconds of silence, the samples, `after` seconds of silence. */
export function pad(samples: Int16Array, rate: number, before: number, after: number): Int16Array {
  const a = Math.round(before * rate);
  const out = new Int16Array(a + samples.length + Math.round(after * rate));
  out.set(samples, a);
  return out;
}

export function scale(samples: Int16Array, gain: number): Int16Array {
  return toInt16(Array.from(samples, (s) => s * gain));
}

/** Adds white noise whose power is `snrDb` below `speechPower`. */
export function addNoise(samples: Int16Array, speechPower: number, snrDb: number, seed = 1): Int16Array {
  const rms = Math.sqrt(speechPower / 10 ** (snrDb / 10));
  const noise = whiteNoise(samples.length, rms, seed);
  for (let i = 0; i < samples.length; i++) noise[i]! += samples[i]!;
  return toInt16(noise);
}
