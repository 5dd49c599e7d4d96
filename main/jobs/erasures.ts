// Erasures this console started: DeletePersonalData runs on the server, which reports its progress
// in the person's record. Once the user asks for one here, main follows it itself: it reads the
// person back through the profile that asked (pollUntil, the loop status reports use too) and
// sends each reading out as a job.progress event keyed by the person's gk ID, until the server says
// the erasure ended, whichever screen the user is on. Reads of that person by the People screen
// count too (whichever sees the end first reports it, once). Following stops when the console
// switches to another connection, when the server answers with an error that retrying will not
// mend, and when main closes. Erasures merely read back are not the user's jobs.
import type { EventOf } from '../../shared/ipc/contract.js';
import type { Person } from '../../shared/ipc/channels/people.js';
import { IpcFailure } from '../errors.js';
import type { MainContext } from '../ipc/define-channel.js';
import { pollUntil } from './poll.js';

export const ERASURE_JOB_KIND = 'people.erasure';

const ENDED: Record<string, 'done' | 'failed'> = { COMPLETED: 'done', FAILED: 'failed' };

/** Reads the person back from the server (their record carries the erasure's progress). */
export type ReadPerson = (signal: AbortSignal) => Promise<Person>;

export interface ErasureJobsOptions {
  emit(payload: EventOf<'job.progress'>): void;
  /** Wait before poll number `n` (0-based); the shared backoff by default. */
  pollDelayMs?(n: number): number;
}

interface Followed {
  /** The connection profile the erasure was asked through. */
  profileId: string;
  abort: AbortController;
}

export class ErasureJobs {
  private readonly ours = new Map<string, Followed>();

  constructor(private readonly opts: ErasureJobsOptions) {}

  /** The server accepted the person's erasure, asked through `profileId`: follow it as the user's job. */
  started(gkPersonId: string, profileId: string, read: ReadPerson): void {
    this.ours.get(gkPersonId)?.abort.abort(new Error('asked again'));
    const job: Followed = { profileId, abort: new AbortController() };
    this.ours.set(gkPersonId, job);
    this.opts.emit({
      jobId: gkPersonId,
      kind: ERASURE_JOB_KIND,
      state: 'running',
      done: 0,
      message: 'Erasure requested',
    });
    void this.follow(gkPersonId, job, read);
  }

  /** A person read back from the server: their erasure's progress, if this console follows it. */
  seen(person: Person): void {
    const e = person.erasure;
    const job = this.ours.get(person.gkPersonId);
    if (!e || !job) return;
    const state = ENDED[e.state] ?? 'running';
    if (state !== 'running') this.forget(person.gkPersonId, job);
    const who = person.personId || person.gkPersonId;
    this.opts.emit({
      jobId: person.gkPersonId,
      kind: ERASURE_JOB_KIND,
      state,
      done: e.segmentsDeleted,
      message:
        state === 'done'
          ? `Personal data of ${who} erased`
          : state === 'failed'
            ? `Erasure of ${who} failed${e.error ? `: ${e.error}` : ''}`
            : `Erasing ${who}${e.step ? ` (${e.step})` : ''}`,
    });
  }

  /**
   * The console now works through `currentId`: erasures asked through another connection are no
   * longer followed (their progress clears without a notification; the server carries on).
   */
  connectionChanged(currentId: string): void {
    for (const [id, job] of [...this.ours])
      if (job.profileId !== currentId) this.giveUp(id, job, 'the console switched to another connection');
  }

  /** Stops following every erasure (main is closing). */
  close(): void {
    for (const [id, job] of [...this.ours]) this.forget(id, job);
  }

  private async follow(gkPersonId: string, job: Followed, read: ReadPerson): Promise<void> {
    const { signal } = job.abort;
    try {
      await pollUntil(
        async () => {
          try {
            this.seen(await read(signal));
          } catch (err) {
            // A server restarting or busy is asked again after the next wait; anything else ends it.
            if (signal.aborted || !(err instanceof IpcFailure && err.error.retryable)) throw err;
          }
          return this.ours.get(gkPersonId) !== job;
        },
        signal,
        this.opts.pollDelayMs,
      );
    } catch (err) {
      if (signal.aborted) return;
      this.giveUp(gkPersonId, job, (err as Error).message);
    }
  }

  /** Following ends without the erasure's end known: its progress clears, nobody is notified. */
  private giveUp(gkPersonId: string, job: Followed, why: string): void {
    this.forget(gkPersonId, job);
    this.opts.emit({
      jobId: gkPersonId,
      kind: ERASURE_JOB_KIND,
      state: 'cancelled',
      done: 0,
      message: `No longer following the erasure: ${why}`,
    });
  }

  private forget(gkPersonId: string, job: Followed): void {
    if (this.ours.get(gkPersonId) === job) this.ours.delete(gkPersonId);
    job.abort.abort(new Error('no longer followed'));
  }
}

const byMain = new WeakMap<MainContext, ErasureJobs>();

/** The console's erasure jobs (one per MainContext, made on first use; it follows connection changes). */
export function erasuresOf(main: MainContext): ErasureJobs {
  let jobs = byMain.get(main);
  if (!jobs) {
    const made = new ErasureJobs({ emit: (p) => main.events.emit('job.progress', p) });
    main.events.subscribe((name, payload) => {
      if (name === 'connections.changed') made.connectionChanged((payload as EventOf<'connections.changed'>).currentId);
    });
    byMain.set(main, made);
    jobs = made;
  }
  return jobs;
}

/** Stops following the erasures still running (main is closing); nothing if none was ever started. */
export function closeErasuresOf(main: MainContext): void {
  byMain.get(main)?.close();
}
