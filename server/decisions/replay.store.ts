// SQL for decision replay (replay.ts): the snapshots of a scope's sessions decided in a window, a
// batch at a time in (decided_at, session) order, with their engagement's verdict; the content of
// the revisions they were decided under; the intents heard in their calls.
import type { Queryable } from '../db/types.js';
import type { ActiveLayer } from '../configsets/resolver.js';
import type { IntentFactorRule } from '../configsets/effective.js';
import type { DecidingRule, DecisionName, DecisionThresholds, FactorExplanation } from './engine.js';
import type { HeardIntent } from './post-call-intents.js';

export interface ReplayRow {
  gk_session_id: string;
  gk_engagement_id: string;
  decided_at: Date;
  engine_version: number;
  configset_id: string | null;
  layers: ActiveLayer[];
  decision: DecisionName;
  risk: number | null;
  rule: DecidingRule;
  thresholds: DecisionThresholds;
  intent_factors: IntentFactorRule[] | null;
  factors: FactorExplanation[];
  verdict: string | null;
}

export interface ReplayWindow {
  scopeId: string;
  after: Date;
  before: Date;
}

/** Sessions decided in the window. */
export async function countDecided(q: Queryable, w: ReplayWindow): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM session_decision_snapshots
      WHERE scope_id = $1 AND decided_at >= $2 AND decided_at < $3`,
    [w.scopeId, w.after, w.before],
  );
  return r.rows[0]?.n ?? 0;
}

/**
 * The next `limit` snapshots after the position (decided_at, session ID), oldest first. Only what
 * replay reads of the explanation leaves the database (not the checks, summary or layers' names).
 */
export async function decidedBatch(
  q: Queryable,
  w: ReplayWindow,
  after: { decidedAt: Date; gkSessionId: string } | null,
  limit: number,
): Promise<ReplayRow[]> {
  const r = await q.query<ReplayRow>(
    `SELECT d.gk_session_id, d.gk_engagement_id, d.decided_at, d.engine_version, d.configset_id, d.layers,
            d.explanation->>'decision' AS decision, (d.explanation->>'risk')::int AS risk,
            d.explanation->>'rule' AS rule, d.explanation->'thresholds' AS thresholds,
            d.explanation->'intentFactors' AS intent_factors, d.explanation->'factors' AS factors, e.verdict
       FROM session_decision_snapshots d
       JOIN engagements e ON e.gk_engagement_id = d.gk_engagement_id
      WHERE d.scope_id = $1 AND d.decided_at >= $2 AND d.decided_at < $3
        AND ($4::timestamptz IS NULL OR (d.decided_at, d.gk_session_id) > ($4::timestamptz, $5::uuid))
      ORDER BY d.decided_at, d.gk_session_id
      LIMIT $6`,
    [w.scopeId, w.after, w.before, after?.decidedAt ?? null, after?.gkSessionId ?? null, limit],
  );
  return r.rows;
}

/** The stored content (JSON text) of revisions of the scope, by revision ID; deleted ones are absent. */
export async function revisionContents(
  q: Queryable,
  scopeId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: string; content: string }>(
    `SELECT gk_configset_revision_id AS id, content FROM configset_revisions
      WHERE scope_id = $1 AND config_class = 'CONFIG_CLASS_CONFIGSET' AND gk_configset_revision_id = ANY($2::uuid[])`,
    [scopeId, ids],
  );
  return new Map(r.rows.map((row) => [row.id, row.content]));
}

/** A configset of the scope: its type, and one revision's content when asked for by ID. */
export async function configsetForReplay(
  q: Queryable,
  scopeId: string,
  configsetId: string,
  revisionId: string | null,
): Promise<{ type: string; content: string | null } | undefined> {
  const r = await q.query<{ type: string; content: string | null }>(
    `SELECT type, CASE WHEN gk_configset_revision_id = $3::uuid THEN content END AS content
       FROM configset_revisions
      WHERE scope_id = $1 AND config_class = 'CONFIG_CLASS_CONFIGSET' AND configset_id = $2
      ORDER BY (gk_configset_revision_id = $3::uuid) DESC NULLS LAST
      LIMIT 1`,
    [scopeId, configsetId, revisionId],
  );
  return r.rows[0];
}

/** Intents heard in the calls of these engagements (rules' intents only), with their engagement. */
export async function heardInEngagements(
  q: Queryable,
  scopeId: string,
  engagementIds: readonly string[],
  intents: readonly string[],
  minConfidence: number,
): Promise<Array<HeardIntent & { gk_engagement_id: string }>> {
  if (engagementIds.length === 0 || intents.length === 0) return [];
  const r = await q.query<HeardIntent & { gk_engagement_id: string }>(
    `SELECT s.gk_engagement_id, s.gk_session_id, t.gk_media_segment_id, t.intent, t.confidence, t.start_ms
       FROM media_transcript_turns t
       JOIN media_segments s ON s.gk_media_segment_id = t.gk_media_segment_id
       JOIN media_transcript_jobs j ON j.gk_media_segment_id = t.gk_media_segment_id
      WHERE t.scope_id = $1 AND s.gk_engagement_id = ANY($2::uuid[]) AND t.intent = ANY($3::text[])
        AND t.confidence >= $4 AND j.nlu_redaction IS NOT DISTINCT FROM md5(s.redacted_intervals::text)`,
    [scopeId, engagementIds, intents, minConfidence],
  );
  return r.rows;
}
