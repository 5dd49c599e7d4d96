// Get Records long polls: what a waiting poll costs and how many there may be. A poll that finds
// nothing waits for a write to its topic: this instance's writes wake it at once (the producer
// calls wake), and other instances' writes are seen by ONE poll of the topic's high-water marks
// per topic and instance (every POLL_MS while anything waits on the topic), however many polls
// wait. Concurrent polls are capped per consumer (one), per client and per app (AppShare), each
// refused with RESOURCE_EXHAUSTED / 429 naming the limit and when to retry.
import type { Queryable } from '../db/types.js';
import { AppShare, tooBusy, type ShareSlot } from '../rpc/app-share.js';
import type { Logger } from '../util/log.js';
import { topicEnd } from './log.store.js';

/** How often a topic with waiting polls is checked for other instances' writes. */
export const POLL_MS = 200;
/** Waiting Get Records per server instance, per app and per client. One per consumer. */
export const LONG_POLL_LIMITS = { total: 2_000, perApp: 400, perClient: 200 } as const;

interface Waiter {
  mark: string;
  wake(): void;
}

interface Watch {
  waiters: Set<Waiter>;
  timer: NodeJS.Timeout;
  busy: boolean;
}

export interface LongPollOptions {
  db: Queryable;
  log: Logger;
  pollMs?: number;
  limits?: { total: number; perApp: number; perClient: number };
}

export class LongPolls {
  private readonly watches = new Map<string, Watch>();
  private readonly stops = new Set<() => void>();
  private readonly byApp: AppShare;
  private readonly byClient = new Map<string, number>();
  private readonly byConsumer = new Set<string>();
  private readonly perClient: number;
  private readonly pollMs: number;
  /** Polls of the high-water marks made so far (tests read it). */
  polls = 0;

  constructor(private readonly opts: LongPollOptions) {
    const limits = opts.limits ?? LONG_POLL_LIMITS;
    this.byApp = new AppShare({
      what: 'event-log long poll',
      total: limits.total,
      perApp: limits.perApp,
      retryAfterSeconds: 1,
    });
    this.perClient = limits.perClient;
    this.pollMs = opts.pollMs ?? POLL_MS;
  }

  /** Get Records in progress for `app` on this instance. */
  waiting(app: string): number {
    return this.byApp.used(app);
  }

  /**
   * A slot for one Get Records of `consumer` (topic, group and name), by client `clientId` of app
   * `app`; throws RESOURCE_EXHAUSTED when the consumer already has one, or the client or the app is
   * at its limit.
   */
  acquire(app: string, clientId: string, consumer: string): ShareSlot {
    if (this.byConsumer.has(consumer))
      throw tooBusy(
        'a Get Records of this consumer is already in progress; read with one request at a time',
        'event-log long polls per consumer',
        1,
      );
    const mine = this.byClient.get(clientId) ?? 0;
    if (mine >= this.perClient)
      throw tooBusy(
        `this client already has ${mine} Get Records waiting, its limit; retry after one answers`,
        'event-log long polls per client',
        1,
      );
    const slot = this.byApp.acquire(app);
    this.byConsumer.add(consumer);
    this.byClient.set(clientId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        slot.release();
        this.byConsumer.delete(consumer);
        const left = (this.byClient.get(clientId) ?? 1) - 1;
        if (left <= 0) this.byClient.delete(clientId);
        else this.byClient.set(clientId, left);
      },
    };
  }

  /** Wakes every poll waiting on these topics (this instance wrote to them). */
  wake(topics: Iterable<string>): void {
    for (const t of topics) for (const w of [...(this.watches.get(t)?.waiters ?? [])]) w.wake();
  }

  /**
   * Resolves true once the topic's high-water marks differ from `mark` (a write, here or on another
   * instance), false after `ms`, on abort or when the server stops.
   */
  wait(topic: string, mark: string, ms: number, signal: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const watch = this.watch(topic);
      const finish = (written: boolean) => {
        clearTimeout(timer);
        watch.waiters.delete(waiter);
        if (!watch.waiters.size) this.unwatch(topic, watch);
        this.stops.delete(onStop);
        signal.removeEventListener('abort', onStop);
        resolve(written);
      };
      const waiter: Waiter = { mark, wake: () => finish(true) };
      const onStop = () => finish(false);
      const timer = setTimeout(onStop, Math.max(0, ms));
      watch.waiters.add(waiter);
      this.stops.add(onStop);
      signal.addEventListener('abort', onStop);
      if (signal.aborted) onStop();
    });
  }

  /** Ends every waiting poll (the server is stopping). */
  stopAll(): void {
    for (const s of [...this.stops]) s();
  }

  private watch(topic: string): Watch {
    const w = this.watches.get(topic);
    if (w) return w;
    const watch: Watch = {
      waiters: new Set(),
      busy: false,
      timer: setInterval(() => void this.poll(topic, watch), this.pollMs),
    };
    watch.timer.unref?.();
    this.watches.set(topic, watch);
    return watch;
  }

  private unwatch(topic: string, watch: Watch): void {
    clearInterval(watch.timer);
    if (this.watches.get(topic) === watch) this.watches.delete(topic);
  }

  private async poll(topic: string, watch: Watch): Promise<void> {
    if (watch.busy) return; // a slow database: skip a tick rather than pile queries up
    watch.busy = true;
    try {
      this.polls++;
      const end = await topicEnd(this.opts.db, topic);
      for (const w of [...watch.waiters]) if (w.mark !== end) w.wake();
    } catch (err) {
      this.opts.log.warn('event log: reading the high-water marks failed', { err: String(err), topic });
    } finally {
      watch.busy = false;
    }
  }
}
