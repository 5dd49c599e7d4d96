import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { RuleCache, buildRuleSet, type RuleLoader } from './rule-cache.js';
import { assessAgainst, riskResult } from './risk.js';
import type { RiskLevel } from './wire.js';

type Row = { gk_callerid_rule_id: string; kind: string; match_key: string; risk_level: RiskLevel };
const exact = (id: string, n: string, level: string): Row => ({
  gk_callerid_rule_id: id,
  kind: 'exact',
  match_key: n,
  risk_level: `CALLER_ID_RISK_LEVEL_${level}` as RiskLevel,
});
const regex = (id: string, p: string, level: string): Row => ({
  gk_callerid_rule_id: id,
  kind: 'regex',
  match_key: p,
  risk_level: `CALLER_ID_RISK_LEVEL_${level}` as RiskLevel,
});
const assess = (rows: Row[], n: string) => {
  const m = assessAgainst(buildRuleSet(rows), n);
  return [m.riskLevel.replace('CALLER_ID_RISK_LEVEL_', ''), m.rule?.id];
};

describe('AssessCallerIdRisk precedence (seed 001, section 4.5)', () => {
  const rules = [
    regex('r-low', '^\\+1900', 'LOW'),
    regex('r-high', '^\\+19005', 'HIGH'),
    regex('r-medium', '555', 'MEDIUM'),
    exact('e-medium', '+19005550000', 'MEDIUM'),
    regex('r-allow', '^\\+1900555', 'NO_RISK'),
    regex('r-high-2', '^\\+1900', 'HIGH'),
  ];

  it('rule 1: no match is NO_RISK with no rule referenced', () => {
    expect(assess(rules, '+442079460000')).toEqual(['NO_RISK', undefined]);
    const result = riskResult(assessAgainst(buildRuleSet(rules), '+442079460000'));
    expect(result).not.toHaveProperty('reference_gk_callerid_rule_id');
    expect(result.decision).toBe('DECISION_NO_RISK_DETECTED');
  });

  it('rule 2: among regex matches a NO_RISK rule wins over HIGH', () => {
    expect(assess(rules, '+19005551111')).toEqual(['NO_RISK', 'r-allow']);
  });

  it('rule 2: otherwise the highest level wins, the oldest rule on a tie', () => {
    expect(assess(rules, '+19005123456')).toEqual(['HIGH', 'r-high']);
    expect(assess(rules, '+19004444444')).toEqual(['HIGH', 'r-high-2']);
    expect(assess([regex('a', '1', 'LOW'), regex('b', '2', 'MEDIUM')], '+12')).toEqual(['MEDIUM', 'b']);
  });

  it('rule 3: an exact-number match beats regex matches (even a NO_RISK one)', () => {
    expect(assess(rules, '+19005550000')).toEqual(['MEDIUM', 'e-medium']);
    expect(assess([regex('x', '.', 'HIGH'), exact('y', '+15551234567', 'LOW')], '+15551234567')).toEqual(['LOW', 'y']);
    expect(assess([exact('y', '+15551234567', 'LOW')], '15551234567')).toEqual(['LOW', 'y']);
    expect(assess([exact('y', '+15551234567', 'LOW'), exact('z', '15551234567', 'HIGH')], '15551234567')).toEqual([
      'HIGH',
      'z',
    ]);
  });

  it('maps a level to decision, reason and risk', () => {
    const r = riskResult(assessAgainst(buildRuleSet(rules), '+19005123456'));
    expect(r).toEqual({
      reference_gk_callerid_rule_id: { value: 'r-high' },
      risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
      risk_engine_result: { risk: { value: 90 }, reliability: { value: 80 } },
      decision: 'DECISION_FRAUD',
      decision_reason: 'DECISION_REASON_FRAUD_RISK',
    });
  });

  it('skips a stored regex that fails the safety check', () => {
    expect(assess([regex('bad', '(a+)+$', 'HIGH')], '+1555')).toEqual(['NO_RISK', undefined]);
  });
});

describe('rule 4: RuleCache', () => {
  function setup() {
    const clock = new ManualClock();
    let rows: Row[] = [exact('e1', '+15551234567', 'HIGH')];
    let loads = 0;
    const loader: RuleLoader = async (_s, w) => {
      loads++;
      return w === 'missing' ? null : rows;
    };
    return { clock, cache: new RuleCache(loader, clock), set: (r: Row[]) => (rows = r), loads: () => loads };
  }
  const MAX = 300_000;

  it('keeps a rule set until it is older than the maximum age, then rebuilds it', async () => {
    const t = setup();
    expect((await t.cache.get('s', 'w', MAX))?.exact.get('+15551234567')?.riskLevel).toBe('CALLER_ID_RISK_LEVEL_HIGH');
    t.set([]);
    t.clock.advance(MAX - 1);
    expect((await t.cache.get('s', 'w', MAX))?.exact.size).toBe(1);
    expect(t.loads()).toBe(1);
    t.clock.advance(1);
    expect((await t.cache.get('s', 'w', MAX))?.exact.size).toBe(0);
    expect(t.loads()).toBe(2);
  });

  it('rebuilds at once after invalidate, for that watchlist or the whole scope', async () => {
    const t = setup();
    await t.cache.get('s', 'w', MAX);
    await t.cache.get('s', 'w2', MAX);
    t.set([]);
    t.cache.invalidate('s', 'w');
    expect((await t.cache.get('s', 'w', MAX))?.exact.size).toBe(0);
    expect((await t.cache.get('s', 'w2', MAX))?.exact.size).toBe(1);
    t.cache.invalidate('s');
    expect((await t.cache.get('s', 'w2', MAX))?.exact.size).toBe(0);
  });

  it('does not cache a load that an invalidation overtook', async () => {
    const clock = new ManualClock();
    let release!: () => void;
    let version = 1;
    const cache = new RuleCache(async () => {
      const v = version;
      if (v === 1) await new Promise<void>((r) => (release = r));
      return [exact('e', `+1555000000${v}`, 'HIGH')];
    }, clock);
    const first = cache.get('s', 'w', MAX);
    await Promise.resolve();
    version = 2;
    cache.invalidate('s', 'w');
    const second = await cache.get('s', 'w', MAX);
    release();
    await first;
    expect([...(second?.exact.keys() ?? [])]).toEqual(['+15550000002']);
    expect([...((await cache.get('s', 'w', MAX))?.exact.keys() ?? [])]).toEqual(['+15550000002']);
  });

  it('answers null for an unknown watchlist', async () => {
    expect(await setup().cache.get('s', 'missing', MAX)).toBeNull();
  });
});

describe('regex prefix index', () => {
  it('reads the literal prefix an anchored regex requires', async () => {
    const { literalPrefix } = await import('./regex-prefix.js');
    expect(literalPrefix('^\\+1900\\d+')).toBe('+1900');
    expect(literalPrefix('^\\+1(900|976)')).toBe('');
    expect(literalPrefix('^\\+1900?')).toBe('+190');
    expect(literalPrefix('^\\+?1900')).toBe('');
    expect(literalPrefix('^1{2}')).toBe('');
    expect(literalPrefix('1900')).toBe('');
    expect(literalPrefix('^[+]1')).toBe('');
    expect(literalPrefix('^\\d')).toBe('');
  });

  it('gives the same answers as trying every regex in rank order', () => {
    const rand = (() => {
      let s = 42;
      return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    })();
    const levels = ['NO_RISK', 'LOW', 'MEDIUM', 'HIGH'];
    const shapes = ['^\\+1%', '^\\+1%\\d{3}$', '%', '^\\+?1%', '^\\+1%?5', '%$'];
    const rows: Row[] = Array.from({ length: 300 }, (_, i) => {
      const digits = String(Math.floor(rand() * 1000)).slice(0, 1 + Math.floor(rand() * 3));
      const shape = shapes[Math.floor(rand() * shapes.length)] as string;
      return regex(`r${i}`, shape.replace('%', digits), levels[Math.floor(rand() * 4)] as string);
    });
    const set = buildRuleSet(rows);
    for (let i = 0; i < 2000; i++) {
      const n = `${rand() < 0.8 ? '+' : ''}1${String(Math.floor(rand() * 1e7))}`;
      const linear = set.regex.find((r) => r.regex.test(n));
      expect(assessAgainst(set, n).rule?.id).toBe(linear?.id);
    }
  });
});
