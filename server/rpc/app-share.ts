// One way to share a pool (decoders, interpreters, long polls, consumers, backend calls) between
// the apps that use it: the pool has a total, and each app may hold at most its share of it. A
// caller over either limit is refused at once with RESOURCE_EXHAUSTED (HTTP 429) saying which
// limit it hit and when to try again; nothing waits in a queue that one app could fill.
import { RpcError } from './errors.js';
import { status as GrpcStatus } from '@grpc/grpc-js';

export interface AppShareOptions {
  /** What is shared, as the error names it: "speech decoder", "long poll". */
  what: string;
  /** Slots in the whole pool. */
  total: number;
  /** Slots one app may hold at once (at most `total`). */
  perApp: number;
  /** Said to a refused caller: seconds after which a retry is likely to find a slot. */
  retryAfterSeconds?: number;
}

/** A held slot; `release()` is idempotent. */
export interface ShareSlot {
  release(): void;
}

/** RESOURCE_EXHAUSTED with the limit that was hit and the seconds to wait (Retry-After over HTTP). */
export function tooBusy(message: string, limit: string, retryAfterSeconds: number): RpcError {
  return new RpcError(GrpcStatus.RESOURCE_EXHAUSTED, message, [], {
    limit,
    retryAfterSeconds: String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** The seconds an error asks its caller to wait before retrying, if it says. */
export function retryAfterOf(err: RpcError): number | undefined {
  const v = err.extras.retryAfterSeconds;
  return v === undefined ? undefined : Number(v);
}

export class AppShare {
  private readonly held = new Map<string, number>();
  private inUse = 0;
  private readonly retryAfter: number;

  constructor(private readonly opts: AppShareOptions) {
    if (!(opts.total >= 1) || !(opts.perApp >= 1)) throw new Error(`${opts.what}: total and perApp must be ≥ 1`);
    this.retryAfter = opts.retryAfterSeconds ?? 1;
  }

  /** Slots in use by `app` (all apps without one). */
  used(app?: string): number {
    return app === undefined ? this.inUse : (this.held.get(app) ?? 0);
  }

  /** Takes a slot for `app` or throws RESOURCE_EXHAUSTED naming the limit. */
  acquire(app: string): ShareSlot {
    const mine = this.held.get(app) ?? 0;
    const perApp = Math.min(this.opts.perApp, this.opts.total);
    if (mine >= perApp) {
      throw tooBusy(
        `this app already holds ${mine} of its ${perApp} ${this.opts.what} slots; retry after one finishes`,
        `${this.opts.what} per app`,
        this.retryAfter,
      );
    }
    if (this.inUse >= this.opts.total) {
      throw tooBusy(
        `every ${this.opts.what} slot (${this.opts.total}) is in use; retry shortly`,
        `${this.opts.what} total`,
        this.retryAfter,
      );
    }
    this.held.set(app, mine + 1);
    this.inUse++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inUse--;
        const left = (this.held.get(app) ?? 1) - 1;
        if (left <= 0) this.held.delete(app);
        else this.held.set(app, left);
      },
    };
  }
}
