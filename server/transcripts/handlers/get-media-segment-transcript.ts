// vigil.v1.MediaTranscripts/GetMediaSegmentTranscript: where the segment's transcription stands and
// the words stored so far, per channel. Redaction is applied again as the words are read, so a word
// inside a redacted interval never leaves the server with its text whatever was stored.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import { mustGetSegment } from '../../audio/deps.js';
import { segmentToRead, toDuration } from '../../audio/wire.js';
import type { Db } from '../../db/types.js';
import { TRANSCRIPT_LANGUAGE } from '../runner.js';
import { isRedacted } from '../transcribe.js';
import { getJob, listTranscripts, type TranscriptJobState } from '../transcripts.store.js';

const STATUS = {
  PENDING: 'TRANSCRIPT_STATUS_PENDING',
  RUNNING: 'TRANSCRIPT_STATUS_RUNNING',
  DONE: 'TRANSCRIPT_STATUS_DONE',
  FAILED: 'TRANSCRIPT_STATUS_FAILED',
} as const satisfies Record<TranscriptJobState, string>;

export const getMediaSegmentTranscript =
  (ctx: { db: Db }): RpcHandler<'mediaTranscripts', 'GetMediaSegmentTranscript'> =>
  async (req, call): Reply<'mediaTranscripts', 'GetMediaSegmentTranscript'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) v.missing('gk_media_segment_id');
    const channel = req.channel_selector?.channel?.value as number | undefined;
    v.throwIfAny();
    const { scopeId } = call.context;
    const row = await mustGetSegment(ctx.db, scopeId, id!);
    if (row.state !== 'ready' || !row.audio_sha256 || !row.sample_rate_hz || row.frame_count === null)
      throw failedPrecondition(`media segment ${id} has no audio yet: upload it first`);
    const channels = row.number_of_channels ?? 1;
    if (channel !== undefined && (channel < 1 || channel > channels)) {
      new Violations()
        .add('channel_selector.channel', `must be between 1 and ${channels}`, 'OUT_OF_RANGE', String(channel))
        .throwIfAny();
    }
    const [job, transcripts] = await Promise.all([getJob(ctx.db, scopeId, id!), listTranscripts(ctx.db, scopeId, id!)]);
    const parties = segmentToRead(row).call_parties ?? [];
    return {
      // A segment stored without a job (none is known to exist) reads as waiting.
      transcript_status: STATUS[job?.state ?? 'PENDING'],
      failure_reason: job?.state === 'FAILED' ? (job.error ?? 'transcription failed') : '',
      media_length: toDuration(row.frame_count / row.sample_rate_hz),
      language: transcripts[0]?.language ?? TRANSCRIPT_LANGUAGE,
      channels: transcripts
        .filter((t) => channel === undefined || t.channel_index === channel)
        .map((t) => ({
          channel_index: t.channel_index,
          call_parties: parties.filter((p) => p.channel_index === t.channel_index),
          words: t.words.map((w) => {
            const hidden = w.r === true || isRedacted(row.redacted_intervals, t.channel_index, w.s, w.e);
            return {
              text: hidden ? '' : (w.t ?? ''),
              start_offset: toDuration(w.s / 1000),
              end_offset: toDuration(w.e / 1000),
              confidence: hidden ? 0 : (w.c ?? 0),
              redacted: hidden,
            };
          }),
        })),
    };
  };
