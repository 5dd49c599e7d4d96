// Persons and fraudsters: the owners of voiceprint profiles. Each has a Gatekeeper ID and, when a
// client named it by its own string ID, that external ID (unique per scope and owner type).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { OwnerType } from '../entities/index.js';

export type { OwnerType };

export const OWNER_TYPES: readonly OwnerType[] = ['OWNER_TYPE_PERSON', 'OWNER_TYPE_FRAUDSTER'];

export interface OwnerRow {
  gk_owner_id: string;
  scope_id: string;
  owner_type: OwnerType;
  external_id: string | null;
  created_at: Date;
}

/** How a request names an owner: by Gatekeeper ID or by the client's string ID. */
export type OwnerRef = { ownerType: OwnerType } & ({ gkOwnerId: string } | { externalId: string });

export async function findOwner(q: Queryable, scopeId: string, ref: OwnerRef): Promise<OwnerRow | undefined> {
  const { rows } =
    'gkOwnerId' in ref
      ? await q.query<OwnerRow>(
          'SELECT * FROM voiceprint_owners WHERE scope_id = $1 AND owner_type = $2 AND gk_owner_id = $3',
          [scopeId, ref.ownerType, ref.gkOwnerId],
        )
      : await q.query<OwnerRow>(
          'SELECT * FROM voiceprint_owners WHERE scope_id = $1 AND owner_type = $2 AND external_id = $3',
          [scopeId, ref.ownerType, ref.externalId],
        );
  return rows[0];
}

/** The owner with that external ID, created when it does not exist yet (safe under concurrency). */
export async function ensureOwner(
  q: Queryable,
  scopeId: string,
  ownerType: OwnerType,
  externalId: string,
  now: Date,
): Promise<OwnerRow> {
  await q.query(
    `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (scope_id, owner_type, external_id) DO NOTHING`,
    [randomUUID(), scopeId, ownerType, externalId, now],
  );
  const row = await findOwner(q, scopeId, { ownerType, externalId });
  if (!row) throw new Error('owner vanished after insert');
  return row;
}
