// The watchlist rules AssessCallerIdRisk runs against, kept in memory per (scope, watchlist):
// exact numbers in a Map (one lookup), regexes compiled once and ordered so that the first match
// is the winner (see risk.ts). A set is rebuilt when older than the configset's ruleCacheSeconds,
// and dropped at once when a change is made through this server (`invalidate`, called after the
// change commits). Changes made by another server on the same database show within that age.
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { literalPrefix } from './regex-prefix.js';
import { checkRegex } from './regex-safety.js';
import type { RiskLevel } from './wire.js';

export interface CachedRule {
  id: string;
  riskLevel: RiskLevel;
}

export interface CompiledRegexRule extends CachedRule {
  regex: RegExp;
}

export interface RankedRegexRule extends CompiledRegexRule {
  /** Position in `regex`: the order rule 2 of risk.ts tries them in. */
  rank: number;
}

export interface RuleSet {
  exact: Map<string, CachedRule>;
  /** NO_RISK rules first, then HIGH, MEDIUM, LOW; oldest first within a level. */
  regex: RankedRegexRule[];
  /** Regexes by the literal prefix they require (regex-prefix.ts), each list in rank order. */
  byPrefix: Map<string, RankedRegexRule[]>;
  /** Regexes without a literal prefix, in rank order. */
  unprefixed: RankedRegexRule[];
  /** Longest prefix in byPrefix. */
  maxPrefix: number;
}

/** What the loader returns: rows oldest first; null when the watchlist does not exist. */
export type RuleLoader = (
  scopeId: string,
  watchlistId: string,
) => Promise<{ gk_callerid_rule_id: string; kind: string; match_key: string; risk_level: RiskLevel }[] | null>;

const LEVEL_ORDER: Record<RiskLevel, number> = {
  CALLER_ID_RISK_LEVEL_NO_RISK: 0,
  CALLER_ID_RISK_LEVEL_HIGH: 1,
  CALLER_ID_RISK_LEVEL_MEDIUM: 2,
  CALLER_ID_RISK_LEVEL_LOW: 3,
};

export function buildRuleSet(rows: NonNullable<Awaited<ReturnType<RuleLoader>>>, log?: Logger): RuleSet {
  const exact = new Map<string, CachedRule>();
  const regex: (CompiledRegexRule & { age: number })[] = [];
  rows.forEach((row, age) => {
    const rule = { id: row.gk_callerid_rule_id, riskLevel: row.risk_level };
    if (row.kind === 'exact') {
      if (!exact.has(row.match_key)) exact.set(row.match_key, rule);
      return;
    }
    // Every write path checks patterns; this keeps a row written some other way from running unchecked.
    const checked = checkRegex(row.match_key);
    if (checked.ok) regex.push({ ...rule, regex: checked.regex, age });
    else
      log?.warn('skipping an unsafe caller-ID regex rule', { rule: row.gk_callerid_rule_id, reason: checked.reason });
  });
  regex.sort((a, b) => LEVEL_ORDER[a.riskLevel] - LEVEL_ORDER[b.riskLevel] || a.age - b.age);
  const ranked = regex.map(({ age: _age, ...r }, rank) => ({ ...r, rank }));
  const byPrefix = new Map<string, RankedRegexRule[]>();
  const unprefixed: RankedRegexRule[] = [];
  let maxPrefix = 0;
  for (const r of ranked) {
    const prefix = literalPrefix(r.regex.source);
    if (!prefix) {
      unprefixed.push(r);
      continue;
    }
    const list = byPrefix.get(prefix);
    if (list) list.push(r);
    else byPrefix.set(prefix, [r]);
    maxPrefix = Math.max(maxPrefix, prefix.length);
  }
  return { exact, regex: ranked, byPrefix, unprefixed, maxPrefix };
}

interface Slot {
  generation: number;
  set?: RuleSet | null;
  loadedAt: number;
  loading?: { generation: number; promise: Promise<RuleSet | null> };
}

export class RuleCache {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly load: RuleLoader,
    private readonly clock: Clock,
    private readonly log?: Logger,
  ) {}

  /** The rule set, rebuilt first when older than maxAgeMs or invalidated; null for an unknown watchlist. */
  async get(scopeId: string, watchlistId: string, maxAgeMs: number): Promise<RuleSet | null> {
    const key = `${scopeId}/${watchlistId}`;
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = { generation: 0, loadedAt: 0 }));
    if (slot.set !== undefined && this.clock.now().getTime() - slot.loadedAt < maxAgeMs) return slot.set;
    if (slot.loading && slot.loading.generation === slot.generation) return slot.loading.promise;
    const generation = slot.generation;
    const s = slot;
    const startedAt = this.clock.now().getTime();
    const promise = this.load(scopeId, watchlistId).then(
      (rows) => {
        const set = rows === null ? null : buildRuleSet(rows, this.log);
        // A change made while loading invalidated the slot: keep this result out of the cache.
        if (s.generation === generation) {
          s.set = set;
          s.loadedAt = startedAt;
        }
        if (s.loading?.promise === promise) delete s.loading;
        return set;
      },
      (err: unknown) => {
        if (s.loading?.promise === promise) delete s.loading;
        throw err;
      },
    );
    s.loading = { generation, promise };
    return promise;
  }

  /** Drops a watchlist's rules (or every watchlist of the scope) so the next call rebuilds them. */
  invalidate(scopeId: string, watchlistId?: string): void {
    for (const [key, slot] of this.slots) {
      if (watchlistId ? key === `${scopeId}/${watchlistId}` : key.startsWith(`${scopeId}/`)) {
        slot.generation++;
        delete slot.set;
      }
    }
  }
}
