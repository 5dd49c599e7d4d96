import { describe, expect, it } from 'vitest';
import type { MediaDetails, MediaPeaks } from '../../../../shared/domain/media.js';
import {
  clampTime,
  columns,
  covers,
  detailOf,
  detailRequest,
  formatTime,
  interleave,
  lanesOf,
  needsDetail,
  nextZoom,
  playerKey,
  viewOf,
} from './waveform-model.js';

const peaks: MediaPeaks = {
  sampleRateHz: 8000,
  numberOfChannels: 2,
  mediaLength: 10,
  pointsPerChannel: 3,
  channels: [
    {
      channelIndex: 1,
      min: [-0.1, -0.5, 0],
      max: [0.2, 0.6, 0],
      callParties: [{ channelIndex: 1, partyType: 'PARTY_TYPE_AGENT' }],
    },
    { channelIndex: 2, min: [-0.3, 0, -0.2], max: [0.3, 0, 0.1], callParties: [] },
  ],
};

const details: MediaDetails = {
  gkMediaSegmentId: 'm1',
  legalHold: false,
  mediaLength: 10,
  callParties: [
    { channelIndex: 1, partyType: 'PARTY_TYPE_AGENT' },
    { channelIndex: 2, partyType: 'PARTY_TYPE_PERSON' },
  ],
  redactedIntervals: [{ start: 2, end: 3.5, channel: 2 }],
  maskedIntervals: [{ start: 1, end: 2 }],
  customData: {},
};

describe('waveform model', () => {
  it('interleaves maxima and minima so one channel draws both halves', () => {
    expect(Array.from(interleave([-0.5, -0.25], [0.5, 0.75]))).toEqual([0.5, -0.5, 0.75, -0.25]);
  });

  it('labels lanes by party and puts each interval on its channel (no channel: every lane)', () => {
    const lanes = lanesOf(peaks, details);
    expect(lanes.map((l) => l.label)).toEqual(['Agent', 'Caller']);
    expect(lanes[0]!.regions).toEqual([{ kind: 'masked', start: 1, end: 2 }]);
    expect(lanes[1]!.regions).toEqual([
      { kind: 'redacted', start: 2, end: 3.5 },
      { kind: 'masked', start: 1, end: 2 },
    ]);
    expect(lanes[1]!.channelData).toHaveLength(6);
  });

  it('falls back to "Channel n" without parties, and to the peaks alone without details', () => {
    const lanes = lanesOf({ ...peaks, channels: peaks.channels.map((c) => ({ ...c, callParties: [] })) }, undefined);
    expect(lanes.map((l) => l.label)).toEqual(['Channel 1', 'Channel 2']);
    expect(lanes.every((l) => l.regions.length === 0)).toBe(true);
  });

  it('formats times, clamps seeks, steps zoom and maps keys', () => {
    expect(formatTime(0)).toBe('0:00.0');
    expect(formatTime(75.26)).toBe('1:15.3');
    expect(formatTime(3725)).toBe('1:02:05.0');
    expect(formatTime(Number.NaN)).toBe('0:00.0');
    expect(clampTime(-3, 10)).toBe(0);
    expect(clampTime(12, 10)).toBe(10);
    expect(nextZoom(0, 1)).toBe(25);
    expect(nextZoom(25, -1)).toBe(0);
    expect(nextZoom(0, -1)).toBe(0);
    expect(nextZoom(800, 1)).toBe(800);
    expect(playerKey(' ')).toBe('toggle');
    expect(playerKey('ArrowLeft')).toBe('back');
    expect(playerKey('+')).toBe('zoomIn');
    expect(playerKey('-')).toBe('zoomOut');
    expect(playerKey('a')).toBeUndefined();
  });
});

describe('zoomed-in detail', () => {
  it('is needed once the zoom asks for more columns than the overview has points', () => {
    const hour = { pointsPerChannel: 4000, mediaLength: 3600 };
    expect(needsDetail(0, hour)).toBe(false);
    expect(needsDetail(1, hour)).toBe(false);
    expect(needsDetail(25, hour)).toBe(true);
    // A short call's overview has points to spare at moderate zoom.
    expect(needsDetail(100, { pointsPerChannel: 4000, mediaLength: 38.7 })).toBe(false);
    expect(needsDetail(200, { pointsPerChannel: 4000, mediaLength: 38.7 })).toBe(true);
  });

  it('reads the seconds on screen from the scroll offset and widths', () => {
    expect(viewOf(0, 500, 1000, 40)).toEqual({ start: 0, end: 20 });
    expect(viewOf(750, 500, 1000, 40)).toEqual({ start: 30, end: 40 });
    expect(viewOf(0, 500, 0, 40)).toEqual({ start: 0, end: 40 });
  });

  it('asks for the view and half of it again each side, on a grid, one point per column', () => {
    expect(detailRequest({ start: 100, end: 120 }, 3600, 800)).toEqual({
      windowStart: 90,
      windowEnd: 130,
      totalPoints: 1600,
    });
    // A little scrolling asks the same thing.
    expect(detailRequest({ start: 103, end: 123 }, 3600, 800)).toEqual({
      windowStart: 90,
      windowEnd: 140,
      totalPoints: 2000,
    });
    expect(detailRequest({ start: 104, end: 124 }, 3600, 800)).toEqual(
      detailRequest({ start: 103, end: 123 }, 3600, 800),
    );
    // Cut at both ends of the segment; nothing for an empty view.
    expect(detailRequest({ start: 0, end: 10 }, 12, 500)).toEqual({ windowStart: 0, windowEnd: 12, totalPoints: 600 });
    expect(detailRequest({ start: 5, end: 5 }, 12, 500)).toBeUndefined();
    // Never more points than the channel allows.
    expect(detailRequest({ start: 0, end: 1 }, 28800, 1e6)!.totalPoints).toBe(20_000);
  });

  it('knows when a stretch covers the view', () => {
    expect(covers({ start: 90, end: 130 }, { start: 100, end: 120 })).toBe(true);
    expect(covers({ start: 90, end: 130 }, { start: 100, end: 131 })).toBe(false);
    expect(covers(undefined, { start: 0, end: 1 })).toBe(false);
  });

  it('turns a window answer into a stretch with its seconds per point', () => {
    const d = detailOf({ ...peaks, window: { start: 2, end: 4, samplesPerPoint: 64 } });
    expect(d).toMatchObject({ start: 2, end: 4, secondsPerPoint: 0.008 });
    expect(d!.channels[1]!.max).toEqual([0.3, 0, 0.1]);
    expect(detailOf(peaks)).toBeUndefined();
  });

  it('draws each pixel column from the points it spans, or the one point it falls in', () => {
    const min = [-0.1, -0.5, -0.2, -0.3];
    const max = [0.1, 0.6, 0.2, 0.4];
    // Four points of 1 s from 10 s, shown as 10-14 s on 2 columns: two points each.
    expect(Array.from(columns(min, max, 10, 1, { start: 10, end: 14 }, 2))).toEqual(
      Array.from(new Float32Array([-0.5, 0.6, -0.3, 0.4])),
    );
    // Zoomed further than the points: 4 columns over 10-11 s all take point 0.
    expect(Array.from(columns(min, max, 10, 1, { start: 10, end: 11 }, 4))).toEqual(
      Array.from(new Float32Array([-0.1, 0.1, -0.1, 0.1, -0.1, 0.1, -0.1, 0.1])),
    );
    // Outside the points: empty columns.
    expect(Array.from(columns(min, max, 10, 1, { start: 20, end: 22 }, 2))).toEqual([0, 0, 0, 0]);
  });
});
