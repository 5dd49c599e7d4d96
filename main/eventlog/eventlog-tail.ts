// An open tail of the Event log screen: the console's own consumer in a group (created on open,
// deleted on close) and a long-poll loop that pushes what it reads to the renderer as
// `eventlog.records` events; the tails of one set of main services, swept when nobody asks after
// them and closed when the connection changes.
//
// The console's consumer *assigns* itself every partition rather than subscribing, so opening the
// screen on a real collector's group never takes partitions from it; nothing is committed to the
// group unless an admin asks (eventlog.commit).
import { randomUUID } from 'node:crypto';
import type { EventLogPartition, EventLogRecord } from '../../shared/ipc/channels/eventlog.js';
import { IpcFailure, ipcFailure } from '../errors.js';
import type { EventBus } from '../ipc/event-bus.js';
import type { EventLogApi } from './eventlog-client.js';
import { toRecord } from './eventlog-records.js';

/** The long-poll wait asked of the server: a record written is seen within about this long. */
const POLL_WAIT_MS = 1_000;
/** A tail nobody has asked about (eventlog.partitions) for this long is closed (the window went away). */
const ABANDONED_MS = 60_000;

/** One open tail: the console's consumer in a group and its long-poll loop. */
export class Tail {
  readonly id = randomUUID();
  readonly consumer: { group: string; name: string };
  lastSeen = Date.now();
  private readonly stop = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(
    readonly api: EventLogApi,
    group: string,
    private readonly emit: EventBus['emit'],
  ) {
    this.consumer = { group, name: `consumer-${randomUUID()}` };
  }

  get stopped(): boolean {
    return this.stop.signal.aborted;
  }

  async open(start: 'latest' | 'earliest', signal?: AbortSignal): Promise<void> {
    const { api, consumer } = this;
    await api.call('POST', '/consumers', {
      consumer,
      body: {
        'auto.offset.reset': start,
        'auto.commit.enable': 'false',
        'consumer.request.timeout.ms': String(POLL_WAIT_MS),
      },
      ...(signal ? { signal } : {}),
    });
    try {
      const parts = await api.json<{ partitions: number[] }>('GET', '/partitions', { consumer });
      await api.call('POST', '/consumers/assignments', {
        consumer,
        body: { partitions: parts.partitions.map((partition) => ({ topic: api.topic, partition })) },
      });
    } catch (err) {
      await this.close();
      throw err;
    }
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const signal = this.stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const raw = await this.api.json<unknown[]>('GET', '/consumers/records', { consumer: this.consumer, signal });
        failures = 0;
        const records = (Array.isArray(raw) ? raw : []).map(toRecord).filter((r): r is EventLogRecord => !!r);
        if (records.length && !signal.aborted) this.emit('eventlog.records', { tailId: this.id, records });
      } catch (err) {
        if (signal.aborted) break;
        const e = err instanceof IpcFailure ? err.error : { code: 'INTERNAL', message: String(err) };
        // The consumer is gone (idle sweep, server restart) or the token lost its scope: stop.
        const fatal = e.code === 'NOT_FOUND' || e.code === 'PERMISSION_DENIED';
        this.emit('eventlog.records', {
          tailId: this.id,
          records: [],
          error: { code: e.code, message: e.message },
          ...(fatal ? { stopped: true } : {}),
        });
        if (fatal) {
          this.stop.abort();
          break;
        }
        failures++;
        await sleep(Math.min(10_000, 500 * 2 ** Math.min(failures, 5)), signal);
      }
    }
  }

  /** Stops the loop and deletes the consumer (best effort: the server drops idle ones anyway). */
  async close(): Promise<void> {
    this.stop.abort();
    await this.loop?.catch(() => undefined);
    await this.api
      .call('DELETE', '/consumers', { consumer: this.consumer, signal: AbortSignal.timeout(3_000) })
      .catch(() => undefined);
  }

  async partitions(signal?: AbortSignal): Promise<EventLogPartition[]> {
    this.lastSeen = Date.now();
    const { api, consumer } = this;
    const opts = signal ? { consumer, signal } : { consumer };
    const parts = await api.json<{ partitions: number[] }>('GET', '/partitions', opts);
    const [committed, offsets] = await Promise.all([
      api.json<{ offsets: { partition: number; offset: number | string }[] }>(
        'GET',
        '/consumers/committed/offsets',
        opts,
      ),
      Promise.all(
        parts.partitions.map((p) =>
          api.json<{ beginning_offset: number | string; end_offset: number | string }>(
            'GET',
            `/partitions/${p}/offsets`,
            opts,
          ),
        ),
      ),
    ]);
    const byPartition = new Map(committed.offsets.map((o) => [Number(o.partition), String(o.offset)]));
    return parts.partitions.map((partition, i) => {
      const beginning = String(offsets[i]!.beginning_offset);
      const end = String(offsets[i]!.end_offset);
      const c = byPartition.get(partition);
      const hasCommitted = c !== undefined && c !== '-1';
      const from = hasCommitted ? BigInt(c) : BigInt(beginning);
      const lag = BigInt(end) - from;
      return {
        partition,
        beginningOffset: beginning,
        endOffset: end,
        ...(hasCommitted ? { committedOffset: c } : {}),
        lag: Number(lag < 0n ? 0n : lag),
      };
    });
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The open tails of one set of main services. */
export class Tails {
  private readonly map = new Map<string, Tail>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly unsubscribe: () => void;

  constructor(private readonly events: EventBus) {
    // Another profile means another server and token: the tails of the old one end.
    this.unsubscribe = events.subscribe((event) => {
      if (event === 'connections.changed') void this.closeAll('The connection changed; open the tail again.');
    });
    // Started last, so a constructor that throws leaves no timer behind.
    this.sweeper = setInterval(() => this.sweep(), 15_000);
    this.sweeper.unref?.();
  }

  add(tail: Tail): void {
    this.map.set(tail.id, tail);
  }

  get(id: string): Tail {
    const t = this.map.get(id);
    if (!t || t.stopped) throw ipcFailure('NOT_FOUND', 'This event-log tail has ended; open it again.');
    return t;
  }

  /** Closes a tail; with a reason, the renderer is told that it stopped (it did not ask). */
  async remove(id: string, reason?: string): Promise<boolean> {
    const t = this.map.get(id);
    if (!t) return false;
    this.map.delete(id);
    await t.close();
    if (reason)
      this.events.emit('eventlog.records', {
        tailId: id,
        records: [],
        error: { code: 'CANCELLED', message: reason },
        stopped: true,
      });
    return true;
  }

  get size(): number {
    return this.map.size;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, t] of this.map)
      if (t.stopped || now - t.lastSeen > ABANDONED_MS)
        void this.remove(id, 'Nobody was watching this tail; open it again.');
  }

  closeAll(reason?: string): Promise<unknown> {
    return Promise.all([...this.map.keys()].map((id) => this.remove(id, reason)));
  }

  dispose(): Promise<unknown> {
    clearInterval(this.sweeper);
    this.unsubscribe();
    return this.closeAll();
  }
}

/** The tails of each set of main services, keyed by their event bus. */
const registry = new WeakMap<EventBus, Tails>();

export function tailsOf(main: { events: EventBus }): Tails {
  let t = registry.get(main.events);
  if (!t) registry.set(main.events, (t = new Tails(main.events)));
  return t;
}

/** Closes every tail of these main services (deleting their consumers). */
export function closeEventLogOf(main: { events: EventBus }): Promise<unknown> {
  const t = registry.get(main.events);
  registry.delete(main.events);
  return t?.dispose() ?? Promise.resolve();
}

/** How many tails are open (tests). */
export function openTailCount(main: { events: EventBus }): number {
  return registry.get(main.events)?.size ?? 0;
}
