// The settings in force: DEFAULT_CONFIG, then the ACTIVE revision of every scope-level configset
// (oldest activation first, so the most recently activated wins), then the ACTIVE revision of the
// configset named in the request. One indexed query per call and no cache, so an activation is
// in force for the very next call on every server instance.
import type { Queryable } from '../db/types.js';
import { UUID_RE } from '../rpc/wire-values.js';
import { DEFAULT_CONFIG, type ConfigResolver, type EffectiveConfig } from './effective.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Copies `base` and lays `layer` over it: only keys the base knows, numbers only where the base has
 * numbers, lists (replaced whole, or unset with null) where the base has a list or null.
 */
function overlay<T>(base: T, layer: unknown): T {
  if (!isObject(base) || !isObject(layer)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [k, b] of Object.entries(base)) {
    if (!Object.hasOwn(layer, k)) continue;
    const v = layer[k];
    if (isObject(b)) out[k] = overlay(b, v);
    else if (typeof b === 'number' && typeof v === 'number' && Number.isFinite(v)) out[k] = v;
    else if ((b === null || Array.isArray(b)) && (v === null || Array.isArray(v))) out[k] = structuredClone(v);
  }
  return out as T;
}

/**
 * Lays content layers (lowest first) over the defaults. Each layer was validated alone; a mix of
 * layers that breaks a rule across fields is repaired: the suspicious band is capped at the trusted
 * threshold, and all-zero weights fall back to the default weights.
 */
export function mergeConfig(layers: readonly unknown[], base: EffectiveConfig = DEFAULT_CONFIG): EffectiveConfig {
  const merged = layers.reduce<EffectiveConfig>((acc, layer) => overlay(acc, layer), structuredClone(base));
  const c = merged.callerId;
  if (c.suspiciousBelow > c.trustedAtOrAbove) c.suspiciousBelow = c.trustedAtOrAbove;
  const w = merged.decision.weights;
  if (w.voice + w.callerId + w.watchlist <= 0) merged.decision.weights = { ...DEFAULT_CONFIG.decision.weights };
  if (merged.sessions.engagementTimeoutSeconds < merged.sessions.sessionTimeoutSeconds) {
    merged.sessions.engagementTimeoutSeconds = merged.sessions.sessionTimeoutSeconds;
  }
  return merged;
}

/** The ACTIVE content (JSON text) that applies to a scope (and configset), lowest layer first. */
async function activeContent(q: Queryable, scopeId: string, configsetId?: string): Promise<string[]> {
  if (!UUID_RE.test(scopeId)) return [];
  const { rows } = await q.query<{ content: string }>(
    `SELECT content FROM configset_revisions
      WHERE scope_id = $1 AND config_class = 'CONFIG_CLASS_CONFIGSET' AND state = 'STATE_ACTIVE'
        AND (type = 'CONFIGSET_TYPE_SCOPE' OR configset_id = $2::text)
      ORDER BY CASE WHEN configset_id = $2::text THEN 1 ELSE 0 END, activation_seq`,
    [scopeId, configsetId ?? null],
  );
  return rows.map((r) => r.content);
}

/** One ACTIVE revision merged into the settings in force. */
export interface ActiveLayer {
  configsetId: string;
  revisionId: string;
  /** 1 for the configset's first revision, in creation order. */
  revisionNumber: number;
  type: string;
  /** Its content sets some decision setting (thresholds or weights). */
  setsDecision: boolean;
}

/**
 * The ACTIVE revisions resolveEffectiveConfig merges for a scope (and configset), lowest layer
 * first, with their revision numbers: what a decision snapshot names as the settings that decided.
 */
export async function activeLayers(q: Queryable, scopeId: string, configsetId?: string): Promise<ActiveLayer[]> {
  if (!UUID_RE.test(scopeId)) return [];
  const { rows } = await q.query<{
    configset_id: string;
    revision_id: string;
    revision_number: number;
    type: string;
    content: string;
  }>(
    `SELECT r.configset_id, r.gk_configset_revision_id AS revision_id, r.type, r.content,
            (SELECT count(*)::int FROM configset_revisions o
              WHERE o.scope_id = r.scope_id AND o.config_class = r.config_class
                AND o.configset_id = r.configset_id AND o.creation_seq <= r.creation_seq) AS revision_number
       FROM configset_revisions r
      WHERE r.scope_id = $1 AND r.config_class = 'CONFIG_CLASS_CONFIGSET' AND r.state = 'STATE_ACTIVE'
        AND (r.type = 'CONFIGSET_TYPE_SCOPE' OR r.configset_id = $2::text)
      ORDER BY CASE WHEN r.configset_id = $2::text THEN 1 ELSE 0 END, r.activation_seq`,
    [scopeId, configsetId || null],
  );
  return rows.map((r) => {
    const layer = parseLayer(r.content);
    return {
      configsetId: r.configset_id,
      revisionId: r.revision_id,
      revisionNumber: r.revision_number,
      type: r.type,
      setsDecision: isObject(layer) && isObject(layer['decision']) && Object.keys(layer['decision']).length > 0,
    };
  });
}

const parseLayer = (content: string): unknown => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
};

export const resolveEffectiveConfig: ConfigResolver = async (q, scopeId, configsetId) =>
  mergeConfig((await activeContent(q, scopeId, configsetId || undefined)).map(parseLayer));

// Merged settings by the exact text of their layers: the database is still read on every call (an
// activation is in force at once), only the parsing and merging of the same layers is not redone.
// Kept private: callers get copies of the part they ask for.
const merged = new Map<string, EffectiveConfig>();
const MERGED_CACHE_SIZE = 256;

/** The session settings the scope-level ACTIVE layers (JSON text, lowest first) make. */
export function sessionsConfigFromLayers(layers: readonly string[]): EffectiveConfig['sessions'] {
  const key = layers.join('\u0000');
  let config = merged.get(key);
  if (!config) {
    config = mergeConfig(layers.map(parseLayer));
    if (merged.size >= MERGED_CACHE_SIZE) merged.clear();
    merged.set(key, config);
  }
  return { ...config.sessions };
}

/**
 * Which scope-level ACTIVE revisions are in force, as text (their activation numbers, in order;
 * '' for none), in SQL; `scopeParam` holds the scope ID. A revision's content never changes and
 * every activation takes a new number, so the same version means the same layers: a cache of what
 * the layers make stays valid exactly while a statement still finds the version it was made from.
 */
export function scopeLayersVersionSql(scopeParam: string): string {
  return `COALESCE((SELECT string_agg(activation_seq::text, ',' ORDER BY activation_seq) FROM configset_revisions
      WHERE scope_id = ${scopeParam} AND config_class = 'CONFIG_CLASS_CONFIGSET' AND state = 'STATE_ACTIVE'
        AND type = 'CONFIGSET_TYPE_SCOPE'), '')`;
}

/** The session settings in force for a scope with the version (scopeLayersVersionSql) they were made from. */
export async function resolveVersionedSessionsConfig(
  q: Queryable,
  scopeId: string,
): Promise<{ version: string; sessions: EffectiveConfig['sessions'] }> {
  const { rows } = await q.query<{ content: string; seq: string }>(
    `SELECT content, activation_seq::text AS seq FROM configset_revisions
      WHERE scope_id = $1 AND config_class = 'CONFIG_CLASS_CONFIGSET' AND state = 'STATE_ACTIVE'
        AND type = 'CONFIGSET_TYPE_SCOPE'
      ORDER BY activation_seq`,
    [scopeId],
  );
  return {
    version: rows.map((r) => r.seq).join(','),
    sessions: sessionsConfigFromLayers(rows.map((r) => r.content)),
  };
}
