// PGlite runs every statement on the event loop's thread, and statements queued behind its lock
// run back to back: when 64 calls wait on it, all 64 answers are written in one turn of the event
// loop and leave together when it ends, so the clients' side and the server's take turns instead
// of working at the same time. A TurnBudget ends the turn (setImmediate) once a share of
// statements has run in it, so the answers so far are sent while the rest are read; the next
// statement in line goes first when the turn resumes, so the order is kept.
//
// Measured with bench/profile-rpc.ts (GetSessionDetails, 64 in flight, PGlite): 2,750 calls/s
// with no budget, about 3,500 with 16 statements or 2 ms a turn; one statement a turn was slower
// than none (each turn costs a flush of its own).

export interface TurnBudgetOptions {
  /** Statements at most in one turn (default 16). */
  statements?: number;
  /** Milliseconds at most from a turn's first statement to the start of another (default 2). */
  ms?: number;
  /** The clock (tests). */
  now?: () => number;
}

export class TurnBudget {
  private readonly max: number;
  private readonly maxMs: number;
  private readonly now: () => number;
  private count = 0;
  private startedAt = 0;
  private ending = false;

  constructor(opts: TurnBudgetOptions = {}) {
    this.max = opts.statements ?? 16;
    this.maxMs = opts.ms ?? 2;
    this.now = opts.now ?? (() => performance.now());
  }

  /**
   * Call before each statement: resolves at once while the turn has budget left, otherwise after
   * the event loop has had its turn (I/O written, timers and immediates run).
   */
  take(): Promise<void> | undefined {
    if (this.count > 0 && (this.count >= this.max || this.now() - this.startedAt >= this.maxMs)) {
      return new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.take());
    }
    if (!this.ending) {
      // The turn's count goes back to zero in the first immediate after it (queued before any
      // statement's wait above, so those find a fresh budget).
      this.ending = true;
      this.startedAt = this.now();
      setImmediate(() => {
        this.count = 0;
        this.ending = false;
      });
    }
    this.count++;
    return undefined;
  }
}
