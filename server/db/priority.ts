// Two classes of database work: the statements of calls a client waits for, through the Db as it
// is, and those of background work (durable jobs, demo seeding), through its `background` view
// (backgroundDb below), which everything a background task does is given once.
//
// PGlite has one connection, so its statements form one queue, first come first served: a
// transcription step or a seeding batch queued ahead of a StartSession holds it up for its whole
// length, and a few of them back to back starve the calls. A PriorityGate lets background work
// take the connection one batch (one statement or one transaction) at a time, and only when no
// interactive work is waiting; an interactive statement that arrives meanwhile runs right after
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

export interface PriorityGateOptions {
  /** Whether interactive work is waiting for the connection now. */
  busy: () => boolean;
  /**
   * How many times its last batch's length background work waits at most for interactive work to
   * pause (default 4: about a fifth of the connection at most under unbroken load).
   */
  share?: number;
  /** The shortest such wait, in ms (default 10). */
  minWaitMs?: number;
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
  private readonly now: () => number;
  private readonly exclusive: boolean;
  private readonly waiters: Waiter[] = [];
  private holding = false;
  private lastBatchMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly opts: PriorityGateOptions) {
    this.share = opts.share ?? 4;
    this.minWaitMs = opts.minWaitMs ?? 10;
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
      this.lastBatchMs = this.now() - started;
      this.holding = false;
      this.check();
    }
  }

  /** Interactive work has finished something: a waiting batch may go now. */
  wake(): void {
    if (this.waiters.length && !this.holding) this.check();
  }

  // Decides after the current turn of the event loop, so interactive work that the same turn
  // queues (the calls whose requests arrived together) is counted first.
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
    const waited = this.now() - next.since;
    const patience = Math.max(this.minWaitMs, this.share * this.lastBatchMs);
    if (this.opts.busy() && waited < patience) {
      // Looked at again when interactive work ends something (wake), or when patience runs out.
      if (!this.timer) {
        this.timer = setTimeout(
          () => {
            this.timer = undefined;
            this.check();
          },
          Math.ceil(patience - waited),
        );
        this.timer.unref();
      }
      return;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.waiters.shift();
    this.holding = this.exclusive;
    next.grant();
    if (!this.exclusive && this.waiters.length) this.check();
  }
}
