// SQL for voiceprint profiles. Every lookup is scoped: a profile of another scope does not exist.
import { randomUUID } from 'node:crypto';
import type { VoiceprintProfileStatus__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfileStatus.js';
import type { Queryable } from '../db/types.js';
import type { LockColumns } from './lock.js';
import type { OwnerType } from './owners.store.js';

/** VoiceprintProfileStatus as stored (never UNSPECIFIED). */
export type ProfileStatus = Exclude<VoiceprintProfileStatus__Output, 'VOICEPRINT_PROFILE_STATUS_UNSPECIFIED'>;

export interface ProfileRow extends LockColumns {
  gk_voiceprint_profile_id: string;
  scope_id: string;
  gk_owner_id: string;
  owner_type: OwnerType;
  /** The owner's external ID (person_id / fraudster_id), when it has one. */
  external_id: string | null;
  tag: string;
  version: number;
  status: ProfileStatus;
  near_term_adaptation: boolean;
  calibration_model_revision_id: string | null;
  voice_class_score: number | null;
  latest_train_at: Date | null;
  custom_data: Record<string, string>;
  created_at: Date;
  modified_at: Date;
}

const SELECT = `SELECT p.*, o.external_id FROM voiceprint_profiles p JOIN voiceprint_owners o ON o.gk_owner_id = p.gk_owner_id`;

export async function getProfile(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<ProfileRow | undefined> {
  const { rows } = await q.query<ProfileRow>(
    `${SELECT} WHERE p.scope_id = $1 AND p.gk_voiceprint_profile_id = $2${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [scopeId, id],
  );
  return rows[0];
}

export async function getProfileByOwnerTag(
  q: Queryable,
  scopeId: string,
  ownerId: string,
  tag: string,
  forUpdate = false,
): Promise<ProfileRow | undefined> {
  const { rows } = await q.query<ProfileRow>(
    `${SELECT} WHERE p.scope_id = $1 AND p.gk_owner_id = $2 AND p.tag = $3${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [scopeId, ownerId, tag],
  );
  return rows[0];
}

/** The owner's profile IDs, oldest first. */
export async function listProfileIds(q: Queryable, scopeId: string, ownerId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT gk_voiceprint_profile_id AS id FROM voiceprint_profiles WHERE scope_id = $1 AND gk_owner_id = $2 ORDER BY created_at, gk_voiceprint_profile_id',
    [scopeId, ownerId],
  );
  return rows.map((r) => r.id);
}

/** Inserts a new untrained, unlocked profile; undefined when the owner already has one with that tag. */
export async function insertProfile(
  q: Queryable,
  p: {
    scopeId: string;
    ownerId: string;
    ownerType: OwnerType;
    tag: string;
    customData: Record<string, string>;
    now: Date;
  },
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, custom_data, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (scope_id, gk_owner_id, tag) DO NOTHING
     RETURNING gk_voiceprint_profile_id AS id`,
    [randomUUID(), p.scopeId, p.ownerId, p.ownerType, p.tag, JSON.stringify(p.customData), p.now],
  );
  return rows[0]?.id;
}

export async function setCustomData(
  q: Queryable,
  id: string,
  customData: Record<string, string>,
  now: Date,
): Promise<void> {
  await q.query(
    'UPDATE voiceprint_profiles SET custom_data = $2, modified_at = $3 WHERE gk_voiceprint_profile_id = $1',
    [id, JSON.stringify(customData), now],
  );
}

/** Deletes the profile and, by cascade, its enrollment segments. */
export async function deleteProfile(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM voiceprint_profiles WHERE gk_voiceprint_profile_id = $1', [id]);
}
