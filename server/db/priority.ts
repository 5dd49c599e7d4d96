// Two classes of database work: the statements of calls a client waits for, through the Db as it
// is, and those of background work (durable jobs, demo seeding), through its `background` view
// (backgroundDb below), which everything a background task does is given once.
//
// PGlite has one connection, so its statements form one queue, first come first served: a
// transcription step or a seeding batch queued ahead of a StartSession holds it up for its whole
// length, and a few of them back to back starve the calls. A PriorityGate lets background work
// take the connection one batch (one statement or one transaction) at a time, and only when no
// interactive work is waiting and none has ended for a grace (graceMs: with a few calls in
// flight, the count of statements in progress is 0 for the moment between a call's answer and the
// client's next call, and a batch that slipped into each such moment took far more than its
// share); an interactive statement that arrives meanwhile runs right after
// the batch in hand, before the next one. So the most a background batch can delay a call is one
// batch, and callers keep their batches short (a job step, a seeding chunk). Under unbroken
// interactive load, background work still gets a turn once it has waited `share` times as long
// as its last batch took (so it keeps at most about 1/(share+1) of the connection), and leases
// and heartbeats keep going. On PostgreSQL (a pool) the gate keeps background work behind
// interactive work waiting for a connection.
//
// (An AsyncLocalStorage mark would have reached every await of a task without passing a Db, but
// in Node 20 it puts a hook on every promise the server makes: about 1% of its CPU in a profile.)
import type { Db } from './types.js';

/** The same database for background work: its own view where the Db has one, else the Db itself. */
export function backgroundDb(db: Db): Db {
  return db.background ?? db;
}

/** Runs one operation (a statement, a transaction) in its class. */
export type Priority = <T>(op: () => Promise<T>) => Promise<T>;

/**
 * Runs `step`, background work on the event loop's thread that runs no statement, as one batch of
 * `db`'s background class (Db.step), or at once where there is none (a test double). The thread
 * is one: a step of tenths of a second slows the calls as much as a statement that long, and
 * yielding between steps alone let the demo audio's mixing take about a fifth of the server's
 * CPU while the first calls after a `--demo` start came in.
 */
export function backgroundStep<T>(db: Db, step: () => T | Promise<T>): Promise<T> {
  const run = backgroundDb(db).step;
  return run ? run(async () => step()) : Promise.resolve().then(step);
}

export interface PriorityGateOptions {
  /** Whether interactive work is waiting for the connection now. */
  busy: () => boolean;
  /**
   * How many times its last batch's length background work waits at most for interactive work to
   * pause (default 8: about a ninth of the connection at most under unbroken load; at 4, a fifth,
   * the calls kept too little of it for StartSession to stay within 0.8 of its speed while the demo
   * seeds, with the background work's own CPU beside it).
   */
  share?: number;
  /** The shortest such wait, in ms (default 10). */
  minWaitMs?: number;
  /**
   * How long interactive work must have been quiet (since its last `wake`) before background work
   * takes the connection without waiting its patience, in ms (default 50). `busy` is only a count
   * of statements in progress: a client with a few calls in flight sends the next one a moment
   * after the last answer, and in that moment the count is 0. Without the grace a background batch
   * slips in there each time. At 3 ms that moment was often longer on a busy machine (the client
   * descheduled, a GC): with 8 StartSessions in flight while the demo seeded, background batches
   * held PGlite's connection for 60-100% of each second, not the ninth `share` allows. A client
   * whose calls stop for longer than the grace leaves the connection to background work at once.
   */
  graceMs?: number;
  /**
   * One background batch at a time (default). PGlite needs it (one connection). A pool does not:
   * there a batch may run beside another, which also keeps a batch that uses the background view
   * inside its own transaction (a blob store read, say) from waiting on itself.
   */
  exclusive?: boolean;
  /** The clock (tests). */
  now?: () => number;
}

interface Waiter {
  since: number;
  grant: () => void;
}

export class PriorityGate {
  private readonly share: number;
  private readonly minWaitMs: number;
  private readonly graceMs: number;
  /** When interactive work last ended something (wake). */
  private lastInteractive = Number.NEGATIVE_INFINITY;
  private timerAt = Number.POSITIVE_INFINITY;
  private readonly now: () => number;
  private readonly exclusive: boolean;
  private readonly waiters: Waiter[] = [];
  private holding = false;
  private lastBatchMs = 0;
  /** When the last background batch ended: a waiter's patience counts from then at the earliest. */
  private lastBatchEnd = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly opts: PriorityGateOptions) {
    this.share = opts.share ?? 8;
    this.minWaitMs = opts.minWaitMs ?? 10;
    this.graceMs = opts.graceMs ?? 50;
    this.now = opts.now ?? (() => performance.now());
    this.exclusive = opts.exclusive ?? true;
  }

  /** Background batches waiting for their turn (tests, figures). */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Runs one background batch when its turn comes; one batch at a time. */
  async run<T>(batch: () => Promise<T>): Promise<T> {
    await new Promise<void>((grant) => {
      this.waiters.push({ since: this.now(), grant });
      this.check();
    });
    const started = this.now();
    try {
      return await batch();
    } finally {
      this.lastBatchEnd = this.now();
      this.lastBatchMs = this.lastBatchEnd - started;
      this.holding = false;
      this.check();
    }
  }

  /** Interactive work has finished something: a waiting batch may go now. */
  wake(): void {
    this.lastInteractive = this.now();
    if (this.waiters.length && !this.holding) this.check();
  }

  // Decides after the current turn of the event loop, so interactive work that the same turn
  // queues (the calls whose requests arrived together) is counted first.
  private lookAgainAt(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    this.clearTimer();
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Number.POSITIVE_INFINITY;
        this.check();
      },
      Math.max(1, Math.ceil(at - this.now())),
    );
    this.timer.unref();
  }

  private clearTimer(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
  }

  private check(): void {
    if (this.checking) return;
    this.checking = true;
    setImmediate(() => {
      this.checking = false;
      this.decide();
    });
  }

  private decide(): void {
    if (this.holding || !this.waiters.length) return;
    const next = this.waiters[0]!;
    const now = this.now();
    // Waiting counts from when the connection was last given back: the time a batch queued while
    // another one held the connection is no pause of the calls, and counting it let background
    // work from a few sources (seeding, a job step, a heartbeat) follow one another with hardly a
    // gap, each having "waited" through the one before.
    const from = Math.max(next.since, this.lastBatchEnd);
    const waited = now - from;
    const patience = Math.max(this.minWaitMs, this.share * this.lastBatchMs);
    if (waited < patience) {
      // Held while interactive work is in progress (looked at again when it ends something: wake),
      // and for a grace after it last ended something (looked at again when the grace is over),
      // but never past its patience.
      const busy = this.opts.busy();
      const quiet = now - this.lastInteractive;
      if (busy || quiet < this.graceMs) {
        const until = busy ? from + patience : Math.min(from + patience, this.lastInteractive + this.graceMs);
        this.lookAgainAt(until);
        return;
      }
    }
    this.clearTimer();
    this.waiters.shift();
    this.holding = this.exclusive;
    next.grant();
    if (!this.exclusive && this.waiters.length) this.check();
  }
}
