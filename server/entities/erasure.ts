// DeletePersonalData as a task on the durable-job runner (server/jobs/): the request stores a
// PENDING job (person_erasure_jobs) and whichever server process claims it works through it in
// steps: the person's prints, their media segments (except fraud, legal-hold and the other kept
// cases, see erasure.store.ts), the custom data of their calls' engagements, their caller-ID
// validations, the personal fields of their sessions, then their own details.
// Each batch is one JobScope.commit: the deletions, the job's counts and step (its checkpoint) and
// the audit rows in one transaction with the lease, so a process killed mid-way loses at most an
// uncommitted batch and the next claim carries on from the step and what is left of it.
import type { AudioFileStore } from '../audio/index.js';
import type { Db, Queryable } from '../db/types.js';
import { JobRunner, type JobTask, type StepOutcome } from '../jobs/runner.js';
import type { JobOptions } from '../jobs/options.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import * as store from './erasure.store.js';
import { deleteOwnerPrints, type ErasureJobProgress } from './owners.store.js';

export const ERASURE_DEFAULTS: JobOptions = { leaseSeconds: 60, batchSize: 100, maxAttempts: 5, pollMs: 30_000 };

export type ErasureRunner = JobRunner<store.ErasureJobRow>;

export interface ErasureDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  files: AudioFileStore;
  /** Overrides of ERASURE_DEFAULTS (jobOptionsFromEnv's `erasure`). */
  options?: Partial<JobOptions>;
}

/** The runner of DeletePersonalData jobs; the server starts and stops it. */
export function erasureRunner(deps: ErasureDeps): ErasureRunner {
  const options = { ...ERASURE_DEFAULTS, ...deps.options };
  return new JobRunner({ ...deps, options, task: erasureTask(deps.clock, deps.files, options.batchSize) });
}

export function erasureTask(clock: Clock, files: AudioFileStore, batchSize: number): JobTask<store.ErasureJobRow> {
  const next = (s: store.ErasureStep) => store.ERASURE_STEPS[store.ERASURE_STEPS.indexOf(s) + 1] ?? 'done';
  /** One batch of the job's current step, in the commit's transaction. */
  const step = async (q: Queryable, job: store.ErasureJobRow, me: string): Promise<StepOutcome> => {
    const now = clock.now();
    const n = batchSize;
    const person = job.gk_person_id;
    /** Audits one row per item and moves on once a batch comes back short. */
    const items = async (ids: string[], action: string, progress: Omit<store.Progress, 'step' | 'now'> = {}) => {
      await store.audit(
        q,
        job,
        me,
        now,
        ids.map((id) => ({ action, itemId: id, count: 1 })),
      );
      await store.saveProgress(q, job.gk_job_id, {
        step: ids.length < n ? next(job.step) : job.step,
        now,
        ...progress,
      });
      return 'more' as const;
    };
    switch (job.step) {
      case 'prints': {
        const ids = await deleteOwnerPrints(q, person, n);
        return items(ids, 'print_deleted', { prints: ids.length });
      }
      case 'media': {
        const segs = await store.deletableSegments(q, job.scope_id, person, n);
        for (const s of segs) {
          await store.deleteSegment(q, s.gk_media_segment_id);
          if (s.audio_sha256) await files.releaseIfUnused(q, s.audio_sha256);
        }
        const entries: store.AuditEntry[] = segs.map((s) => ({
          action: 'segment_deleted',
          itemId: s.gk_media_segment_id,
          count: 1,
        }));
        let kept = 0;
        if (segs.length < n) {
          // Nothing deletable is left: record what stays, once, as the step ends.
          const keep = await store.keptSegments(q, job.scope_id, person);
          kept = keep.length;
          entries.push(
            ...keep.map((k) => ({ action: 'segment_kept', itemId: k.gk_media_segment_id, count: 1, note: k.reason })),
          );
        }
        await store.audit(q, job, me, now, entries);
        await store.saveProgress(q, job.gk_job_id, {
          step: segs.length < n ? next('media') : 'media',
          now,
          segmentsDeleted: segs.length,
          segmentsKept: kept,
        });
        return 'more';
      }
      case 'engagements':
        return items(await store.clearEngagements(q, job.scope_id, person, n, now), 'engagement_cleared');
      case 'callerid': {
        const cleared = await store.clearCallerIdValidations(q, job.scope_id, person, n);
        // Validations are keyed by the caller's reference ID (text): one row with the count.
        await store.audit(q, job, me, now, cleared ? [{ action: 'callerid_cleared', count: cleared }] : []);
        await store.saveProgress(q, job.gk_job_id, { step: cleared < n ? next('callerid') : 'callerid', now });
        return 'more';
      }
      case 'sessions': {
        const ids = await store.clearSessions(q, job.scope_id, person, n, now);
        return items(ids, 'session_cleared', { sessions: ids.length });
      }
      case 'details': {
        await store.clearPersonDetails(q, person, now);
        await store.audit(q, job, me, now, [{ action: 'details_cleared', itemId: person, count: 1 }]);
        await store.saveProgress(q, job.gk_job_id, { step: 'done', now });
        return 'more';
      }
      case 'done': {
        await store.audit(q, job, me, now, [
          { action: 'completed', note: 'prints', count: job.prints_deleted },
          { action: 'completed', note: 'segments_deleted', count: job.segments_deleted },
          { action: 'completed', note: 'segments_kept', count: job.segments_kept },
          { action: 'completed', note: 'sessions_cleared', count: job.sessions_cleared },
        ]);
        return 'done';
      }
    }
  };
  return {
    name: 'erasure',
    table: store.ERASURE_JOBS,
    async run(_job, scope) {
      let outcome = await scope.commit(async (q, job) => {
        const action = job.attempts > 1 ? 'resumed' : 'started';
        await store.audit(q, job, scope.workerId, clock.now(), [{ action, note: job.step }]);
        return 'more';
      });
      while (outcome === 'more' && !scope.signal.aborted)
        outcome = await scope.commit((q, job) => step(q, job, scope.workerId));
    },
    failure: () => 'the erasure stopped on an internal error; request it again to resume',
  };
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
