// SQL for decision factors (migration 0008). A factor is written only for a session of the scope
// (and, when named, of that engagement): its engagement is copied from the session row, so the
// two can never disagree. Times are parameters (the server's clock).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { EngineFactor, FactorKind } from './engine.js';
import { joinedAfterStop } from './engagement-risk.js';

export interface NewFactor {
  scopeId: string;
  gkSessionId: string;
  /** When given, the factor is recorded only if the session belongs to this engagement. */
  gkEngagementId?: string | undefined;
  kind: FactorKind;
  /** 0-100, rounded. */
  risk?: number | null | undefined;
  /** 0-100, rounded. */
  reliability?: number | null | undefined;
  /** Voice match score, 0-100. */
  score?: number | null | undefined;
  /** Decision name the source gave. */
  decision?: string | null | undefined;
  configsetId?: string | null | undefined;
  gkVoiceprintProfileId?: string | null | undefined;
  detail?: Record<string, unknown> | undefined;
  at: Date;
}

export interface FactorRow extends EngineFactor {
  id: string;
  gk_session_id: string;
  gk_engagement_id: string;
  decision: string | null;
  configset_id: string | null;
  gk_voiceprint_profile_id: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
}

const COLUMN_NAMES = [
  'id',
  'gk_session_id',
  'gk_engagement_id',
  'kind',
  'risk',
  'reliability',
  'score',
  'decision',
  'configset_id',
  'gk_voiceprint_profile_id',
  'detail',
  'created_at',
];
const columns = (prefix = '') => COLUMN_NAMES.map((c) => prefix + c).join(', ');

const round = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n));

/**
 * Records a factor against a session in the caller's transaction. Returns its ID, or undefined when
 * the session is not in the scope (or not in the named engagement): nothing is written then.
 */
export async function recordFactor(q: Queryable, f: NewFactor): Promise<string | undefined> {
  const id = randomUUID();
  const r = await q.query(
    `INSERT INTO session_factors (id, scope_id, gk_session_id, gk_engagement_id, kind, risk, reliability, score,
       decision, configset_id, gk_voiceprint_profile_id, detail, created_at)
     SELECT $1, s.scope_id, s.gk_session_id, s.gk_engagement_id, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12
       FROM sessions s
      WHERE s.scope_id = $2 AND s.gk_session_id = $3 AND ($13::uuid IS NULL OR s.gk_engagement_id = $13::uuid)`,
    [
      id,
      f.scopeId,
      f.gkSessionId,
      f.kind,
      round(f.risk),
      round(f.reliability),
      f.score ?? null,
      f.decision ?? null,
      f.configsetId || null,
      f.gkVoiceprintProfileId ?? null,
      JSON.stringify(f.detail ?? {}),
      f.at,
      f.gkEngagementId ?? null,
    ],
  );
  return r.rowCount > 0 ? id : undefined;
}

/** The factors recorded against one session, oldest first. */
export async function factorsForSession(q: Queryable, scopeId: string, gkSessionId: string): Promise<FactorRow[]> {
  const r = await q.query<FactorRow>(
    `SELECT ${columns()} FROM session_factors WHERE scope_id = $1 AND gk_session_id = $2 ORDER BY created_at, seq`,
    [scopeId, gkSessionId],
  );
  return r.rows;
}

// A voice factor whose profile belongs to a fraudster on one of the scope's watchlists (#16):
// membership at decision time, so adding or removing the fraudster changes later decisions.
const FRAUDSTER_ON_WATCHLIST = `(f.kind = 'voice' AND EXISTS (
    SELECT 1 FROM voiceprint_profiles p JOIN entity_watchlist_members w ON w.gk_fraudster_id = p.gk_owner_id
     WHERE p.gk_voiceprint_profile_id = f.gk_voiceprint_profile_id AND p.scope_id = f.scope_id
       AND p.owner_type = 'OWNER_TYPE_FRAUDSTER')) AS fraudster_on_watchlist`;

/**
 * The factors that count toward a session's decision, oldest first: its own, plus those of the
 * engagement's earlier sessions (a caller ID validated in the IVR counts for the agent's session).
 * A session that joined after the engagement stopped has only its own (seed 001, section 3).
 */
export async function factorsForDecision(
  q: Queryable,
  scopeId: string,
  session: { gk_session_id: string; gk_engagement_id: string; created_at: Date },
  engagement: { is_active: boolean; completion_timestamp: Date | null },
): Promise<FactorRow[]> {
  const withEarlier = !joinedAfterStop(session.created_at, engagement);
  const r = await q.query<FactorRow>(
    `SELECT ${columns('f.')}, ${FRAUDSTER_ON_WATCHLIST} FROM session_factors f
       JOIN sessions s ON s.gk_session_id = f.gk_session_id
      WHERE f.scope_id = $1 AND f.gk_engagement_id = $2
        AND (f.gk_session_id = $3 OR ($4::boolean AND s.created_at < $5))
      ORDER BY f.created_at, f.seq`,
    [scopeId, session.gk_engagement_id, session.gk_session_id, withEarlier, session.created_at],
  );
  return r.rows;
}

/**
 * The configset of a session's newest factor that carries one, as an SQL scalar subquery over the
 * scope and session ID expressions given (NULL: none), for a statement that wants it in itself.
 */
export function factorConfigsetSql(scopeExpr: string, sessionExpr: string): string {
  return `(SELECT f.configset_id FROM session_factors f
      WHERE f.scope_id = ${scopeExpr} AND f.gk_session_id = ${sessionExpr} AND f.configset_id IS NOT NULL
      ORDER BY f.created_at DESC, f.seq DESC LIMIT 1)`;
}

/** The configset carried by the session's newest factor that carries one. */
export async function configsetFromFactors(
  q: Queryable,
  scopeId: string,
  gkSessionId: string,
): Promise<string | undefined> {
  const r = await q.query<{ configset_id: string }>(`SELECT ${factorConfigsetSql('$1', '$2')} AS configset_id`, [
    scopeId,
    gkSessionId,
  ]);
  return r.rows[0]?.configset_id ?? undefined;
}

/** risk and reliability of a RiskEngineResult in proto-loader shape ({risk: {value}}, …). */
export function riskEngineValues(result: unknown): { risk: number | null; reliability: number | null } {
  const rer = (result as { risk_engine_result?: { risk?: { value?: number }; reliability?: { value?: number } } })
    ?.risk_engine_result;
  return { risk: rer?.risk?.value ?? null, reliability: rer?.reliability?.value ?? null };
}
