// Waiting Get Records (issue 32, finding 6), on PGlite and PostgreSQL: many polls waiting on one
// topic cost one high-water query per tick between them, not one each; a write made without this
// instance's producer (as another instance's) still wakes every one of them within its wait; and
// the per-consumer, per-client and per-app caps refuse with RESOURCE_EXHAUSTED and a retry time.
import { afterEach, describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { dbKinds, openPerTest } from '../../testkit/db-kinds.testkit.js';
import { RpcError } from '../rpc/errors.js';
import { retryAfterOf } from '../rpc/app-share.js';
import { silentLogger } from '../util/log.js';
import { appendRecords, ensureTopic, topicEnd } from './log.store.js';
import { LongPolls } from './long-polls.js';

const open = openPerTest();
let polls: LongPolls | undefined;
afterEach(() => polls?.stopAll());

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(RpcError);
    const e = err as RpcError;
    expect(e.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(retryAfterOf(e)).toBeGreaterThanOrEqual(1);
    return e.extras.limit;
  }
  throw new Error('not refused');
};

describe.each(dbKinds())('event-log long polls on %s', (kind) => {
  it('100 polls waiting on one topic share one high-water poll per tick, and all wake on a write made elsewhere', async () => {
    const db = await open(kind);
    await ensureTopic(db, 'WAIT-APP', 4, new Date());
    polls = new LongPolls({ db, log: silentLogger, pollMs: 50 });
    const mark = await topicEnd(db, 'WAIT-APP');
    const gone = new AbortController();
    const t0 = Date.now();
    const waits = Array.from({ length: 100 }, () => polls!.wait('WAIT-APP', mark, 10_000, gone.signal));
    // Let several ticks pass with nothing written: the database is asked once per tick, not per poll.
    await expect.poll(() => polls!.polls, { interval: 20, timeout: 5_000 }).toBeGreaterThanOrEqual(5);
    const ticks = Math.ceil((Date.now() - t0) / 50) + 2;
    expect(polls.polls).toBeLessThanOrEqual(ticks);
    // Written straight to the database, so only the shared poll can notice it.
    await appendRecords(db, [{ topic: 'WAIT-APP', partition: 2, key: '{}', value: '{}', ts: new Date() }]);
    expect(await Promise.all(waits)).toEqual(Array(100).fill(true));
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('a poll ends false after its wait, and at once when the caller goes or the server stops', async () => {
    const db = await open(kind);
    await ensureTopic(db, 'QUIET-APP', 4, new Date());
    polls = new LongPolls({ db, log: silentLogger, pollMs: 50 });
    const mark = await topicEnd(db, 'QUIET-APP');
    expect(await polls.wait('QUIET-APP', mark, 120, new AbortController().signal)).toBe(false);
    const gone = new AbortController();
    const left = polls.wait('QUIET-APP', mark, 60_000, gone.signal);
    gone.abort();
    expect(await left).toBe(false);
    const stopped = polls.wait('QUIET-APP', mark, 60_000, new AbortController().signal);
    polls.stopAll();
    expect(await stopped).toBe(false);
  });
});

describe('event-log long-poll caps', () => {
  it('one per consumer, then the client and the app are held to their share; releasing frees the slot', async () => {
    polls = new LongPolls({
      db: { query: () => Promise.reject(new Error('not used')) } as never,
      log: silentLogger,
      limits: { total: 5, perApp: 3, perClient: 2 },
    });
    const a1 = polls.acquire('A', 'client-1', 'A/g/c1');
    expect(refusal(() => polls!.acquire('A', 'client-1', 'A/g/c1'))).toBe('event-log long polls per consumer');
    polls.acquire('A', 'client-1', 'A/g/c2');
    expect(refusal(() => polls!.acquire('A', 'client-1', 'A/g/c3'))).toBe('event-log long polls per client');
    polls.acquire('A', 'client-2', 'A/g/c3');
    expect(refusal(() => polls!.acquire('A', 'client-2', 'A/g/c4'))).toBe('event-log long poll per app');
    // Another app still gets its share, up to the total.
    polls.acquire('B', 'client-3', 'B/g/c1');
    polls.acquire('B', 'client-3', 'B/g/c2');
    expect(refusal(() => polls!.acquire('B', 'client-4', 'B/g/c3'))).toBe('event-log long poll total');
    a1.release();
    a1.release(); // idempotent
    expect(polls.waiting('A')).toBe(2);
    polls.acquire('A', 'client-1', 'A/g/c1').release();
  });
});
