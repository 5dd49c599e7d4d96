// Transcription as a task on the durable-job runner (server/jobs/): storing a segment's audio
// queues one PENDING job (media_transcript_jobs) in the same transaction, and whichever server
// process claims it runs each channel of the stored audio through its own decoder pool (separate
// from live recognition's, so a backlog of uploads never delays a Recognize stream). Each channel's
// transcript is the job's checkpoint: committed in its own step while the job row still names this
// worker; a process killed mid-way loses at most the channel it was decoding, and the next claim
// carries on from the channels left. Nothing here runs inside the upload call.
//
// Caller turns (issue 19): once a segment's transcript is DONE, its caller channels are split into
// turns and each turn is interpreted with the scope's semantic model (turns.store.ts), in process
// with the same engine nuance.nlu.v1.Runtime/Interpret uses, and stored in one transaction. The same
// runner, when no job is claimable, picks up DONE segments whose turns are out of date: transcribed
// before any model was deployed for the scope, interpreted with an older deployment or another
// model, or redacted since. So deploying (or redeploying) a model interprets the scope's stored
// calls within a poll or two.
import type { DecoderPool } from '../asr/index.js';
import { getSegmentById, readWav, type AudioFileStore } from '../audio/index.js';
import type { Db } from '../db/types.js';
import { backgroundDb } from '../db/priority.js';
import { JobRunner, type JobScope, type JobTask } from '../jobs/runner.js';
import type { JobOptions } from '../jobs/options.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { ModelCache } from '../nlu/index.js';
import { callerChannels, interpretTurn, splitTurns } from './turns.js';
import * as turnStore from './turns.store.js';
import { decodeChannel, isRedacted, toStoredWords } from './transcribe.js';
import * as store from './transcripts.store.js';

/** The only language the engine has a model for. */
export const TRANSCRIPT_LANGUAGE = 'en-US';

export const TRANSCRIPT_DEFAULTS: JobOptions = { leaseSeconds: 60, maxAttempts: 3, pollMs: 2000, batchSize: 1 };

export type TranscriptRunner = JobRunner<store.TranscriptJobRow>;

export interface TranscriptDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  files: AudioFileStore;
  /** Decoders for transcription; absent when the speech engine is not installed (jobs then wait). */
  pool: DecoderPool | undefined;
  /** Overrides of TRANSCRIPT_DEFAULTS (jobOptionsFromEnv's `transcripts`). */
  options?: Partial<JobOptions>;
  /** Deployed semantic models (the Interpret RPC's cache); one of its own when absent. */
  models?: ModelCache;
}

/**
 * The runner of transcript jobs. Started only where there is a decoder pool: without one, jobs are
 * still queued with the audio and wait for a process that has the engine.
 */
export function transcriptRunner(deps: TranscriptDeps): TranscriptRunner {
  return new JobRunner({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    options: { ...TRANSCRIPT_DEFAULTS, ...deps.options },
    // The task's own reads and its interpretation are background work too (server/db/priority.ts).
    task: new TranscriptTask({ ...deps, db: backgroundDb(deps.db) }),
  });
}

class TranscriptTask implements JobTask<store.TranscriptJobRow> {
  readonly name = 'transcripts';
  readonly table = store.TRANSCRIPT_JOBS;
  private readonly models: ModelCache;
  /** Segments whose interpretation threw in this process: not tried again until it restarts. */
  private readonly uninterpretable = new Set<string>();

  constructor(private readonly deps: TranscriptDeps) {
    this.models = deps.models ?? new ModelCache(deps.db);
  }

  async run(job: store.TranscriptJobRow, scope: JobScope<store.TranscriptJobRow>): Promise<void> {
    const { db, clock, log } = this.deps;
    const id = job.gk_media_segment_id;
    this.uninterpretable.delete(id); // transcribed afresh: its turns get another chance
    const segment = await getSegmentById(db, id);
    if (!segment) return; // deleted: its job went with it
    if (!segment.audio_sha256 || !segment.sample_rate_hz) {
      await scope.commit(async () => ({ failed: 'the media segment has no audio' }));
      return;
    }
    const { pcm } = readWav(await this.deps.files.read(segment.audio_sha256));
    const done = await store.doneChannels(db, id);
    log.info('transcribing media segment', { id, channels: pcm.channels.length, resumed: done.size > 0 });
    for (const [i, samples] of pcm.channels.entries()) {
      const channel = i + 1;
      if (done.has(channel)) continue;
      const words = await decodeChannel(this.deps.pool!, samples, pcm.sampleRate, scope.signal);
      const stored = toStoredWords(words, channel, segment.redacted_intervals);
      const kept = await scope.commit(async (q) => {
        await store.putTranscript(q, {
          segmentId: id,
          scopeId: job.scope_id,
          channel,
          language: TRANSCRIPT_LANGUAGE,
          words: stored,
          now: clock.now(),
        });
        return 'more';
      });
      if (kept === 'lost') return; // taken over, or the segment was deleted
    }
    if ((await scope.commit(async () => 'done')) !== 'done') return;
    log.info('transcribed media segment', { id });
    await this.interpretNext(id);
  }

  failure(err: unknown): string {
    return `the speech engine failed: ${err instanceof Error ? err.message : String(err)}`;
  }

  whenIdle(): Promise<boolean> {
    return this.interpretNext();
  }

  /**
   * Interprets the caller turns of one DONE segment whose turns are out of date (`only`: that
   * segment, if so); false when there was none, or when another process holds it. A failure is
   * logged and the segment left alone by this process until it restarts or the segment is
   * transcribed again, so one bad transcript never stalls the queue.
   */
  private async interpretNext(only?: string): Promise<boolean> {
    const { db, clock, log } = this.deps;
    const c = await turnStore.nextToInterpret(db, {
      ...(only ? { only } : {}),
      skip: [...this.uninterpretable],
    });
    if (!c) return false;
    const id = c.gk_media_segment_id;
    try {
      const model = await this.models.get(c.app_id, c.urn);
      if (!model) return false; // removed between the two reads: the next poll looks again
      const count = await db.tx(async (q) => {
        if (!(await turnStore.lockDoneJob(q, id))) return undefined;
        const segment = await getSegmentById(q, id);
        if (!segment) return undefined;
        const transcripts = await store.listTranscripts(q, c.scope_id, id);
        const callers = new Set(callerChannels(segment.call_parties, segment.number_of_channels ?? 1));
        const turns: turnStore.StoredTurn[] = [];
        for (const t of transcripts) {
          if (!callers.has(t.channel_index)) continue;
          // Redaction as it is now: an interval added after the transcript was stored counts too.
          const words = t.words.map((w) =>
            w.r || isRedacted(segment.redacted_intervals, t.channel_index, w.s, w.e)
              ? { s: w.s, e: w.e, r: true as const }
              : w,
          );
          for (const turn of splitTurns(words)) turns.push({ channel: t.channel_index, ...interpretTurn(model, turn) });
        }
        await turnStore.putTurns(q, { segmentId: id, scopeId: c.scope_id, model: c, turns, now: clock.now() });
        return turns.length;
      });
      // Held by another process (or queued again meanwhile): this round ends; the next poll looks
      // again, by when the other process has written the turns.
      if (count === undefined) return false;
      log.info('interpreted caller turns', { id, turns: count, model: c.urn });
    } catch (err) {
      log.warn('interpreting caller turns failed', { id, err: String(err) });
      this.uninterpretable.add(id);
    }
    return true;
  }
}
