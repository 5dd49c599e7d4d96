// The peak pyramid over gRPC against a real server: a generated stereo call is uploaded, its levels
// are read back from storage, and a time window is answered from the right level with only that
// window's peaks, matching min/max taken straight from the uploaded samples.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { writeWav } from './codecs/wav.js';
import { baseSamplesPerPeak, levelSizes } from './peaks.js';
import { PEAKS, newRecording, rpcCode, scopeCtx, uploadAudio, type Recording } from './audio.testkit.js';

const RATE = 8000;
const SECONDS = 70;
const FRAMES = RATE * SECONDS;
const BASE = baseSamplesPerPeak(RATE);
/** A loud tone on the left channel from 40.0 s to 40.5 s; quiet noise elsewhere. */
const BURST = { from: 40 * RATE, to: 40.5 * RATE };

function call(): { left: Int16Array; right: Int16Array } {
  const left = new Int16Array(FRAMES);
  const right = new Int16Array(FRAMES);
  let x = 7;
  for (let i = 0; i < FRAMES; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    left[i] = (x % 201) - 100;
    right[i] = ((x >> 8) % 4001) - 2000;
    if (i >= BURST.from && i < BURST.to) left[i] = Math.round(20000 * Math.sin((2 * Math.PI * 440 * i) / RATE));
  }
  return { left, right };
}

function direct(samples: Int16Array, from: number, to: number): [number, number] {
  let lo = 32767;
  let hi = -32768;
  for (let i = from; i < Math.min(to, samples.length); i++) {
    lo = Math.min(lo, samples[i]!);
    hi = Math.max(hi, samples[i]!);
  }
  return [lo / 32768, hi / 32768];
}

type Duration = { seconds: string; nanos: number };
type Peaks = {
  points_per_channel: number;
  samples_per_point: number;
  window_start?: Duration;
  window_end?: Duration;
  media_length: Duration;
  channels: { channel_index: number; min: number[]; max: number[] }[];
};
const secondsOf = (d: Duration | undefined) => (d ? Number(d.seconds) + d.nanos / 1e9 : undefined);
const dur = (s: number) => ({ seconds: String(Math.floor(s)), nanos: Math.round((s - Math.floor(s)) * 1e9) });

describe.each(dbKinds())('MediaPeaks windows from the peak pyramid on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  let token: string;
  let rec: Recording;
  let segmentId: string;
  const { left, right } = call();
  const seg = () => ({ context: scopeCtx(t.scopeId), gk_media_segment_id: { value: segmentId } });
  const peaks = (req: object) => t.call<Peaks>(PEAKS, 'GetMediaSegmentPeaks', { ...seg(), ...req }, token);
  const levels = async () =>
    (
      await t.db.query<{ samples_per_peak: number; peaks: number; channels: number; bytes: number }>(
        `SELECT samples_per_peak, peaks, channels, octet_length(data) AS bytes FROM media_peak_levels
          WHERE gk_media_segment_id = $1 ORDER BY samples_per_peak`,
        [segmentId],
      )
    ).rows;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-peaks-'));
    t = await startTestServer(kind, { dataDir });
    token = await t.token('admin');
    rec = await newRecording(t, token);
    const up = await uploadAudio(
      t,
      token,
      rec,
      { container: 'CONTAINER_WAV' },
      writeWav({ sampleRate: RATE, channels: [left, right] }),
    );
    segmentId = up.gk_media_segment_id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every level of the pyramid with the upload', async () => {
    const stored = await levels();
    expect(stored.map((l) => ({ samplesPerPeak: l.samples_per_peak, peaks: l.peaks }))).toEqual(
      levelSizes(FRAMES, RATE),
    );
    expect(stored.length).toBeGreaterThan(2);
    for (const l of stored) {
      expect(l.channels).toBe(2);
      expect(Number(l.bytes)).toBe(l.peaks * 2 * 4);
    }
  });

  it('answers a window with only its slice, from the coarsest level fine enough, matching the samples', async () => {
    // 2 s on 100 points: 160 frames a point, so the 64-frame level (the 256 one is too coarse).
    const r = await peaks({ window_start: dur(39.6), window_end: dur(41.6), total_points: 100 });
    expect(r.samples_per_point).toBe(BASE);
    expect(r.points_per_channel).toBe((2 * RATE) / BASE);
    expect(secondsOf(r.window_start)).toBeCloseTo(39.6, 6);
    expect(secondsOf(r.window_end)).toBeCloseTo(41.6, 6);
    expect(secondsOf(r.media_length)).toBe(SECONDS);
    const [l, rr] = r.channels;
    expect(l!.min).toHaveLength(r.points_per_channel);
    const first = (39.6 * RATE) / BASE;
    for (let p = 0; p < r.points_per_channel; p++) {
      const from = (first + p) * BASE;
      const to = from + BASE;
      expect([l!.min[p], l!.max[p]]).toEqual(direct(left, from, to));
      expect([rr!.min[p], rr!.max[p]]).toEqual(direct(right, from, to));
    }
    // The burst is where it was recorded: loud from point 50 (40.0 s) to 112.5 (40.5 s), quiet around.
    expect(Math.max(...l!.max.slice(0, 50))).toBeLessThan(0.01);
    expect(Math.max(...l!.max.slice(50, 112))).toBeGreaterThan(0.5);
    expect(Math.max(...l!.max.slice(113))).toBeLessThan(0.01);
    // A window that does not start or end on a point boundary is widened to whole points.
    const wide = await peaks({ window_start: dur(39.5), window_end: dur(41.5), total_points: 100 });
    expect(secondsOf(wide.window_start)).toBeCloseTo((4937 * 64) / RATE, 6);
    expect(secondsOf(wide.window_end)).toBeCloseTo((5188 * 64) / RATE, 6);
    expect(wide.points_per_channel).toBe(5188 - 4937);
  });

  it('widens a window to whole points, cuts it at the end and uses coarser levels for wider windows', async () => {
    // The whole call on 50 points: the coarsest level whose peaks span at most 11200 frames.
    const whole = await peaks({ window_start: dur(0), total_points: 50 });
    const sizes = levelSizes(FRAMES, RATE);
    const expected = [...sizes].reverse().find((s) => s.samplesPerPeak <= FRAMES / 50)!;
    expect(whole.samples_per_point).toBe(expected.samplesPerPeak);
    expect(whole.points_per_channel).toBe(expected.peaks);
    expect(secondsOf(whole.window_end)).toBe(SECONDS);
    expect(Math.max(...whole.channels[0]!.max)).toBeCloseTo(direct(left, 0, FRAMES)[1], 6);
    // Past the end: cut to it. Points per second pick the level too (4 per second: the 1024 level).
    const tail = await peaks({ window_start: dur(60.01), window_end: dur(500), points_per_second: 4 });
    expect(tail.samples_per_point).toBe(1024);
    expect(secondsOf(tail.window_start)).toBeCloseTo((Math.floor((60.01 * RATE) / 1024) * 1024) / RATE, 6);
    expect(secondsOf(tail.window_end)).toBe(SECONDS);
    // One channel only.
    const one = await peaks({ window_end: dur(1), total_points: 10, channel_selector: { channel: { value: 2 } } });
    expect(one.channels.map((c) => c.channel_index)).toEqual([2]);
    expect(secondsOf(one.window_start) ?? 0).toBe(0);
  });

  it('builds the levels once for a segment stored without them', async () => {
    await t.db.query(`DELETE FROM media_peak_levels WHERE gk_media_segment_id = $1`, [segmentId]);
    expect(await levels()).toEqual([]);
    const r = await peaks({ window_start: dur(40), window_end: dur(40.5), total_points: 50 });
    expect(Math.max(...r.channels[0]!.max)).toBeGreaterThan(0.5);
    expect((await levels()).map((l) => l.samples_per_peak)).toEqual(
      levelSizes(FRAMES, RATE).map((s) => s.samplesPerPeak),
    );
  });

  it('rejects a bad window with INVALID_ARGUMENT naming the field', async () => {
    const fields = async (req: object) => {
      const e = await rpcCode(peaks(req));
      expect(e.code).toBe(status.INVALID_ARGUMENT);
      return ((e.status?.field_violations as { field: string }[]) ?? []).map((v) => v.field);
    };
    expect(await fields({ window_start: dur(10), window_end: dur(5) })).toEqual(['window_end']);
    expect(await fields({ window_start: dur(10), window_end: dur(10) })).toEqual(['window_end']);
    expect(await fields({ window_start: { seconds: '-1', nanos: 0 } })).toEqual(['window_start']);
    expect(await fields({ window_start: dur(SECONDS) })).toEqual(['window_start']);
    expect(await fields({ window_start: dur(10), window_end: dur(20), total_points: 0 })).toEqual(['total_points']);
    // Without a window, the answer is as before: no window fields.
    const plain = await peaks({ total_points: 10 });
    expect(plain.points_per_channel).toBe(10);
    expect(plain.window_start ?? null).toBeNull();
    expect(plain.samples_per_point ?? 0).toBe(0);
  });
});
