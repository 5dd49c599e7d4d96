// SQL for persons and fraudsters: the rows of voiceprint_owners (migration 0005) with the details,
// consent and history columns of migration 0011. Voiceprint profiles reference them by
// gk_owner_id (ON DELETE CASCADE), so deleting an owner deletes its prints in the same statement.
import { randomUUID } from 'node:crypto';
import { cachedQuery } from '../db/read-cache.js';
import { ReadBatcher, batcherOf, pointRead } from '../db/read-batch.js';
import type { Db, Queryable } from '../db/types.js';
import type { ErasureJobRow } from './erasure.store.js';
import type { OwnerType__Output } from '../../generated/proto/nuance/biosec/v1/OwnerType.js';

/** OwnerType as stored (never UNSPECIFIED). */
export type OwnerType = Exclude<OwnerType__Output, 'OWNER_TYPE_UNSPECIFIED'>;

export type OwnerKind = 'person' | 'fraudster';
export const OWNER_TYPE_OF: Record<OwnerKind, OwnerType> = {
  person: 'OWNER_TYPE_PERSON',
  fraudster: 'OWNER_TYPE_FRAUDSTER',
};

export type ConsentStatusName = 'CONSENT_STATUS_OPTED_IN' | 'CONSENT_STATUS_OPTED_OUT';

export interface EntityOwnerRow {
  gk_owner_id: string;
  scope_id: string;
  owner_type: OwnerType;
  external_id: string | null;
  first_name: string | null;
  last_name: string | null;
  gender_identity: string | null;
  preferred_language: string | null;
  /** NULL reads as none (rows the demo seeds leave them out). */
  phone_numbers: string[] | null;
  custom_data: Record<string, string> | null;
  consent_status: ConsentStatusName | null;
  consent_agent_id: string | null;
  consent_reason: string | null;
  consent_at: Date | null;
  opt_in_at: Date | null;
  opt_in_not_before: Date | null;
  created_at: Date;
  /** NULL for owners created by the voiceprint paths and never changed since. */
  modified_at: Date | null;
}

/** The detail columns a create or update may set (the wire's field names). */
export const OWNER_DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'gender_identity',
  'preferred_language',
  'phone_numbers',
  'custom_data',
] as const;
export type OwnerDetailField = (typeof OWNER_DETAIL_FIELDS)[number];

export interface OwnerDetails {
  first_name?: string | null;
  last_name?: string | null;
  gender_identity?: string | null;
  preferred_language?: string | null;
  phone_numbers?: string[];
  custom_data?: Record<string, string>;
}

const JSON_COLUMNS = new Set<string>(['phone_numbers', 'custom_data']);

function detailColumns(d: OwnerDetails): Array<[string, unknown]> {
  return OWNER_DETAIL_FIELDS.filter((f) => d[f] !== undefined).map((f) => [
    f,
    JSON_COLUMNS.has(f) ? JSON.stringify(d[f]) : d[f],
  ]);
}

/** Creates the owner; undefined when the external ID is already taken in the scope. */
export async function insertOwner(
  q: Queryable,
  o: { scopeId: string; kind: OwnerKind; externalId: string; details: OwnerDetails; now: Date },
): Promise<string | undefined> {
  const cols = detailColumns(o.details);
  const names = [
    'gk_owner_id',
    'scope_id',
    'owner_type',
    'external_id',
    'created_at',
    'modified_at',
    ...cols.map(([c]) => c),
  ];
  const values = [
    randomUUID(),
    o.scopeId,
    OWNER_TYPE_OF[o.kind],
    o.externalId,
    o.now,
    o.now,
    ...cols.map(([, v]) => v),
  ];
  const r = await q.query<{ gk_owner_id: string }>(
    `INSERT INTO voiceprint_owners (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (scope_id, owner_type, external_id) DO NOTHING RETURNING gk_owner_id`,
    values,
  );
  return r.rows[0]?.gk_owner_id;
}

export async function getOwner(
  q: Queryable,
  scopeId: string,
  kind: OwnerKind,
  id: string,
  forUpdate = false,
): Promise<EntityOwnerRow | undefined> {
  const r = await q.query<EntityOwnerRow>(
    `SELECT * FROM voiceprint_owners WHERE scope_id = $1 AND owner_type = $2 AND gk_owner_id = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, OWNER_TYPE_OF[kind], id],
  );
  return r.rows[0];
}

/** What an erasure's progress shows of its job (see erasureProgress). */
export type ErasureJobProgress = Pick<
  ErasureJobRow,
  | 'gk_job_id'
  | 'state'
  | 'step'
  | 'requested_at'
  | 'completed_at'
  | 'prints_deleted'
  | 'segments_deleted'
  | 'segments_kept'
  | 'sessions_cleared'
  | 'error'
>;

export interface OwnerWithExtras {
  row: EntityOwnerRow;
  /** Average voice class score of the owner's enrollment segments; null without any. */
  voiceClassScore: number | null;
  /** A person's latest erasure job (undefined: none, or a fraudster). */
  job: ErasureJobProgress | undefined;
}

// The owner, its voice class score and (persons) its latest erasure job in one statement: one
// snapshot, so a job that completes meanwhile is never shown beside details read before it
// cleared them, and one round trip instead of three.
const OWNER_EXTRAS = `sc.avg AS x_score, j.gk_job_id AS x_job_id, j.state AS x_state, j.step AS x_step,
       j.requested_at AS x_requested_at, j.completed_at AS x_completed_at, j.prints_deleted AS x_prints_deleted,
       j.segments_deleted AS x_segments_deleted, j.segments_kept AS x_segments_kept,
       j.sessions_cleared AS x_sessions_cleared, j.error AS x_error`;
const OWNER_EXTRAS_JOINS = `CROSS JOIN LATERAL (
    SELECT avg(s.voice_class_score)::real AS avg FROM voiceprint_enrollment_segments s
      JOIN voiceprint_profiles p ON p.gk_voiceprint_profile_id = s.gk_voiceprint_profile_id
     WHERE p.gk_owner_id = o.gk_owner_id) sc
  LEFT JOIN LATERAL (
    SELECT * FROM person_erasure_jobs e
     WHERE e.gk_person_id = o.gk_owner_id AND o.owner_type = 'OWNER_TYPE_PERSON'
     ORDER BY e.requested_at DESC, e.gk_job_id LIMIT 1) j ON true`;
const OWNER_WITH_EXTRAS = `SELECT o.*, ${OWNER_EXTRAS}
  FROM voiceprint_owners o
  ${OWNER_EXTRAS_JOINS}
 WHERE o.scope_id = $1 AND o.owner_type = $2 AND o.gk_owner_id = $3`;
/** The same over many owners at once (keys unnested in order), for the batched read. */
const OWNERS_WITH_EXTRAS = `SELECT k.i::int AS batch_i, o.*, ${OWNER_EXTRAS}
  FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS k(scope_id, owner_type, id, i)
  JOIN voiceprint_owners o ON o.scope_id = k.scope_id AND o.owner_type = k.owner_type AND o.gk_owner_id = k.id
  ${OWNER_EXTRAS_JOINS}`;

type OwnerWithExtrasRow = EntityOwnerRow & {
  x_score: number | null;
  x_job_id: string | null;
  x_state: ErasureJobRow['state'];
  x_step: ErasureJobRow['step'];
  x_requested_at: Date;
  x_completed_at: Date | null;
  x_prints_deleted: number;
  x_segments_deleted: number;
  x_segments_kept: number;
  x_sessions_cleared: number;
  x_error: string | null;
};

/** The details read's batcher (db/read-batch.ts); one key reads alone. */
function ownersBatcher(db: Db): ReadBatcher<OwnerWithExtrasRow> {
  return batcherOf(
    db,
    'owner-with-extras',
    () =>
      new ReadBatcher<OwnerWithExtrasRow>(async (keys) => {
        const parts = keys.map((k) => k.split(' '));
        if (keys.length === 1) return (await db.query<OwnerWithExtrasRow>(OWNER_WITH_EXTRAS, parts[0])).rows;
        const r = await db.query<OwnerWithExtrasRow & { batch_i: number }>(OWNERS_WITH_EXTRAS, [
          parts.map((p) => p[0]),
          parts.map((p) => p[1]),
          parts.map((p) => p[2]),
        ]);
        const out = new Array<OwnerWithExtrasRow | undefined>(keys.length);
        for (const { batch_i, ...row } of r.rows) out[batch_i - 1] = row;
        return out;
      }),
  );
}

/** getOwner with what a details read shows besides the row; undefined when there is no such owner. */
export async function getOwnerWithExtras(
  q: Queryable,
  scopeId: string,
  kind: OwnerKind,
  id: string,
): Promise<OwnerWithExtras | undefined> {
  // Reads made together go as one statement (db/read-batch.ts); kept between writes on PGlite
  // (db/read-cache.ts): the row's nested values may be frozen.
  const type = OWNER_TYPE_OF[kind];
  const found = await pointRead(
    q,
    'owner-with-extras',
    `${scopeId} ${type} ${id}`,
    [scopeId, id],
    ownersBatcher,
    async () => (await cachedQuery<OwnerWithExtrasRow>(q, OWNER_WITH_EXTRAS, [scopeId, type, id])).rows[0],
  );
  if (!found) return undefined;
  const {
    x_score,
    x_job_id,
    x_state,
    x_step,
    x_requested_at,
    x_completed_at,
    x_prints_deleted,
    x_segments_deleted,
    x_segments_kept,
    x_sessions_cleared,
    x_error,
    ...row
  } = found;
  return {
    row,
    voiceClassScore: x_score,
    job:
      x_job_id === null
        ? undefined
        : {
            gk_job_id: x_job_id,
            state: x_state,
            step: x_step,
            requested_at: x_requested_at,
            completed_at: x_completed_at,
            prints_deleted: x_prints_deleted,
            segments_deleted: x_segments_deleted,
            segments_kept: x_segments_kept,
            sessions_cleared: x_sessions_cleared,
            error: x_error,
          },
  };
}

export async function ownerIdByExternal(
  q: Queryable,
  scopeId: string,
  kind: OwnerKind,
  externalId: string,
): Promise<string | undefined> {
  const r = await q.query<{ gk_owner_id: string }>(
    'SELECT gk_owner_id FROM voiceprint_owners WHERE scope_id = $1 AND owner_type = $2 AND external_id = $3',
    [scopeId, OWNER_TYPE_OF[kind], externalId],
  );
  return r.rows[0]?.gk_owner_id;
}

/** Changes the external ID; false when another owner of that kind in the scope has it. */
export async function renameOwner(q: Queryable, row: EntityOwnerRow, externalId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE voiceprint_owners SET external_id = $2, modified_at = $3
      WHERE gk_owner_id = $1
        AND NOT EXISTS (SELECT 1 FROM voiceprint_owners o
                         WHERE o.scope_id = $4 AND o.owner_type = $5 AND o.external_id = $2 AND o.gk_owner_id <> $1)`,
    [row.gk_owner_id, externalId, now, row.scope_id, row.owner_type],
  );
  return r.rowCount > 0;
}

export async function updateOwnerDetails(q: Queryable, id: string, d: OwnerDetails, now: Date): Promise<void> {
  const cols = detailColumns(d);
  const sets = cols.map(([c], i) => `${c} = $${i + 3}`);
  await q.query(`UPDATE voiceprint_owners SET ${['modified_at = $2', ...sets].join(', ')} WHERE gk_owner_id = $1`, [
    id,
    now,
    ...cols.map(([, v]) => v),
  ]);
}

/** Deletes the owner; its profiles, enrollment segments, memberships and consent history go with it. */
export async function deleteOwner(q: Queryable, id: string): Promise<{ prints: number }> {
  const prints = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM voiceprint_profiles WHERE gk_owner_id = $1',
    [id],
  );
  await q.query('DELETE FROM voiceprint_owners WHERE gk_owner_id = $1', [id]);
  return { prints: prints.rows[0]?.n ?? 0 };
}

/** Deletes up to `limit` of the owner's voiceprint profiles (all when no limit); their IDs. */
export async function deleteOwnerPrints(q: Queryable, id: string, limit?: number): Promise<string[]> {
  const r = await q.query<{ gk_voiceprint_profile_id: string }>(
    `DELETE FROM voiceprint_profiles WHERE gk_voiceprint_profile_id IN (
       SELECT gk_voiceprint_profile_id FROM voiceprint_profiles WHERE gk_owner_id = $1
        ORDER BY gk_voiceprint_profile_id ${limit ? 'LIMIT $2' : ''})
     RETURNING gk_voiceprint_profile_id`,
    limit ? [id, limit] : [id],
  );
  return r.rows.map((x) => x.gk_voiceprint_profile_id);
}

export async function listOwnerProfiles(q: Queryable, scopeId: string, id: string): Promise<string[]> {
  const r = await q.query<{ gk_voiceprint_profile_id: string }>(
    `SELECT gk_voiceprint_profile_id FROM voiceprint_profiles WHERE scope_id = $1 AND gk_owner_id = $2
      ORDER BY created_at, gk_voiceprint_profile_id`,
    [scopeId, id],
  );
  return r.rows.map((x) => x.gk_voiceprint_profile_id);
}

export async function recordConsent(
  q: Queryable,
  row: EntityOwnerRow,
  c: {
    status: ConsentStatusName;
    agentId: string;
    reason: string | null;
    optInNotBefore: Date | null;
    printsDeleted: number;
    now: Date;
  },
): Promise<void> {
  const optedIn = c.status === 'CONSENT_STATUS_OPTED_IN';
  await q.query(
    `UPDATE voiceprint_owners SET consent_status = $2, consent_agent_id = $3, consent_reason = $4, consent_at = $5,
            opt_in_at = CASE WHEN $6::boolean THEN $5 ELSE opt_in_at END, opt_in_not_before = $7, modified_at = $5
      WHERE gk_owner_id = $1`,
    [row.gk_owner_id, c.status, c.agentId, c.reason, c.now, optedIn, c.optInNotBefore],
  );
  await q.query(
    `INSERT INTO person_consent_events (gk_person_id, scope_id, status, agent_id, reason, prints_deleted, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.gk_owner_id, row.scope_id, c.status, c.agentId, c.reason, c.printsDeleted, c.now],
  );
}
