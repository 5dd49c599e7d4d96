// The default way ProcessPreAnswer starts its engagement and pre-call session: rows written
// straight into the SessionsManager's tables (server/db/migrations/0002_sessions.sql), in the
// caller's transaction. The server may pass the sessions module's own implementation instead.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { PreCallSession, PreCallSessionArgs } from './deps.js';

export async function startPreCallSessionSql(q: Queryable, args: PreCallSessionArgs): Promise<PreCallSession> {
  const gkEngagementId = randomUUID();
  const gkSessionId = randomUUID();
  const engagementId = args.engagementId ?? `precall-${randomUUID()}`;
  await q.query(
    `INSERT INTO engagements (gk_engagement_id, scope_id, engagement_id, correlation_id, configset_id, created_at, modified_at, last_activity_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6)`,
    [gkEngagementId, args.scopeId, engagementId, args.correlationId ?? null, args.configsetId ?? null, args.now],
  );
  await q.query(
    `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, ani, dnis, start_configset_id,
       created_at, modified_at, last_activity_at)
     VALUES ($1, $2, $3, 'SESSION_TYPE_PRE_CALL', $4, $5, $6, $7, $7, $7)`,
    [gkSessionId, args.scopeId, gkEngagementId, args.ani, args.dnis, args.configsetId ?? null, args.now],
  );
  return { gkEngagementId, engagementId, gkSessionId };
}

/** Is the session in the scope and in that engagement? (ValidateCallerId names both in its context.) */
export async function sessionInEngagement(
  q: Queryable,
  scopeId: string,
  gkEngagementId: string,
  gkSessionId: string,
): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM sessions WHERE scope_id = $1 AND gk_session_id = $2 AND gk_engagement_id = $3`,
    [scopeId, gkSessionId, gkEngagementId],
  );
  return r.rows.length > 0;
}
