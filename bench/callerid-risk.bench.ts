// AssessCallerIdRisk with 100,000 watchlist rules (90% exact numbers, 10% regexes) in PGlite:
// how long the rule cache takes to rebuild, and the latency of one assessment (p50, p99) over a
// mix of exact hits, regex hits and misses. Regexes are indexed by their literal prefix, so a miss
// runs only the unprefixed ones (10% of them here). Baseline, measured in the
// same run: the same work with 1,000 rules (900 exact, 100 regex).
import { randomUUID } from 'node:crypto';
import { openDb } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { resolveDeps } from '../server/callerid/deps.js';
import { assessCallerIdRisk } from '../server/callerid/handlers/assess-caller-id-risk.js';
import { insertRules, type NewRule } from '../server/callerid/rules.store.js';
import { DEFAULT_WATCHLIST_ID, RISK_LEVELS } from '../server/callerid/wire.js';
import { systemClock } from '../wire/clock.js';
import type { BenchFigure, Benchmark } from './run.js';

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRules(total: number, seed: number): { rules: NewRule[]; exactNumbers: string[]; regexPrefixes: string[] } {
  const rand = rng(seed);
  const rules: NewRule[] = [];
  const exactNumbers: string[] = [];
  const regexPrefixes: string[] = [];
  const nExact = Math.round(total * 0.9);
  const level = () => RISK_LEVELS[Math.floor(rand() * RISK_LEVELS.length)] as (typeof RISK_LEVELS)[number];
  const who = { clientId: 'bench', analystId: null, description: null };
  for (let i = 0; i < nExact; i++) {
    // +1 NXX NXX XXXX, unique by construction (i spread over the subscriber digits)
    const n = `+1${200 + (i % 700)}${200 + Math.floor(rand() * 700)}${String(i).padStart(7, '0').slice(-7)}`;
    exactNumbers.push(n);
    rules.push({ id: randomUUID(), kind: 'exact', pattern: n, matchKey: n, riskLevel: level(), ...who });
  }
  for (let i = 0; i < total - nExact; i++) {
    // Mostly international ranges anchored on a prefix (+<cc><block>); one in ten an unanchored
    // suffix rule, which the prefix index cannot skip (every assessment tries those).
    const prefix = `+${30 + (i % 60)}${String(i).padStart(5, '0')}`;
    regexPrefixes.push(prefix);
    const p = i % 10 === 9 ? `9${String(i).padStart(5, '0')}$` : `^\\+${prefix.slice(1)}\\d{4,6}$`;
    rules.push({ id: randomUUID(), kind: 'regex', pattern: p, matchKey: p, riskLevel: level(), ...who });
  }
  return { rules, exactNumbers, regexPrefixes };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

async function measure(db: Db, total: number, seed: number) {
  const scopeId = randomUUID();
  const { rules, exactNumbers, regexPrefixes } = makeRules(total, seed);
  const t0 = performance.now();
  await db.tx((q) => insertRules(q, scopeId, DEFAULT_WATCHLIST_ID, rules, new Date(), false));
  const loadMs = performance.now() - t0;

  const ctx = resolveDeps({ db, clock: systemClock });
  const rebuilds: number[] = [];
  for (let i = 0; i < 3; i++) {
    ctx.ruleCache.invalidate(scopeId);
    const t = performance.now();
    await ctx.ruleCache.get(scopeId, DEFAULT_WATCHLIST_ID, 300_000);
    rebuilds.push(performance.now() - t);
  }
  rebuilds.sort((a, b) => a - b);

  const rand = rng(seed + 1);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const inputs = Array.from({ length: 3000 }, (_, i) =>
    i % 3 === 0
      ? pick(exactNumbers)
      : i % 3 === 1
        ? `${pick(regexPrefixes)}1234`
        : `+4420${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
  );
  for (const n of inputs.slice(0, 200)) await assessCallerIdRisk(ctx, scopeId, DEFAULT_WATCHLIST_ID, n); // warm-up
  const times: number[] = [];
  const missTimes: number[] = [];
  for (const [i, n] of inputs.entries()) {
    const t = performance.now();
    await assessCallerIdRisk(ctx, scopeId, DEFAULT_WATCHLIST_ID, n);
    const dt = performance.now() - t;
    times.push(dt);
    if (i % 3 === 2) missTimes.push(dt);
  }
  times.sort((a, b) => a - b);
  missTimes.sort((a, b) => a - b);
  return {
    loadMs,
    rebuildMs: pct(rebuilds, 50),
    p50: pct(times, 50),
    p99: pct(times, 99),
    missP50: pct(missTimes, 50),
  };
}

const bench: Benchmark = {
  name: 'AssessCallerIdRisk with 100,000 rules (90% exact, 10% regex), PGlite, in-process',
  async run(): Promise<BenchFigure[]> {
    const db = await openDb();
    try {
      const base = await measure(db, 1_000, 7);
      const big = await measure(db, 100_000, 11);
      const fig = (name: string, value: number, baseline: number, unit: string, note?: string): BenchFigure => ({
        name,
        value,
        unit,
        baseline,
        ratio: value / baseline,
        ...(note ? { note } : {}),
      });
      return [
        fig('bulk insert of the rules (one transaction)', big.loadMs, base.loadMs, 'ms', 'baseline: 1,000 rules'),
        fig('rule cache rebuild (median of 3)', big.rebuildMs, base.rebuildMs, 'ms', 'baseline: 1,000 rules'),
        fig('assessment p50 (hits and misses)', big.p50 * 1000, base.p50 * 1000, 'µs', 'baseline: 1,000 rules'),
        fig('assessment p99 (hits and misses)', big.p99 * 1000, base.p99 * 1000, 'µs', 'baseline: 1,000 rules'),
        fig(
          'assessment p50, no rule matches',
          big.missP50 * 1000,
          base.missP50 * 1000,
          'µs',
          'baseline: 1,000 rules; 1,000 of the 10,000 regexes have no prefix and run on every miss',
        ),
      ];
    } finally {
      await db.close();
    }
  },
};

export default bench;
