// The media channels through the real router against the real server (in-process, port 0, demo
// data): list, details, peaks, processed audio, legal hold read back, and audio fetched through the
// browser host's /media/<token> route (whole file and a byte range), which must be a WAV of the
// segment's duration.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/browser-session.testkit.js';
import { startWebHost, type WebHost } from '../host/web-host.js';
import type { MainServices } from '../main-services.js';
import { mediaRouteOf } from '../media/media-route.js';
import { ipcCallers, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';

let harness: ConsoleWithServer | undefined;
let dir: string;
let main: MainServices;
let host: WebHost;
let cookie: string;
const { call } = ipcCallers(() => main);

/** Reads a PCM WAV header: channels, rate and seconds of audio. */
function wavInfo(buf: Buffer) {
  expect(buf.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(buf.subarray(8, 12).toString('latin1')).toBe('WAVE');
  let at = 12;
  let fmt: { channels: number; rate: number; bits: number } | undefined;
  while (at + 8 <= buf.length) {
    const id = buf.subarray(at, at + 4).toString('latin1');
    const size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ')
      fmt = { channels: buf.readUInt16LE(at + 10), rate: buf.readUInt32LE(at + 12), bits: buf.readUInt16LE(at + 22) };
    if (id === 'data' && fmt) return { ...fmt, seconds: size / (fmt.rate * fmt.channels * (fmt.bits / 8)) };
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

beforeAll(async () => {
  // The audio store lives in the data folder: the server and the demo seed must share it.
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-media-int-', shareDataDir: true });
  ({ dir, main } = harness);
  const staticDir = path.join(dir, 'static');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
  host = await startWebHost({ router: main, staticDir, secret: 'media-secret', media: mediaRouteOf(main.context) });
  cookie = await signIn(host);
});
afterAll(async () => {
  await host?.close();
  await harness?.close();
});

describe('media channels against the real server', () => {
  let redactedId = '';

  it('media.list pages the demo segments, with details and IDs', async () => {
    const first = await call('media.list', { pageSize: 3 });
    expect(first.segments).toHaveLength(3);
    expect(first.totalSize).toBeGreaterThanOrEqual(8);
    expect(first.nextPageToken).not.toBe('');
    const rest = await call('media.list', { pageSize: 100, pageToken: first.nextPageToken });
    const all = [...first.segments, ...rest.segments];
    expect(new Set(all.map((s) => s.gkMediaSegmentId)).size).toBe(all.length);
    const s = all[0]!;
    expect(s).toMatchObject({ numberOfChannels: 2, sampleRateHz: 8000 });
    expect(s.gkEngagementId).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.creationTimestamp).toMatch(/^\d{4}-/);
    redactedId = all.find((x) => x.redactedIntervals.length > 0)!.gkMediaSegmentId;
    expect(redactedId).toBeTruthy();
    const held = await call('media.list', { legalHold: true });
    expect(held.segments.length).toBeGreaterThan(0);
    expect(held.segments.every((x) => x.legalHold)).toBe(true);
  });

  it('media.details reads a stereo segment with parties and a redacted interval on the caller channel', async () => {
    const d = await call('media.details', { mediaSegmentId: redactedId });
    expect(d.numberOfChannels).toBe(2);
    expect(d.callParties.map((p) => [p.channelIndex, p.partyType])).toEqual([
      [1, 'PARTY_TYPE_AGENT'],
      [2, 'PARTY_TYPE_PERSON'],
    ]);
    expect(d.redactedIntervals[0]).toMatchObject({ channel: 2 });
    expect(d.redactedIntervals[0]!.end).toBeGreaterThan(d.redactedIntervals[0]!.start);
    expect(d.mediaLength).toBeGreaterThan(1);
  });

  it('media.details of an unknown segment is NOT_FOUND', async () => {
    const r = await main.invoke('media.details', { mediaSegmentId: '11111111-1111-4111-8111-111111111111' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NOT_FOUND');
  });

  it('media.peaks gives both lanes, labelled, with speech in each and silence where redacted', async () => {
    const d = await call('media.details', { mediaSegmentId: redactedId });
    const p = await call('media.peaks', { mediaSegmentId: redactedId, totalPoints: 1000 });
    expect(p.channels.map((c) => c.channelIndex)).toEqual([1, 2]);
    expect(p.pointsPerChannel).toBe(1000);
    expect(p.mediaLength).toBeCloseTo(d.mediaLength!, 3);
    for (const c of p.channels) {
      expect(c.min).toHaveLength(1000);
      expect(Math.max(...c.max)).toBeGreaterThan(0.05);
    }
    expect(p.channels[1]!.callParties[0]!.partyType).toBe('PARTY_TYPE_PERSON');
    const red = d.redactedIntervals[0]!;
    const inside = (i: number) => {
      const t = ((i + 0.5) / 1000) * p.mediaLength;
      return t > red.start + 0.05 && t < red.end - 0.05;
    };
    const caller = p.channels[1]!;
    const redactedPeak = Math.max(...caller.max.filter((_, i) => inside(i)));
    expect(redactedPeak).toBeLessThan(0.01);
  });

  it('media.peaks with a window gives only that stretch, finer, and says what it covers', async () => {
    const whole = await call('media.peaks', { mediaSegmentId: redactedId, totalPoints: 100 });
    expect(whole.window).toBeUndefined();
    const d = await call('media.details', { mediaSegmentId: redactedId });
    const red = d.redactedIntervals[0]!;
    const p = await call('media.peaks', {
      mediaSegmentId: redactedId,
      windowStart: red.start,
      windowEnd: red.end,
      totalPoints: 200,
    });
    expect(p.window!.start).toBeLessThanOrEqual(red.start);
    expect(p.window!.start).toBeGreaterThan(red.start - 0.05);
    expect(p.window!.end).toBeGreaterThanOrEqual(red.end - 1e-6);
    expect(p.window!.samplesPerPoint).toBeGreaterThan(0);
    // At least the points asked for, each spanning what the server says.
    expect(p.pointsPerChannel).toBeGreaterThanOrEqual(200);
    expect(p.pointsPerChannel * p.window!.samplesPerPoint).toBeGreaterThanOrEqual(
      (p.window!.end - p.window!.start) * p.sampleRateHz - 1,
    );
    // Inside the redacted interval the caller's lane is silent (a margin for the widened edges).
    const caller = p.channels[1]!;
    const inner = caller.max.slice(2, -2).concat(caller.min.slice(2, -2).map(Math.abs));
    expect(Math.max(...inner)).toBeLessThan(0.01);
    const bad = await main.invoke('media.peaks', { mediaSegmentId: redactedId, windowStart: 5, windowEnd: 2 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(JSON.stringify(bad.error)).toMatch(/windowEnd/);
    const past = await main.invoke('media.peaks', { mediaSegmentId: redactedId, windowStart: 99_999 });
    expect(past.ok).toBe(false);
    if (!past.ok) {
      expect(past.error.code).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(past.error)).toMatch(/windowStart/);
    }
  });

  it('media.processedAudio reads the measurements of each channel', async () => {
    const p = await call('media.peaks', { mediaSegmentId: redactedId, totalPoints: 100 });
    const id = p.channels[0]!.gkProcessedAudioId!;
    expect(id).toBeTruthy();
    const pa = await call('media.processedAudio', { processedAudioId: id });
    expect(pa.gkMediaSegmentId).toBe(redactedId);
    expect(pa.processing?.netAudio).toBeGreaterThan(0);
    expect(pa.processing?.grossAudio).toBeGreaterThanOrEqual(pa.processing!.netAudio!);
    expect(typeof pa.processing?.snrDb).toBe('number');
  });

  it('media.setLegalHold sets and clears the hold, read back from the server and audited', async () => {
    const before = await call('media.details', { mediaSegmentId: redactedId });
    const set = await call('media.setLegalHold', { mediaSegmentId: redactedId, legalHold: !before.legalHold });
    expect(set.legalHold).toBe(!before.legalHold);
    expect((await call('media.details', { mediaSegmentId: redactedId })).legalHold).toBe(!before.legalHold);
    await call('media.setLegalHold', { mediaSegmentId: redactedId, legalHold: before.legalHold });
    expect((await call('media.details', { mediaSegmentId: redactedId })).legalHold).toBe(before.legalHold);
    const { entries } = await call('audit.list', { action: 'media.setLegalHold' });
    expect(entries.filter((e) => e.target.mediaSegmentId === redactedId && e.result === 'ok')).toHaveLength(2);
  });

  it('media.audioUrl is served by the browser host as a WAV of the segment duration, with ranges', async () => {
    const d = await call('media.details', { mediaSegmentId: redactedId });
    const { url, expiresAt } = await call('media.audioUrl', { mediaSegmentId: redactedId });
    expect(url).toMatch(/^\/media\/[0-9a-f]{48}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const res = await fetch(host.origin + url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/audio\/(wav|x-wav|wave)/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const info = wavInfo(bytes);
    expect(info).toMatchObject({ channels: 2, rate: 8000, bits: 16 });
    expect(info.seconds).toBeCloseTo(d.mediaLength!, 2);

    const part = await fetch(host.origin + url, { headers: { cookie, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('the media route refuses unknown tokens and requests without the launch cookie', async () => {
    const { url } = await call('media.audioUrl', { mediaSegmentId: redactedId });
    expect((await fetch(host.origin + url)).status).toBe(403);
    expect((await fetch(`${host.origin}/media/${'0'.repeat(48)}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${host.origin}/media/http%3A%2F%2Fexample.com`, { headers: { cookie } })).status).toBe(404);
  });
});
