// G.711 A-law and µ-law: 8-bit logarithmic codes <-> 16-bit linear samples. The decode tables (256
// entries) and encode tables (65,536 entries, indexed by the sample's unsigned 16-bit pattern) are
// built once from the segment/quantisation rules of the recommendation.

const ULAW_BIAS = 0x84;
const ULAW_CLIP = 32635;

function ulawEncodeOne(sample: number): number {
  let s = sample;
  const sign = s < 0 ? 0x80 : 0;
  if (sign) s = -s;
  if (s > ULAW_CLIP) s = ULAW_CLIP;
  s += ULAW_BIAS;
  // Exponent: position of the highest set bit among bits 7..14.
  let exp = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exp > 0; mask >>= 1) exp--;
  const mantissa = (s >> (exp + 3)) & 0x0f;
  return ~(sign | (exp << 4) | mantissa) & 0xff;
}

function ulawDecodeOne(code: number): number {
  const u = ~code & 0xff;
  const exp = (u >> 4) & 0x07;
  const s = (((u & 0x0f) << 3) + ULAW_BIAS) << exp;
  return u & 0x80 ? ULAW_BIAS - s : s - ULAW_BIAS;
}

// A-law works on 13-bit magnitudes; segment end points of that range.
const ALAW_SEG_END = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff];

function alawEncodeOne(sample: number): number {
  let v = sample >> 3;
  let mask: number;
  if (v >= 0) mask = 0xd5;
  else {
    mask = 0x55;
    v = -v - 1;
  }
  let seg = 0;
  while (seg < 8 && v > ALAW_SEG_END[seg]!) seg++;
  if (seg >= 8) return 0x7f ^ mask;
  let code = seg << 4;
  code |= seg < 2 ? (v >> 1) & 0x0f : (v >> seg) & 0x0f;
  return code ^ mask;
}

function alawDecodeOne(code: number): number {
  const a = code ^ 0x55;
  let t = (a & 0x0f) << 4;
  const seg = (a & 0x70) >> 4;
  if (seg === 0) t += 8;
  else {
    t += 0x108;
    if (seg > 1) t <<= seg - 1;
  }
  return a & 0x80 ? t : -t;
}

function buildTables(encodeOne: (s: number) => number, decodeOne: (c: number) => number) {
  const decode = new Int16Array(256);
  for (let c = 0; c < 256; c++) decode[c] = decodeOne(c);
  const encode = new Uint8Array(65536);
  for (let u = 0; u < 65536; u++) encode[u] = encodeOne(u >= 32768 ? u - 65536 : u);
  return { decode, encode };
}

// Built at the first use of each law, not as the module loads: 131,072 calls of the encoders in
// cold code were about 10 ms of every server start (the bundle loads this module whether or not
// any G.711 audio ever comes).
let ulaw: ReturnType<typeof buildTables> | undefined;
let alaw: ReturnType<typeof buildTables> | undefined;

export type G711Law = 'alaw' | 'ulaw';

const tables = (law: G711Law) =>
  law === 'alaw'
    ? (alaw ??= buildTables(alawEncodeOne, alawDecodeOne))
    : (ulaw ??= buildTables(ulawEncodeOne, ulawDecodeOne));

export function g711Decode(law: G711Law, codes: Uint8Array): Int16Array {
  const { decode } = tables(law);
  const out = new Int16Array(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = decode[codes[i]!]!;
  return out;
}

export function g711Encode(law: G711Law, samples: Int16Array): Uint8Array {
  const { encode } = tables(law);
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = encode[samples[i]! & 0xffff]!;
  return out;
}
