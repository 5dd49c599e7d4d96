// Main-side handlers of the media channels (shared/ipc/channels/media.ts): segment list (Browse),
// details and legal hold (AudioManager), waveform peaks (vigil.v1.MediaPeaks), processed-audio
// measurements, and playable audio URLs served through main (main/media/).
import type { MediaListItem } from '../../shared/domain/media.js';
import type { ProfileContext } from '../connections/connections.service.js';
import { defineChannel, defineRpcChannel, type ChannelDefinition } from '../grpc/rpc-channel.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { responseTypeOf, toDomain } from '../grpc/to-domain.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { mediaTokensOf } from '../media/media-tokens.js';
import { auditedCall, scopeContext } from './audited-call.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { mediaDetailsOf, partiesOf, processedAudioOf, processingOf } from './media.mapping.js';

export const BROWSE = SERVICES.browse;
export const MEDIA_PEAKS = SERVICES.mediaPeaks;
/** How long main assumes a server download URL works before asking for a fresh one. */
const URL_LIFETIME_MS = 5 * 60_000;

type Obj = Record<string, unknown>;
const uid = (value: string) => ({ value });

const list = defineRpcChannel<'media.list', Obj>({
  channel: 'media.list',
  service: BROWSE,
  method: 'ListMediaSegments',
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    ...(req.engagementId ? { gk_engagement_id: uid(req.engagementId) } : {}),
    ...(req.legalHold !== undefined ? { legal_hold: { value: req.legalHold } } : {}),
    page_size: req.pageSize,
    page_token: req.pageToken ?? '',
  }),
  toResponse: (res) => {
    const items = (res.segments as Obj[] | undefined) ?? [];
    const segments: MediaListItem[] = items.map((s) => {
      const id = (s.gk_media_segment_id as { value: string }).value;
      const plain = toDomain<Obj>('vigil.v1.MediaSegmentItem', { ...s, details: undefined });
      return {
        ...mediaDetailsOf(id, s.details as object | undefined),
        ...(typeof plain.gkEngagementId === 'string' ? { gkEngagementId: plain.gkEngagementId } : {}),
        ...(typeof plain.gkSessionId === 'string' ? { gkSessionId: plain.gkSessionId } : {}),
        ...(typeof plain.creationTimestamp === 'string' ? { creationTimestamp: plain.creationTimestamp } : {}),
      };
    });
    return {
      segments,
      nextPageToken: String(res.next_page_token ?? ''),
      totalSize: Number(res.total_size ?? 0),
      totalSizeCapped: res.total_size_capped === true,
    };
  },
});

const readDetails = (ctx: ProfileContext, scopeId: string | undefined, id: string, signal?: AbortSignal) =>
  ctx.rpc
    .unary<Obj>(
      SERVICES.audio,
      'GetMediaSegmentDetails',
      { context: scopeContext(scopeId, ctx), gk_media_segment_id: uid(id) },
      { signal, idempotent: true },
    )
    .then((res) => mediaDetailsOf(id, res.details as object | undefined));

const details = defineChannel(
  'media.details',
  (main) =>
    async (req, { signal }) =>
      readDetails(main.connections.context(), req.scopeId, req.mediaSegmentId, signal),
);

const peaks = defineRpcChannel<'media.peaks', Obj>({
  channel: 'media.peaks',
  service: MEDIA_PEAKS,
  method: 'GetMediaSegmentPeaks',
  deadlineMs: 30_000,
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_media_segment_id: uid(req.mediaSegmentId),
    total_points: req.totalPoints,
  }),
  toResponse: (res) => {
    const r = toDomain<Obj>(responseTypeOf(MEDIA_PEAKS, 'GetMediaSegmentPeaks'), res);
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
    };
  },
});

const processedAudio = defineRpcChannel<'media.processedAudio', Obj>({
  channel: 'media.processedAudio',
  service: SERVICES.audio,
  method: 'GetProcessedAudioDetails',
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_processed_audio_id: uid(req.processedAudioId),
  }),
  toResponse: (res, req) => processedAudioOf(req.processedAudioId, res),
});

const setLegalHold = defineChannel(
  'media.setLegalHold',
  (main) =>
    async (req, { signal }) =>
      auditedCall(
        main,
        { action: 'media.setLegalHold', scopeId: req.scopeId, target: { mediaSegmentId: req.mediaSegmentId } },
        async (ctx) => {
          const scopeId = req.scopeId ?? ctx.scopeId;
          await withConsoleContext(
            ctx,
            'analyst',
            signal,
            (c) =>
              ctx.rpc.unary(
                SERVICES.audio,
                'UpdateMediaSegmentDetails',
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
          const after = await readDetails(ctx, scopeId, req.mediaSegmentId, signal);
          return { legalHold: after.legalHold };
        },
        (res) => `legal hold ${res.legalHold ? 'set' : 'cleared'}`,
      ),
);

const audioUrl = defineChannel('media.audioUrl', (main) => async (req, { signal }) => {
  const tokens = mediaTokensOf(main);
  if (!tokens.servedAt)
    throw ipcFailure('FAILED_PRECONDITION', 'This console host cannot play audio (no media route is mounted).');
  const ctx = main.connections.context();
  const fetchUrl = async (s?: AbortSignal) => {
    const res = await ctx.rpc.unary<{ media_download_url?: string }>(
      SERVICES.audio,
      'GetDownloadUrl',
      {
        context: scopeContext(req.scopeId, ctx),
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
});

export const mediaChannelDefs: readonly ChannelDefinition[] = [
  list,
  details,
  peaks,
  processedAudio,
  setLegalHold,
  audioUrl,
] as ChannelDefinition[];
