// The sessions this instance saved last, kept in memory so that the next turn of a conversation
// starts without reading its row. A kept copy is never trusted: the turn run from it is saved by
// saveSession with the copy's row version and its model's deployed version in the same statement
// (several instances may share one PostgreSQL, and a project may be redeployed by another
// process), so a copy that went stale fails that save, nothing of the turn is kept or answered,
// and the turn runs again from the row read fresh. A session found stale once (another instance
// serves it too) is not kept again here: its turns read the row, as they did before.
import type { SessionRow } from './dialog.store.js';

/** A session as saved: its state in JSON (each turn parses its own copy). */
export interface KeptSession extends Omit<SessionRow, 'state'> {
  stateJson: string;
}

type Entry = KeptSession | 'shared';

export class SessionCache {
  private readonly kept = new Map<string, Entry>();
  constructor(private readonly max = 20_000) {}

  private static key(appId: string, sessionId: string): string {
    return `${appId}\u0000${sessionId}`;
  }

  /** The kept copy as a session row with a state of its own; undefined when none or expired at `now`. */
  get(appId: string, sessionId: string, now: Date): SessionRow | undefined {
    const key = SessionCache.key(appId, sessionId);
    const e = this.kept.get(key);
    if (e === undefined || e === 'shared') return undefined;
    if (e.expiresAt.getTime() <= now.getTime()) {
      this.kept.delete(key);
      return undefined;
    }
    const { stateJson, ...row } = e;
    return { ...row, state: JSON.parse(stateJson) as unknown };
  }

  /** Keeps the session as just saved, unless it is known to be served by other instances too. */
  set(appId: string, s: KeptSession): void {
    const key = SessionCache.key(appId, s.sessionId);
    const e = this.kept.get(key);
    if (e === 'shared') return;
    if (e !== undefined)
      this.kept.delete(key); // re-inserted last: the oldest go first
    else if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, s);
  }

  /** The kept copy was stale: this session's turns read its row from now on. */
  shared(appId: string, sessionId: string): void {
    const key = SessionCache.key(appId, sessionId);
    this.kept.delete(key);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, 'shared');
  }

  /** Whether this instance saved the session after `rowVersion` (a call at the same time as another). */
  savedSince(appId: string, sessionId: string, rowVersion: number): boolean {
    const e = this.kept.get(SessionCache.key(appId, sessionId));
    return e !== undefined && e !== 'shared' && e.rowVersion > rowVersion;
  }

  /** Forgets the session (ended, or changed by a call that does not keep it). */
  drop(appId: string, sessionId: string): void {
    const key = SessionCache.key(appId, sessionId);
    if (this.kept.get(key) !== 'shared') this.kept.delete(key);
  }

  get size(): number {
    return this.kept.size;
  }
}
