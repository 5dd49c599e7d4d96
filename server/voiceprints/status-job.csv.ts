// One CSV line per profile in the status report (RFC 4180: comma-separated, CRLF, fields with a
// comma, quote or line break quoted). The lock columns are the lock as it reads when the job starts.
import { csvCell } from '../../shared/csv.js';
import { effectiveLock, type LockColumns } from './lock.js';

export const CSV_COLUMNS = [
  'gk_voiceprint_profile_id',
  'gk_owner_id',
  'owner_type',
  'owner_id',
  'tag',
  'version',
  'status',
  'near_term_adaptation',
  'lock_status',
  'lock_reason',
  'locked_by',
  'reason',
  'mismatch_counter',
  'lock_timestamp',
  'auto_unlock_timestamp',
  'gk_calibration_model_revision_id',
  'voice_class_score',
  'latest_train_timestamp',
  'creation_timestamp',
  'modification_timestamp',
] as const;

export const CSV_HEADER = CSV_COLUMNS.join(',') + '\r\n';

/** The columns the job reads for each profile. */
export interface StatusRow extends LockColumns {
  id: string;
  gk_owner_id: string;
  owner_type: string;
  external_id: string | null;
  tag: string;
  version: number;
  status: string;
  near_term_adaptation: boolean;
  calibration_model_revision_id: string | null;
  voice_class_score: number | null;
  /** ISO 8601 UTC, as the page query formats them. */
  latest_train_at: string | null;
  created_at: string;
  modified_at: string;
}

/** One cell: quoted and neutralised against spreadsheet formulas (shared/csv.ts). */
export const csvField = csvCell;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

export function csvLine(r: StatusRow, now: Date): string {
  const lock = effectiveLock(r, now);
  return (
    [
      r.id,
      r.gk_owner_id,
      r.owner_type,
      csvField(r.external_id),
      csvField(r.tag),
      String(r.version),
      r.status,
      r.near_term_adaptation ? 'true' : 'false',
      lock.locked ? 'LOCK_STATUS_LOCKED' : 'LOCK_STATUS_UNLOCKED',
      lock.locked ? lock.lockReason : '',
      csvField(lock.lockedBy),
      csvField(lock.reason),
      String(lock.mismatchCounter),
      iso(lock.lockTimestamp),
      iso(lock.autoUnlockAt),
      r.calibration_model_revision_id ?? '',
      r.voice_class_score === null ? '' : String(r.voice_class_score),
      r.latest_train_at ?? '',
      r.created_at,
      r.modified_at,
    ].join(',') + '\r\n'
  );
}
