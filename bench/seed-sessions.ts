// Bulk seeding for the random-key read benches: N active sessions (each in an engagement of its own)
// in one scope, made by two generate_series statements rather than N StartSession calls, so 10,000
// take a second or two. Times are the database's now(): the sessions are fresh, far from expiry.
import type { Queryable } from '../server/db/types.js';

/** Inserts `n` active call-centre sessions into the scope and returns their IDs. */
export async function seedSessions(q: Queryable, scopeId: string, n: number): Promise<string[]> {
  await q.query(
    `INSERT INTO engagements (gk_engagement_id, scope_id, engagement_id, created_at, modified_at, last_activity_at)
     SELECT gen_random_uuid(), $1::uuid, 'bench-random-' || i, now(), now(), now() FROM generate_series(1, $2::int) AS i`,
    [scopeId, n],
  );
  const r = await q.query<{ id: string }>(
    `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, ani, created_at, modified_at,
        last_activity_at)
     SELECT gen_random_uuid(), e.scope_id, e.gk_engagement_id, 'SESSION_TYPE_CALL_CENTER',
        '+1555' || lpad((row_number() OVER ())::text, 7, '0'), now(), now(), now()
       FROM engagements e WHERE e.scope_id = $1::uuid AND e.engagement_id LIKE 'bench-random-%'
     RETURNING gk_session_id::text AS id`,
    [scopeId],
  );
  await q.query('ANALYZE engagements');
  await q.query('ANALYZE sessions');
  return r.rows.map((row) => row.id);
}

/** Inserts `n` persons (with custom data, as personDetailsCall's) into the scope and returns their IDs. */
export async function seedPersons(q: Queryable, scopeId: string, n: number): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, custom_data, created_at)
     SELECT gen_random_uuid(), $1::uuid, 'OWNER_TYPE_PERSON', 'bench-random-' || i,
        '{"tier":"gold","branch":"north"}'::jsonb, now()
       FROM generate_series(1, $2::int) AS i
     RETURNING gk_owner_id::text AS id`,
    [scopeId, n],
  );
  await q.query('ANALYZE voiceprint_owners');
  return r.rows.map((row) => row.id);
}
