// Two classes of database work: the statements of calls a client waits for (interactive, the
// default) and those of background work (durable jobs, demo seeding), which code marks once by
// running inside inBackground(); everything it awaits inherits the mark (AsyncLocalStorage).
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
// and heartbeats keep going. On PostgreSQL (a pool) the gate keeps background work to one batch
// at a time and behind interactive work waiting for a connection.
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/** Runs `fn` (and everything it starts) as background work: its statements yield to interactive ones. */
export function inBackground<T>(fn: () => T): T {
  return background.run(true, fn);
}

/** True inside inBackground(). */
export function isBackground(): boolean {
  return background.getStore() === true;
}

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
  private readonly waiters: Waiter[] = [];
  private holding = false;
  private lastBatchMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly opts: PriorityGateOptions) {
    this.share = opts.share ?? 4;
    this.minWaitMs = opts.minWaitMs ?? 10;
    this.now = opts.now ?? (() => performance.now());
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
    this.holding = true;
    next.grant();
  }
}
