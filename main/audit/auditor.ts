// The wrapper every mutating channel goes through: runs the change, then appends who did what,
// where and with which result to the audit log, whether it worked or not.
import { IpcFailure } from '../errors.js';
import os from 'node:os';
import type { Clock } from '../../wire/clock.js';
import { systemClock } from '../../wire/clock.js';
import type { AuditLog } from './audit-log.js';
import type { ConnectionProfile } from '../../shared/domain/connections.js';
import type { AuditNote } from '../../shared/domain/audit.js';

/** The profile and scope a change was made through. */
export interface AuditSubject {
  profileId: string;
  profileName: string;
  clientId: string;
  scopeId: string;
}

export interface AuditRecord<T> {
  action: string;
  /** Resolved before the change runs; a function is called lazily (it may itself fail). */
  subject: AuditSubject | (() => AuditSubject);
  target: Record<string, string>;
  /** A short description of what changed, from the result. */
  detail?: (result: T) => string;
  /** The IDs people use for the target (customer ID, engagement external ID…); read when the entry is written. */
  refs?: () => Record<string, string>;
  /** The reason or ticket reference the user gave. */
  reason?: string | undefined;
}

/** The subject of a change made through a connection profile. */
export const profileSubject = (
  p: Pick<ConnectionProfile, 'id' | 'name' | 'clientId' | 'defaultScopeId'>,
): AuditSubject => ({
  profileId: p.id,
  profileName: p.name,
  clientId: p.clientId,
  scopeId: p.defaultScopeId ?? '',
});

const UNKNOWN_SUBJECT: AuditSubject = { profileId: '', profileName: '', clientId: '', scopeId: '' };

function currentOsUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}

export class Auditor {
  private readonly osUser: string;
  private readonly clock: Clock;

  constructor(
    readonly log: AuditLog,
    opts: { clock?: Clock | undefined; osUser?: string | undefined } = {},
  ) {
    this.clock = opts.clock ?? systemClock;
    this.osUser = opts.osUser ?? currentOsUser();
  }

  async run<T>(rec: AuditRecord<T>, change: () => Promise<T>): Promise<T> {
    let subject = UNKNOWN_SUBJECT;
    try {
      subject = typeof rec.subject === 'function' ? rec.subject() : rec.subject;
    } catch {
      // The change will fail the same way and be recorded with what is known.
    }
    try {
      const result = await change();
      this.write(rec, subject, 'ok', rec.detail?.(result) ?? '');
      return result;
    } catch (err) {
      const code = err instanceof IpcFailure ? err.error.code : 'INTERNAL';
      this.write(rec, subject, code, err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  /** Appends an entry for something main did on its own (no change wrapped), e.g. using an insecure profile. */
  note(action: AuditNote, subject: AuditSubject, target: Record<string, string>, detail: string): void {
    this.write({ action, subject, target }, subject, 'ok', detail);
  }

  private write(rec: AuditRecord<never>, subject: AuditSubject, result: string, detail: string): void {
    let refs: Record<string, string> = {};
    try {
      refs = Object.fromEntries(Object.entries(rec.refs?.() ?? {}).filter(([, v]) => typeof v === 'string' && v));
    } catch {
      // The entry matters more than its labels.
    }
    const reason = rec.reason?.trim();
    this.log.append({
      at: this.clock.now().toISOString(),
      osUser: this.osUser,
      ...subject,
      action: rec.action,
      target: rec.target,
      result,
      detail,
      ...(Object.keys(refs).length ? { refs } : {}),
      ...(reason ? { reason } : {}),
    });
  }
}
