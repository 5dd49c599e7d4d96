// SQL of Browse's model list: the semantic models deployed for an app (nlu_models, migration 0013),
// read in URN order.
import type { Queryable } from '../db/types.js';

export interface ModelRow {
  urn: string;
  context_tag: string;
  language: string;
  intents: string[];
  sentences: number | null;
  build_ms: number;
  version: number;
  deployed_at: Date;
}

/** Up to `limit` of the app's models after `afterUrn` (from the start when undefined), by URN. */
export async function modelsPage(
  q: Queryable,
  appId: string,
  afterUrn: string | undefined,
  limit: number,
): Promise<ModelRow[]> {
  const r = await q.query<ModelRow>(
    `SELECT urn, context_tag, language, intents, (compiled->>'sentences')::int AS sentences, build_ms, version,
            deployed_at
       FROM nlu_models WHERE app_id = $1 AND ($2::text IS NULL OR urn > $2) ORDER BY urn LIMIT $3`,
    [appId, afterUrn ?? null, limit],
  );
  return r.rows;
}

/** How many models the app has deployed. */
export async function countModels(q: Queryable, appId: string): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM nlu_models WHERE app_id = $1', [appId]);
  return r.rows[0]?.n ?? 0;
}

/** Does a model deployed for the app have this intent? */
export async function appHasIntent(q: Queryable, appId: string, intent: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM nlu_models WHERE app_id = $1 AND $2 = ANY(intents) LIMIT 1', [appId, intent]);
  return r.rows.length > 0;
}
