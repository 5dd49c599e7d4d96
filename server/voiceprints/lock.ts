// The voiceprint profile lock, in one place: how a row's lock columns read at a given time, and
// every transition (manual Lock, Unlock, the automatic lock after consecutive mismatches and its
// lapse). Lock, Unlock, the decision engine, reads and the status job all go through here.
//
//   unlocked --Lock--> locked (manual: locked_by, reason, LOCK_REASON_OTHER, no auto-unlock)
//   locked   --Lock--> locked, reason updated (an automatic lock becomes a manual one)
//   locked   --Unlock--> unlocked, mismatch counter 0
//   unlocked --mismatch #threshold--> locked (LOCK_REASON_CONSECUTIVE_MISMATCHES, auto-unlock = now + delay, 0 = never)
//   automatic lock past its auto-unlock time --> reads unlocked (counter 0); cleared on the next write
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

export const UNLOCKED_COLUMNS =
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
