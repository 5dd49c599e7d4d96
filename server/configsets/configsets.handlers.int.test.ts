// ConfigurationManager handlers against real storage (PGlite, and PostgreSQL when available):
// the revision state machine, the one-ACTIVE invariant under concurrent activations, templates,
// and the resolver reading ACTIVE revisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { DEFAULT_CONFIG } from './effective.js';
import { resolveEffectiveConfig } from './resolver.store.js';
import { json, kit, type Kit } from './configsets.testkit.js';

const SCOPE = 'CONFIGSET_TYPE_SCOPE';
const OPERATIONAL = 'CONFIGSET_TYPE_OPERATIONAL';
const ALL_BYTES = 'CONFIGSET_FORMAT_ALL_BYTES';

describe.each(dbKinds())('ConfigurationManager handlers on %s', (kind) => {
  let tdb: TestDb;
  const clock = new ManualClock(Date.UTC(2026, 2, 1));
  let k: Kit;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    k = kit(tdb.db, clock);
  });
  afterAll(async () => tdb.close());

  const create = async (configsetId: string, content: unknown, extra: Record<string, unknown> = {}) => {
    clock.advance(1000);
    const r = await k.call('CreateConfigset', {
      configset_id: configsetId,
      type: SCOPE,
      raw_content: json(content),
      ...extra,
    });
    return r.gk_configset_revision_id.value as string;
  };
  const rid = (id: string) => ({ gk_configset_revision_id: { value: id } });

  it('creates SAVED revisions, or VALIDATED with perform_validation', async () => {
    const a = await create('create-states', { decision: { fraudRiskThreshold: 60 } });
    const b = await create('create-states', { decision: { fraudRiskThreshold: 61 } }, { perform_validation: true });
    expect(await k.states('create-states')).toEqual({ [a]: 'STATE_SAVED', [b]: 'STATE_VALIDATED' });
    const got = await k.call('GetConfigsetRevision', { ...rid(a), expected_format: ALL_BYTES });
    expect(JSON.parse(got.raw_content.toString())).toEqual({ decision: { fraudRiskThreshold: 60 } });
    expect(got.details).toMatchObject({
      configset_id: 'create-states',
      type: SCOPE,
      state: 'STATE_SAVED',
      created_by: 'admin-client',
    });
  });

  it('refuses invalid content with perform_validation and stores nothing', async () => {
    const err = await k.fails('CreateConfigset', {
      configset_id: 'refused',
      type: SCOPE,
      perform_validation: true,
      raw_content: json({ voiceprints: { mismatchLockThreshold: 0 } }),
    });
    expect(err.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(err.fieldViolations.map((v) => v.field)).toEqual(['content.voiceprints.mismatchLockThreshold']);
    expect(await k.states('refused')).toEqual({});
  });

  it('validates: SAVED -> VALIDATED, SAVED -> INVALID with violations, ACTIVE stays ACTIVE', async () => {
    const good = await create('validate', { sessions: { sessionTimeoutSeconds: 600 } });
    const bad = await create('validate', { sessions: { sessionTimeoutSeconds: 5 }, decision: { bogus: 1 } });
    await k.call('ValidateConfigsetRevision', rid(good));
    const err = await k.fails('ValidateConfigsetRevision', rid(bad));
    expect(err.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(err.fieldViolations.map((v) => [v.field, v.violation])).toEqual([
      ['content.sessions.sessionTimeoutSeconds', 'OUT_OF_RANGE'],
      ['content.decision.bogus', 'INVALID_FORMAT'],
    ]);
    expect(await k.states('validate')).toEqual({ [good]: 'STATE_VALIDATED', [bad]: 'STATE_INVALID' });
    await k.call('ActivateConfigsetRevision', rid(good));
    await k.call('ValidateConfigsetRevision', rid(good));
    expect((await k.states('validate'))[good]).toBe('STATE_ACTIVE');
  });

  it('activates: validates first, the previous ACTIVE becomes INACTIVE, INACTIVE can be activated again', async () => {
    const r1 = await create('activate', { decision: { fraudRiskThreshold: 65 } });
    const r2 = await create('activate', { decision: { fraudRiskThreshold: 55 } }, { perform_validation: true });
    const bad = await create('activate', { callerId: { suspiciousBelow: 0.95 } });
    await k.call('ActivateConfigsetRevision', rid(r1));
    expect(await k.states('activate')).toEqual({ [r1]: 'STATE_ACTIVE', [r2]: 'STATE_VALIDATED', [bad]: 'STATE_SAVED' });
    await k.call('ActivateConfigsetRevision', rid(r2));
    expect(await k.states('activate')).toEqual({ [r1]: 'STATE_INACTIVE', [r2]: 'STATE_ACTIVE', [bad]: 'STATE_SAVED' });

    const err = await k.fails('ActivateConfigsetRevision', rid(bad));
    expect(err.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(err.fieldViolations).toEqual([
      expect.objectContaining({ field: 'content.callerId.suspiciousBelow', violation: 'FIELD_CONFLICT' }),
    ]);
    expect(await k.states('activate')).toEqual({
      [r1]: 'STATE_INACTIVE',
      [r2]: 'STATE_ACTIVE',
      [bad]: 'STATE_INVALID',
    });

    await k.call('ActivateConfigsetRevision', rid(r1)); // rollback
    await k.call('ActivateConfigsetRevision', rid(r1)); // already ACTIVE: nothing to do
    expect(await k.states('activate')).toEqual({
      [r1]: 'STATE_ACTIVE',
      [r2]: 'STATE_INACTIVE',
      [bad]: 'STATE_INVALID',
    });
    const active = await k.call('GetConfigset', { configset_id: 'activate', expected_format: ALL_BYTES });
    expect(active.details.gk_configset_revision_id.value).toBe(r1);
  });

  it('keeps exactly one ACTIVE revision under concurrent activations', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await create('race', { decision: { fraudRiskThreshold: 50 + i } }));
    const results = await Promise.allSettled(ids.map((id) => k.call('ActivateConfigsetRevision', rid(id))));
    // Activations of one configset are serialised: every call succeeds, one after the other.
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 'fulfilled'));
    const states = Object.values(await k.states('race'));
    expect(states.filter((s) => s === 'STATE_ACTIVE')).toHaveLength(1);
    expect(states.filter((s) => s === 'STATE_INACTIVE')).toHaveLength(5);
    // The revision that ended ACTIVE is the one the resolver applies.
    const activeId = Object.entries(await k.states('race')).find(([, s]) => s === 'STATE_ACTIVE')![0];
    const n = ids.indexOf(activeId);
    expect((await resolveEffectiveConfig(tdb.db, k.scopeId)).decision.fraudRiskThreshold).toBe(50 + n);
  });

  it('has the database refuse a second ACTIVE revision of one configset', async () => {
    const a = await create('backstop', {});
    const b = await create('backstop', {});
    await k.call('ActivateConfigsetRevision', rid(a));
    await expect(
      tdb.db.query(`UPDATE configset_revisions SET state = 'STATE_ACTIVE' WHERE gk_configset_revision_id = $1`, [b]),
    ).rejects.toThrow(/configset_revisions_one_active/);
  });

  it('deletes a non-active revision, refuses the ACTIVE one, and DeleteConfigset removes all', async () => {
    const a = await create('delete', {});
    const b = await create('delete', {});
    await k.call('ActivateConfigsetRevision', rid(a));
    await k.call('DeleteConfigsetRevision', rid(b));
    const err = await k.fails('DeleteConfigsetRevision', rid(a));
    expect(err.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(err.message).toContain('DeleteConfigset');
    expect(await k.states('delete')).toEqual({ [a]: 'STATE_ACTIVE' });
    await k.call('DeleteConfigset', { configset_id: 'delete' });
    expect(await k.states('delete')).toEqual({});
    expect((await k.fails('DeleteConfigset', { configset_id: 'delete' })).code).toBe(GrpcStatus.NOT_FOUND);
    expect((await k.fails('DeleteConfigsetRevision', rid(b))).code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('lists newest first, filtered by configset ID and states, ties broken by creation order', async () => {
    const t = clock.now().getTime();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.set(t + 100_000); // same timestamp for all three
      ids.push(
        (await k.call('CreateConfigset', { configset_id: 'list', type: SCOPE, raw_content: json({}) }))
          .gk_configset_revision_id.value,
      );
    }
    await k.call('ActivateConfigsetRevision', rid(ids[1]!));
    const all = await k.call('ListConfigsetRevisions', { filter: { configset_id: 'list' } });
    expect(
      all.details.map((d: { gk_configset_revision_id: { value: string } }) => d.gk_configset_revision_id.value),
    ).toEqual([...ids].reverse());
    const saved = await k.call('ListConfigsetRevisions', {
      filter: { configset_id: 'list', state: ['STATE_SAVED', 'STATE_INVALID'] },
    });
    expect(
      saved.details.map((d: { gk_configset_revision_id: { value: string } }) => d.gk_configset_revision_id.value),
    ).toEqual([ids[2], ids[0]]);
    const masked = await k.call('ListConfigsetRevisions', {
      filter: { configset_id: 'list' },
      field_mask: { paths: ['state', 'details.configset_id'] },
    });
    expect(masked.details[0]).toEqual({ state: 'STATE_SAVED', configset_id: 'list' });
    const everything = await k.call('ListConfigsetRevisions', {});
    expect(everything.details.length).toBeGreaterThan(3);
  });

  it('updates the description of the ACTIVE revision, or of the newest when none is active', async () => {
    const a = await create('details', {});
    const b = await create('details', {});
    await k.call('UpdateConfigsetDetails', {
      configset_id: 'details',
      details: { description: 'newest' },
      field_mask: { paths: ['description'] },
    });
    await k.call('ActivateConfigsetRevision', rid(a));
    await k.call(
      'UpdateConfigsetDetails',
      { configset_id: 'details', details: { description: 'live' }, field_mask: { paths: ['description'] } },
      { clientId: 'editor' },
    );
    const read = async (id: string) =>
      (await k.call('GetConfigsetRevision', { ...rid(id), expected_format: ALL_BYTES })).details;
    expect(await read(a)).toMatchObject({ description: 'live', updated_by: 'editor' });
    expect(await read(b)).toMatchObject({ description: 'newest' });
    const err = await k.fails('UpdateConfigsetDetails', { configset_id: 'details', details: { description: 'x' } });
    expect(err.fieldViolations.map((v) => v.field)).toEqual(['field_mask']);
  });

  it('copies content from a template and from another configset, and refuses a type change', async () => {
    await k.call('GenerateTemplate', { template_id: 'IVRTextDependent', type: OPERATIONAL });
    const fromTemplate = (
      await k.call('CreateConfigset', {
        configset_id: 'ivr',
        type: OPERATIONAL,
        source_template_id: 'IVRTextDependent',
      })
    ).gk_configset_revision_id.value;
    await k.call('ActivateConfigsetRevision', rid(fromTemplate));
    const copy = (
      await k.call('CreateConfigset', { configset_id: 'ivr-copy', type: OPERATIONAL, source_configset_id: 'ivr' })
    ).gk_configset_revision_id.value;
    const tpl = await k.call('GetTemplate', { template_id: 'IVRTextDependent', expected_format: ALL_BYTES });
    const got = await k.call('GetConfigsetRevision', { ...rid(copy), expected_format: ALL_BYTES });
    expect(got.raw_content.toString()).toBe(tpl.raw_content.toString());
    expect(
      (await k.fails('CreateConfigset', { configset_id: 'x', type: SCOPE, source_template_id: 'Nope' })).code,
    ).toBe(GrpcStatus.NOT_FOUND);
    expect(
      (await k.fails('CreateConfigset', { configset_id: 'x', type: SCOPE, source_configset_id: 'create-states' }))
        .message,
    ).toContain('no ACTIVE');
    const conflict = await k.fails('CreateConfigset', { configset_id: 'ivr', type: SCOPE, raw_content: json({}) });
    expect(conflict.fieldViolations).toEqual([expect.objectContaining({ field: 'type', violation: 'FIELD_CONFLICT' })]);
  });

  it('templates: create is ACTIVE at once; a second create replaces it; list, get, delete', async () => {
    const t1 = (
      await k.call('CreateTemplate', {
        template_id: 'mine',
        type: SCOPE,
        raw_content: json({ decision: { minReliability: 50 } }),
      })
    ).gk_template_id.value;
    clock.advance(1000);
    const t2 = (
      await k.call('CreateTemplate', {
        template_id: 'mine',
        type: SCOPE,
        raw_content: json({ decision: { minReliability: 55 } }),
      })
    ).gk_template_id.value;
    const list = await k.call('ListTemplates', { filter: { configset_id: 'mine' } });
    expect(
      list.details.map((d: { gk_configset_revision_id: { value: string }; state: string; config_class: string }) => [
        d.gk_configset_revision_id.value,
        d.state,
        d.config_class,
      ]),
    ).toEqual([
      [t2, 'STATE_ACTIVE', 'CONFIG_CLASS_TEMPLATE'],
      [t1, 'STATE_INACTIVE', 'CONFIG_CLASS_TEMPLATE'],
    ]);
    const got = await k.call('GetTemplate', { template_id: 'mine', expected_format: ALL_BYTES });
    expect(JSON.parse(got.raw_content.toString())).toEqual({ decision: { minReliability: 55 } });
    // Templates are not configsets.
    expect((await k.fails('GetConfigsetRevision', { ...rid(t2), expected_format: ALL_BYTES })).code).toBe(
      GrpcStatus.NOT_FOUND,
    );
    const bad = await k.fails('CreateTemplate', {
      template_id: 'mine',
      type: SCOPE,
      raw_content: json({ decision: { minReliability: 500 } }),
    });
    expect(bad.fieldViolations.map((v) => v.field)).toEqual(['content.decision.minReliability']);
    await k.call('DeleteTemplate', { template_id: 'mine' });
    expect((await k.fails('GetTemplate', { template_id: 'mine', expected_format: ALL_BYTES })).code).toBe(
      GrpcStatus.NOT_FOUND,
    );
  });

  it('resolves DEFAULT <- scope configsets (latest activation wins) <- the named configset, changing at once', async () => {
    const scopeId = k.scopeId;
    const other = kit(tdb.db, clock);
    expect(await resolveEffectiveConfig(tdb.db, other.scopeId)).toEqual(DEFAULT_CONFIG);
    const mk = async (kk: Kit, id: string, type: string, content: unknown) =>
      (await kk.call('CreateConfigset', { configset_id: id, type, raw_content: json(content) }))
        .gk_configset_revision_id.value as string;
    const s1 = await mk(other, 'scope-a', SCOPE, {
      decision: { authenticThreshold: 80 },
      voiceprints: { mismatchLockThreshold: 7 },
    });
    const s2 = await mk(other, 'scope-b', SCOPE, { decision: { authenticThreshold: 85 } });
    const op = await mk(other, 'op', OPERATIONAL, { decision: { authenticThreshold: 90 } });
    await other.call('ActivateConfigsetRevision', rid(s2));
    await other.call('ActivateConfigsetRevision', rid(s1));
    let c = await resolveEffectiveConfig(tdb.db, other.scopeId);
    expect(c.decision.authenticThreshold).toBe(80); // scope-a activated last
    expect(c.voiceprints.mismatchLockThreshold).toBe(7);
    // An OPERATIONAL configset applies only when named, and only once ACTIVE.
    expect((await resolveEffectiveConfig(tdb.db, other.scopeId, 'op')).decision.authenticThreshold).toBe(80);
    await other.call('ActivateConfigsetRevision', rid(op));
    c = await resolveEffectiveConfig(tdb.db, other.scopeId, 'op');
    expect(c.decision.authenticThreshold).toBe(90);
    expect(c.voiceprints.mismatchLockThreshold).toBe(7);
    expect((await resolveEffectiveConfig(tdb.db, other.scopeId)).decision.authenticThreshold).toBe(80);
    // Another scope's configsets never apply.
    expect((await resolveEffectiveConfig(tdb.db, scopeId, 'op')).decision.authenticThreshold).not.toBe(90);
    await other.call('DeleteConfigset', { configset_id: 'scope-a' });
    expect((await resolveEffectiveConfig(tdb.db, other.scopeId)).decision.authenticThreshold).toBe(85);
  });
});
