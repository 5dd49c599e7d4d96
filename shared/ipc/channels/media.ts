// IPC channels of the media screens: `media.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts. Audio itself never crosses IPC: media.audioUrl hands
// out a URL that main serves (browser host: /media/<token>; Electron: vigil-media://<token>).
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import { COUNT_LIMITS } from '../../rpc/limits.js';
import {
  mediaDetailsSchema,
  mediaListItemSchema,
  mediaPeaksSchema,
  mediaTranscriptSchema,
  processedAudioSchema,
} from '../../domain/media.js';
import { rpcName } from '../../rpc/services.js';
import { CONSOLE_SESSION, type ChannelSchemas } from './types.js';

const id = z.string().trim().min(1).max(100);
const scopeId = id.optional();

export const mediaChannels = {
  /** A page of the scope's media segments (Browse.ListMediaSegments), newest first. */
  'media.list': {
    rpcs: [rpcName('browse', 'ListMediaSegments')],
    request: z
      .object({
        scopeId,
        engagementId: id.optional(),
        legalHold: z.boolean().optional(),
        pageSize: z.number().int().min(1).max(COUNT_LIMITS.browsePageSize).default(100),
        pageToken: rpcText('page_token').optional(),
      })
      .strict(),
    response: z.object({
      segments: z.array(mediaListItemSchema),
      nextPageToken: z.string(),
      totalSize: z.number(),
      totalSizeCapped: z.boolean(),
    }),
  },
  'media.details': {
    rpcs: [rpcName('audio', 'GetMediaSegmentDetails')],
    request: z.object({ scopeId, mediaSegmentId: id }).strict(),
    response: mediaDetailsSchema,
  },
  /**
   * Waveform overview: min/max per slice and channel, as numbers (small; never audio). With a window
   * (seconds), only that stretch, at about totalPoints points across it (a zoomed-in view).
   */
  'media.peaks': {
    rpcs: [rpcName('mediaPeaks', 'GetMediaSegmentPeaks')],
    request: z
      .object({
        scopeId,
        mediaSegmentId: id,
        totalPoints: z.number().int().min(1).max(20_000).default(4000),
        windowStart: z.number().min(0).max(1e7).optional(),
        windowEnd: z.number().min(0).max(1e7).optional(),
      })
      .strict()
      .refine((r) => r.windowStart === undefined || r.windowEnd === undefined || r.windowEnd > r.windowStart, {
        message: 'must be after windowStart',
        path: ['windowEnd'],
      }),
    response: mediaPeaksSchema,
  },
  /** What was said, per channel, with word times (vigil.v1.MediaTranscripts); status while it is made. */
  'media.transcript': {
    rpcs: [rpcName('mediaTranscripts', 'GetMediaSegmentTranscript')],
    request: z.object({ scopeId, mediaSegmentId: id }).strict(),
    response: mediaTranscriptSchema,
  },
  'media.processedAudio': {
    rpcs: [rpcName('audio', 'GetProcessedAudioDetails')],
    request: z.object({ scopeId, processedAudioId: id }).strict(),
    response: processedAudioSchema,
  },
  /** Sets or clears legal hold; the answer is the value read back from the server. */
  'media.setLegalHold': {
    rpcs: [
      rpcName('audio', 'UpdateMediaSegmentDetails'),
      rpcName('audio', 'GetMediaSegmentDetails'),
      ...CONSOLE_SESSION,
    ],
    audited: true,
    request: z.object({ scopeId, mediaSegmentId: id, legalHold: z.boolean() }).strict(),
    response: z.object({ legalHold: z.boolean() }),
  },
  /** A URL the renderer can play (WAV), served through main. */
  'media.audioUrl': {
    rpcs: [rpcName('audio', 'GetDownloadUrl')],
    request: z.object({ scopeId, mediaSegmentId: id }).strict(),
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
} as const satisfies ChannelSchemas;
