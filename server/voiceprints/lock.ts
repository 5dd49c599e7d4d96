// The voiceprint profile lock, in one place: how a row's lock columns read at a given time, and
// every transition (manual Lock, Unlock, the automatic lock after consecutive mismatches and its
// lapse). Lock, Unlock, the decision engine, reads and the status job all go through here.
//
//   unlocked --Lock--> locked (manual: locked_by, reason, LOCK_REASON_OTHER, no auto-unlock)
//   locked   --Lock--> locked, reason updated (an automatic lock becomes a manual one)
//   locked   --Unlock--> unlocked, mismatch counter 0
//   unlocked --mismatch #threshold--> locked (LOCK_REASON_CONSECUTIVE_MISMATCHES, auto-unlock = now + delay, 0 = never)
//   automatic lock past its auto-unlock time --> reads unlocked (counter 0); cleared on the next write
import type { Queryable } from '../db/types.js';
import type { VoiceprintsConfig } from '../configsets/index.js';
import type { LockReason__Output } from '../../generated/proto/nuance/biosec/v1/LockReason.js';
import type { VoiceprintProfileLockInfo } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfileLockInfo.js';
import { toTimestamp, int32 } from './wire.js';

export type LockReason = LockReason__Output;

/** The lock columns of a voiceprint_profiles row. */
export interface LockColumns {
  lock_timestamp: Date | null;
  lock_reason: string | null;
  locked_by: string | null;
  lock_note: string | null;
  auto_unlock_at: Date | null;
  mismatch_counter: number;
}

export interface EffectiveLock {
  locked: boolean;
  lockReason: LockReason;
  lockedBy: string | undefined;
  reason: string | undefined;
  lockTimestamp: Date | undefined;
  autoUnlockAt: Date | undefined;
  mismatchCounter: number;
  /** An automatic lock whose auto-unlock time has passed: it reads unlocked and is cleared on the next write. */
  lapsed: boolean;
}

const UNLOCKED_COLUMNS =
  'lock_timestamp = NULL, lock_reason = NULL, locked_by = NULL, lock_note = NULL, auto_unlock_at = NULL';

/** How a row's lock reads at `now`. */
export function effectiveLock(row: LockColumns, now: Date): EffectiveLock {
  const lapsed = !!row.lock_timestamp && !!row.auto_unlock_at && row.auto_unlock_at.getTime() <= now.getTime();
  if (!row.lock_timestamp || lapsed) {
    return {
      locked: false,
      lockReason: 'LOCK_REASON_UNSPECIFIED',
      lockedBy: undefined,
      reason: undefined,
      lockTimestamp: undefined,
      autoUnlockAt: undefined,
      mismatchCounter: lapsed ? 0 : row.mismatch_counter,
      lapsed,
    };
  }
  return {
    locked: true,
    lockReason: (row.lock_reason as LockReason | null) ?? 'LOCK_REASON_OTHER',
    lockedBy: row.locked_by ?? undefined,
    reason: row.lock_note ?? undefined,
    lockTimestamp: row.lock_timestamp,
    autoUnlockAt: row.auto_unlock_at ?? undefined,
    mismatchCounter: row.mismatch_counter,
    lapsed: false,
  };
}

/** VoiceprintProfileLockInfo in the proto-loader shape. */
export function lockInfoToWire(lock: EffectiveLock): VoiceprintProfileLockInfo {
  return {
    status: lock.locked ? ('LOCK_STATUS_LOCKED' as const) : ('LOCK_STATUS_UNLOCKED' as const),
    locked_by: lock.lockedBy,
    reason: lock.reason,
    mismatch_counter: int32(lock.mismatchCounter),
    lock_timestamp: toTimestamp(lock.lockTimestamp),
    auto_unlock_timestamp: toTimestamp(lock.autoUnlockAt),
    lock_reason: lock.lockReason,
  };
}

async function readLockForUpdate(q: Queryable, profileId: string): Promise<LockColumns | undefined> {
  const { rows } = await q.query<LockColumns>(
    `SELECT lock_timestamp, lock_reason, locked_by, lock_note, auto_unlock_at, mismatch_counter
       FROM voiceprint_profiles WHERE gk_voiceprint_profile_id = $1 FOR UPDATE`,
    [profileId],
  );
  return rows[0];
}

/**
 * Manual lock by `lockedBy` (the caller's client ID). On a locked profile only the reason changes;
 * an automatic lock becomes a manual one (no auto-unlock). Returns false when the profile is gone.
 */
export async function lockProfile(
  q: Queryable,
  profileId: string,
  opts: { lockedBy: string; reason: string | undefined },
  now: Date,
): Promise<boolean> {
  const row = await readLockForUpdate(q, profileId);
  if (!row) return false;
  const lock = effectiveLock(row, now);
  const reason = opts.reason ?? null;
  if (!lock.locked) {
    await q.query(
      `UPDATE voiceprint_profiles SET lock_timestamp = $2, lock_reason = 'LOCK_REASON_OTHER', locked_by = $3, lock_note = $4,
              auto_unlock_at = NULL, mismatch_counter = CASE WHEN $5 THEN 0 ELSE mismatch_counter END, modified_at = $2
        WHERE gk_voiceprint_profile_id = $1`,
      [profileId, now, opts.lockedBy, reason, lock.lapsed],
    );
  } else if (lock.lockReason === 'LOCK_REASON_OTHER') {
    await q.query(
      'UPDATE voiceprint_profiles SET lock_note = $2, modified_at = $3 WHERE gk_voiceprint_profile_id = $1',
      [profileId, reason, now],
    );
  } else {
    await q.query(
      `UPDATE voiceprint_profiles SET lock_reason = 'LOCK_REASON_OTHER', locked_by = $2, lock_note = $3, auto_unlock_at = NULL, modified_at = $4
        WHERE gk_voiceprint_profile_id = $1`,
      [profileId, opts.lockedBy, reason, now],
    );
  }
  return true;
}

/** Unlocks and clears everything, the mismatch counter included. Returns false when the profile is gone. */
export async function unlockProfile(q: Queryable, profileId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE voiceprint_profiles SET ${UNLOCKED_COLUMNS}, mismatch_counter = 0, modified_at = $2 WHERE gk_voiceprint_profile_id = $1`,
    [profileId, now],
  );
  return r.rowCount > 0;
}

export interface VerificationOutcome {
  /** Locked after this result (a locked profile is not counted: it cannot be used to verify). */
  locked: boolean;
  /** This result locked the profile. */
  autoLocked: boolean;
  mismatchCounter: number;
}

/**
 * Records one verification against a profile: a match resets the consecutive-mismatch counter, a
 * mismatch increments it and, at `config.mismatchLockThreshold` (<= 0: never), locks the profile
 * automatically until now + `config.autoUnlockAfterSeconds` (0: until unlocked by hand).
 * Returns undefined when the profile does not exist.
 */
export async function recordVerificationResult(
  q: Queryable,
  profileId: string,
  matched: boolean,
  now: Date,
  config: VoiceprintsConfig,
): Promise<VerificationOutcome | undefined> {
  const row = await readLockForUpdate(q, profileId);
  if (!row) return undefined;
  const lock = effectiveLock(row, now);
  if (lock.locked) return { locked: true, autoLocked: false, mismatchCounter: row.mismatch_counter };
  // A lapsed automatic lock is cleared by this write.
  const clear = lock.lapsed ? `${UNLOCKED_COLUMNS}, modified_at = $3,` : '';
  const setCounter = (n: number) =>
    q.query(
      `UPDATE voiceprint_profiles SET ${clear} mismatch_counter = $2 WHERE gk_voiceprint_profile_id = $1`,
      lock.lapsed ? [profileId, n, now] : [profileId, n],
    );
  if (matched) {
    await setCounter(0);
    return { locked: false, autoLocked: false, mismatchCounter: 0 };
  }
  const counter = lock.mismatchCounter + 1;
  const threshold = config.mismatchLockThreshold;
  if (threshold > 0 && counter >= threshold) {
    const delay = config.autoUnlockAfterSeconds;
    const autoUnlockAt = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
    await q.query(
      `UPDATE voiceprint_profiles SET lock_timestamp = $3, lock_reason = 'LOCK_REASON_CONSECUTIVE_MISMATCHES', locked_by = NULL,
              lock_note = NULL, auto_unlock_at = $4, mismatch_counter = $2, modified_at = $3
        WHERE gk_voiceprint_profile_id = $1`,
      [profileId, counter, now, autoUnlockAt],
    );
    return { locked: true, autoLocked: true, mismatchCounter: counter };
  }
  await setCounter(counter);
  return { locked: false, autoLocked: false, mismatchCounter: counter };
}
