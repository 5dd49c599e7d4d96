import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaDetails, MediaListItem, MediaPeaks } from '../../../../shared/domain/media.js';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import MediaScreen from './MediaScreen.js';

// wavesurfer needs a real browser (canvas, media): a stand-in records what it was given, lets a
// test scroll it and fire its events.
interface FakeSurfer {
  peaks: unknown;
  duration: number;
  regions: unknown[];
  options: { waveColor?: string }[];
  state: { scroll: number; zoom: number };
  fire: (event: string) => void;
}
const created: FakeSurfer[] = [];
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (opts: { peaks: unknown; duration: number; plugins: { added: unknown[] }[] }) => {
      const handlers = new Map<string, (() => void)[]>();
      const entry: FakeSurfer = {
        peaks: opts.peaks,
        duration: opts.duration,
        regions: opts.plugins[0]!.added,
        options: [],
        state: { scroll: 0, zoom: 0 },
        fire: (e) => handlers.get(e)?.forEach((fn) => fn()),
      };
      created.push(entry);
      queueMicrotask(() => entry.fire('ready'));
      return {
        on: (e: string, fn: () => void) => handlers.set(e, [...(handlers.get(e) ?? []), fn]),
        destroy: vi.fn(),
        zoom: (z: number) => (entry.state.zoom = z),
        getScroll: () => entry.state.scroll,
        setScroll: vi.fn(),
        getWidth: () => 500,
        getWrapper: () => ({ scrollWidth: Math.max(500, entry.duration * entry.state.zoom) }),
        setOptions: (o: { waveColor?: string }) => entry.options.push(o),
      };
    },
  },
}));
vi.mock('wavesurfer.js/dist/plugins/regions.esm.js', () => ({
  default: {
    create: () => {
      const added: unknown[] = [];
      return { added, addRegion: (r: unknown) => (added.push(r), { element: document.createElement('div') }) };
    },
  },
}));

const ID = '33a590eb-c704-408e-ba73-4fa7341e149e';
const details: MediaDetails = {
  gkMediaSegmentId: ID,
  legalHold: false,
  mediaLength: 38.7,
  sampleRateHz: 8000,
  numberOfChannels: 2,
  callParties: [
    { channelIndex: 1, partyType: 'PARTY_TYPE_AGENT' },
    { channelIndex: 2, partyType: 'PARTY_TYPE_PERSON' },
  ],
  callType: 'CALL_TYPE_INBOUND',
  redactedIntervals: [{ start: 10, end: 12, channel: 2 }],
  maskedIntervals: [],
  customData: {},
};
const peaks: MediaPeaks = {
  sampleRateHz: 8000,
  numberOfChannels: 2,
  mediaLength: 38.7,
  pointsPerChannel: 2,
  channels: [
    {
      channelIndex: 1,
      min: [-0.2, -0.1],
      max: [0.2, 0.1],
      callParties: [details.callParties[0]!],
      gkProcessedAudioId: 'pa-1',
    },
    {
      channelIndex: 2,
      min: [-0.3, 0],
      max: [0.3, 0],
      callParties: [details.callParties[1]!],
      gkProcessedAudioId: 'pa-2',
    },
  ],
};

function mediaHandlers(over: Handlers = {}, role = 'admin'): Handlers {
  let hold = false;
  return {
    ...shellHandlers(role),
    'media.details': () => ({ ...details, legalHold: hold }),
    'media.peaks': () => peaks,
    'media.audioUrl': () => ({ url: '/media/abc', expiresAt: '2030-01-01T00:00:00Z' }),
    'media.processedAudio': (r) => ({
      gkProcessedAudioId: r.processedAudioId,
      processing: {
        netAudio: r.processedAudioId === 'pa-1' ? 17.5 : 8.2,
        grossAudio: 38.7,
        snrDb: 53.1,
        speechLevel: -19.2,
        saturationLevel: 0,
      },
    }),
    'media.setLegalHold': (r) => {
      hold = r.legalHold;
      return { legalHold: hold };
    },
    ...over,
  };
}

afterEach(cleanup);
beforeEach(() => {
  created.length = 0;
  window.location.hash = '#/media';
});

describe('media list', () => {
  const item: MediaListItem = { ...details, creationTimestamp: '2026-01-01T10:00:00Z', gkEngagementId: 'e1' };

  it('loads, lists segments with their flags and opens one', async () => {
    const t = fakeTransport(
      mediaHandlers({
        'media.list': () => ({ segments: [item], nextPageToken: '', totalSize: 1, totalSizeCapped: false }),
      }),
    );
    renderWithApi(<MediaScreen params={[]} />, t);
    expect(screen.getByTestId('media-list-loading')).toBeTruthy();
    const table = await screen.findByTestId('media-table');
    expect(within(table).getByText(ID)).toBeTruthy();
    expect(within(table).getByText('redacted')).toBeTruthy();
    expect(within(table).getByText('Agent / Caller')).toBeTruthy();
    // The call the recording belongs to, as a link.
    expect(within(table).getByTestId(`media-call-${ID}`).getAttribute('href')).toBe(`#/engagements/e1?segment=${ID}`);
    fireEvent.click(within(table).getByText(ID));
    expect(window.location.hash).toBe(`#/media/${ID}?call=e1`);
  });

  it('says so when the scope has no media, and shows errors with a retry', async () => {
    const empty = fakeTransport(
      mediaHandlers({
        'media.list': () => ({ segments: [], nextPageToken: '', totalSize: 0, totalSizeCapped: false }),
      }),
    );
    renderWithApi(<MediaScreen params={[]} />, empty);
    expect(await screen.findByTestId('media-list-empty')).toBeTruthy();
    cleanup();
    const broken = fakeTransport(
      mediaHandlers({
        'media.list': () => {
          throw fail('PERMISSION_DENIED', 'service clients cannot browse');
        },
      }),
    );
    renderWithApi(<MediaScreen params={[]} />, broken);
    const err = await screen.findByTestId('media-list-error');
    expect(err.textContent).toContain('PERMISSION_DENIED');
    expect(err.textContent).toContain('service clients cannot browse');
  });
});

describe('media segment', () => {
  it('draws one lane per channel from the peaks, labelled by party, with the redacted region on the caller lane', async () => {
    const t = fakeTransport(mediaHandlers());
    renderWithApi(<MediaScreen params={[ID]} />, t);
    expect(await screen.findByTestId('lane-label-1')).toHaveProperty('textContent', 'Agent');
    expect(screen.getByTestId('lane-label-2').textContent).toBe('Caller');
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[0]!.duration).toBe(38.7);
    expect(Array.from((created[1]!.peaks as Float32Array[])[0]!)).toEqual([
      0.30000001192092896, -0.30000001192092896, 0, 0,
    ]);
    await waitFor(() => expect(created[1]!.regions).toHaveLength(1));
    expect(created[0]!.regions).toHaveLength(0);
    expect(created[1]!.regions[0]).toMatchObject({ start: 10, end: 12, id: 'redacted-2-0' });
    expect(screen.getByTestId('time-duration').textContent).toBe('0:38.7');
    expect(screen.getByTestId('audio').getAttribute('src')).toBe('/media/abc');
    expect((await screen.findByTestId('processed-1-net')).textContent).toBe('17.5 s');
    expect(screen.getByTestId('detail-parties').textContent).toBe('1: Agent, 2: Caller');
  });

  it('knows the file’s duration even when its metadata loaded before the player listened', async () => {
    // Metadata that arrives before the player's effect has run fires no event the player can see.
    const readyState = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
    const duration = vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(19.2);
    try {
      renderWithApi(<MediaScreen params={[ID]} />, fakeTransport(mediaHandlers()));
      await waitFor(() => expect(screen.getByTestId('audio').getAttribute('data-file-duration')).toBe('19.2'));
    } finally {
      readyState.mockRestore();
      duration.mockRestore();
    }
  });

  it('opened from a call, leads back to that call with this recording picked', async () => {
    window.location.hash = `#/media/${ID}?call=e1`;
    renderWithApi(<MediaScreen params={[ID]} />, fakeTransport(mediaHandlers()));
    const back = await screen.findByTestId('media-back');
    expect(back.textContent).toContain('Back to the call');
    expect(back.getAttribute('href')).toBe(`#/engagements/e1?segment=${ID}`);
    expect(screen.getByTestId('media-all').getAttribute('href')).toBe('#/media');
  });

  it('zooms with + and - on the player', async () => {
    renderWithApi(<MediaScreen params={[ID]} />, fakeTransport(mediaHandlers()));
    const player = await screen.findByTestId('player');
    fireEvent.keyDown(player, { key: '+' });
    expect(screen.getByTestId('zoom-level').textContent).toBe('25 px/s');
    fireEvent.keyDown(player, { key: '-' });
    expect(screen.getByTestId('zoom-level').textContent).toBe('Fit');
  });

  it('zoomed in past the overview, asks for the visible stretch and draws it, and the overview until it comes', async () => {
    // 10 s per point: the stretch from 0 to 30 s in three points.
    const windowed = (r: { windowStart?: number; windowEnd?: number }): MediaPeaks => ({
      ...peaks,
      pointsPerChannel: 3,
      channels: peaks.channels.map((c) => ({ ...c, min: [-0.5, -0.6, -0.7], max: [0.5, 0.6, 0.7] })),
      window: { start: r.windowStart ?? 0, end: r.windowEnd ?? 38.7, samplesPerPoint: 80_000 },
    });
    const t = fakeTransport(mediaHandlers({ 'media.peaks': (r) => (r.windowEnd === undefined ? peaks : windowed(r)) }));
    renderWithApi(<MediaScreen params={[ID]} />, t);
    const player = await screen.findByTestId('player');
    await waitFor(() => expect(created).toHaveLength(2));
    const windows = () =>
      t.calls
        .filter((c) => c.channel === 'media.peaks')
        .map((c) => c.request as { windowStart?: number; windowEnd?: number; totalPoints: number })
        .filter((r) => r.windowEnd !== undefined);
    const lane = () => screen.getByTestId('lane-detail-1');
    // Fit: wavesurfer draws the overview, nothing is asked for.
    expect(lane().hidden).toBe(true);
    fireEvent.keyDown(player, { key: '+' });
    // 25 px/s on 38.7 s: 967 px wide, 500 shown from 0, so 0 to 20 s; asked: that and half again, 750 points.
    act(() => created[0]!.fire('zoom'));
    expect(lane().hidden).toBe(false);
    expect(created.every((c) => c.options.at(-1)?.waveColor === 'transparent')).toBe(true);
    await waitFor(() =>
      expect(windows()).toEqual([{ mediaSegmentId: ID, windowStart: 0, windowEnd: 30, totalPoints: 750 }]),
    );
    await waitFor(() => expect(lane().dataset.source).toBe('window'));
    // Scrolled past what came: the overview at once, then the new stretch.
    created[0]!.state.scroll = 600;
    act(() => created[0]!.fire('scroll'));
    expect(lane().dataset.source).toBe('overview');
    await waitFor(() => expect(windows()).toHaveLength(2));
    expect(windows()[1]).toMatchObject({ windowEnd: 38.7 });
    expect(windows()[1]!.windowStart).toBeLessThanOrEqual(24);
    await waitFor(() => expect(lane().dataset.source).toBe('window'));
    // Back to fit: wavesurfer's own drawing again.
    fireEvent.keyDown(player, { key: '-' });
    expect(lane().hidden).toBe(true);
    expect(created.every((c) => c.options.at(-1)?.waveColor !== 'transparent')).toBe(true);
  });

  it('places a legal hold after confirmation and shows the value read back', async () => {
    const t = fakeTransport(mediaHandlers());
    renderWithApi(<MediaScreen params={[ID]} />, t);
    await waitFor(() => expect(screen.getByTestId('legal-hold-state').textContent).toBe('not held'));
    await waitFor(() => expect((screen.getByTestId('legal-hold-toggle') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('legal-hold-toggle'));
    expect(t.calls.some((c) => c.channel === 'media.setLegalHold')).toBe(false);
    const dialog = await screen.findByTestId('legal-hold-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place on hold' }));
    await waitFor(() => expect(screen.getByTestId('legal-hold-state').textContent).toBe('on hold'));
    expect(t.calls.filter((c) => c.channel === 'media.setLegalHold').map((c) => c.request)).toEqual([
      { mediaSegmentId: ID, legalHold: true },
    ]);
    expect(t.calls.filter((c) => c.channel === 'media.details').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the hold toggle disabled, with the reason, for roles that cannot edit media', async () => {
    renderWithApi(<MediaScreen params={[ID]} />, fakeTransport(mediaHandlers({}, 'support')));
    await waitFor(() =>
      expect(screen.getByTestId('legal-hold-toggle-reason').textContent).toMatch(/support.*cannot edit media details/),
    );
    expect((screen.getByTestId('legal-hold-toggle') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why the audio could not be loaded', async () => {
    const t = fakeTransport(
      mediaHandlers({
        'media.peaks': () => {
          throw fail('FAILED_PRECONDITION', 'media segment has no audio yet: upload it first');
        },
      }),
    );
    renderWithApi(<MediaScreen params={[ID]} />, t);
    const err = await screen.findByTestId('waveform-error');
    expect(err.textContent).toContain('no audio yet');
  });
});
