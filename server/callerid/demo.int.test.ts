// The demo watchlist seeds deterministically and behaves as its descriptions say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCallerIdDemo } from '../demo/callerid.js';
import { openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { systemClock } from '../../wire/clock.js';
import { ruleCacheFor } from './deps.js';
import { assessAgainst } from './risk.js';
import { DEFAULT_WATCHLIST_ID } from './wire.js';

describe('caller-ID demo data', () => {
  let tdb: TestDb;
  const scopeId = 'd3e0c0de-0000-4000-8000-000000000001';
  beforeAll(async () => {
    tdb = await openTestDb('pglite');
  });
  afterAll(() => tdb.close());

  it('seeds a few dozen rules once, with the same IDs every time', async () => {
    const now = new Date(Date.UTC(2026, 0, 1));
    const n = await seedCallerIdDemo(tdb.db, { scopeId, now });
    expect(n).toBeGreaterThanOrEqual(24);
    expect(await seedCallerIdDemo(tdb.db, { scopeId, now })).toBe(0);
    const rows = await tdb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM callerid_rules WHERE scope_id = $1',
      [scopeId],
    );
    expect(rows.rows[0]?.n).toBe(n);
    const set = await ruleCacheFor(tdb.db, systemClock).get(scopeId, DEFAULT_WATCHLIST_ID, 300_000);
    if (!set) throw new Error('no default watchlist');
    expect(assessAgainst(set, '+19005551234').riskLevel).toBe('CALLER_ID_RISK_LEVEL_HIGH');
    expect(assessAgainst(set, '+18005550199').riskLevel).toBe('CALLER_ID_RISK_LEVEL_NO_RISK');
    expect(assessAgainst(set, '+18002223333').riskLevel).toBe('CALLER_ID_RISK_LEVEL_LOW');
    expect(assessAgainst(set, '+12025550143').riskLevel).toBe('CALLER_ID_RISK_LEVEL_HIGH');
  });
});
