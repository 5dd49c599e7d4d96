// SQL of Browse's engagement list beyond the page itself (list-query.store.ts runs that): each
// listed engagement's sessions and uploaded audio, and the text-search check of spoken_words.
import type { Queryable } from '../db/types.js';

/** The text-search configuration of transcripts (migration 0015's index is built with it). */
export const SPOKEN_TS_CONFIG = 'english';

/** The session IDs of each listed engagement, oldest first (what GetEngagementDetails reports). */
export async function sessionIdsByEngagement(
  q: Queryable,
  scopeId: string,
  ids: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const r = await q.query<{ e: string; s: string }>(
    `SELECT gk_engagement_id::text AS e, gk_session_id::text AS s FROM sessions
     WHERE scope_id = $1 AND gk_engagement_id = ANY($2::uuid[]) ORDER BY created_at, gk_session_id`,
    [scopeId, ids],
  );
  for (const row of r.rows) out.get(row.e)?.push(row.s);
  return out;
}

/** Of the listed engagements, those with uploaded audio and how many such segments each has. */
export async function audioSegmentCounts(
  q: Queryable,
  scopeId: string,
  ids: string[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (!ids.length) return out;
  const r = await q.query<{ e: string; n: number }>(
    `SELECT gk_engagement_id::text AS e, count(*)::int AS n FROM media_segments
     WHERE scope_id = $1 AND gk_engagement_id = ANY($2::uuid[]) AND state = 'ready'
     GROUP BY gk_engagement_id`,
    [scopeId, ids],
  );
  for (const row of r.rows) out[row.e] = row.n;
  return out;
}

/** How many search terms PostgreSQL finds in a full-text search text (0: stop words and punctuation only). */
export async function searchTermCount(q: Queryable, text: string): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT numnode(websearch_to_tsquery('${SPOKEN_TS_CONFIG}', $1))::int AS n`, [
    text,
  ]);
  return r.rows[0]?.n ?? 0;
}
