import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../testkit/db-kinds.testkit.js';
import { checkStored } from '../configsets/lifecycle.js';
import { resolveEffectiveConfig } from '../configsets/resolver.store.js';
import { FACTORY_TEMPLATE_IDS } from '../configsets/factory-templates.js';
import { DEMO_SCOPE_CONFIGSET_ID, seedConfigsetsDemo } from './configsets.js';

const SCOPE = 'd3e0c0de-0000-4000-8000-000000000001';
const now = new Date(Date.UTC(2026, 4, 1));

describe('seedConfigsetsDemo', () => {
  it('seeds every revision state, the factory templates and operational configsets, deterministically and once', async () => {
    const snapshot = async () => {
      const t = await openTestDb('pglite');
      try {
        await seedConfigsetsDemo(t.db, { scopeId: SCOPE, now, createdBy: 'demo-admin' });
        await seedConfigsetsDemo(t.db, { scopeId: SCOPE, now, createdBy: 'demo-admin' });
        const { rows } = await t.db.query<{
          id: string;
          config_class: string;
          configset_id: string;
          state: string;
          content: string;
        }>(
          `SELECT gk_configset_revision_id AS id, config_class, configset_id, state, content FROM configset_revisions
            ORDER BY config_class, configset_id, created_at`,
        );
        return { rows, config: await resolveEffectiveConfig(t.db, SCOPE, 'fraud-desk') };
      } finally {
        await t.close();
      }
    };
    const a = await snapshot();
    const b = await snapshot();
    expect(b.rows).toEqual(a.rows);
    const scope = a.rows.filter((r) => r.configset_id === DEMO_SCOPE_CONFIGSET_ID);
    expect(new Set(scope.map((r) => r.state))).toEqual(
      new Set(['STATE_SAVED', 'STATE_VALIDATED', 'STATE_ACTIVE', 'STATE_INACTIVE', 'STATE_INVALID']),
    );
    expect(scope.filter((r) => r.state === 'STATE_INACTIVE')).toHaveLength(2);
    for (const r of a.rows)
      expect({ id: r.id, ok: checkStored(r).length === 0 }).toEqual({ id: r.id, ok: r.state !== 'STATE_INVALID' });
    expect(
      a.rows
        .filter((r) => r.config_class === 'CONFIG_CLASS_TEMPLATE')
        .map((r) => r.configset_id)
        .sort(),
    ).toEqual([...FACTORY_TEMPLATE_IDS].sort());
    // The scope baseline (lock after 4) and the fraud desk's factory settings (fraud threshold 55) both apply.
    expect(a.config.voiceprints.mismatchLockThreshold).toBe(4);
    expect(a.config.decision.fraudRiskThreshold).toBe(55);
  });
});
