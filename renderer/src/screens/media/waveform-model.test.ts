import { describe, expect, it } from 'vitest';
import type { MediaDetails, MediaPeaks } from '../../../../shared/domain/media.js';
import { clampTime, formatTime, interleave, lanesOf, nextZoom, playerKey } from './waveform-model.js';

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
