// Runtime event logs (issue 17): the producer runtime services call, the consumer and audio-file
// APIs on the HTTP listener (one entry: `http`), and the sweep that drops idle consumers and
// expired records and audio. All state is in the database, so instances on one PostgreSQL share it.
import type http from 'node:http';
import type { Db } from '../db/types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import type { Principal } from '../rpc/types.js';
import { Consumers } from './consumers.store.js';
import { createLogHttp } from './http.js';
import { DEFAULT_PARTITIONS, ensureTopic, sweepRetention } from './log.store.js';
import { createProducer, type EventLogProducer } from './producer.js';
import { LongPolls } from './long-polls.js';

export type { EventLogProducer } from './producer.js';
export type { LogEvent, LogService, EventData } from './events.js';
export { camelName } from './events.js';

export interface EventLogOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  authenticate(token: string): Principal;
  /** Partitions of a newly made topic (default 4). */
  partitions?: number;
  /** How often idle consumers and expired records are swept (default 30 s; 0: never, tests call sweep). */
  sweepMs?: number;
}

export interface EventLog {
  /** Handles the event-log and audio-file routes; false for any other path. */
  http(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  producer: EventLogProducer;
  /** Get Records long polls on this instance (their caps, counts and the shared high-water poll). */
  longPolls: LongPolls;
  /** Drops consumers idle for 2 minutes, records older than 28 days and audio older than 14 days. */
  sweep(): Promise<{ consumers: number; records: number; audio: number }>;
  close(): Promise<void>;
}

export function createEventLog(opts: EventLogOptions): EventLog {
  const { db, clock, log } = opts;
  const partitionsOfNew = opts.partitions ?? DEFAULT_PARTITIONS;
  const polls = new LongPolls({ db, log });
  const producer = createProducer({
    db,
    clock,
    log,
    partitions: partitionsOfNew,
    onWritten: (topics) => polls.wake(topics),
  });
  const consumers = new Consumers(db, () => clock.now());
  const topics = new Map<string, number>();
  let stopping = false;

  const http = createLogHttp({
    consumers,
    db,
    now: () => clock.now(),
    log,
    authenticate: opts.authenticate,
    async partitionsOf(topic) {
      let n = topics.get(topic);
      if (n === undefined) {
        n = await ensureTopic(db, topic, partitionsOfNew, clock.now());
        topics.set(topic, n);
      }
      return n;
    },
    polls,
    stopping: () => stopping,
  });

  const sweep = async () => {
    const idle = await consumers.sweepIdle();
    const gone = await sweepRetention(db, clock.now());
    if (idle || gone.records || gone.audio) log.info('event log swept', { consumers: idle, ...gone });
    return { consumers: idle, ...gone };
  };
  const sweepMs = opts.sweepMs ?? 30_000;
  const timer =
    sweepMs > 0
      ? setInterval(
          () => void sweep().catch((err: unknown) => log.warn('event log sweep failed', { err: String(err) })),
          sweepMs,
        )
      : undefined;
  timer?.unref();

  return {
    http,
    producer,
    longPolls: polls,
    sweep,
    async close() {
      stopping = true;
      if (timer) clearInterval(timer);
      polls.stopAll();
      await producer.close();
    },
  };
}
