// Main-side handlers of the media channels (shared/ipc/channels/media.ts): segment list (Browse),
// details and legal hold (AudioManager), waveform peaks (vigil.v1.MediaPeaks), transcripts
// (vigil.v1.MediaTranscripts), processed-audio
// measurements, and playable audio URLs served through main (main/media/).
import { ipcFailure } from '../errors.js';
import type { MediaListItem, MediaTranscript, TranscriptTurn } from '../../shared/domain/media.js';
import { scopeContext, type Where } from '../connections/where.js';
import { type ChannelDefinition, defineChannel, defineRpcChannel } from '../ipc/define-channel.js';
import { toDomain } from '../grpc/to-domain.js';
import { mediaTokensOf } from '../media/media-tokens.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { mediaDetailsOf, partiesOf, processedAudioOf, processingOf } from './media.mapping.js';

/** How long main assumes a server download URL works before asking for a fresh one. */
const URL_LIFETIME_MS = 5 * 60_000;

type Obj = Record<string, unknown>;
const uid = (value: string) => ({ value });
const duration = (seconds: number) => {
  const whole = Math.floor(seconds);
  return { seconds: String(whole), nanos: Math.min(999_999_999, Math.round((seconds - whole) * 1e9)) };
};

const list = defineRpcChannel({ channel: 'media.list', service: 'browse', method: 'ListMediaSegments' })({
  toRequest: (req, at) => ({
    context: scopeContext(at),
    ...(req.engagementId ? { gk_engagement_id: uid(req.engagementId) } : {}),
    ...(req.legalHold !== undefined ? { legal_hold: { value: req.legalHold } } : {}),
    page_size: req.pageSize,
    page_token: req.pageToken ?? '',
  }),
  toResponse: (res) => {
    const segments: MediaListItem[] = (res.segments ?? []).map((s) => {
      const id = s.gk_media_segment_id?.value ?? '';
      const plain = toDomain<Obj>('vigil.v1.MediaSegmentItem', { ...s, details: undefined });
      return {
        ...mediaDetailsOf(id, s.details),
        ...(typeof plain.gkEngagementId === 'string' ? { gkEngagementId: plain.gkEngagementId } : {}),
        ...(typeof plain.gkSessionId === 'string' ? { gkSessionId: plain.gkSessionId } : {}),
        ...(typeof plain.creationTimestamp === 'string' ? { creationTimestamp: plain.creationTimestamp } : {}),
      };
    });
    return {
      segments,
      nextPageToken: res.next_page_token ?? '',
      totalSize: res.total_size ?? 0,
      totalSizeCapped: res.total_size_capped === true,
    };
  },
  fields: { gk_engagement_id: 'engagementId', 'legal_hold.value': 'legalHold', legal_hold: 'legalHold' },
});

const readDetails = (at: Where, id: string, signal?: AbortSignal) =>
  at.ctx.rpc.api.audio
    .getMediaSegmentDetails({ context: scopeContext(at), gk_media_segment_id: uid(id) }, { signal, idempotent: true })
    .then((res) => mediaDetailsOf(id, res.details));

const SEGMENT_FIELDS = { gk_media_segment_id: 'mediaSegmentId' };

const details = defineChannel(
  'media.details',
  () =>
    async (req, { signal, at }) =>
      readDetails(at(), req.mediaSegmentId, signal),
  { fields: SEGMENT_FIELDS },
);

const peaks = defineRpcChannel({ channel: 'media.peaks', service: 'mediaPeaks', method: 'GetMediaSegmentPeaks' })({
  deadlineMs: 30_000,
  toRequest: (req, at) => ({
    context: scopeContext(at),
    gk_media_segment_id: uid(req.mediaSegmentId),
    total_points: req.totalPoints,
    ...(req.windowStart !== undefined ? { window_start: duration(req.windowStart) } : {}),
    ...(req.windowEnd !== undefined ? { window_end: duration(req.windowEnd) } : {}),
  }),
  toResponse: (res) => {
    const r = toDomain<Obj>('vigil.v1.GetMediaSegmentPeaksResponse', res);
    return {
      sampleRateHz: Number(r.sampleRateHz ?? 0),
      numberOfChannels: Number(r.numberOfChannels ?? 0),
      mediaLength: Number(r.mediaLength ?? 0),
      pointsPerChannel: Number(r.pointsPerChannel ?? 0),
      channels: ((r.channels as Obj[] | undefined) ?? []).map((c) => {
        const processing = processingOf(c.processingAttributes);
        return {
          channelIndex: Number(c.channelIndex),
          min: (c.min as number[] | undefined) ?? [],
          max: (c.max as number[] | undefined) ?? [],
          callParties: partiesOf(c.callParties),
          ...(typeof c.gkProcessedAudioId === 'string' ? { gkProcessedAudioId: c.gkProcessedAudioId } : {}),
          ...(processing ? { processing } : {}),
        };
      }),
      ...(typeof r.windowEnd === 'number'
        ? {
            window: {
              start: Number(r.windowStart ?? 0),
              end: Number(r.windowEnd),
              samplesPerPoint: Number(r.samplesPerPoint ?? 0),
            },
          }
        : {}),
    };
  },
  fields: { ...SEGMENT_FIELDS, total_points: 'totalPoints', window_start: 'windowStart', window_end: 'windowEnd' },
});

const TRANSCRIPT_STATUS: Record<string, MediaTranscript['status']> = {
  TRANSCRIPT_STATUS_PENDING: 'pending',
  TRANSCRIPT_STATUS_RUNNING: 'running',
  TRANSCRIPT_STATUS_DONE: 'done',
  TRANSCRIPT_STATUS_FAILED: 'failed',
};

/** A caller turn of the transcript reply (toDomain shape: camelCase, durations in seconds). */
export function turnOf(u: Obj): TranscriptTurn {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    start: Number(u.startOffset ?? 0),
    end: Number(u.endOffset ?? 0),
    firstWord: Number(u.firstWordIndex ?? 0),
    endWord: Number(u.endWordIndex ?? 0),
    text: text(u.text),
    ...(text(u.intent) ? { intent: text(u.intent) } : {}),
    confidence: Number(u.confidence ?? 0),
    entities: ((u.entities as Obj[] | undefined) ?? []).map((e) => ({
      name: text(e.name),
      start: Number(e.startIndex ?? 0),
      end: Number(e.endIndex ?? 0),
      value: text(e.value),
      literal: text(e.literal),
      confidence: Number(e.confidence ?? 0),
    })),
    withheld: u.withheld === true,
  };
}

const transcript = defineRpcChannel({
  channel: 'media.transcript',
  service: 'mediaTranscripts',
  method: 'GetMediaSegmentTranscript',
})({
  toRequest: (req, at) => ({ context: scopeContext(at), gk_media_segment_id: uid(req.mediaSegmentId) }),
  toResponse: (res): MediaTranscript => {
    const r = toDomain<Obj>('vigil.v1.GetMediaSegmentTranscriptResponse', res);
    const failure = typeof r.failureReason === 'string' && r.failureReason ? r.failureReason : undefined;
    const i = r.interpretation as Obj | undefined;
    const interpretation =
      i && typeof i.modelUrn === 'string' && i.modelUrn
        ? {
            modelUrn: i.modelUrn,
            modelVersion: Number(i.modelVersion ?? 0),
            ...(typeof i.interpretedAt === 'string' ? { interpretedAt: i.interpretedAt } : {}),
          }
        : undefined;
    return {
      status: TRANSCRIPT_STATUS[String(res.transcript_status)] ?? 'pending',
      ...(failure ? { failureReason: failure } : {}),
      language: typeof r.language === 'string' ? r.language : '',
      channels: ((r.channels as Obj[] | undefined) ?? []).map((c) => ({
        channelIndex: Number(c.channelIndex),
        callParties: partiesOf(c.callParties),
        words: ((c.words as Obj[] | undefined) ?? []).map((w) => ({
          text: typeof w.text === 'string' ? w.text : '',
          start: Number(w.startOffset ?? 0),
          end: Number(w.endOffset ?? 0),
          confidence: Number(w.confidence ?? 0),
          redacted: w.redacted === true,
        })),
        ...(Array.isArray(c.turns) && c.turns.length ? { turns: (c.turns as Obj[]).map(turnOf) } : {}),
      })),
      ...(interpretation ? { interpretation } : {}),
    };
  },
  fields: SEGMENT_FIELDS,
});

const processedAudio = defineRpcChannel({
  channel: 'media.processedAudio',
  service: 'audio',
  method: 'GetProcessedAudioDetails',
})({
  toRequest: (req, at) => ({
    context: scopeContext(at),
    gk_processed_audio_id: uid(req.processedAudioId),
  }),
  toResponse: (res, req) => processedAudioOf(req.processedAudioId, res),
  fields: { gk_processed_audio_id: 'processedAudioId' },
});

const setLegalHold = defineChannel(
  'media.setLegalHold',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const { ctx, scopeId } = where;
      await withConsoleContext(
        ctx,
        'analyst',
        signal,
        (c) =>
          ctx.rpc.api.audio.updateMediaSegmentDetails(
            {
              context: contextOf(c),
              gk_media_segment_id: uid(req.mediaSegmentId),
              details: { legal_hold: { value: req.legalHold } },
              field_mask: { paths: ['legal_hold'] },
            },
            { signal, idempotent: false },
          ),
        scopeId,
      );
      // What the server now says, not what was asked.
      const after = await readDetails(where, req.mediaSegmentId, signal);
      return { legalHold: after.legalHold };
    },
  {
    audit: { detail: (_req, res) => `legal hold ${res.legalHold ? 'set' : 'cleared'}` },
    fields: { ...SEGMENT_FIELDS, 'details.legal_hold': 'legalHold' },
  },
);

const audioUrl = defineChannel(
  'media.audioUrl',
  (main) =>
    async (req, { signal, at }) => {
      const tokens = mediaTokensOf(main);
      if (!tokens.servedAt)
        throw ipcFailure('FAILED_PRECONDITION', 'This console host cannot play audio (no media route is mounted).');
      const where = at();
      const { ctx } = where;
      const fetchUrl = async (s?: AbortSignal) => {
        const res = await ctx.rpc.api.audio.getDownloadUrl(
          {
            context: scopeContext(where),
            gk_media_segment_id: uid(req.mediaSegmentId),
            container: 'CONTAINER_WAV',
          },
          { signal: s, idempotent: true },
        );
        const url = res.media_download_url ?? '';
        if (!/^https?:\/\//i.test(url))
          throw ipcFailure('INTERNAL', 'The server answered GetDownloadUrl without an http(s) URL.');
        return { url, expires: Date.now() + URL_LIFETIME_MS };
      };
      const first = await fetchUrl(signal);
      const issued = tokens.issue({
        profileId: ctx.profile.id,
        url: first.url,
        urlExpires: first.expires,
        refresh: () => fetchUrl(),
      });
      return { url: issued.url, expiresAt: issued.expiresAt };
    },
  { fields: SEGMENT_FIELDS },
);

export const mediaChannelDefs: readonly ChannelDefinition[] = [
  list,
  details,
  peaks,
  transcript,
  processedAudio,
  setLegalHold,
  audioUrl,
] as ChannelDefinition[];
