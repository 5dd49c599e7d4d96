// Demo caller-ID watchlist: a few dozen rules in the scope's default watchlist. Exact numbers of
// known fraud and of trusted partners (NO_RISK allow-list), and regex ranges (premium-rate,
// one-ring scam area codes). Deterministic: the same IDs and content on every run; seeding twice
// changes nothing.
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.js';
import { checkRegex } from '../callerid/index.js';
import { normalizeNumber } from '../callerid/index.js';
import { insertRules, type NewRule } from '../callerid/index.js';
import { DEFAULT_WATCHLIST_ID, type RiskLevel } from '../callerid/index.js';
import { existingRuleIds } from './demo.store.js';

const L = (s: 'NO_RISK' | 'LOW' | 'MEDIUM' | 'HIGH') => `CALLER_ID_RISK_LEVEL_${s}` as RiskLevel;

const REGEX_RULES: [string, RiskLevel, string][] = [
  ['^\\+1900', L('HIGH'), 'US premium-rate 900 numbers'],
  ['^\\+1976', L('HIGH'), 'US 976 pay-per-call exchange'],
  ['^\\+1(268|284|473|649|664|767|809|829|849|876)', L('MEDIUM'), 'Caribbean one-ring scam area codes'],
  ['^\\+88[0-9]', L('MEDIUM'), 'International networks (satellite)'],
  ['^\\+1800', L('LOW'), 'Toll-free origin (unusual for inbound callers)'],
  ['^\\+1800555', L('NO_RISK'), 'Our own toll-free block'],
  ['^\\+4420794600', L('NO_RISK'), 'London office range'],
  ['^\\+\\d{16,}$', L('HIGH'), 'Longer than E.164 allows'],
];

const EXACT_HIGH = [
  '+12025550143',
  '+13125550199',
  '+14155550188',
  '+17185550172',
  '+12135550161',
  '+13055550150',
  '+16175550139',
  '+17025550128',
];
const EXACT_MEDIUM = ['+14045550117', '+15125550106', '+16025550195', '+19175550184', '+12065550173', '+15035550162'];
const EXACT_LOW = ['+13035550151', '+16125550140', '+18015550139', '+19195550128'];
const EXACT_ALLOW = ['+18005550100', '+18005550101', '+442079460000', '+442079460001', '+15555550100', '+16505550111'];

/** A UUID derived from the scope and a label, so the demo rules keep their IDs between runs. */
function demoId(scopeId: string, label: string): string {
  const h = createHash('sha256').update(`vigil-demo-callerid:${scopeId}:${label}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function demoCallerIdRules(scopeId: string): NewRule[] {
  const who = { clientId: 'vigil-demo', analystId: null };
  const exact = (numbers: string[], level: RiskLevel, description: string): NewRule[] =>
    numbers.map((n, i) => {
      const r = normalizeNumber(n);
      if (!('normalized' in r)) throw new Error(`bad demo number ${n}`);
      return {
        id: demoId(scopeId, n),
        kind: 'exact',
        pattern: n,
        matchKey: r.normalized,
        riskLevel: level,
        description: `${description} #${i + 1}`,
        ...who,
      };
    });
  const regex = REGEX_RULES.map(([p, level, description]): NewRule => {
    if (!checkRegex(p).ok) throw new Error(`unsafe demo regex ${p}`);
    return { id: demoId(scopeId, p), kind: 'regex', pattern: p, matchKey: p, riskLevel: level, description, ...who };
  });
  return [
    ...exact(EXACT_HIGH, L('HIGH'), 'Confirmed fraud caller'),
    ...exact(EXACT_MEDIUM, L('MEDIUM'), 'Reported by customers'),
    ...exact(EXACT_LOW, L('LOW'), 'Repeated failed verifications'),
    ...exact(EXACT_ALLOW, L('NO_RISK'), 'Trusted partner line'),
    ...regex,
  ];
}

/** Seeds the default watchlist of a scope (rules already there are left as they are). */
export async function seedCallerIdDemo(db: Db, opts: { scopeId: string; now: Date }): Promise<number> {
  const rules = demoCallerIdRules(opts.scopeId);
  return db.tx(async (q) => {
    const have = new Set(
      await existingRuleIds(
        q,
        opts.scopeId,
        rules.map((r) => r.id),
      ),
    );
    const fresh = rules.filter((r) => !have.has(r.id));
    return fresh.length ? insertRules(q, opts.scopeId, DEFAULT_WATCHLIST_ID, fresh, opts.now, true) : 0;
  });
}
