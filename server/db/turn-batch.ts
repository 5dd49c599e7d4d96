// Work asked in the same turn of the event loop, done together: the items added before the turn
// ends (setImmediate) go to `run` as one list, at most `maxBatch` at a time. At one call in flight
// a list holds one item and leaves a few microseconds later than it would have alone.
//
// Writes use it as group commit (sessions engagements.store.ts: StartSession's new engagements):
// on PostgreSQL each statement of its own cost the server a query written to a socket (which wakes
// a backend that takes the CPU from the server on a busy machine) and a pool slot, on PGlite a
// crossing into WASM and an executor start; a statement over the turn's rows pays those once.
// `run` answers each item on its own (PromiseSettledResult), so a batch that fails can be done
// again item by item, and one bad item fails alone.

export interface TurnBatcherOptions {
  /** Items at most in one list (default 256; more go in further lists of the same turn). */
  maxBatch?: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(err: unknown): void;
}

export class TurnBatcher<I, R> {
  private readonly maxBatch: number;
  private waiting: Waiting<I, R>[] = [];

  /** `run` does the items of one list and answers for each, in their order. */
  constructor(
    private readonly run: (items: I[]) => Promise<PromiseSettledResult<R>[]>,
    opts: TurnBatcherOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 256;
  }

  /** `item` done with the others added in this turn. */
  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.waiting.push({ item, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const all = this.waiting;
    this.waiting = [];
    for (let i = 0; i < all.length; i += this.maxBatch) this.send(all.slice(i, i + this.maxBatch));
  }

  private send(batch: Waiting<I, R>[]): void {
    let running: Promise<PromiseSettledResult<R>[]>;
    try {
      running = this.run(batch.map((w) => w.item));
    } catch (err) {
      running = Promise.reject(err);
    }
    running.then(
      (results) =>
        batch.forEach((w, i) => {
          const r = results[i];
          if (r?.status === 'fulfilled') w.resolve(r.value);
          else w.reject(r ? r.reason : new Error('the batch gave no answer for this item'));
        }),
      (err: unknown) => {
        for (const w of batch) w.reject(err);
      },
    );
  }
}
