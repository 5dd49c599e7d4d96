// Between proto-loader objects and plain values for the caller-ID services: IDs, timestamps,
// wrapper values, field masks and enum names (the ones every area shares: rpc/wire-values.ts).
import type { Violations } from '../rpc/errors.js';

export { readText, readUniqueId, requireTimestamp, toTimestamp, uid } from '../rpc/wire-values.js';

export const DEFAULT_WATCHLIST_ID = '00000000-0000-0000-0000-000000000000';

export const RISK_LEVELS = [
  'CALLER_ID_RISK_LEVEL_NO_RISK',
  'CALLER_ID_RISK_LEVEL_LOW',
  'CALLER_ID_RISK_LEVEL_MEDIUM',
  'CALLER_ID_RISK_LEVEL_HIGH',
] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A risk level name; UNSPECIFIED and unknown names are violations. */
export function readRiskLevel(v: Violations, field: string, raw: unknown): RiskLevel | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === 'CALLER_ID_RISK_LEVEL_UNSPECIFIED' || raw === 0) {
    v.add(field, 'is required (NO_RISK, LOW, MEDIUM or HIGH)', 'MANDATORY_FIELD_MISSING');
    return undefined;
  }
  const name =
    typeof raw === 'number'
      ? RISK_LEVELS[raw - 1]
      : RISK_LEVELS.find((l) => l === raw || l === `CALLER_ID_RISK_LEVEL_${String(raw).toUpperCase()}`);
  if (!name) v.add(field, 'is not a CallerIdRiskLevel', 'INVALID_FORMAT', String(raw));
  return name;
}

/** Field-mask paths relative to `details` (`details.x` and lowerCamelCase accepted); unknown ones are violations. */
export function readMask(
  v: Violations,
  raw: { paths?: string[] | null } | null | undefined,
  allowed: readonly string[],
  field = 'field_mask',
): Set<string> | undefined {
  const paths = (raw?.paths ?? [])
    .flatMap((p) => p.split(','))
    .map((p) =>
      p
        .trim()
        .replace(/^details\./, '')
        .replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()),
    )
    .filter(Boolean);
  if (!paths.length) return undefined;
  for (const [i, p] of paths.entries())
    if (!allowed.includes(p)) v.add(`${field}.paths[${i}]`, `"${p}" is not a field of details`, 'INVALID_FORMAT', p);
  return new Set(paths.filter((p) => allowed.includes(p)));
}
