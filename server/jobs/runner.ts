// The one durable-job runner. A task (transcribing a segment, erasing a person, writing a status
// report) keeps its jobs in its own table (jobs.store.ts); whichever server process claims a job
// runs it, holding a lease it renews by heartbeat. The task works in steps: each step's work, its
// checkpoint and its audit rows are committed in one transaction (JobScope.commit) while the row
// still names this worker, and the same transaction renews the lease or finishes the job. So a
// process killed mid-way loses at most the step it was in; once its lease runs out another process
// (or this one restarted) claims the job, one more attempt, and the task resumes from the
// checkpoint in the row it is given, never from the beginning. A job whose workers stopped
// maxAttempts times is FAILED. A graceful stop hands unfinished jobs back at once, the attempt not
// counted. kick() wakes this process's runner (a job was just queued here); the poll timer finds
// jobs queued by other instances and leases that ran out.
//
// Jobs are background work: nobody waits on them call by call. The runner's claims, steps,
// heartbeats and hand-backs go through the database's background view (server/db/priority.ts),
// and a task is given that view for its own reads (transcriptRunner does), so each statement or
// step transaction takes the connection only when no client's call is waiting for it, and a call
// waits behind one step at most. poll(), which a reader calls, stays in the reader's class.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';
import { backgroundDb } from '../db/priority.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import * as store from './jobs.store.js';
import type { JobTable, LeaseColumns } from './jobs.store.js';
import type { JobOptions } from './options.js';

/** What a step leaves: more to do, the job done, or the job failed (with why, as the job's row says it). */
export type StepOutcome = 'more' | 'done' | { failed: string };

/** What a task's run sees of the runner while it works on one job. */
export interface JobScope<Row> {
  readonly workerId: string;
  /** Aborted when this process stops or the job is no longer its own (its lease lost): end the run. */
  readonly signal: AbortSignal;
  /**
   * Runs `fn` in one transaction with the job's row locked and still this worker's, and in the
   * same transaction renews the lease ('more') or finishes the job as `fn` says. 'lost' (and `fn`
   * not run) when the job was taken over, finished or deleted meanwhile.
   */
  commit(fn: (q: Queryable, job: Row) => Promise<StepOutcome>): Promise<StepOutcome | 'lost'>;
}

export interface JobTask<Row extends LeaseColumns> {
  /** Names the worker and the log lines ("transcripts", "erasure", "status-job"). */
  readonly name: string;
  readonly table: JobTable;
  /**
   * Works on one claimed job, from the checkpoint in `job` (a take-over or hand-back gives the
   * row as the last commit left it), committing each step through `scope.commit`.
   */
  run(job: Row, scope: JobScope<Row>): Promise<void>;
  /** The job's error when `run` throws (default: the error's message). */
  failure?(err: unknown): string;
  /** Other work for when no job is claimable; true when it did some (it is then asked again). */
  whenIdle?(): Promise<boolean>;
}

export interface JobRunnerDeps<Row extends LeaseColumns> {
  db: Db;
  clock: Clock;
  log: Logger;
  task: JobTask<Row>;
  options: JobOptions;
}

// Where the database is one process's alone (PGlite), the workers started on it in this process:
// a RUNNING job of any other worker lost its process, and is taken over without waiting.
const liveOn = new WeakMap<Db, Set<string>>();

export class JobRunner<Row extends LeaseColumns> {
  readonly workerId: string;
  readonly options: JobOptions;
  private loop: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private stoppedAll: Promise<void> | undefined;
  /** Aborted by stop(): every job's own signal follows it. */
  private readonly stopped = new AbortController();
  /** The database's background view: what the runner does itself for its jobs. */
  private readonly bg: Db;

  constructor(private readonly deps: JobRunnerDeps<Row>) {
    this.workerId = `${deps.task.name}-${randomUUID()}`;
    this.options = deps.options;
    this.bg = backgroundDb(deps.db);
  }

  /** Claims jobs from now on: at once, on kick(), and every pollMs (at least twice per lease). */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    const { db } = this.deps;
    if (db.kind === 'pglite') {
      const live = liveOn.get(db) ?? new Set<string>();
      live.add(this.workerId);
      liveOn.set(db, live);
    }
    const ms = Math.max(50, Math.min(this.options.pollMs, (this.options.leaseSeconds * 1000) / 2));
    this.timer = setInterval(() => this.kick(), ms);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops claiming and aborts the job in progress (a step being committed finishes first); the
   * unfinished job goes back to PENDING with its checkpoint, the attempt not counted.
   */
  stop(): Promise<void> {
    this.stoppedAll ??= this.halt();
    return this.stoppedAll;
  }

  private async halt(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.stopped.abort();
    await this.loop;
    if (this.started)
      await this.bg
        .tx((q) => store.handBack(q, this.deps.task.table, this.workerId))
        .catch((err: unknown) =>
          this.deps.log.warn('could not hand jobs back', { task: this.deps.task.name, err: String(err) }),
        );
    liveOn.get(this.deps.db)?.delete(this.workerId);
  }

  /** Works through claimable jobs in the background (while already doing so: looks again after). */
  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.drain()
      .catch((err: unknown) => this.deps.log.warn('job run failed', { task: this.deps.task.name, err: String(err) }))
      .finally(() => {
        this.loop = undefined;
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Fails lost jobs that are out of attempts now, then looks for work (a reader found a stale job). */
  async poll(): Promise<void> {
    await this.deps.db.tx((q) => store.failExhausted(q, this.deps.task.table, this.lost()));
    this.kick();
  }

  /** True while this process works through jobs (or its idle-time work); /healthz shows it. */
  get busy(): boolean {
    return this.loop !== undefined;
  }

  /** Resolves when this process works on no job (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** The lease cut-off as of now: a RUNNING job last heard of before it has lost its worker. */
  staleBefore(now = this.deps.clock.now()): Date {
    return new Date(now.getTime() - this.options.leaseSeconds * 1000);
  }

  private lost(): store.Lost {
    const now = this.deps.clock.now();
    const live = this.deps.db.kind === 'pglite' ? liveOn.get(this.deps.db) : undefined;
    return {
      now,
      staleBefore: this.staleBefore(now),
      maxAttempts: this.options.maxAttempts,
      liveWorkers: live ? [...live] : undefined,
    };
  }

  private async drain(): Promise<void> {
    const { task } = this.deps;
    const db = this.bg;
    while (!this.stopping) {
      const l = this.lost();
      await db.tx((q) => store.failExhausted(q, task.table, l));
      const job = await db.tx((q) => store.claim<Row>(q, task.table, this.workerId, l));
      if (job) await this.run(job);
      else if (!task.whenIdle || !(await task.whenIdle())) return;
    }
  }

  private async run(job: Row): Promise<void> {
    const { clock, log, task } = this.deps;
    const db = this.bg;
    const { table } = task;
    const id = (job as unknown as Record<string, string>)[table.key] as string;
    const abort = new AbortController();
    const stopJob = () => abort.abort();
    if (this.stopped.signal.aborted) abort.abort();
    else this.stopped.signal.addEventListener('abort', stopJob, { once: true });
    // Renews the lease while a step works; a job taken over (or deleted) is aborted here.
    const beat = setInterval(
      () => {
        void db
          .tx((q) => store.heartbeat(q, table, id, this.workerId, clock.now()))
          .then((mine) => {
            if (!mine) abort.abort();
          })
          .catch((err: unknown) => log.warn('job heartbeat failed', { task: task.name, id, err: String(err) }));
      },
      Math.max(50, (this.options.leaseSeconds * 1000) / 3),
    );
    const scope: JobScope<Row> = {
      workerId: this.workerId,
      signal: abort.signal,
      commit: (fn) =>
        db.tx(async (q) => {
          const row = await store.lockOwn<Row>(q, table, id, this.workerId);
          if (!row) return 'lost' as const;
          const outcome = await fn(q, row);
          const now = clock.now();
          if (outcome === 'more') await store.heartbeat(q, table, id, this.workerId, now);
          else
            await store.finish(q, table, id, {
              done: outcome === 'done',
              now,
              error: outcome === 'done' ? undefined : outcome.failed,
            });
          return outcome;
        }),
    };
    try {
      if (job.attempts > 1) log.info('job taken over', { task: task.name, id, attempt: job.attempts });
      await task.run(job, scope);
    } catch (err) {
      if (abort.signal.aborted) return; // stopping, or no longer ours: nothing to record
      log.warn('job failed', { task: task.name, id, err: String((err as Error)?.stack ?? err) });
      const error = task.failure ? task.failure(err) : String((err as Error)?.message ?? err);
      await db
        .tx(async (q) => {
          if (await store.lockOwn(q, table, id, this.workerId))
            await store.finish(q, table, id, { done: false, now: clock.now(), error });
        })
        .catch((e: unknown) => log.warn('could not record a failed job', { task: task.name, id, err: String(e) }));
    } finally {
      clearInterval(beat);
      this.stopped.signal.removeEventListener('abort', stopJob);
    }
  }
}
