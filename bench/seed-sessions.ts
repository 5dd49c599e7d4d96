// Bulk seeding for the read benches, by generate_series statements rather than one call per row:
// N active sessions (each in an engagement of its own) for the random-key reads, and a queue of
// engagements spread over weeks with risk, decisions and sessions for the console's reads. 100,000
// rows take seconds. Times are the database's now().
import type { Queryable } from '../server/db/types.js';

/** n active sessions in the scope, each in an engagement of its own, made in two statements; their IDs. */
export async function seedSessions(q: Queryable, scopeId: string, n: number, now = new Date()): Promise<string[]> {
  // IDs derived from the scope and the row number, so sessions find their engagements without a join.
  await q.query(
    `INSERT INTO engagements (gk_engagement_id, scope_id, created_at, modified_at, last_activity_at)
     SELECT md5($1 || 'e' || g)::uuid, $1::uuid, $2, $2, $2 FROM generate_series(1, $3::int) g`,
    [scopeId, now, n],
  );
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, ani, agent_id, custom_data,
       created_at, modified_at, last_activity_at)
     SELECT md5($1 || 's' || g)::uuid, $1::uuid, md5($1 || 'e' || g)::uuid, 'SESSION_TYPE_CALL_CENTER',
            '+1555' || lpad(g::text, 7, '0'), 'agent-' || (g % 200), jsonb_build_object('queue', 'q' || (g % 12)),
            $2, $2, $2
       FROM generate_series(1, $3::int) g
     RETURNING gk_session_id AS id`,
    [scopeId, now, n],
  );
  await q.query('ANALYZE engagements');
  await q.query('ANALYZE sessions');
  return rows.map((r) => r.id);
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

/**
 * Inserts `n` engagements with external IDs `prefix` + a 6-digit number into the scope: created over
 * the last ~23 days (20 s apart, inside the queue's default 30-day range), a risk and decision
 * spread over the rows (one in seven unscored), one in fifty active, one in ten correlated in
 * threes; each with one session (two for one in five) unless `sessions` is false. Then ANALYZE, as
 * after a day's work.
 */
export async function seedQueue(
  q: Queryable,
  scopeId: string,
  prefix: string,
  n: number,
  opts: { sessions?: boolean } = {},
): Promise<void> {
  await q.query(
    `INSERT INTO engagements (gk_engagement_id, scope_id, engagement_id, correlation_id, is_active, risk, reliability,
        decision, created_at, modified_at, last_activity_at)
      SELECT gen_random_uuid(), $1::uuid, $2 || lpad(i::text, 6, '0'),
        CASE WHEN i % 10 = 0 THEN $2 || 'corr-' || (i / 30) END, i % 50 = 0,
        CASE WHEN i % 7 = 0 THEN NULL ELSE (i * 37) % 101 END, (i * 13) % 101,
        (ARRAY['DECISION_AUTHENTIC','DECISION_NO_MATCH','DECISION_FRAUD','DECISION_UNCERTAIN'])[1 + i % 4],
        now() - i * interval '20 seconds', now() - i * interval '20 seconds', now() - i * interval '20 seconds'
      FROM generate_series(1, $3::int) AS i`,
    [scopeId, prefix, n],
  );
  if (opts.sessions !== false)
    await q.query(
      `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, is_active, ani, risk, decision,
        created_at, modified_at, last_activity_at, completion_timestamp)
     SELECT gen_random_uuid(), e.scope_id, e.gk_engagement_id, 'SESSION_TYPE_CALL_CENTER', e.is_active,
        '+1555' || right(e.engagement_id, 7), e.risk, e.decision, e.created_at + k * interval '1 second',
        e.created_at, e.created_at, CASE WHEN NOT e.is_active THEN e.created_at + interval '5 minutes' END
       FROM engagements e CROSS JOIN generate_series(0, 1) AS k
      WHERE e.scope_id = $1::uuid AND e.engagement_id LIKE $2 || '%'
        AND (k = 0 OR right(e.engagement_id, 1) IN ('0', '5'))`,
      [scopeId, prefix],
    );
  await q.query('ANALYZE engagements');
  await q.query('ANALYZE sessions');
}
