// IPC channels of the Event log screen: `eventlog.method` names, zod request and response schemas,
// and the live-tail event. Main reads the event-log consumer API (REST, OAuth scope `log`) with a
// consumer of its own per open tail; records reach the renderer as `eventlog.records` events.
// Merged into the contract in ../contract.ts.
import { z } from 'zod';
import type { ChannelSchemas } from './types.js';

const tailId = z.string().trim().min(1).max(100);
/** The client-name part of a consumer group: appID-<app>-clientName-<clientName>-<NN>. */
const clientName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'letters, digits, dot, dash or underscore');

export const eventLogPartitionSchema = z.object({
  partition: z.number(),
  /** Offsets are 64-bit: kept as decimal strings. */
  beginningOffset: z.string(),
  endOffset: z.string(),
  /** The group's committed offset; absent when the group has none for this partition. */
  committedOffset: z.string().optional(),
  /** endOffset minus committedOffset (or minus beginningOffset when nothing is committed). */
  lag: z.number(),
});

/** One record as the API hands it out, with what the screen filters on pulled out of its CloudEvent. */
export const eventLogRecordSchema = z.object({
  partition: z.number(),
  offset: z.string(),
  key: z.object({ service: z.string(), id: z.string() }),
  /** The CloudEvent as read. */
  value: z.record(z.string(), z.unknown()),
  service: z.string(),
  type: z.string(),
  source: z.string(),
  id: z.string(),
  /** ISO time of the event ('' when the CloudEvent has none). */
  timestamp: z.string(),
  requestId: z.string(),
  /** Dialog / ASR session of the data ('' when none). */
  sessionId: z.string(),
  audioUrn: z.string().optional(),
  /** Vigil IDs the data carries (clientData x-vigil-*-id), for jumping to them. */
  gkEngagementId: z.string().optional(),
  gkSessionId: z.string().optional(),
  gkMediaSegmentId: z.string().optional(),
});

export const eventLogTailSchema = z.object({
  tailId: z.string(),
  /** The app ID of the profile's client: the only topic its token reaches. */
  topic: z.string(),
  group: z.string(),
  consumerName: z.string(),
  partitions: z.array(eventLogPartitionSchema),
});

export const eventLogRecordsEventSchema = z.object({
  tailId: z.string(),
  records: z.array(eventLogRecordSchema),
  /** Set when the tail stopped or a poll failed (it retries unless `stopped`). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  stopped: z.boolean().optional(),
});

export const eventlogChannels = {
  /** The profile's topic and the console's default consumer group, without creating anything. */
  'eventlog.info': {
    request: z.object({}).strict(),
    response: z.object({ topic: z.string(), defaultClientName: z.string(), baseUrl: z.string() }),
  },
  /**
   * Creates the console's consumer in the group, assigns it every partition (assignment, so it
   * never takes partitions from the group's own subscribers) and starts the live tail.
   */
  'eventlog.open': {
    request: z
      .object({
        clientName: clientName.optional(),
        groupNumber: z.number().int().min(0).max(99).default(1),
        /** Where reading starts when the group has nothing committed. */
        start: z.enum(['latest', 'earliest']).default('latest'),
      })
      .strict(),
    response: eventLogTailSchema,
  },
  /** Offsets and lag of the tail's group (also keeps the tail alive). */
  'eventlog.partitions': {
    request: z.object({ tailId }).strict(),
    response: z.object({ partitions: z.array(eventLogPartitionSchema) }),
  },
  /** Moves the tail's own reading position (never the group's committed offsets). */
  'eventlog.seek': {
    request: z.object({ tailId, to: z.enum(['beginning', 'end']) }).strict(),
    response: z.object({ partitions: z.array(eventLogPartitionSchema) }),
  },
  /** Commits the tail's positions as the group's offsets (admins): the group's consumers resume there. */
  'eventlog.commit': {
    audited: true,
    request: z.object({ tailId }).strict(),
    response: z.object({ partitions: z.array(eventLogPartitionSchema) }),
  },
  /** Stops the tail and deletes its consumer. */
  'eventlog.close': {
    request: z.object({ tailId }).strict(),
    response: z.object({ closed: z.boolean() }),
  },
  /** A logged utterance's audio (audio-file API), as a WAV the renderer plays from a blob URL. */
  'eventlog.audio': {
    request: z.object({ urn: z.string().trim().min(1).max(2000) }).strict(),
    response: z.object({ wavBase64: z.string(), sampleRate: z.number(), durationMs: z.number() }),
  },
} as const satisfies ChannelSchemas;

export type EventLogRecord = z.infer<typeof eventLogRecordSchema>;
export type EventLogPartition = z.infer<typeof eventLogPartitionSchema>;
