// The durable-job runner on PGlite and PostgreSQL, with a task of its own: a job of `total` items
// whose checkpoint is the number done, each item recorded with the worker that did it. Lease expiry
// and take-over from the checkpoint, hand-back on stop, attempts exhausted, heartbeat, failure.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { waitUntil, within } from '../../testkit/wait-until.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { jobTable, type LeaseColumns } from './jobs.store.js';
import type { JobOptions } from './options.js';
import { JobRunner, type JobTask } from './runner.js';
import { backgroundDb } from '../db/priority.js';
import type { Db } from '../db/types.js';

interface TestJob extends LeaseColumns {
  id: string;
  done_items: number;
  total: number;
}

const TABLE = jobTable({
  table: 'test_jobs',
  key: 'id',
  orderBy: 'created_at',
  states: { pending: 'PENDING', running: 'RUNNING', done: 'DONE', failed: 'FAILED' },
});
const OPTIONS: JobOptions = { leaseSeconds: 60, maxAttempts: 3, pollMs: 60_000, batchSize: 1 };

describe.each(dbKinds())('the job runner on %s', (kind) => {
  let t: TestDb;
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  beforeAll(async () => {
    t = await openTestDb(kind);
    await t.db.query(`CREATE TABLE test_jobs (
      id uuid PRIMARY KEY, state text NOT NULL, worker_id text, heartbeat_at timestamptz,
      attempts integer NOT NULL DEFAULT 0, error text, created_at timestamptz NOT NULL,
      started_at timestamptz, completed_at timestamptz,
      done_items integer NOT NULL DEFAULT 0, total integer NOT NULL)`);
    await t.db.query(
      'CREATE TABLE test_job_items (job_id uuid NOT NULL, item integer NOT NULL, worker_id text NOT NULL)',
    );
  });
  afterAll(() => t.close());
  // A test that fails leaves no job for the next one's runner to claim.
  afterEach(async () => {
    await t.db.query('DELETE FROM test_jobs');
  });

  /**
   * The task: one item per step, the item and the checkpoint in the step's commit. `before` runs
   * ahead of each item's commit (outside the transaction) and may wait or throw.
   */
  const task = (before?: (item: number, signal: AbortSignal) => Promise<void>): JobTask<TestJob> => ({
    name: 'test',
    table: TABLE,
    async run(job, scope) {
      let outcome: Awaited<ReturnType<typeof scope.commit>> = 'more';
      for (let item = job.done_items; outcome === 'more' && !scope.signal.aborted; item++) {
        if (item >= job.total) {
          outcome = await scope.commit(async () => 'done');
          break;
        }
        await before?.(item, scope.signal);
        outcome = await scope.commit(async (q, j) => {
          await q.query('INSERT INTO test_job_items (job_id, item, worker_id) VALUES ($1, $2, $3)', [
            j.id,
            j.done_items,
            scope.workerId,
          ]);
          await q.query('UPDATE test_jobs SET done_items = done_items + 1 WHERE id = $1', [j.id]);
          return j.done_items + 1 >= j.total ? 'done' : 'more';
        });
      }
    },
    failure: (err) => `boom: ${(err as Error).message}`,
  });
  const runner = (tk: JobTask<TestJob>, options: Partial<JobOptions> = {}) =>
    new JobRunner({ db: t.db, clock, log: silentLogger, task: tk, options: { ...OPTIONS, ...options } });
  const insert = async (j: {
    state: string;
    total: number;
    worker?: string;
    heartbeat?: Date;
    attempts?: number;
    done?: number;
  }) => {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO test_jobs (id, state, worker_id, heartbeat_at, attempts, created_at, done_items, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, j.state, j.worker ?? null, j.heartbeat ?? null, j.attempts ?? 0, clock.now(), j.done ?? 0, j.total],
    );
    for (let i = 0; i < (j.done ?? 0); i++)
      await t.db.query('INSERT INTO test_job_items (job_id, item, worker_id) VALUES ($1, $2, $3)', [id, i, j.worker]);
    return id;
  };
  const row = async (id: string) =>
    (await t.db.query<TestJob>('SELECT * FROM test_jobs WHERE id = $1', [id])).rows[0] as TestJob;
  const items = async (id: string) =>
    (
      await t.db.query<{ item: number; worker_id: string }>(
        'SELECT item, worker_id FROM test_job_items WHERE job_id = $1 ORDER BY item, worker_id',
        [id],
      )
    ).rows;

  it('runs a queued job step by step to DONE, each item once', async () => {
    const r = runner(task());
    r.start();
    try {
      const id = await insert({ state: 'PENDING', total: 4 });
      r.kick();
      await waitUntil(async () => (await row(id)).state === 'DONE', { what: 'the job to be DONE' });
      await r.idle();
      expect(await row(id)).toMatchObject({ attempts: 1, done_items: 4, error: null, worker_id: r.workerId });
      expect((await items(id)).map((x) => [x.item, x.worker_id])).toEqual([0, 1, 2, 3].map((i) => [i, r.workerId]));
    } finally {
      await r.stop();
    }
  });

  it('works its jobs as background work: claims, steps and hand-back through the background view', async () => {
    const seen: { view: 'calls' | 'background'; sql: string }[] = [];
    const record = (view: 'calls' | 'background', db: Db): Db => ({
      ...db,
      query: (sql, params) => (seen.push({ view, sql }), db.query(sql, params)),
      tx: (fn) => db.tx((q) => fn({ query: (sql, params) => (seen.push({ view, sql }), q.query(sql, params)) })),
    });
    const db = { ...record('calls', t.db), background: record('background', backgroundDb(t.db)) };
    const r = new JobRunner({ db, clock, log: silentLogger, task: task(), options: OPTIONS });
    const id = await insert({ state: 'PENDING', total: 2 });
    r.start();
    try {
      await waitUntil(async () => (await row(id)).state === 'DONE', { what: 'the job to be DONE' });
      await r.idle();
    } finally {
      await r.stop();
    }
    expect(seen.filter((x) => x.view === 'calls')).toEqual([]);
    expect(seen.some((x) => x.sql.startsWith('INSERT INTO test_job_items'))).toBe(true);
    expect(seen.some((x) => /^\s*UPDATE test_jobs SET state/.test(x.sql))).toBe(true);
  });

  it('takes over a job whose lease ran out and resumes it from its checkpoint', async () => {
    const id = await insert({
      state: 'RUNNING',
      total: 6,
      worker: 'gone',
      heartbeat: clock.now(),
      attempts: 1,
      done: 3,
    });
    const r = runner(task());
    r.start();
    try {
      if (kind === 'postgres') {
        // Another instance may hold it: not before the lease has run out.
        await r.poll();
        await r.idle();
        expect(await row(id)).toMatchObject({ state: 'RUNNING', worker_id: 'gone', attempts: 1 });
        clock.advance(OPTIONS.leaseSeconds * 1000 + 1);
      }
      // (On PGlite the database is this process's alone: a worker not alive in it is gone already.)
      await r.poll();
      await waitUntil(async () => (await row(id)).state === 'DONE', { what: 'the job to be taken over and DONE' });
      await r.idle();
      expect(await row(id)).toMatchObject({ attempts: 2, done_items: 6, worker_id: r.workerId });
      // Items 0-2 were the lost worker's and were not done again.
      expect((await items(id)).map((x) => [x.item, x.worker_id])).toEqual([
        [0, 'gone'],
        [1, 'gone'],
        [2, 'gone'],
        [3, r.workerId],
        [4, r.workerId],
        [5, r.workerId],
      ]);
    } finally {
      await r.stop();
    }
  });

  it('fails a lost job that has had all its attempts, without running it', async () => {
    const stale = new Date(clock.now().getTime() - OPTIONS.leaseSeconds * 1000 - 1);
    const id = await insert({ state: 'RUNNING', total: 2, worker: 'gone', heartbeat: stale, attempts: 3 });
    const r = runner(task());
    r.start();
    try {
      await r.poll();
      await r.idle();
      expect(await row(id)).toMatchObject({
        state: 'FAILED',
        attempts: 3,
        error: 'the worker running the job stopped 3 time(s)',
      });
      expect((await row(id)).completed_at).not.toBeNull();
      expect(await items(id)).toEqual([]);
    } finally {
      await r.stop();
    }
  });

  it('hands an unfinished job back on stop, the attempt not counted, and the next runner resumes it', async () => {
    let reached: () => void = () => undefined;
    const atTwo = new Promise<void>((r) => (reached = r));
    // Item 2 waits until the runner stops (its signal aborts).
    const a = runner(
      task(async (item, signal) => {
        if (item !== 2) return;
        reached();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
      }),
    );
    a.start();
    const id = await insert({ state: 'PENDING', total: 4 });
    a.kick();
    await within(atTwo, 'the job to reach item 2');
    await a.stop();
    expect(await row(id)).toMatchObject({ state: 'PENDING', attempts: 0, done_items: 2, error: null });
    const b = runner(task());
    b.start();
    try {
      await waitUntil(async () => (await row(id)).state === 'DONE', { what: 'the next runner to finish it' });
      await b.idle();
      expect((await row(id)).attempts).toBe(1);
      expect((await items(id)).map((x) => [x.item, x.worker_id])).toEqual([
        [0, a.workerId],
        [1, a.workerId],
        [2, b.workerId],
        [3, b.workerId],
      ]);
    } finally {
      await b.stop();
    }
  });

  it('renews the lease while a step works, and aborts the step once the job is no longer its own', async () => {
    let signal: AbortSignal | undefined;
    // Item 0 waits until aborted: a step that takes longer than the lease.
    const r = runner(
      task(async (_item, s) => {
        signal = s;
        await new Promise((_, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))));
      }),
      { leaseSeconds: 1 },
    );
    r.start();
    try {
      const id = await insert({ state: 'PENDING', total: 1 });
      r.kick();
      await waitUntil(() => signal, { what: 'the step to start' });
      const started = (await row(id)).heartbeat_at as Date;
      clock.advance(30_000);
      const renewed = await waitUntil(
        async () => {
          const h = (await row(id)).heartbeat_at as Date;
          return h.getTime() > started.getTime() ? h : undefined;
        },
        { what: 'a heartbeat' },
      );
      expect(renewed.getTime()).toBe(clock.now().getTime());
      // The job is deleted (its segment, say): the next heartbeat finds it gone and aborts the step.
      await t.db.query('DELETE FROM test_jobs WHERE id = $1', [id]);
      await waitUntil(() => signal?.aborted, { what: 'the step to be aborted' });
      await r.idle();
      expect(await items(id)).toEqual([]);
    } finally {
      await r.stop();
    }
  });

  it("fails a job whose step throws, with the task's message, keeping the steps committed before", async () => {
    const r = runner(
      task(async (item) => {
        if (item === 1) throw new Error('the file is unreadable');
      }),
    );
    r.start();
    try {
      const id = await insert({ state: 'PENDING', total: 3 });
      r.kick();
      await waitUntil(async () => (await row(id)).state === 'FAILED', { what: 'the job to fail' });
      await r.idle();
      expect(await row(id)).toMatchObject({ error: 'boom: the file is unreadable', done_items: 1, attempts: 1 });
    } finally {
      await r.stop();
    }
  });
});
