// SQL for decision snapshots (migration 0014): the explanation of a session's newest decision and the
// settings that made it, written in the transaction that stores the decision. Unlike the session's
// details (GetSessionDetails), a snapshot stays readable after post-call processing has finished.
import { activeLayers, type ActiveLayer } from '../configsets/resolver.js';
import type { Queryable } from '../db/types.js';
import { DECISION_ENGINE_VERSION, type DecisionExplanation } from './engine.js';

/** The settings a decision was made under: the layer that set the decision settings, and all of them. */
export interface DecidingSettings {
  /** The configset named by the call (request context, or the session's recorded one). */
  configsetId: string | null;
  /** The highest ACTIVE layer that sets a decision setting; null: the built-in defaults decided. */
  deciding: { configsetId: string; revisionId: string; revisionNumber: number } | null;
  layers: ActiveLayer[];
}

export async function decidingSettings(
  q: Queryable,
  scopeId: string,
  configsetId: string | null | undefined,
): Promise<DecidingSettings> {
  const layers = await activeLayers(q, scopeId, configsetId ?? undefined);
  const top = [...layers].reverse().find((l) => l.setsDecision);
  return {
    configsetId: configsetId || null,
    deciding: top
      ? { configsetId: top.configsetId, revisionId: top.revisionId, revisionNumber: top.revisionNumber }
      : null,
    layers,
  };
}

export interface SnapshotRow {
  gk_session_id: string;
  gk_engagement_id: string;
  configset_id: string | null;
  deciding_configset_id: string | null;
  deciding_revision_id: string | null;
  deciding_revision_number: number | null;
  layers: ActiveLayer[];
  explanation: DecisionExplanation;
  decided_at: Date;
}

/** Replaces the session's snapshot; false (nothing written) when the session is not in the scope. */
export async function storeDecisionSnapshot(
  q: Queryable,
  scopeId: string,
  gkSessionId: string,
  settings: DecidingSettings,
  explanation: DecisionExplanation,
  at: Date,
): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO session_decision_snapshots (gk_session_id, scope_id, gk_engagement_id, configset_id,
       deciding_configset_id, deciding_revision_id, deciding_revision_number, layers, explanation, decided_at,
       engine_version)
     SELECT s.gk_session_id, s.scope_id, s.gk_engagement_id, $3, $4, $5::uuid, $6, $7::jsonb, $8::jsonb, $9, $10
       FROM sessions s WHERE s.scope_id = $1 AND s.gk_session_id = $2
     ON CONFLICT (gk_session_id) DO UPDATE SET
       configset_id = EXCLUDED.configset_id, deciding_configset_id = EXCLUDED.deciding_configset_id,
       deciding_revision_id = EXCLUDED.deciding_revision_id,
       deciding_revision_number = EXCLUDED.deciding_revision_number,
       layers = EXCLUDED.layers, explanation = EXCLUDED.explanation, decided_at = EXCLUDED.decided_at,
       engine_version = EXCLUDED.engine_version`,
    [
      scopeId,
      gkSessionId,
      settings.configsetId,
      settings.deciding?.configsetId ?? null,
      settings.deciding?.revisionId ?? null,
      settings.deciding?.revisionNumber ?? null,
      JSON.stringify(settings.layers),
      JSON.stringify(explanation),
      at,
      DECISION_ENGINE_VERSION,
    ],
  );
  return r.rowCount > 0;
}

/** The snapshots of an engagement's sessions, in the order the sessions started. */
export async function snapshotsForEngagement(
  q: Queryable,
  scopeId: string,
  gkEngagementId: string,
): Promise<SnapshotRow[]> {
  const r = await q.query<SnapshotRow>(
    `SELECT d.gk_session_id, d.gk_engagement_id, d.configset_id, d.deciding_configset_id, d.deciding_revision_id,
            d.deciding_revision_number, d.layers, d.explanation, d.decided_at
       FROM session_decision_snapshots d JOIN sessions s ON s.gk_session_id = d.gk_session_id
      WHERE d.scope_id = $1 AND d.gk_engagement_id = $2
      ORDER BY s.created_at, s.gk_session_id`,
    [scopeId, gkEngagementId],
  );
  return r.rows;
}
