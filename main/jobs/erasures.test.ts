import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventOf } from '../../shared/ipc/contract.js';
import type { Person } from '../../shared/ipc/channels/people.js';
import { ipcFailure } from '../errors.js';
import { ErasureJobs, type ReadPerson } from './erasures.js';
import { backoffMs } from './poll.js';

const person = (gkPersonId: string, state?: string): Person => ({
  gkPersonId,
  personId: `ext-${gkPersonId}`,
  consent: { status: 'opted-in' },
  voiceprintProfileIds: [],
  ...(state
    ? {
        erasure: {
          jobId: 'srv-job',
          state,
          printsDeleted: 1,
          segmentsDeleted: 3,
          segmentsKept: 0,
          sessionsCleared: 1,
          ...(state === 'RUNNING' ? { step: 'segments' } : {}),
        },
      }
    : {}),
});

/** A reader the poll never reaches in the screen-read tests (their poll waits an hour). */
const never: ReadPerson = () => new Promise(() => undefined);

describe('erasure jobs', () => {
  it('follows the erasure this console started, from request to end, and then stops', () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs({ emit: (e) => sent.push(e), pollDelayMs: () => 3_600_000 });
    jobs.seen(person('p1', 'RUNNING')); // not ours yet
    jobs.started('p1', 'prof-a', never);
    jobs.seen(person('p1', 'RUNNING'));
    jobs.seen(person('p2', 'RUNNING')); // someone else's
    jobs.seen(person('p1', 'COMPLETED'));
    jobs.seen(person('p1', 'COMPLETED')); // read again later: no second end
    expect(sent.map((e) => [e.jobId, e.kind, e.state, e.message])).toEqual([
      ['p1', 'people.erasure', 'running', 'Erasure requested'],
      ['p1', 'people.erasure', 'running', 'Erasing ext-p1 (segments)'],
      ['p1', 'people.erasure', 'done', 'Personal data of ext-p1 erased'],
    ]);
  });

  it('reports a failed erasure as failed', () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs({ emit: (e) => sent.push(e), pollDelayMs: () => 3_600_000 });
    jobs.started('p1', 'prof-a', never);
    jobs.seen(person('p1', 'FAILED'));
    expect(sent.at(-1)).toMatchObject({ state: 'failed', message: 'Erasure of ext-p1 failed' });
  });
});

describe('erasure jobs followed by main (fake server, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server whose person record goes through `states`, one per read, then stays on the last. */
  function fakeServer(states: (string | Error)[]) {
    const reads: number[] = [];
    const read: ReadPerson = async () => {
      reads.push(Date.now());
      const s = states[Math.min(reads.length - 1, states.length - 1)]!;
      if (s instanceof Error) throw s;
      return person('p1', s);
    };
    return { read, reads };
  }

  it('reports the erasure to its end with no screen reading the person, with growing waits', async () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs({ emit: (e) => sent.push(e) });
    const server = fakeServer([
      'PENDING',
      'RUNNING',
      ipcFailure('UNAVAILABLE', 'the server is restarting'), // asked again after the next wait
      'RUNNING',
      'COMPLETED',
    ]);
    const t0 = Date.now();
    jobs.started('p1', 'prof-a', server.read);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((e) => [e.state, e.message])).toEqual([
      ['running', 'Erasure requested'],
      ['running', 'Erasing ext-p1'],
      ['running', 'Erasing ext-p1 (segments)'],
      ['running', 'Erasing ext-p1 (segments)'],
      ['done', 'Personal data of ext-p1 erased'],
    ]);
    // Five reads, each after the backoff's wait, and none once it ended.
    let at = t0;
    expect(server.reads).toEqual([0, 1, 2, 3, 4].map((n) => (at += backoffMs(n))));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops following when the console switches to another connection, without a notification-worthy end', async () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs({ emit: (e) => sent.push(e) });
    const server = fakeServer(['RUNNING']);
    jobs.started('p1', 'prof-a', server.read);
    await vi.advanceTimersByTimeAsync(backoffMs(0) + backoffMs(1));
    expect(server.reads).toHaveLength(2);
    jobs.connectionChanged('prof-a'); // the same connection (e.g. renamed): still followed
    await vi.advanceTimersByTimeAsync(backoffMs(2));
    expect(server.reads).toHaveLength(3);
    jobs.connectionChanged('prof-b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.reads).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
    expect(sent.at(-1)).toMatchObject({ jobId: 'p1', state: 'cancelled' });
    expect(sent.filter((e) => e.state === 'done' || e.state === 'failed')).toEqual([]);
  });

  it('gives up on an error retrying will not mend, and stops at close', async () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs({ emit: (e) => sent.push(e) });
    jobs.started('p1', 'prof-a', fakeServer([ipcFailure('PERMISSION_DENIED', 'not allowed')]).read);
    const other = fakeServer(['RUNNING']);
    jobs.started('p2', 'prof-a', async (signal) => ({ ...(await other.read(signal)), gkPersonId: 'p2' }));
    await vi.advanceTimersByTimeAsync(backoffMs(0));
    expect(sent.filter((e) => e.jobId === 'p1').at(-1)).toMatchObject({
      state: 'cancelled',
      message: 'No longer following the erasure: not allowed',
    });
    jobs.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(other.reads).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
