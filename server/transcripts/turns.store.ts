// SQL for caller turns (migration 0018): which segment's turns need interpreting with which model,
// writing them, and reading them for the transcript reply and the decision explanation.
import type { Queryable } from '../db/types.js';
import type { TurnEntity } from './turns.js';

/** The semantic models' language matching the transcripts' (en-US). */
export const TURN_MODEL_LANGUAGE = 'eng-USA';

/** A model deployed by an app working in the scope: the one its segments' turns are interpreted with. */
export interface ModelKey {
  app_id: string;
  urn: string;
  version: number;
}

export interface InterpretationCandidate extends ModelKey {
  gk_media_segment_id: string;
  scope_id: string;
}

// Per scope, the most recently deployed model (language eng-USA) of any app with an enabled client
// in the scope. Client IDs are appID:<app>:geo:<geo>:clientName:<name>.
const SCOPE_MODEL = `
  SELECT DISTINCT ON (cs.scope_id) cs.scope_id, m.app_id, m.urn, m.version
    FROM client_scopes cs
    JOIN clients c ON c.client_id = cs.client_id AND c.disabled_at IS NULL
    JOIN nlu_models m ON m.app_id = split_part(c.client_id, ':', 2) AND m.language = '${TURN_MODEL_LANGUAGE}'
   ORDER BY cs.scope_id, m.deployed_at DESC, m.app_id, m.urn`;

/**
 * A DONE segment whose turns were not interpreted with its scope's model as it is now (none yet,
 * another model or version), or were interpreted before its redaction last changed. `only`: that
 * segment alone; `skip`: segments this process failed on.
 */
export async function nextToInterpret(
  q: Queryable,
  o: { only?: string; skip?: readonly string[] } = {},
): Promise<InterpretationCandidate | undefined> {
  const r = await q.query<InterpretationCandidate>(
    `WITH scope_model AS (${SCOPE_MODEL})
     SELECT j.gk_media_segment_id, j.scope_id, sm.app_id, sm.urn, sm.version
       FROM media_transcript_jobs j
       JOIN scope_model sm ON sm.scope_id = j.scope_id
       JOIN media_segments s ON s.gk_media_segment_id = j.gk_media_segment_id
      WHERE j.state = 'DONE'
        AND ($1::uuid IS NULL OR j.gk_media_segment_id = $1::uuid)
        AND NOT (j.gk_media_segment_id = ANY($2::uuid[]))
        AND (j.nlu_app_id IS DISTINCT FROM sm.app_id OR j.nlu_model_urn IS DISTINCT FROM sm.urn
             OR j.nlu_model_version IS DISTINCT FROM sm.version
             OR j.nlu_redaction IS DISTINCT FROM md5(s.redacted_intervals::text))
      ORDER BY j.completed_at, j.gk_media_segment_id
      LIMIT 1`,
    [o.only ?? null, o.skip ?? []],
  );
  return r.rows[0];
}

/** The job, locked, while it is DONE (not queued again meanwhile); skipped when another process holds it. */
export async function lockDoneJob(q: Queryable, segmentId: string): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM media_transcript_jobs WHERE gk_media_segment_id = $1 AND state = 'DONE' FOR UPDATE SKIP LOCKED`,
    [segmentId],
  );
  return r.rows.length > 0;
}

export interface StoredTurn {
  channel: number;
  firstWord: number;
  endWord: number;
  startMs: number;
  endMs: number;
  text: string;
  intent?: string;
  confidence: number;
  entities: TurnEntity[];
}

/** Replaces the segment's turns and records the model and redaction they were made with. */
export async function putTurns(
  q: Queryable,
  t: { segmentId: string; scopeId: string; model: ModelKey; turns: StoredTurn[]; now: Date },
): Promise<void> {
  await q.query(`DELETE FROM media_transcript_turns WHERE gk_media_segment_id = $1`, [t.segmentId]);
  const perChannel = new Map<number, number>();
  for (const turn of t.turns) {
    const index = perChannel.get(turn.channel) ?? 0;
    perChannel.set(turn.channel, index + 1);
    await q.query(
      `INSERT INTO media_transcript_turns (gk_media_segment_id, channel_index, turn_index, scope_id, first_word,
              end_word, start_ms, end_ms, text, intent, confidence, entities)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
      [
        t.segmentId,
        turn.channel,
        index,
        t.scopeId,
        turn.firstWord,
        turn.endWord,
        turn.startMs,
        turn.endMs,
        turn.text,
        turn.intent ?? null,
        turn.confidence,
        JSON.stringify(turn.entities),
      ],
    );
  }
  await q.query(
    `UPDATE media_transcript_jobs j
        SET nlu_app_id = $2, nlu_model_urn = $3, nlu_model_version = $4, nlu_interpreted_at = $5,
            nlu_redaction = (SELECT md5(s.redacted_intervals::text) FROM media_segments s
                              WHERE s.gk_media_segment_id = j.gk_media_segment_id)
      WHERE gk_media_segment_id = $1`,
    [t.segmentId, t.model.app_id, t.model.urn, t.model.version, t.now],
  );
}

export interface TurnRow {
  channel_index: number;
  turn_index: number;
  first_word: number;
  end_word: number;
  start_ms: number;
  end_ms: number;
  text: string;
  intent: string | null;
  confidence: number;
  entities: TurnEntity[];
}

export interface InterpretationRow {
  nlu_model_urn: string | null;
  nlu_model_version: number | null;
  nlu_interpreted_at: Date | null;
  /** The redaction has changed since the turns were interpreted. */
  redaction_changed: boolean;
}

export async function listTurns(
  q: Queryable,
  scopeId: string,
  segmentId: string,
): Promise<{ interpretation: InterpretationRow | undefined; turns: TurnRow[] }> {
  const [i, t] = await Promise.all([
    q.query<InterpretationRow>(
      `SELECT j.nlu_model_urn, j.nlu_model_version, j.nlu_interpreted_at,
              (j.nlu_redaction IS DISTINCT FROM md5(s.redacted_intervals::text)) AS redaction_changed
         FROM media_transcript_jobs j JOIN media_segments s ON s.gk_media_segment_id = j.gk_media_segment_id
        WHERE j.scope_id = $1 AND j.gk_media_segment_id = $2 AND j.nlu_interpreted_at IS NOT NULL`,
      [scopeId, segmentId],
    ),
    q.query<TurnRow>(
      `SELECT channel_index, turn_index, first_word, end_word, start_ms, end_ms, text, intent, confidence, entities
         FROM media_transcript_turns WHERE scope_id = $1 AND gk_media_segment_id = $2
        ORDER BY channel_index, turn_index`,
      [scopeId, segmentId],
    ),
  ]);
  return { interpretation: i.rows[0], turns: t.rows };
}

export interface HeardIntentRow {
  gk_session_id: string | null;
  gk_media_segment_id: string;
  intent: string;
  confidence: number;
  start_ms: number;
}

/**
 * The intents among `intents` heard with at least `minConfidence` in the caller turns of the
 * engagement's segments, best first. Turns whose segment's redaction changed since they were
 * interpreted are left out (their text may hold a word redacted since).
 */
export async function heardIntents(
  q: Queryable,
  c: { scopeId: string; engagementId: string; intents: readonly string[]; minConfidence: number },
): Promise<HeardIntentRow[]> {
  const r = await q.query<HeardIntentRow>(
    `SELECT s.gk_session_id, t.gk_media_segment_id, t.intent, t.confidence, t.start_ms
       FROM media_transcript_turns t
       JOIN media_segments s ON s.gk_media_segment_id = t.gk_media_segment_id
       JOIN media_transcript_jobs j ON j.gk_media_segment_id = t.gk_media_segment_id
      WHERE t.scope_id = $1 AND s.gk_engagement_id = $2 AND t.intent = ANY($3::text[]) AND t.confidence >= $4
        AND j.nlu_redaction IS NOT DISTINCT FROM md5(s.redacted_intervals::text)
      ORDER BY t.confidence DESC, t.start_ms`,
    [c.scopeId, c.engagementId, c.intents, c.minConfidence],
  );
  return r.rows;
}
