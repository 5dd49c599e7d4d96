// vigil.v1.MediaTranscripts/GetMediaSegmentTranscript: where the segment's transcription stands and
// the words stored so far, per channel. Redaction is applied again as the words are read, so a word
// inside a redacted interval never leaves the server with its text whatever was stored. Caller
// channels carry their turns with the intent and entities heard (issue 19); a turn holding a word
// redacted after it was interpreted is withheld until it is interpreted again.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import { mustGetSegment } from '../../audio/index.js';
import { segmentToRead, toDuration } from '../../audio/index.js';
import type { Db } from '../../db/types.js';
import { TRANSCRIPT_LANGUAGE } from '../task.js';
import { isRedacted } from '../transcribe.js';
import { getJob, listTranscripts, type TranscriptJobState } from '../transcripts.store.js';
import { listTurns, type TurnRow } from '../turns.store.js';
import { toTimestamp } from '../../rpc/wire-values.js';

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
    const [job, transcripts, interpreted] = await Promise.all([
      getJob(ctx.db, scopeId, id!),
      listTranscripts(ctx.db, scopeId, id!),
      listTurns(ctx.db, scopeId, id!),
    ]);
    const interp = job?.state === 'DONE' ? interpreted.interpretation : undefined;
    const parties = segmentToRead(row).call_parties ?? [];
    const wordsOf = new Map(transcripts.map((t) => [t.channel_index, t.words]));
    const hiddenNow = (channel: number, i: number): boolean => {
      const w = wordsOf.get(channel)?.[i];
      return !!w && isRedacted(row.redacted_intervals, channel, w.s, w.e);
    };
    // A word of the turn that had its text when stored and is redacted now.
    const anyHidden = (channel: number, u: TurnRow): boolean => {
      for (let i = u.first_word; i < u.end_word; i++)
        if (!wordsOf.get(channel)?.[i]?.r && hiddenNow(channel, i)) return true;
      return false;
    };
    return {
      // A segment stored without a job (none is known to exist) reads as waiting.
      transcript_status: STATUS[job?.state ?? 'PENDING'],
      failure_reason: job?.state === 'FAILED' ? (job.error ?? 'transcription failed') : '',
      media_length: toDuration(row.frame_count / row.sample_rate_hz),
      language: transcripts[0]?.language ?? TRANSCRIPT_LANGUAGE,
      interpretation: interp
        ? {
            model_urn: interp.nlu_model_urn ?? '',
            model_version: interp.nlu_model_version ?? 0,
            interpreted_at: toTimestamp(interp.nlu_interpreted_at) ?? null,
          }
        : null,
      channels: transcripts
        .filter((t) => channel === undefined || t.channel_index === channel)
        .map((t) => ({
          channel_index: t.channel_index,
          call_parties: parties.filter((p) => p.channel_index === t.channel_index),
          words: t.words.map((w, i) => {
            const hidden = w.r === true || hiddenNow(t.channel_index, i);
            return {
              text: hidden ? '' : (w.t ?? ''),
              start_offset: toDuration(w.s / 1000),
              end_offset: toDuration(w.e / 1000),
              confidence: hidden ? 0 : (w.c ?? 0),
              redacted: hidden,
            };
          }),
          turns: interp
            ? interpreted.turns
                .filter((u) => u.channel_index === t.channel_index)
                .map((u) => turnToWire(u, interp.redaction_changed && anyHidden(t.channel_index, u)))
            : [],
        })),
    };
  };

function turnToWire(u: TurnRow, withheld: boolean) {
  return {
    start_offset: toDuration(u.start_ms / 1000),
    end_offset: toDuration(u.end_ms / 1000),
    first_word_index: u.first_word,
    end_word_index: u.end_word,
    text: withheld ? '' : u.text,
    intent: withheld ? '' : (u.intent ?? ''),
    confidence: withheld ? 0 : u.confidence,
    entities: withheld
      ? []
      : u.entities.map((e) => ({
          name: e.n,
          start_index: e.s,
          end_index: e.e,
          value: e.v,
          literal: e.l,
          confidence: e.c,
        })),
    withheld,
  };
}
