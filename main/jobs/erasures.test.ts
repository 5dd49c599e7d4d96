import { describe, expect, it } from 'vitest';
import type { EventOf } from '../../shared/ipc/contract.js';
import type { Person } from '../../shared/ipc/channels/people.js';
import { ErasureJobs } from './erasures.js';

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

describe('erasure jobs', () => {
  it('follows the erasure this console started, from request to end, and then stops', () => {
    const sent: EventOf<'job.progress'>[] = [];
    const jobs = new ErasureJobs((e) => sent.push(e));
    jobs.seen(person('p1', 'RUNNING')); // not ours yet
    jobs.started('p1');
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
    const jobs = new ErasureJobs((e) => sent.push(e));
    jobs.started('p1');
    jobs.seen(person('p1', 'FAILED'));
    expect(sent.at(-1)).toMatchObject({ state: 'failed', message: 'Erasure of ext-p1 failed' });
  });
});
