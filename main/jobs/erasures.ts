// Erasures this console started: DeletePersonalData runs on the server, which reports its progress
// in the person's record; once the user asks for one here, each read of that person (the People
// screen polls it) goes out as a job.progress event keyed by the person's gk ID, the ID the channel
// returned, until the server says it ended. Erasures merely read back are not the user's jobs.
import type { EventOf } from '../../shared/ipc/contract.js';
import type { Person } from '../../shared/ipc/channels/people.js';
import type { MainContext } from '../ipc/define-channel.js';

export const ERASURE_JOB_KIND = 'people.erasure';

const ENDED: Record<string, 'done' | 'failed'> = { COMPLETED: 'done', FAILED: 'failed' };

export class ErasureJobs {
  private readonly ours = new Set<string>();

  constructor(private readonly emit: (payload: EventOf<'job.progress'>) => void) {}

  /** The server accepted the person's erasure: follow it as the user's job. */
  started(gkPersonId: string): void {
    this.ours.add(gkPersonId);
    this.emit({ jobId: gkPersonId, kind: ERASURE_JOB_KIND, state: 'running', done: 0, message: 'Erasure requested' });
  }

  /** A person read back from the server: their erasure's progress, if this console started it. */
  seen(person: Person): void {
    const e = person.erasure;
    if (!e || !this.ours.has(person.gkPersonId)) return;
    const state = ENDED[e.state] ?? 'running';
    if (state !== 'running') this.ours.delete(person.gkPersonId);
    const who = person.personId || person.gkPersonId;
    this.emit({
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
}

const byMain = new WeakMap<MainContext, ErasureJobs>();

/** The console's erasure jobs (one per MainContext, made on first use). */
export function erasuresOf(main: MainContext): ErasureJobs {
  let jobs = byMain.get(main);
  if (!jobs) {
    jobs = new ErasureJobs((p) => main.events.emit('job.progress', p));
    byMain.set(main, jobs);
  }
  return jobs;
}
