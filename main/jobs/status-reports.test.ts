import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { EventOf } from '../../shared/ipc/contract.js';
import { StatusReports, type ReportServer, type ServerJobState } from './status-reports.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

async function zipBytes(csv: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(csv), 'voiceprint_profiles_status_0001.csv');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

const CSV =
  'gk_voiceprint_profile_id,owner_id,lock_status,mismatch_counter\r\n' +
  'p-1,cust-00002,LOCK_STATUS_LOCKED,5\r\n' +
  'p-2,cust-00001,LOCK_STATUS_UNLOCKED,0\r\n';

function setup(states: ServerJobState[], body: () => Promise<Response>) {
  const events: EventOf<'job.progress'>[] = [];
  const fetched: string[] = [];
  let polls = 0;
  const reports = new StatusReports({
    emit: (e) => events.push(e),
    pollDelayMs: () => 0,
    fetch: (async (url: string) => (fetched.push(String(url)), body())) as typeof fetch,
  });
  const server: ReportServer = {
    execute: async () => 'job-1',
    details: async () => states[Math.min(polls++, states.length - 1)]!,
  };
  const until = async (phase: string) => {
    await waitUntil(() => reports.status('job-1').phase === phase, { what: `job-1 to reach ${phase}`, intervalMs: 5 });
    return reports.status('job-1');
  };
  return { reports, server, events, fetched, until };
}

describe('StatusReports', () => {
  it('follows the job to the end: events per phase, the ZIP downloaded and its rows served sorted', async () => {
    const zip = await zipBytes(CSV);
    const { reports, server, events, fetched, until } = setup(
      [
        { state: 'pending' },
        { state: 'started' },
        { state: 'completed', downloadUrl: 'http://srv/dl?token=t', expiresAt: '2030-01-01T00:00:00.000Z' },
      ],
      async () => new Response(new Uint8Array(zip), { status: 200 }),
    );
    const started = await reports.start(server, 'OWNER_TYPE_PERSON', new AbortController().signal);
    expect(started).toMatchObject({ jobId: 'job-1', phase: 'pending' });
    const done = await until('done');
    expect(done).toMatchObject({ phase: 'done', rowCount: 2, files: 1, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(fetched).toEqual(['http://srv/dl?token=t']);
    // Parsing may report row counts more than once; each phase appears in order.
    expect(events.map((e) => e.message).filter((m, i, all) => m !== all[i - 1])).toEqual([
      'Waiting for the server to start the job',
      'The server is writing the report',
      'Downloading the report',
      'Reading the report',
      'Report ready',
    ]);
    expect(events.at(-1)).toMatchObject({
      jobId: 'job-1',
      kind: 'voiceprints.report',
      state: 'done',
      done: 2,
      total: 2,
    });
    const sorted = reports.rows('job-1', 'ownerId', false, 0, 10);
    expect(sorted.total).toBe(2);
    expect(sorted.rows.map((r) => [r.ownerId, r.mismatchCounter])).toEqual([
      ['cust-00001', 0],
      ['cust-00002', 5],
    ]);
    expect(reports.list().map((r) => r.jobId)).toEqual(['job-1']);
  });

  it('reports a failed server job and an expired download as failed, with the reason', async () => {
    const failed = setup([{ state: 'failed' }], async () => new Response(''));
    await failed.reports.start(failed.server, 'OWNER_TYPE_PERSON', new AbortController().signal);
    expect(await failed.until('failed')).toMatchObject({ error: { code: 'ABORTED' } });
    expect(failed.events.at(-1)).toMatchObject({ state: 'failed', error: { code: 'ABORTED' } });
    expect(() => failed.reports.rows('job-1', 'ownerId', false, 0, 10)).toThrow(/not ready/);

    const gone = setup(
      [{ state: 'completed', downloadUrl: 'http://srv/x' }],
      async () => new Response('', { status: 404 }),
    );
    await gone.reports.start(gone.server, 'OWNER_TYPE_PERSON', new AbortController().signal);
    expect((await gone.until('failed')).error?.message).toMatch(/HTTP 404.*expired/);
  });

  it('cancels a job the server is still working on; unknown jobs are NOT_FOUND', async () => {
    const { reports, server, events, until } = setup([{ state: 'started' }], async () => new Response(''));
    await reports.start(server, 'OWNER_TYPE_FRAUDSTER', new AbortController().signal);
    await until('started');
    expect(reports.cancel('job-1').phase).toBe('cancelled');
    expect(events.at(-1)).toMatchObject({ state: 'cancelled' });
    expect(() => reports.status('nope')).toThrow(/no report nope/);
  });
});
