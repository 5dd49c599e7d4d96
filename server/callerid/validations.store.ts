// SQL for stored validation results (ValidateCallerId, ProcessPreAnswer), replayed by reference_id.
import type { Queryable } from '../db/types.js';

export interface ValidationRow {
  reference_id: string;
  source: 'validation' | 'pre-answer';
  api_version: string;
  gk_engagement_id: string | null;
  gk_session_id: string | null;
  result: Record<string, unknown>;
  created_at: Date;
}

export async function insertValidation(
  q: Queryable,
  scopeId: string,
  row: Omit<ValidationRow, 'created_at'> & { gk_person_id: string | null },
  now: Date,
): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO callerid_validations (scope_id, reference_id, source, api_version, gk_engagement_id, gk_session_id, gk_person_id, result, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) ON CONFLICT DO NOTHING`,
    [
      scopeId,
      row.reference_id,
      row.source,
      row.api_version,
      row.gk_engagement_id,
      row.gk_session_id,
      row.gk_person_id,
      JSON.stringify(row.result),
      now,
    ],
  );
  return r.rowCount > 0;
}

export async function getValidation(
  q: Queryable,
  scopeId: string,
  referenceId: string,
): Promise<ValidationRow | undefined> {
  const r = await q.query<ValidationRow>(
    `SELECT reference_id, source, api_version, gk_engagement_id, gk_session_id, result, created_at
     FROM callerid_validations WHERE scope_id = $1 AND reference_id = $2`,
    [scopeId, referenceId],
  );
  return r.rows[0];
}

/** The latest validation of a session, or of its engagement when the session has none. */
export async function latestValidation(
  q: Queryable,
  scopeId: string,
  gkEngagementId: string,
  gkSessionId: string,
): Promise<ValidationRow | undefined> {
  const r = await q.query<ValidationRow>(
    `SELECT reference_id, source, api_version, gk_engagement_id, gk_session_id, result, created_at
     FROM callerid_validations WHERE scope_id = $1 AND (gk_session_id = $2 OR gk_engagement_id = $3)
     ORDER BY coalesce(gk_session_id = $2, false) DESC, created_at DESC LIMIT 1`,
    [scopeId, gkSessionId, gkEngagementId],
  );
  return r.rows[0];
}
