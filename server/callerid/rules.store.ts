// SQL for watchlists and their rules. Every statement filters by scope.
import type { Queryable } from '../db/types.js';
import type { RiskLevel } from './wire.js';
import { DEFAULT_WATCHLIST_ID } from './wire.js';

export type RuleKind = 'exact' | 'regex';

export interface RuleRow {
  gk_callerid_rule_id: string;
  scope_id: string;
  watchlist_id: string;
  kind: RuleKind;
  pattern: string;
  match_key: string;
  risk_level: RiskLevel;
  description: string | null;
  client_id: string | null;
  analyst_id: string | null;
  created_at: Date;
  modified_at: Date;
}

export interface NewRule {
  id: string;
  kind: RuleKind;
  pattern: string;
  matchKey: string;
  riskLevel: RiskLevel;
  description: string | null;
  clientId: string | null;
  analystId: string | null;
}

const COLUMNS = `gk_callerid_rule_id, scope_id, watchlist_id, kind, pattern, match_key, risk_level, description, client_id, analyst_id,
  created_at, modified_at`;

export async function watchlistExists(q: Queryable, scopeId: string, watchlistId: string): Promise<boolean> {
  if (watchlistId === DEFAULT_WATCHLIST_ID) return true;
  const r = await q.query(`SELECT 1 FROM callerid_watchlists WHERE scope_id = $1 AND gk_callerid_watchlist_id = $2`, [
    scopeId,
    watchlistId,
  ]);
  return r.rows.length > 0;
}

/**
 * Inserts rules in batches; with `upsert`, a rule whose number or pattern is already in the
 * watchlist takes the new risk level and description instead (its ID stays); with 'skip' the rule
 * already there stays as it is and the new one is not written. The rules must not repeat a number
 * or pattern among themselves. Returns the number of rows written.
 */
export async function insertRules(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  rules: NewRule[],
  now: Date,
  upsert: boolean | 'skip',
): Promise<number> {
  return (await insertRuleIds(q, scopeId, watchlistId, rules, now, upsert)).size;
}

/** insertRules, returning the IDs of the rules written (or updated, with `upsert` true). */
export async function insertRuleIds(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  rules: NewRule[],
  now: Date,
  upsert: boolean | 'skip',
): Promise<Set<string>> {
  const written = new Set<string>();
  const onConflict =
    upsert === 'skip'
      ? 'ON CONFLICT (scope_id, watchlist_id, kind, match_key) DO NOTHING'
      : upsert
        ? `ON CONFLICT (scope_id, watchlist_id, kind, match_key) DO UPDATE SET pattern = EXCLUDED.pattern,
         risk_level = EXCLUDED.risk_level, description = EXCLUDED.description, modified_at = EXCLUDED.modified_at`
        : '';
  for (let i = 0; i < rules.length; i += 5000) {
    const batch = rules.slice(i, i + 5000);
    const col = <K extends keyof NewRule>(k: K) => batch.map((r) => r[k]);
    const r = await q.query<{ gk_callerid_rule_id: string }>(
      `INSERT INTO callerid_rules (gk_callerid_rule_id, scope_id, watchlist_id, kind, pattern, match_key, risk_level, description,
         client_id, analyst_id, created_at, modified_at)
       SELECT u.id, $1, $2, u.kind, u.pattern, u.match_key, u.risk_level, u.description, u.client_id, u.analyst_id, $3, $3
       FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[])
         AS u(id, kind, pattern, match_key, risk_level, description, client_id, analyst_id, ord)
       ORDER BY u.ord
       ${onConflict}
       RETURNING gk_callerid_rule_id`,
      [
        scopeId,
        watchlistId,
        now,
        col('id'),
        col('kind'),
        col('pattern'),
        col('matchKey'),
        col('riskLevel'),
        col('description'),
        col('clientId'),
        col('analystId'),
        batch.map((_, j) => j),
      ],
    );
    for (const row of r.rows) written.add(row.gk_callerid_rule_id);
  }
  return written;
}

/**
 * Which of `rules` the watchlist already has a rule for (same kind and number or pattern), as
 * `kind:matchKey` strings. Exact rules stored under the older + key count.
 */
export async function existingTargets(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  rules: Pick<NewRule, 'kind' | 'matchKey'>[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < rules.length; i += 5000) {
    const batch = rules.slice(i, i + 5000);
    const exact = batch.filter((r) => r.kind === 'exact').flatMap((r) => exactKeys(r.matchKey));
    const regex = batch.filter((r) => r.kind === 'regex').map((r) => r.matchKey);
    const r = await q.query<{ kind: RuleKind; match_key: string }>(
      `SELECT kind, match_key FROM callerid_rules WHERE scope_id = $1 AND watchlist_id = $2
         AND ((kind = 'exact' AND match_key = ANY($3::text[])) OR (kind = 'regex' AND match_key = ANY($4::text[])))`,
      [scopeId, watchlistId, exact, regex],
    );
    for (const row of r.rows)
      found.add(`${row.kind}:${row.kind === 'exact' ? row.match_key.replace(/^\+/, '') : row.match_key}`);
  }
  return found;
}

/**
 * The match keys an exact rule may be stored under: the digits (normalizeNumber), and for rules
 * written before normalisation dropped the +, the digits with a leading +.
 */
const exactKeys = (matchKey: string): string[] => [matchKey, `+${matchKey}`];

/** The rule with the same number or pattern in the watchlist, if any (other than `exceptId`). */
export async function findDuplicate(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  kind: RuleKind,
  matchKey: string,
  exceptId?: string,
): Promise<string | undefined> {
  const r = await q.query<{ gk_callerid_rule_id: string }>(
    `SELECT gk_callerid_rule_id FROM callerid_rules
     WHERE scope_id = $1 AND watchlist_id = $2 AND kind = $3 AND match_key = ANY($4::text[]) AND gk_callerid_rule_id <> $5`,
    [
      scopeId,
      watchlistId,
      kind,
      kind === 'exact' ? exactKeys(matchKey) : [matchKey],
      exceptId ?? '00000000-0000-0000-0000-000000000000',
    ],
  );
  return r.rows[0]?.gk_callerid_rule_id;
}

export async function getRule(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  id: string,
  forUpdate = false,
): Promise<RuleRow | undefined> {
  const r = await q.query<RuleRow>(
    `SELECT ${COLUMNS} FROM callerid_rules WHERE scope_id = $1 AND watchlist_id = $2 AND gk_callerid_rule_id = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, watchlistId, id],
  );
  return r.rows[0];
}

export async function updateRule(
  q: Queryable,
  scopeId: string,
  id: string,
  patch: { kind: RuleKind; pattern: string; matchKey: string; riskLevel: RiskLevel; description: string | null },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE callerid_rules SET kind = $3, pattern = $4, match_key = $5, risk_level = $6, description = $7, modified_at = $8
     WHERE scope_id = $1 AND gk_callerid_rule_id = $2`,
    [scopeId, id, patch.kind, patch.pattern, patch.matchKey, patch.riskLevel, patch.description, now],
  );
}

export async function deleteRule(q: Queryable, scopeId: string, watchlistId: string, id: string): Promise<boolean> {
  const r = await q.query(
    `DELETE FROM callerid_rules WHERE scope_id = $1 AND watchlist_id = $2 AND gk_callerid_rule_id = $3`,
    [scopeId, watchlistId, id],
  );
  return r.rowCount > 0;
}

export async function deleteAllRules(q: Queryable, scopeId: string, watchlistId: string): Promise<void> {
  await q.query(`DELETE FROM callerid_rules WHERE scope_id = $1 AND watchlist_id = $2`, [scopeId, watchlistId]);
}

export interface ListFilter {
  search?: string | undefined;
  /** Only rules created at or after this time. */
  createdSince?: Date | undefined;
}

export async function listRules(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
  filter: ListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RuleRow[]; total: number }> {
  const params: unknown[] = [scopeId, watchlistId];
  const where = ['scope_id = $1', 'watchlist_id = $2'];
  if (filter.search) {
    params.push(filter.search.toLowerCase());
    const p = `$${params.length}`;
    where.push(
      `(strpos(lower(pattern), ${p}) > 0 OR strpos(match_key, ${p}) > 0 OR strpos(lower(coalesce(description, '')), ${p}) > 0)`,
    );
  }
  if (filter.createdSince) {
    params.push(filter.createdSince);
    where.push(`created_at >= $${params.length}`);
  }
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM callerid_rules WHERE ${where.join(' AND ')}`,
    params,
  );
  const rows = await q.query<RuleRow>(
    `SELECT ${COLUMNS} FROM callerid_rules WHERE ${where.join(' AND ')} ORDER BY created_at, seq
     OFFSET ${page.offset} LIMIT ${page.limit}`,
    params,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every rule of a watchlist, oldest first, in the few columns the risk cache needs. */
export async function rulesForCache(
  q: Queryable,
  scopeId: string,
  watchlistId: string,
): Promise<Pick<RuleRow, 'gk_callerid_rule_id' | 'kind' | 'match_key' | 'risk_level'>[]> {
  const r = await q.query<Pick<RuleRow, 'gk_callerid_rule_id' | 'kind' | 'match_key' | 'risk_level'>>(
    `SELECT gk_callerid_rule_id, kind, match_key, risk_level FROM callerid_rules
     WHERE scope_id = $1 AND watchlist_id = $2 ORDER BY created_at, seq`,
    [scopeId, watchlistId],
  );
  return r.rows;
}
