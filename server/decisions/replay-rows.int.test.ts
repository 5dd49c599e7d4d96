// The narrow rows replay reads (migration 0028) say what the decision snapshots say: written with a
// snapshot (the demo's bulk insert, a new decision replacing one), kept equal when an analyst sets
// the verdict, and filled for snapshots that existed before the migration.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, openUnmigrated } from '../../testkit/db-kinds.testkit.js';
import { migrate, readMigrations } from '../db/migrate.js';
import type { Db } from '../db/types.js';
import { seedSessionsDemo } from '../demo/sessions.js';
import { setVerdict } from '../sessions/engagements.store.js';
import { silentLogger } from '../util/log.js';
import { explainDecision, type DecisionExplanation } from './engine.js';
import { countDecided, decidedBatch, type ReplayRow } from './replay.store.js';
import { decidingSettings, storeDecisionSnapshot } from './snapshots.store.js';
import { resolveEffectiveConfig } from '../configsets/resolver.store.js';

const NOW = new Date('2026-11-20T00:00:00Z');
const MIGRATION = 28;

/** An ACTIVE revision with intent rules, so snapshots carry layers and intent rules. */
async function activeRevision(db: Db, scopeId: string): Promise<void> {
  const content = {
    decision: { fraudRiskThreshold: 65, intentFactors: [{ intents: ['CLOSE_ACCOUNT'], risk: 90, weight: 1 }] },
  };
  await db.query(
    `INSERT INTO configset_revisions (gk_configset_revision_id, scope_id, config_class, configset_id, type, state,
       content, created_by, updated_by, created_at, modified_at)
     VALUES ($1, $2, 'CONFIG_CLASS_CONFIGSET', 'ContactCenterDefault', 'CONFIGSET_TYPE_OPERATIONAL', 'STATE_ACTIVE',
       $3, 'test', 'test', $4, $4)`,
    [randomUUID(), scopeId, JSON.stringify(content), NOW],
  );
}

/** What replay needs of a snapshot, read from the snapshot itself. */
async function fromSnapshots(db: Db, scopeId: string) {
  const r = await db.query<{
    gk_session_id: string;
    gk_engagement_id: string;
    decided_at: Date;
    engine_version: number;
    configset_id: string | null;
    layers: Array<{ configsetId: string; type: string; revisionId: string }>;
    explanation: DecisionExplanation;
    verdict: string | null;
  }>(
    `SELECT d.gk_session_id, d.gk_engagement_id, d.decided_at, d.engine_version, d.configset_id, d.layers,
            d.explanation, e.verdict
       FROM session_decision_snapshots d JOIN engagements e ON e.gk_engagement_id = d.gk_engagement_id
      WHERE d.scope_id = $1 ORDER BY d.decided_at, d.gk_session_id`,
    [scopeId],
  );
  return r.rows.map((s) => ({
    gk_session_id: s.gk_session_id,
    gk_engagement_id: s.gk_engagement_id,
    decided_at: s.decided_at,
    engine_version: s.engine_version,
    configset_id: s.configset_id,
    layers: s.layers.map((l) => ({ configsetId: l.configsetId, type: l.type, revisionId: l.revisionId })),
    decision: s.explanation.decision,
    risk: s.explanation.risk ?? null,
    rule: s.explanation.rule,
    thresholds: s.explanation.thresholds,
    intent_factors: s.explanation.intentFactors ?? null,
    factors: s.explanation.factors.map(replayed),
    verdict: s.verdict,
  }));
}

/** The fields of an explained factor replay reads. */
const replayed = (f: ReplayRow['factors'][number]) => ({
  kind: f.kind,
  risk: f.risk,
  reliability: f.reliability,
  score: f.score,
  fraudsterOnWatchlist: f.fraudsterOnWatchlist,
  weight: f.weight,
  counted: f.counted,
});

/** Every replay row of the scope, through the read replay makes (several batches). */
async function replayRows(db: Db, scopeId: string) {
  const window = { scopeId, after: new Date(NOW.getTime() - 60 * 86_400_000), before: NOW };
  const rows: ReplayRow[] = [];
  let position: { decidedAt: Date; gkSessionId: string } | null = null;
  for (;;) {
    const batch = await decidedBatch(db, window, position, 25);
    rows.push(...batch);
    if (batch.length < 25) break;
    const last = batch[batch.length - 1] as ReplayRow;
    position = { decidedAt: last.decided_at, gkSessionId: last.gk_session_id };
  }
  expect(rows.length).toBe(await countDecided(db, window));
  return rows.map((r) => ({ ...r, factors: r.factors.map(replayed) }));
}

async function expectRowsMatchSnapshots(db: Db, scopeId: string): Promise<void> {
  const expected = await fromSnapshots(db, scopeId);
  expect(expected.length).toBeGreaterThan(50);
  expect(expected.some((s) => s.layers.length > 0 && s.intent_factors !== null)).toBe(true);
  expect(expected.some((s) => s.verdict !== null)).toBe(true);
  expect(await replayRows(db, scopeId)).toEqual(expected);
}

describe.each(dbKinds())('decision replay rows (%s)', (kind) => {
  it('are written with each snapshot, replaced with it, and follow the verdict', async () => {
    const { db, close } = await openTestDb(kind);
    try {
      const scopeId = randomUUID();
      await activeRevision(db, scopeId);
      await seedSessionsDemo(db, { scopeId, now: NOW, seed: 5, engagements: 60 });
      await expectRowsMatchSnapshots(db, scopeId);

      // A new decision replaces a session's snapshot (the decision path's write).
      const [first] = await fromSnapshots(db, scopeId);
      const settings = await decidingSettings(db, scopeId, 'ContactCenterDefault');
      const config = (await resolveEffectiveConfig(db, scopeId, 'ContactCenterDefault')).decision;
      const explanation = explainDecision(
        [
          { kind: 'voice', risk: null, reliability: 90, score: 95, fraudster_on_watchlist: true },
          { kind: 'watchlist', risk: 90, reliability: 95, score: null },
        ],
        config,
      );
      expect(explanation.decision).toBe('DECISION_FRAUD');
      expect(first!.decision).not.toBe('DECISION_FRAUD');
      const at = new Date(NOW.getTime() - 3_600_000);
      expect(await storeDecisionSnapshot(db, scopeId, first!.gk_session_id, settings, explanation, at)).toBe(true);
      await setVerdict(db, scopeId, first!.gk_engagement_id, {
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        description: null,
        amount: null,
        analystId: 'a1',
        at,
        resetEnroll: false,
      });
      const rows = await replayRows(db, scopeId);
      const replaced = rows.find((r) => r.gk_session_id === first!.gk_session_id);
      expect(replaced).toMatchObject({
        decided_at: at,
        decision: 'DECISION_FRAUD',
        rule: explanation.rule,
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
      });
      await expectRowsMatchSnapshots(db, scopeId);
    } finally {
      await close();
    }
  });

  it('are filled by the migration for the snapshots already stored', async () => {
    const { db, close } = await openUnmigrated(kind);
    try {
      const all = readMigrations();
      await migrate(
        db,
        silentLogger,
        all.filter((m) => m.version < MIGRATION),
      );
      const scopeId = randomUUID();
      await activeRevision(db, scopeId);
      await seedSessionsDemo(db, { scopeId, now: NOW, seed: 9, engagements: 60 });
      await migrate(db, silentLogger, all);
      await expectRowsMatchSnapshots(db, scopeId);
    } finally {
      await close();
    }
  });
});
