// Work asked in the same turn of the event loop, done together: the items added before the turn
// ends (setImmediate) go to `run` as one list, at most `maxBatch` at a time. At one call in flight
// a list holds one item and leaves a few microseconds later than it would have alone.
//
// Writes use it as group commit (sessions engagements.store.ts: StartSession's new engagements):
// on PostgreSQL each statement of its own cost the server a query written to a socket (which wakes
// a backend that takes the CPU from the server on a busy machine) and a pool slot, on PGlite a
// crossing into WASM and an executor start; a statement over the turn's rows pays those once.
// Dialog turns' session saves (dialog.store.ts SessionSaver) use it with one list in flight, so the
// saves asked while a statement runs go together in the next.
// `run` answers each item on its own (PromiseSettledResult), so a batch that fails can be done
// again item by item, and one bad item fails alone.

export interface TurnBatcherOptions<I> {
  /** Items at most in one list (default 256; more go in further lists of the same turn). */
  maxBatch?: number;
  /**
   * One list in flight at a time: the items added while it runs wait for its answer and go
   * together in the next, so a list grows with the load (dialog saves: dialog.store.ts).
   */
  oneInFlight?: boolean;
  /** Items of one key never share a list: a later one goes in a later list. */
  keyOf?: (item: I) => string;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(err: unknown): void;
}

export class TurnBatcher<I, R> {
  private readonly maxBatch: number;
  private readonly oneInFlight: boolean;
  private readonly keyOf: ((item: I) => string) | undefined;
  private waiting: Waiting<I, R>[] = [];
  private scheduled = false;
  private inFlight = 0;

  /** `run` does the items of one list and answers for each, in their order. */
  constructor(
    private readonly run: (items: I[]) => Promise<PromiseSettledResult<R>[]>,
    opts: TurnBatcherOptions<I> = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 256;
    this.oneInFlight = opts.oneInFlight ?? false;
    this.keyOf = opts.keyOf;
  }

  /** `item` done with the others added in this turn. */
  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private blocked(): boolean {
    return this.oneInFlight && this.inFlight > 0;
  }

  /** A flush at the end of this turn, unless one is due or a list in flight holds the rest back. */
  private schedule(): void {
    if (this.scheduled || !this.waiting.length || this.blocked()) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.waiting.length && !this.blocked()) this.send(this.take());
    });
  }

  /** The next list: up to maxBatch of the waiting items, one per key; the rest keep waiting. */
  private take(): Waiting<I, R>[] {
    const keyOf = this.keyOf;
    if (!keyOf) return this.waiting.splice(0, this.maxBatch);
    const list: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    for (const w of this.waiting) {
      const key = keyOf(w.item);
      if (list.length < this.maxBatch && !keys.has(key)) {
        keys.add(key);
        list.push(w);
      } else rest.push(w);
    }
    this.waiting = rest;
    return list;
  }

  private send(batch: Waiting<I, R>[]): void {
    this.inFlight++;
    let running: Promise<PromiseSettledResult<R>[]>;
    try {
      running = this.run(batch.map((w) => w.item));
    } catch (err) {
      running = Promise.reject(err);
    }
    void running
      .then(
        (results) =>
          batch.forEach((w, i) => {
            const r = results[i];
            if (r?.status === 'fulfilled') w.resolve(r.value);
            else w.reject(r ? r.reason : new Error('the batch gave no answer for this item'));
          }),
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        this.inFlight--;
        this.schedule();
      });
  }
}
