// SQL for decision replay (replay.ts): what replay reads of the snapshots of a scope's sessions
// decided in a window (their narrow replay rows, migration 0028), a batch at a time in (decided_at,
// session) order, with their engagement's verdict; the content of
// the revisions they were decided under; the intents heard in their calls.
import type { Db, Queryable } from '../db/types.js';
import type { ActiveLayer } from '../configsets/index.js';
import type { IntentFactorRule } from '../configsets/index.js';
import type { DecidingRule, DecisionName, DecisionThresholds, FactorExplanation, FactorKind } from './engine.js';
import type { HeardIntent } from './post-call-intents.js';

/** What replay reads of a layer that decided a session (resolver.store.ts ActiveLayer). */
export type ReplayLayer = Pick<ActiveLayer, 'configsetId' | 'type' | 'revisionId'>;

export interface ReplayRow {
  gk_session_id: string;
  gk_engagement_id: string;
  decided_at: Date;
  engine_version: number;
  configset_id: string | null;
  layers: ReplayLayer[];
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
    `SELECT count(*)::int AS n FROM session_decision_replay
      WHERE scope_id = $1 AND decided_at >= $2 AND decided_at < $3`,
    [w.scopeId, w.after, w.before],
  );
  return r.rows[0]?.n ?? 0;
}

// The compact texts of migration 0028.
type SettingsText = [string | null, Array<[string, string, string]>];
type FactorTuple = [
  FactorKind,
  number | null,
  number | null,
  number | null,
  boolean | null,
  number | null,
  boolean | null,
];
type DecidedText = [
  number,
  DecisionName,
  number | null,
  DecidingRule,
  [number, number, number],
  FactorTuple[],
  IntentFactorRule[] | null,
];

/**
 * The next `limit` decided sessions after the position (decided_at, session ID), oldest first,
 * from the narrow rows migration 0028 keeps beside the snapshots: the batch comes back as one JSON
 * text (a row object per session cost PGlite more than the replay). Fields of an explained factor
 * that replay does not read (trust indicator, source decision, shares) are not kept: they read as
 * null or 0 here.
 */
export async function decidedBatch(
  db: Db,
  w: ReplayWindow,
  after: { decidedAt: Date; gkSessionId: string } | null,
  limit: number,
  settings: SettingsCache = new Map(),
): Promise<ReplayRow[]> {
  return (await decidedEntries(db, w, after, limit)).map((entry) => toRow(entry, settings));
}

/**
 * decidedBatch as read, one compact entry per session, for a reader that makes each row (toRow)
 * only as it uses it: a batch of 2,000 row objects made at once outlived V8's young generation
 * and was copied and promoted by every collection while the batch was replayed.
 */
export async function decidedEntries(
  db: Db,
  w: ReplayWindow,
  after: { decidedAt: Date; gkSessionId: string } | null,
  limit: number,
): Promise<BatchEntry[]> {
  // After a position the row comparison is the scan's lower bound (an index condition): a test for
  // "no position" beside it made each batch walk the window from its start again. Without
  // statistics (PGlite never gathers them) the planner guessed a few rows and chose a bitmap scan,
  // which fetches and sorts every row after the position for each batch; the index is read in order
  // instead, one statement's transaction long.
  const from = after ? '(d.decided_at, d.gk_session_id) > ($2::timestamptz, $5::uuid)' : 'd.decided_at >= $2';
  const r = await db.tx(async (q) => {
    await q.query('SET LOCAL enable_bitmapscan = off');
    // date_part's double in its shortest exact text whatever the server's setting (msOfEpoch).
    await q.query('SET LOCAL extra_float_digits = 1');
    return q.query<{ batch: string | null }>(
      `SELECT '[' || string_agg('["' || b.gk_session_id::text || '","' || b.gk_engagement_id::text || '",'
                              || date_part('epoch', b.decided_at) || ','
                              || coalesce(to_json(b.verdict)::text, 'null') || ','
                              || to_json(b.settings)::text || ',' || b.decided || ']', ',' ORDER BY b.decided_at, b.gk_session_id)
              || ']' AS batch
       FROM (SELECT d.gk_session_id, d.gk_engagement_id, d.decided_at, d.settings, d.decided, d.verdict
               FROM session_decision_replay d
              WHERE d.scope_id = $1 AND ${from} AND d.decided_at < $3
              ORDER BY d.decided_at, d.gk_session_id
              LIMIT $4) b`,
      after ? [w.scopeId, after.decidedAt, w.before, limit, after.gkSessionId] : [w.scopeId, w.after, w.before, limit],
    );
  });
  const text = r.rows[0]?.batch;
  return text ? (JSON.parse(text) as BatchEntry[]) : [];
}

/**
 * The settings of decided sessions parsed once per text (a scope has a handful of them): the rows
 * that share a text share its configset ID and layers array, which replay-run.ts tells apart by
 * identity. Pass one cache to every batch of a run.
 */
export type SettingsCache = Map<string, Pick<ReplayRow, 'configset_id' | 'layers'>>;

export function settingsOf(text: string, cache: SettingsCache): Pick<ReplayRow, 'configset_id' | 'layers'> {
  let s = cache.get(text);
  if (!s) {
    const [configsetId, layers] = JSON.parse(text) as SettingsText;
    s = {
      configset_id: configsetId,
      layers: layers.map(([cs, type, revisionId]) => ({ configsetId: cs, type, revisionId })),
    };
    cache.set(text, s);
  }
  return s;
}

/**
 * One session of a batch: session and engagement IDs, decided_at (epoch seconds, msOfEpoch), verdict, the settings as
 * their text (a JSON string in the batch, parsed once per text by settingsOf), the decided tuple.
 */
export type BatchEntry = [string, string, number, string | null, string, DecidedText];

/** A batch entry's engagement, settings text and intent rules, read without making its row. */
export const entryEngagement = (e: BatchEntry): string => e[1];
export const entrySettings = (e: BatchEntry): string => e[4];
export const entryIntentRules = (e: BatchEntry): IntentFactorRule[] | null => e[5][6];

/**
 * decided_at's milliseconds (floored, as a Date holds them) from its epoch in seconds as
 * date_part gives it: a double, within a quarter microsecond of the stored microseconds, which
 * rounding recovers exactly before flooring. extract(epoch) is exact but numeric, and its
 * arithmetic was about a third of the batch statement's time.
 */
export const msOfEpoch = (seconds: number): number => Math.floor(Math.round(seconds * 1e6) / 1000);

export function toRow(
  [sessionId, engagementId, epoch, verdict, settingsText, decided]: BatchEntry,
  cache: SettingsCache,
): ReplayRow {
  const { configset_id: configsetId, layers } = settingsOf(settingsText, cache);
  const [engineVersion, decision, risk, rule, [fraudRiskThreshold, authenticThreshold, minReliability], factors] =
    decided;
  return {
    gk_session_id: sessionId,
    gk_engagement_id: engagementId,
    decided_at: new Date(msOfEpoch(epoch)),
    engine_version: engineVersion,
    configset_id: configsetId,
    layers,
    decision,
    risk,
    rule,
    thresholds: { fraudRiskThreshold, authenticThreshold, minReliability },
    intent_factors: decided[6],
    factors: factors.map(([kind, fRisk, reliability, score, fraudster, weight, counted]) => ({
      kind,
      risk: fRisk,
      reliability,
      score,
      trustIndicator: null,
      fraudsterOnWatchlist: fraudster === true,
      sourceDecision: null,
      weight: weight ?? 0,
      normalisedWeight: 0,
      contribution: 0,
      counted: counted === true,
      superseded: 0,
    })),
    verdict,
  };
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
