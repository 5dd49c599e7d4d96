// Media segments as the console shows them: details, waveform peaks, processed-audio measurements.
// Plain objects: IDs as strings, durations in seconds, timestamps as ISO strings, enums as names.
import { z } from 'zod';

export const partySchema = z.object({
  channelIndex: z.number().int(),
  /** PARTY_TYPE_AGENT, PARTY_TYPE_PERSON (the caller), PARTY_TYPE_IVR, PARTY_TYPE_OTHER. */
  partyType: z.string(),
  gkPartyId: z.string().optional(),
});

export const intervalSchema = z.object({
  /** Seconds from the start. */
  start: z.number(),
  end: z.number(),
  /** 1-based channel; 0 or absent: every channel. */
  channel: z.number().int().optional(),
});

export const mediaDetailsSchema = z.object({
  gkMediaSegmentId: z.string(),
  gkPersonId: z.string().optional(),
  legalHold: z.boolean(),
  /** Seconds. */
  mediaLength: z.number().optional(),
  sampleRateHz: z.number().optional(),
  numberOfChannels: z.number().optional(),
  callParties: z.array(partySchema),
  callType: z.string().optional(),
  redactedIntervals: z.array(intervalSchema),
  maskedIntervals: z.array(intervalSchema),
  customData: z.record(z.string(), z.string()),
});

export const mediaListItemSchema = mediaDetailsSchema.extend({
  gkEngagementId: z.string().optional(),
  gkSessionId: z.string().optional(),
  creationTimestamp: z.string().optional(),
});

/** What the server measured on one channel's processed audio. */
export const processingSchema = z.object({
  /** Seconds of audio, and of speech in it. */
  grossAudio: z.number().optional(),
  netAudio: z.number().optional(),
  snrDb: z.number().optional(),
  /** dBFS. */
  speechLevel: z.number().optional(),
  /** Saturated events per minute. */
  saturationLevel: z.number().optional(),
  syntheticScore: z.number().optional(),
  channelPlaybackScore: z.number().optional(),
});

export const processedAudioSchema = z.object({
  gkProcessedAudioId: z.string(),
  gkMediaSegmentId: z.string().optional(),
  sampleRateHz: z.number().optional(),
  numberOfChannels: z.number().optional(),
  selectedChannel: z.number().optional(),
  processing: processingSchema.optional(),
  voiceClassScore: z.number().optional(),
  actualLanguage: z.string().optional(),
  creationTimestamp: z.string().optional(),
});

export const channelPeaksSchema = z.object({
  channelIndex: z.number().int(),
  /** Per slice, the lowest and highest sample as fractions of full scale (-1..1). */
  min: z.array(z.number()),
  max: z.array(z.number()),
  callParties: z.array(partySchema),
  gkProcessedAudioId: z.string().optional(),
  processing: processingSchema.optional(),
});

export const mediaPeaksSchema = z.object({
  sampleRateHz: z.number(),
  numberOfChannels: z.number(),
  /** Seconds. */
  mediaLength: z.number(),
  pointsPerChannel: z.number(),
  channels: z.array(channelPeaksSchema),
  /** For a windowed request: the seconds the points cover (the window widened to whole points). */
  window: z.object({ start: z.number(), end: z.number(), samplesPerPoint: z.number() }).optional(),
});

/** One word of a transcript; times in seconds from the start of the segment. */
export const transcriptWordSchema = z.object({
  /** Empty when redacted. */
  text: z.string(),
  start: z.number(),
  end: z.number(),
  confidence: z.number(),
  redacted: z.boolean(),
});

/** An entity of a caller turn: a character range of the turn's text. */
export const turnEntitySchema = z.object({
  name: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  value: z.string(),
  literal: z.string(),
  confidence: z.number(),
});

/**
 * A caller turn (words with no long pause between them) and what the semantic model made of it;
 * times in seconds. `firstWord`/`endWord` index the channel's words. withheld: a word of it was
 * redacted after it was interpreted, so text, intent and entities are not given.
 */
export const transcriptTurnSchema = z.object({
  start: z.number(),
  end: z.number(),
  firstWord: z.number().int(),
  endWord: z.number().int(),
  text: z.string(),
  intent: z.string().optional(),
  confidence: z.number(),
  entities: z.array(turnEntitySchema),
  withheld: z.boolean(),
});

export const channelTranscriptSchema = z.object({
  channelIndex: z.number().int(),
  callParties: z.array(partySchema),
  words: z.array(transcriptWordSchema),
  /** Caller channels only, once interpreted. */
  turns: z.array(transcriptTurnSchema).optional(),
});

export const TRANSCRIPT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** A segment's transcript (vigil.v1.MediaTranscripts): where it stands and the channels done so far. */
export const mediaTranscriptSchema = z.object({
  status: z.enum(TRANSCRIPT_STATUSES),
  failureReason: z.string().optional(),
  language: z.string(),
  channels: z.array(channelTranscriptSchema),
  /** The semantic model the caller turns were interpreted with; absent while they are not. */
  interpretation: z
    .object({ modelUrn: z.string(), modelVersion: z.number().int(), interpretedAt: z.string().optional() })
    .optional(),
});

export type TranscriptWord = z.infer<typeof transcriptWordSchema>;
export type ChannelTranscript = z.infer<typeof channelTranscriptSchema>;
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;
export type TurnEntity = z.infer<typeof turnEntitySchema>;
export type MediaTranscript = z.infer<typeof mediaTranscriptSchema>;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

export type Party = z.infer<typeof partySchema>;
export type MediaInterval = z.infer<typeof intervalSchema>;
export type MediaDetails = z.infer<typeof mediaDetailsSchema>;
export type MediaListItem = z.infer<typeof mediaListItemSchema>;
export type Processing = z.infer<typeof processingSchema>;
export type ProcessedAudio = z.infer<typeof processedAudioSchema>;
export type ChannelPeaks = z.infer<typeof channelPeaksSchema>;
export type MediaPeaks = z.infer<typeof mediaPeaksSchema>;

const PARTY_LABELS: Record<string, string> = {
  PARTY_TYPE_AGENT: 'Agent',
  PARTY_TYPE_PERSON: 'Caller',
  PARTY_TYPE_IVR: 'IVR',
  PARTY_TYPE_OTHER: 'Other',
};

/** A lane's label from the parties on its channel ("Agent", "Caller"), else "Channel n". */
export function laneLabel(channelIndex: number, parties: readonly Party[]): string {
  const names = parties
    .filter((p) => p.channelIndex === channelIndex)
    .map((p) => PARTY_LABELS[p.partyType] ?? 'Unspecified');
  return names.length ? names.join(' + ') : `Channel ${channelIndex}`;
}
