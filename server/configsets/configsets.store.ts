// SQL for configset and template revisions. Every statement filters by scope and config class, so
// a revision of another scope (or a template, to the configset calls) is simply not found.
// Writes to one configset ID are serialised by a transaction-scoped advisory lock (lockConfigset),
// which keeps "one ACTIVE revision" true under concurrent activations on PostgreSQL.
import type { ConfigClass__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigClass.js';
import type { ConfigsetType__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetType.js';
import type { State__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/State.js';
import type { Queryable } from '../db/types.js';

// The proto's enums as stored (never UNSPECIFIED).
export type ConfigClass = Exclude<ConfigClass__Output, 'CONFIG_CLASS_UNSPECIFIED'>;
export type ConfigsetType = Exclude<ConfigsetType__Output, 'CONFIGSET_TYPE_UNSPECIFIED'>;
export type RevisionState = Exclude<State__Output, 'STATE_UNSPECIFIED'>;

export const REVISION_STATES: readonly RevisionState[] = [
  'STATE_SAVED',
  'STATE_VALIDATED',
  'STATE_ACTIVE',
  'STATE_INACTIVE',
  'STATE_INVALID',
];

export interface RevisionRow {
  gk_configset_revision_id: string;
  scope_id: string;
  config_class: ConfigClass;
  configset_id: string;
  type: ConfigsetType;
  state: RevisionState;
  description: string;
  content: string;
  created_by: string;
  updated_by: string;
  created_at: Date;
  modified_at: Date;
  activated_at: Date | null;
}

const COLUMNS = `gk_configset_revision_id, scope_id, config_class, configset_id, type, state, description, content,
  created_by, updated_by, created_at, modified_at, activated_at`;
const NEWEST_FIRST = 'ORDER BY created_at DESC, creation_seq DESC';
/** Second key of the advisory lock (the first is the hash of the configset's identity). */
const LOCK_SPACE = 727_003;

/** Serialises writes to one configset (or template) ID until the transaction ends. */
export async function lockConfigset(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  configsetId: string,
): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, `${scopeId}/${cls}/${configsetId}`]);
}

export async function getRevision(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  id: string,
): Promise<RevisionRow | undefined> {
  const { rows } = await q.query<RevisionRow>(
    `SELECT ${COLUMNS} FROM configset_revisions WHERE scope_id = $1 AND config_class = $2 AND gk_configset_revision_id = $3`,
    [scopeId, cls, id],
  );
  return rows[0];
}

export async function getActive(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  configsetId: string,
): Promise<RevisionRow | undefined> {
  const { rows } = await q.query<RevisionRow>(
    `SELECT ${COLUMNS} FROM configset_revisions
      WHERE scope_id = $1 AND config_class = $2 AND configset_id = $3 AND state = 'STATE_ACTIVE'`,
    [scopeId, cls, configsetId],
  );
  return rows[0];
}

/** Revisions, newest first; `configsetId` and `states` narrow the list when given. */
export async function listRevisions(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  filter: { configsetId?: string | undefined; states?: readonly RevisionState[] | undefined } = {},
): Promise<RevisionRow[]> {
  const { rows } = await q.query<RevisionRow>(
    `SELECT ${COLUMNS} FROM configset_revisions
      WHERE scope_id = $1 AND config_class = $2
        AND ($3::text IS NULL OR configset_id = $3::text)
        AND ($4::text[] IS NULL OR state = ANY($4::text[]))
      ${NEWEST_FIRST}`,
    [scopeId, cls, filter.configsetId ?? null, filter.states?.length ? [...filter.states] : null],
  );
  return rows;
}

export interface NewRevision {
  id: string;
  scopeId: string;
  cls: ConfigClass;
  configsetId: string;
  type: ConfigsetType;
  state: RevisionState;
  description: string;
  content: string;
  by: string;
  now: Date;
}

export async function insertRevision(q: Queryable, r: NewRevision): Promise<void> {
  const active = r.state === 'STATE_ACTIVE';
  await q.query(
    `INSERT INTO configset_revisions
       (gk_configset_revision_id, scope_id, config_class, configset_id, type, state, description, content,
        created_by, updated_by, created_at, modified_at, activated_at, activation_seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $10,
             CASE WHEN $11::boolean THEN $10::timestamptz END,
             CASE WHEN $11::boolean THEN nextval('configset_activation_seq') END)`,
    [r.id, r.scopeId, r.cls, r.configsetId, r.type, r.state, r.description, r.content, r.by, r.now, active],
  );
}

/** Moves one revision to `to`; becoming ACTIVE also records the activation. */
export async function setState(q: Queryable, id: string, to: RevisionState, by: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE configset_revisions
        SET state = $2, updated_by = $3, modified_at = $4,
            activated_at = CASE WHEN $2 = 'STATE_ACTIVE' THEN $4 ELSE activated_at END,
            activation_seq = CASE WHEN $2 = 'STATE_ACTIVE' THEN nextval('configset_activation_seq') ELSE activation_seq END
      WHERE gk_configset_revision_id = $1`,
    [id, to, by, now],
  );
}

/** The ACTIVE revision of a configset becomes INACTIVE (before another one is activated). */
export async function deactivate(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  configsetId: string,
  by: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE configset_revisions SET state = 'STATE_INACTIVE', updated_by = $4, modified_at = $5
      WHERE scope_id = $1 AND config_class = $2 AND configset_id = $3 AND state = 'STATE_ACTIVE'`,
    [scopeId, cls, configsetId, by, now],
  );
}

export async function setDescription(
  q: Queryable,
  id: string,
  description: string,
  by: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE configset_revisions SET description = $2, updated_by = $3, modified_at = $4 WHERE gk_configset_revision_id = $1`,
    [id, description, by, now],
  );
}

export async function deleteRevision(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM configset_revisions WHERE gk_configset_revision_id = $1', [id]);
}

/** Deletes every revision of a configset (or template); returns how many there were. */
export async function deleteAll(q: Queryable, scopeId: string, cls: ConfigClass, configsetId: string): Promise<number> {
  const r = await q.query(
    'DELETE FROM configset_revisions WHERE scope_id = $1 AND config_class = $2 AND configset_id = $3',
    [scopeId, cls, configsetId],
  );
  return r.rowCount;
}

/** The type a configset (or template) already has, from any of its revisions; undefined when it has none. */
export async function configsetTypeOf(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  configsetId: string,
): Promise<ConfigsetType | undefined> {
  const { rows } = await q.query<{ type: ConfigsetType }>(
    'SELECT type FROM configset_revisions WHERE scope_id = $1 AND config_class = $2 AND configset_id = $3 LIMIT 1',
    [scopeId, cls, configsetId],
  );
  return rows[0]?.type;
}
