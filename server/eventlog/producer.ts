// The producer every runtime service calls: `send` turns a typed event into a record, queues it and
// returns at once; a background flush writes the queue in batches (one transaction per batch).
// The queue is bounded: when it is full the event is dropped and counted (metrics.dropped), so a
// slow database never slows the call that produced the event.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import {
  AUDIO_URN_PREFIX,
  boundClientData,
  MAX_RECORD_BYTES,
  oversizedValue,
  partitionFor,
  toRecord,
  type LogEvent,
} from './events.js';
import { appendRecords, DEFAULT_PARTITIONS, ensureTopic, putAudio, type NewRecord } from './log.store.js';

export interface ProducerMetrics {
  /** Events accepted into the queue. */
  queued: number;
  /** Records written to the log. */
  written: number;
  /** Events refused because the queue was full (back-pressure). */
  dropped: number;
  /** Records lost because a batch failed to write even after a retry. */
  failed: number;
  batches: number;
  /** Records written without their request and response because they were over MAX_RECORD_BYTES. */
  truncated: number;
  /** Largest queue length seen. */
  highWater: number;
}

export interface ProducerOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Bounded queue length (default 10,000). */
  maxQueue?: number;
  /** Largest batch written in one transaction (default 1,000). */
  maxBatch?: number;
  /** How long a lone event may wait for company before it is written (default 20 ms). */
  lingerMs?: number;
  /** Partitions of a topic created by this producer (default 4). */
  partitions?: number;
  /** Called after each batch is written (the consumer API wakes its long polls). */
  onWritten?: (topics: Set<string>) => void;
}

export interface EventLogProducer {
  /** Queues the event; false when it was dropped because the queue is full. Never blocks. */
  send(event: LogEvent): boolean;
  /** Stores logged audio and returns its URN (urn:nuance-mix:log:service:audio/<service>/<uuid>). */
  storeAudio(a: { appId: string; service: string; pcm: Buffer; sampleRate: number }): Promise<string>;
  /** Resolves once everything queued so far is written (or has failed). */
  flush(): Promise<void>;
  readonly metrics: Readonly<ProducerMetrics>;
  close(): Promise<void>;
}

interface Pending {
  event: LogEvent;
  at: Date;
}

export function createProducer(opts: ProducerOptions): EventLogProducer {
  const maxQueue = opts.maxQueue ?? 10_000;
  const maxBatch = opts.maxBatch ?? 1_000;
  const lingerMs = opts.lingerMs ?? 20;
  const partitionsOfNew = opts.partitions ?? DEFAULT_PARTITIONS;
  const metrics: ProducerMetrics = {
    queued: 0,
    written: 0,
    dropped: 0,
    failed: 0,
    batches: 0,
    truncated: 0,
    highWater: 0,
  };
  const topics = new Map<string, number>();
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let lastDropWarning = 0;

  /**
   * The partition count of each topic of `batch`: known ones as they were, a new one made first
   * (ensureTopic) and kept. One await a batch, not one a record.
   */
  const partitionsOf = async (batch: readonly Pending[]): Promise<ReadonlyMap<string, number>> => {
    for (const p of batch) {
      const topic = p.event.appId;
      if (!topics.has(topic)) topics.set(topic, await ensureTopic(opts.db, topic, partitionsOfNew, p.at));
    }
    return topics;
  };

  async function writeBatch(batch: Pending[]): Promise<void> {
    const rows: NewRecord[] = [];
    const partitions = await partitionsOf(batch);
    for (const p of batch) {
      const { key, value, time } = toRecord(p.event, p.at);
      const n = partitions.get(p.event.appId)!;
      const keyJson = JSON.stringify(key);
      let valueJson = JSON.stringify(value);
      // A UTF-16 unit is at most 3 bytes of UTF-8: most records are counted only when they could be over.
      const bytes =
        3 * (keyJson.length + valueJson.length) <= MAX_RECORD_BYTES
          ? 0
          : Buffer.byteLength(keyJson) + Buffer.byteLength(valueJson);
      if (bytes > MAX_RECORD_BYTES) {
        valueJson = JSON.stringify(oversizedValue(value, bytes));
        metrics.truncated++;
      }
      rows.push({ topic: p.event.appId, partition: partitionFor(key, n), key: keyJson, value: valueJson, ts: time });
    }
    try {
      await appendRecords(opts.db, rows);
    } catch (err) {
      // One retry: a serialization hiccup or a dropped connection should not lose the batch.
      opts.log.warn('event log batch failed; retrying once', { err: String(err), records: rows.length });
      try {
        await appendRecords(opts.db, rows);
      } catch (again) {
        metrics.failed += rows.length;
        opts.log.error('event log batch lost', { err: String(again), records: rows.length });
        return;
      }
    }
    metrics.written += rows.length;
    metrics.batches++;
    opts.onWritten?.(new Set(rows.map((r) => r.topic)));
  }

  async function drain(): Promise<void> {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
  }

  function kick(delay: number): void {
    if (running || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = drain()
        .catch((err: unknown) => opts.log.error('event log flush failed', { err: String(err) }))
        .finally(() => {
          running = undefined;
          if (queue.length) kick(0);
        });
    }, delay);
    timer.unref?.();
  }

  return {
    metrics,
    send(event) {
      if (closed || queue.length >= maxQueue) {
        metrics.dropped++;
        const now = Date.now();
        if (now - lastDropWarning > 10_000) {
          lastDropWarning = now;
          opts.log.warn('event log queue full: events dropped', { dropped: metrics.dropped, maxQueue });
        }
        return false;
      }
      queue.push({ event: boundClientData(event), at: opts.clock.now() });
      metrics.queued++;
      if (queue.length > metrics.highWater) metrics.highWater = queue.length;
      kick(queue.length >= maxBatch ? 0 : lingerMs);
      return true;
    },
    async storeAudio(a) {
      const service = a.service.toLowerCase();
      const urn = `${AUDIO_URN_PREFIX}${service}/${randomUUID()}`;
      await putAudio(opts.db, { urn, topic: a.appId, sampleRate: a.sampleRate, pcm: a.pcm, at: opts.clock.now() });
      return urn;
    },
    async flush() {
      for (;;) {
        if (timer) {
          clearTimeout(timer);
          timer = undefined;
          if (!running) running = drain().finally(() => (running = undefined));
        }
        if (running) await running.catch(() => undefined);
        else if (queue.length) kick(0);
        else return;
      }
    },
    async close() {
      closed = true;
      await this.flush();
    },
  };
}
