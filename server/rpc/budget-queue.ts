// The unary calls' wall-time budgets (budgets.ts), one timer for all of a dispatcher's calls.
//
// Profiled at 64 GetSessionDetails in flight (bench/profile-rpc.ts), a setTimeout and a
// clearTimeout per call cost about 7% of the server's CPU per call: each timer goes into Node's
// timer list and out again. Every call of one dispatcher has the same budget, so the calls' ends
// come in the order the calls started: a queue in that order with one timer armed for its oldest
// unfinished call says the same, and a call that ends only marks its place.
//
// A call over budget is told at the same moment a timer of its own would have told it (the timer
// is armed for the oldest call's end, and re-armed for the next one's when it fires).

/** One call's place in the queue. */
export interface Budgeted {
  /** When it runs out (performance.now() ms). */
  readonly at: number;
  /** What to do then; undefined once the call has ended. */
  onExpire: (() => void) | undefined;
}

/** Compacting the array once this many ended calls sit in front of the oldest unfinished one. */
const COMPACT_AFTER = 1024;

export class BudgetQueue {
  private queue: Budgeted[] = [];
  private head = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Whether the timer keeps the process alive (only while a call is waiting). */
  private refd = false;

  constructor(readonly ms: number) {}

  /** Calls `onExpire` once the budget has run out, unless `done` is called first. */
  add(onExpire: () => void): Budgeted {
    const entry: Budgeted = { at: performance.now() + this.ms, onExpire };
    this.queue.push(entry);
    if (!this.timer) this.arm(this.ms);
    else if (!this.refd) {
      // Armed for an older call's end, which comes no later than this one's.
      this.timer.ref();
      this.refd = true;
    }
    return entry;
  }

  /** The call has ended: its budget no longer runs. */
  done(entry: Budgeted): void {
    entry.onExpire = undefined;
    this.dropEnded();
    if (this.head === this.queue.length && this.refd) {
      // Nothing waits: the timer stays armed (it finds nothing when it fires) but holds no process.
      this.timer?.unref();
      this.refd = false;
    }
  }

  /** How many calls are waiting (tests). */
  get waiting(): number {
    let n = 0;
    for (let i = this.head; i < this.queue.length; i++) if (this.queue[i]!.onExpire) n++;
    return n;
  }

  private dropEnded(): void {
    const q = this.queue;
    while (this.head < q.length && !q[this.head]!.onExpire) this.head++;
    if (this.head === q.length) {
      this.queue = [];
      this.head = 0;
    } else if (this.head >= COMPACT_AFTER && this.head * 2 >= q.length) {
      this.queue = q.slice(this.head);
      this.head = 0;
    }
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => this.fire(), Math.max(0, ms));
    this.refd = true;
  }

  private fire(): void {
    this.timer = undefined;
    this.refd = false;
    const now = performance.now();
    const q = this.queue;
    const expired: (() => void)[] = [];
    while (this.head < q.length) {
      const entry = q[this.head]!;
      if (entry.onExpire) {
        if (entry.at > now) break;
        expired.push(entry.onExpire);
        entry.onExpire = undefined;
      }
      this.head++;
    }
    this.dropEnded();
    if (this.head < this.queue.length) this.arm(this.queue[this.head]!.at - now);
    // Told once the queue is in order again: what they do may add or end calls.
    for (const expire of expired) expire();
  }
}
