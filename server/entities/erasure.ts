// DeletePersonalData runs as a durable job (person_erasure_jobs): the request stores it PENDING and
// whichever server process claims it works through it in steps: the person's prints, their media
// segments (except fraud, legal-hold and the other kept cases, see erasure.store.ts), the personal
// fields of their sessions, then their own details. Each batch is one transaction that deletes,
// counts, writes the audit trail and renews the job's heartbeat together, while the row still
// names this worker, so a process killed mid-way loses at most an uncommitted batch; when its
// lease runs out another process (or this one restarted) claims the job with FOR UPDATE SKIP
// LOCKED and carries on from what is left.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { AudioFileStore } from '../audio/audio-files.store.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import * as store from './erasure.store.js';
import { deleteOwnerPrints, type ErasureJobProgress } from './owners.store.js';

export interface ErasureOptions {
  /** A RUNNING job whose heartbeat is older than this has lost its worker and is taken over. */
  leaseSeconds: number;
  /** Items (prints, segments, sessions) per transaction. */
  batchSize: number;
  /** Runs of one job (its first and take-overs) before it is FAILED. */
  maxAttempts: number;
}

export const DEFAULT_ERASURE_OPTIONS: ErasureOptions = { leaseSeconds: 60, batchSize: 100, maxAttempts: 5 };

/** VIGIL_ERASURE_LEASE_SECONDS and VIGIL_ERASURE_BATCH_SIZE override the defaults. */
export function erasureOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ErasureOptions> {
  const out: Partial<ErasureOptions> = {};
  const num = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1 (got "${raw}")`);
    return n;
  };
  const lease = num('VIGIL_ERASURE_LEASE_SECONDS');
  const batch = num('VIGIL_ERASURE_BATCH_SIZE');
  if (lease !== undefined) out.leaseSeconds = lease;
  if (batch !== undefined) out.batchSize = batch;
  return out;
}

export interface ErasureDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  files: AudioFileStore;
  options?: Partial<ErasureOptions>;
}

export class ErasureRunner {
  readonly workerId = `erasure-${randomUUID()}`;
  private readonly opts: ErasureOptions;
  private loop: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: ErasureDeps) {
    this.opts = { ...DEFAULT_ERASURE_OPTIONS, ...deps.options };
  }

  /** Sweeps for PENDING jobs and lost leases at least twice per lease. */
  start(): void {
    const ms = Math.max(200, (this.opts.leaseSeconds * 1000) / 2);
    this.timer = setInterval(() => this.kick(), ms);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops claiming; resolves when the batch in progress has committed. A job left unfinished goes
   * back to PENDING (not counted as an attempt), so the next process (or this one restarted) resumes it without waiting for the lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.loop;
    await this.deps.db
      .query(
        `UPDATE person_erasure_jobs SET state = 'PENDING', worker_id = NULL, attempts = GREATEST(attempts - 1, 0) WHERE worker_id = $1 AND state = 'RUNNING'`,
        [this.workerId],
      )
      .catch((err: unknown) => this.deps.log.warn('could not hand back erasure jobs', { err: String(err) }));
  }

  /** Works through claimable jobs in the background (a no-op while already doing so, apart from looking again). */
  kick(): void {
    if (this.stopping) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.drain()
      .catch((err: unknown) => this.deps.log.warn('erasure run failed', { err: String(err) }))
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
      if (!job) return;
      await db.tx((q) =>
        store.audit(q, job, this.workerId, now, [{ action: job.attempts > 1 ? 'resumed' : 'started', note: job.step }]),
      );
      await this.run(job.gk_job_id);
    }
  }

  /** Batches until the job is done, taken over, or this runner stops. */
  private async run(jobId: string): Promise<void> {
    for (;;) {
      if (this.stopping) return;
      let more: boolean;
      try {
        more = await this.deps.db.tx((q) => this.step(q, jobId));
      } catch (err) {
        this.deps.log.warn('erasure batch failed', { jobId, err: String(err) });
        await this.deps.db.tx(async (q) => {
          if (await store.lockOwnJob(q, jobId, this.workerId))
            await store.saveProgress(q, jobId, {
              step: 'done',
              now: this.deps.clock.now(),
              state: 'FAILED',
              error: 'the erasure stopped on an internal error; request it again to resume',
            });
        });
        return;
      }
      if (!more) return;
    }
  }

  /** One batch of the job's current step, in the caller's transaction; false when nothing is left to do. */
  private async step(q: Parameters<Parameters<Db['tx']>[0]>[0], jobId: string): Promise<boolean> {
    const job = await store.lockOwnJob(q, jobId, this.workerId);
    if (!job) return false; // taken over (this process was presumed dead) or finished
    const now = this.deps.clock.now();
    const n = this.opts.batchSize;
    const me = this.workerId;
    const next = (s: store.ErasureStep) => store.ERASURE_STEPS[store.ERASURE_STEPS.indexOf(s) + 1] ?? 'done';
    switch (job.step) {
      case 'prints': {
        const ids = await deleteOwnerPrints(q, job.gk_person_id, n);
        await store.audit(
          q,
          job,
          me,
          now,
          ids.map((id) => ({ action: 'print_deleted', itemId: id, count: 1 })),
        );
        await store.saveProgress(q, jobId, {
          step: ids.length < n ? next('prints') : 'prints',
          now,
          prints: ids.length,
        });
        return true;
      }
      case 'media': {
        const segs = await store.deletableSegments(q, job.scope_id, job.gk_person_id, n);
        for (const s of segs) {
          await q.query('DELETE FROM media_segments WHERE gk_media_segment_id = $1', [s.gk_media_segment_id]);
          if (s.audio_sha256) await this.deps.files.releaseIfUnused(q, s.audio_sha256);
        }
        const entries: store.AuditEntry[] = segs.map((s) => ({
          action: 'segment_deleted',
          itemId: s.gk_media_segment_id,
          count: 1,
        }));
        let kept = 0;
        if (segs.length < n) {
          // Nothing deletable is left: record what stays, once, as the step ends.
          const keep = await store.keptSegments(q, job.scope_id, job.gk_person_id);
          kept = keep.length;
          entries.push(
            ...keep.map((k) => ({ action: 'segment_kept', itemId: k.gk_media_segment_id, count: 1, note: k.reason })),
          );
        }
        await store.audit(q, job, me, now, entries);
        await store.saveProgress(q, jobId, {
          step: segs.length < n ? next('media') : 'media',
          now,
          segmentsDeleted: segs.length,
          segmentsKept: kept,
        });
        return true;
      }
      case 'sessions': {
        const ids = await store.clearSessions(q, job.scope_id, job.gk_person_id, n, now);
        await store.audit(
          q,
          job,
          me,
          now,
          ids.map((id) => ({ action: 'session_cleared', itemId: id, count: 1 })),
        );
        await store.saveProgress(q, jobId, {
          step: ids.length < n ? next('sessions') : 'sessions',
          now,
          sessions: ids.length,
        });
        return true;
      }
      case 'details': {
        await store.clearPersonDetails(q, job.gk_person_id, now);
        await store.audit(q, job, me, now, [{ action: 'details_cleared', itemId: job.gk_person_id, count: 1 }]);
        await store.saveProgress(q, jobId, { step: 'done', now });
        return true;
      }
      case 'done': {
        await store.audit(q, job, me, now, [
          { action: 'completed', note: 'prints', count: job.prints_deleted },
          { action: 'completed', note: 'segments_deleted', count: job.segments_deleted },
          { action: 'completed', note: 'segments_kept', count: job.segments_kept },
          { action: 'completed', note: 'sessions_cleared', count: job.sessions_cleared },
        ]);
        await store.saveProgress(q, jobId, { step: 'done', now, state: 'COMPLETED' });
        return false;
      }
    }
  }
}

/** The erasure's progress as the person's details show it (custom_data keys under "vigil.erasure."). */
export function erasureProgress(job: ErasureJobProgress | undefined): Record<string, string> {
  if (!job) return {};
  const p = 'vigil.erasure.';
  return {
    [`${p}job_id`]: job.gk_job_id,
    [`${p}state`]: job.state,
    [`${p}step`]: job.step,
    [`${p}requested_at`]: job.requested_at.toISOString(),
    ...(job.completed_at ? { [`${p}completed_at`]: job.completed_at.toISOString() } : {}),
    [`${p}prints_deleted`]: String(job.prints_deleted),
    [`${p}segments_deleted`]: String(job.segments_deleted),
    [`${p}segments_kept`]: String(job.segments_kept),
    [`${p}sessions_cleared`]: String(job.sessions_cleared),
    ...(job.error ? { [`${p}error`]: job.error } : {}),
  };
}
