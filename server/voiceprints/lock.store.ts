// The lock's transitions as SQL (the states and how a row reads are in lock.ts): manual Lock and
// Unlock, and each verification result counting toward the automatic lock.
import type { Queryable } from '../db/types.js';
import type { VoiceprintsConfig } from '../configsets/index.js';
import { UNLOCKED_COLUMNS, effectiveLock, type LockColumns } from './lock.js';

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
