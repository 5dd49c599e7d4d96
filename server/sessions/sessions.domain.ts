// Rules of sessions and engagements that do not touch storage: timeouts and expiry, the StopSession
// configset precedence, which sessions may join a stopped engagement, limits and enum value sets.
import type { Queryable } from '../db/types.js';
import type { Violations } from '../rpc/errors.js';
import type { CallType__Output } from '../../generated/proto/nuance/biosec/v1/CallType.js';
import type { Decision__Output } from '../../generated/proto/nuance/biosec/v1/Decision.js';
import type { EngagementVerdict__Output } from '../../generated/proto/nuance/biosec/v1/EngagementVerdict.js';
import type { SessionIntent__Output } from '../../generated/proto/nuance/biosec/v1/SessionIntent.js';
import type { SessionType__Output } from '../../generated/proto/nuance/biosec/v1/SessionType.js';
import type { DecisionReason__Output } from '../../generated/proto/nuance/biosec/v1/sessions/DecisionReason.js';
import { maxChars, type LimitedField } from '../../shared/rpc/limits.js';
import { VERDICTS as SHARED_VERDICTS } from '../../shared/domain/engagement-values.js';

// The proto's enums, by name (the generated types; the lists below must name only their values).
export type SessionType = SessionType__Output;
export type CallType = CallType__Output;
export type SessionIntent = SessionIntent__Output;
export type EngagementVerdict = EngagementVerdict__Output;
export type Decision = Decision__Output;
export type DecisionReason = DecisionReason__Output;

export interface SessionTimeouts {
  /** A session stops after this long without activity. */
  sessionMs: number;
  /** An engagement stops after this long without activity (its own or its sessions'). */
  engagementMs: number;
  /** How long after a session stops its post-call processing runs; details stay readable until then. */
  postCallMs: number;
}

export const DEFAULT_TIMEOUTS: SessionTimeouts = {
  sessionMs: 30 * 60_000,
  engagementMs: 4 * 60 * 60_000,
  postCallMs: 24 * 60 * 60_000,
};

/** Per-scope timeouts; a later issue reads them from the scope's active configset. */
/** `q`: the caller's open transaction, so a lookup inside one does not wait on the transaction itself. */
export type TimeoutsFor = ((scopeId: string, q?: Queryable) => Promise<SessionTimeouts>) & {
  /**
   * When this instance keeps each scope's timeouts between calls: the kept ones and the version of
   * the layers they were made from (configsets scopeLayersVersionSql), which a statement using
   * them must find unchanged (applyExpiry checks it in the same statement). A lookup refreshes it.
   */
  kept?: (scopeId: string) => { t: SessionTimeouts; version: string } | undefined;
};

export function timeoutsResolver(timeouts?: Partial<SessionTimeouts> | TimeoutsFor): TimeoutsFor {
  if (typeof timeouts === 'function') return timeouts;
  const fixed = { ...DEFAULT_TIMEOUTS, ...(timeouts ?? {}) };
  return () => Promise.resolve(fixed);
}

/** When an idle session or engagement stops on its own: last activity plus the timeout. */
export function expiresAt(lastActivity: Date, timeoutMs: number): Date {
  return new Date(lastActivity.getTime() + timeoutMs);
}

export function isExpired(lastActivity: Date, timeoutMs: number, now: Date): boolean {
  return expiresAt(lastActivity, timeoutMs).getTime() <= now.getTime();
}

// Online sessions are live interactions; offline ones are actions by an application or an
// administrator, and only those may join an engagement that has stopped.
const ONLINE_SESSION_TYPES = new Set([
  'SESSION_TYPE_CALL_CENTER',
  'SESSION_TYPE_IVR',
  'SESSION_TYPE_DIGITAL',
  'SESSION_TYPE_WEB',
  'SESSION_TYPE_PRE_CALL',
]);

export function mayJoinStoppedEngagement(sessionType: string): boolean {
  return !ONLINE_SESSION_TYPES.has(sessionType);
}

export const MAX_CORRELATED = 5;

export const SESSION_TYPES = [
  'SESSION_TYPE_CALL_CENTER',
  'SESSION_TYPE_IVR',
  'SESSION_TYPE_DIGITAL',
  'SESSION_TYPE_FRAUD_ANALYST',
  'SESSION_TYPE_ADMINISTRATION',
  'SESSION_TYPE_OFFLINE_MEDIA_PROCESSING',
  'SESSION_TYPE_WEB',
  'SESSION_TYPE_POST_CALL',
  'SESSION_TYPE_PRE_CALL',
  'SESSION_TYPE_OTHER',
] as const satisfies readonly SessionType[];

export const CALL_TYPES = [
  'CALL_TYPE_UNSPECIFIED',
  'CALL_TYPE_INBOUND',
  'CALL_TYPE_OUTBOUND',
  'CALL_TYPE_EXTERNAL',
  'CALL_TYPE_INTERNAL',
  'CALL_TYPE_CONSULT',
  'CALL_TYPE_TRANSFER',
  'CALL_TYPE_CONFERENCE',
] as const satisfies readonly CallType[];

export const SESSION_INTENTS = [
  'SESSION_INTENT_UNSPECIFIED',
  'SESSION_INTENT_OPT_OUT',
  'SESSION_INTENT_ENROLLMENT',
  'SESSION_INTENT_ADAPTATION',
  'SESSION_INTENT_VERIFICATION',
  'SESSION_INTENT_FRAUD',
  'SESSION_INTENT_FRAUD_DETECTION',
  'SESSION_INTENT_ORPHAN',
  'SESSION_INTENT_OTHER',
] as const satisfies readonly SessionIntent[];

/** The verdicts an analyst can set: the console's list (shared/), which must be the proto's values. */
export const VERDICTS: readonly EngagementVerdict[] = SHARED_VERDICTS;

export const DECISIONS = [
  'DECISION_AUTHENTIC',
  'DECISION_NO_MATCH',
  'DECISION_FRAUD',
  'DECISION_UNCERTAIN',
  'DECISION_FAILED',
  'DECISION_NO_RISK_DETECTED',
] as const satisfies readonly Decision[];

export const DECISION_REASONS = [
  'DECISION_REASON_LOW_RELIABILITY',
  'DECISION_REASON_NO_RISK_DETECTED',
  'DECISION_REASON_AUTHENTIC',
  'DECISION_REASON_FRAUD_RISK',
  'DECISION_REASON_NO_MATCH',
  'DECISION_REASON_NO_DATA',
  'DECISION_REASON_BAD_CONFIGURATION',
  'DECISION_REASON_NO_AVAILABLE_SCORES',
  'DECISION_REASON_BAD_AUDIO',
  'DECISION_REASON_BAD_TEXT',
  'DECISION_REASON_INTERNAL_ERROR',
] as const satisfies readonly DecisionReason[];

/** Reads an enum field: undefined when absent (or its zero value), a violation when unknown. */
export function enumValue<T extends string>(
  v: Violations,
  field: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (
    value === undefined ||
    value === null ||
    value === 0 ||
    (typeof value === 'string' && value.endsWith('_UNSPECIFIED'))
  ) {
    return undefined;
  }
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  v.add(field, `unknown value ${String(value)}`, 'OUT_OF_RANGE', String(value));
  return undefined;
}

/** `value` of the request field at `path` against `row`'s size in the limits table. */
export function checkMaxLength(v: Violations, path: string, value: string | undefined, row: LimitedField): void {
  const max = maxChars(row);
  if (value !== undefined && [...value].length > max) {
    v.add(path, `must be at most ${max} characters (got ${[...value].length})`, 'TOO_LONG');
  }
}
