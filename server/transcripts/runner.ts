// Transcription as a durable background job (media_transcript_jobs): storing a segment's audio
// queues one PENDING job in the same transaction, and whichever server process claims it runs each
// channel of the stored audio through its own decoder pool (separate from live recognition's, so a
// backlog of uploads never delays a Recognize stream). Each channel's transcript is written in its
// own transaction while the job row still names this worker, and the lease is renewed while a
// channel decodes; a process killed mid-way loses at most the channel it was decoding, and when its
// lease runs out another process (or this one restarted) claims the job and carries on from the
// channels left. Nothing here runs inside the upload call.
//
// Caller turns (issue 19): once a segment's transcript is DONE, its caller channels are split into
// turns and each turn is interpreted with the scope's semantic model (turns.store.ts), in process
// with the same engine nuance.nlu.v1.Runtime/Interpret uses, and stored in one transaction. The same
// loop also picks up DONE segments whose turns are out of date: transcribed before any model was
// deployed for the scope, interpreted with an older deployment or another model, or redacted since.
// So deploying (or redeploying) a model interprets the scope's stored calls within a poll or two.
import { randomUUID } from 'node:crypto';
import type { DecoderPool } from '../asr/engine/decoder.js';
import type { AudioFileStore } from '../audio/audio-files.store.js';
import { readWav } from '../audio/codecs/wav.js';
import { getSegmentById } from '../audio/media.store.js';
import type { Db } from '../db/types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { ModelCache } from '../nlu/store.js';
import { callerChannels, interpretTurn, splitTurns } from './turns.js';
import * as turnStore from './turns.store.js';
import { decodeChannel, isRedacted, toStoredWords } from './transcribe.js';
import * as store from './transcripts.store.js';

/** The only language the engine has a model for. */
export const TRANSCRIPT_LANGUAGE = 'en-US';

export interface TranscriptOptions {
  /** A RUNNING job whose heartbeat is older than this has lost its worker and is taken over. */
  leaseSeconds: number;
  /** Runs of one job (its first and take-overs) before it is FAILED. */
  maxAttempts: number;
  /** How often the queue is looked at for new and abandoned jobs, at most. */
  pollMs: number;
}

export const DEFAULT_TRANSCRIPT_OPTIONS: TranscriptOptions = { leaseSeconds: 60, maxAttempts: 3, pollMs: 2000 };

/** VIGIL_TRANSCRIPT_LEASE_SECONDS overrides the lease. */
export function transcriptOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<TranscriptOptions> {
  const raw = env.VIGIL_TRANSCRIPT_LEASE_SECONDS;
  if (raw === undefined || raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`VIGIL_TRANSCRIPT_LEASE_SECONDS must be a whole number ≥ 1 (got "${raw}")`);
  return { leaseSeconds: n };
}

export interface TranscriptDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  files: AudioFileStore;
  /** Decoders for transcription; absent when the speech engine is not installed (jobs then wait). */
  pool: DecoderPool | undefined;
  options?: Partial<TranscriptOptions>;
  /** Deployed semantic models (the Interpret RPC's cache); one of its own when absent. */
  models?: ModelCache;
}

export class TranscriptRunner {
  readonly workerId = `transcripts-${randomUUID()}`;
  private readonly opts: TranscriptOptions;
  private loop: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  /** Aborted by stop(): every job's own signal follows it, including one claimed while stopping. */
  private readonly stopped = new AbortController();
  private readonly models: ModelCache;
  /** Segments whose interpretation threw in this process: not tried again until it restarts. */
  private readonly uninterpretable = new Set<string>();

  constructor(private readonly deps: TranscriptDeps) {
    this.opts = { ...DEFAULT_TRANSCRIPT_OPTIONS, ...deps.options };
    this.models = deps.models ?? new ModelCache(deps.db);
  }

  get enabled(): boolean {
    return !!this.deps.pool;
  }

  /** Looks for PENDING jobs and lost leases every pollMs (and at least twice per lease). */
  start(): void {
    if (!this.deps.pool) {
      this.deps.log.info('media segments are not transcribed by this process (no speech engine, or turned off)');
      return;
    }
    const ms = Math.max(200, Math.min(this.opts.pollMs, (this.opts.leaseSeconds * 1000) / 2));
    this.timer = setInterval(() => this.kick(), ms);
    this.timer.unref();
    this.kick();
  }

  /** Stops at once (the decoder in use is killed); the unfinished job goes back to PENDING, not counted. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.stopped.abort();
    await this.loop;
    await this.deps.db
      .tx((q) => store.handBack(q, this.workerId))
      .catch((err: unknown) => this.deps.log.warn('could not hand back transcript jobs', { err: String(err) }));
  }

  /** Works through claimable jobs in the background (a no-op while already doing so, apart from looking again). */
  kick(): void {
    if (this.stopping || !this.deps.pool) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.drain()
      .catch((err: unknown) => this.deps.log.warn('transcript run failed', { err: String(err) }))
      .finally(() => {
        this.loop = undefined;
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no job is being worked on by this process (tests). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  private async drain(): Promise<void> {
    const { db, clock } = this.deps;
    while (!this.stopping) {
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - this.opts.leaseSeconds * 1000);
      await db.tx((q) => store.failExhausted(q, staleBefore, this.opts.maxAttempts, now));
      const job = await db.tx((q) =>
        store.claimJob(q, { workerId: this.workerId, now, staleBefore, maxAttempts: this.opts.maxAttempts }),
      );
      if (job) await this.run(job);
      else if (!(await this.interpretNext())) return;
    }
  }

  private async run(job: store.TranscriptJobRow): Promise<void> {
    const { db, clock, log } = this.deps;
    const id = job.gk_media_segment_id;
    this.uninterpretable.delete(id); // transcribed afresh: its turns get another chance
    const abort = new AbortController();
    const stopJob = () => abort.abort();
    if (this.stopped.signal.aborted) abort.abort();
    else this.stopped.signal.addEventListener('abort', stopJob, { once: true });
    // Renews the lease while a channel decodes; a job taken over (or deleted) stops the decoder.
    const beat = setInterval(
      () => {
        void db
          .tx((q) => store.heartbeat(q, id, this.workerId, clock.now()))
          .then((mine) => {
            if (!mine) abort.abort();
          })
          .catch((err: unknown) => log.warn('transcript heartbeat failed', { id, err: String(err) }));
      },
      Math.max(100, (this.opts.leaseSeconds * 1000) / 3),
    );
    try {
      const segment = await getSegmentById(db, id);
      if (!segment) return; // deleted: its job went with it
      if (!segment.audio_sha256 || !segment.sample_rate_hz) {
        await this.finish(id, 'FAILED', 'the media segment has no audio');
        return;
      }
      const { pcm } = readWav(await this.deps.files.read(segment.audio_sha256));
      const done = await store.doneChannels(db, id);
      log.info('transcribing media segment', { id, channels: pcm.channels.length, resumed: done.size > 0 });
      for (const [i, samples] of pcm.channels.entries()) {
        const channel = i + 1;
        if (done.has(channel)) continue;
        const words = await decodeChannel(this.deps.pool!, samples, pcm.sampleRate, abort.signal);
        const stored = toStoredWords(words, channel, segment.redacted_intervals);
        const kept = await db.tx(async (q) => {
          if (!(await store.lockOwnJob(q, id, this.workerId))) return false;
          await store.putTranscript(q, {
            segmentId: id,
            scopeId: job.scope_id,
            channel,
            language: TRANSCRIPT_LANGUAGE,
            words: stored,
            now: clock.now(),
          });
          await store.heartbeat(q, id, this.workerId, clock.now());
          return true;
        });
        if (!kept) return; // taken over, or the segment was deleted
      }
      await this.finish(id, 'DONE');
      log.info('transcribed media segment', { id });
      await this.interpretNext(id);
    } catch (err) {
      if (abort.signal.aborted) return; // stopping, or no longer ours: nothing to record
      log.warn('transcription failed', { id, err: String(err) });
      await this.finish(id, 'FAILED', `the speech engine failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      clearInterval(beat);
      this.stopped.signal.removeEventListener('abort', stopJob);
    }
  }

  private async finish(id: string, state: 'DONE' | 'FAILED', error?: string): Promise<void> {
    await this.deps.db.tx(async (q) => {
      if (await store.lockOwnJob(q, id, this.workerId))
        await store.finishJob(q, id, { state, now: this.deps.clock.now(), ...(error ? { error } : {}) });
    });
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
