// ConfigurationManager over real gRPC: every RPC as a client sees it, the policy (admin writes,
// scope mandatory), scope isolation, field violations read back from the status, concurrent
// activations, and the resolver following each activation at once.
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { resolveEffectiveConfig } from './resolver.store.js';
import { FACTORY_TEMPLATE_IDS } from './factory-templates.js';

const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
const json = (v: unknown) => Buffer.from(JSON.stringify(v));
type Details = {
  gk_configset_revision_id: { value: string };
  state: string;
  configset_id: string;
  description: string;
  config_class: string;
};
type Violation = { field: string; violation: string; message: string };

describe.each(dbKinds())('ConfigurationManager over gRPC (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  let analyst: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
  let call: (method: string, req: Record<string, unknown>, token?: string) => Promise<any>;
  const failure = async (method: string, req: Record<string, unknown>, token?: string) => {
    const err = await call(method, req, token).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!err) throw new Error(`${method} succeeded but was expected to fail`);
    const s = grpcStatus(err);
    return { ...s, violations: ((s.status?.field_violations ?? []) as Violation[]).map((v) => [v.field, v.violation]) };
  };
  const rid = (id: string) => ({ gk_configset_revision_id: { value: id } });
  const create = async (configsetId: string, content: unknown, extra: Record<string, unknown> = {}) =>
    (
      await call('CreateConfigset', {
        configset_id: configsetId,
        type: 'CONFIGSET_TYPE_SCOPE',
        raw_content: json(content),
        ...extra,
      })
    ).gk_configset_revision_id.value as string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.token('admin');
    analyst = await t.token('analyst');
    call = (method, req, token = admin) =>
      t.call(CM, method, { context: { gk_scope_id: { value: t.scopeId } }, ...req }, token);
  });
  afterAll(() => t.close());

  it('takes a configset through its states and reads it in both formats', async () => {
    const r1 = await create(
      'lifecycle',
      { decision: { fraudRiskThreshold: 62 } },
      { details: { description: 'first' } },
    );
    const r2 = (
      await call('CreateConfigset', {
        configset_id: 'lifecycle',
        type: 'CONFIGSET_TYPE_SCOPE',
        perform_validation: true,
        configset_object: {
          service_config: [{ service_name: 'voiceprints', data: json({ mismatchLockThreshold: 3 }) }],
        },
      })
    ).gk_configset_revision_id.value as string;
    await call('ValidateConfigsetRevision', rid(r1));
    await call('ActivateConfigsetRevision', rid(r1));
    await call('ActivateConfigsetRevision', rid(r2));

    const list = await call('ListConfigsetRevisions', { filter: { configset_id: 'lifecycle' } }, analyst);
    expect(list.details.map((d: Details) => [d.gk_configset_revision_id.value, d.state])).toEqual([
      [r2, 'STATE_ACTIVE'],
      [r1, 'STATE_INACTIVE'],
    ]);
    expect(list.status).toMatchObject({ status_code: 'OK' });

    const bytes = await call(
      'GetConfigset',
      { configset_id: 'lifecycle', expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' },
      analyst,
    );
    expect(bytes.details).toMatchObject({
      configset_id: 'lifecycle',
      state: 'STATE_ACTIVE',
      config_class: 'CONFIG_CLASS_CONFIGSET',
      type: 'CONFIGSET_TYPE_SCOPE',
    });
    expect(JSON.parse(bytes.raw_content.toString())).toEqual({ voiceprints: { mismatchLockThreshold: 3 } });
    expect(bytes.configset_object).toBeUndefined();

    const bySvc = await call('GetConfigsetRevision', {
      ...rid(r1),
      expected_format: 'CONFIGSET_FORMAT_BY_SERVICE',
      field_mask: { paths: ['description', 'state'] },
    });
    expect(bySvc.details).toEqual({ description: 'first', state: 'STATE_INACTIVE' });
    const decision = bySvc.configset_object.service_config.find(
      (s: { service_name: string }) => s.service_name === 'decision',
    );
    expect(JSON.parse(decision.data.toString())).toEqual({ fraudRiskThreshold: 62 });
    expect(JSON.parse(decision.schema.toString())).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
    });

    await call('UpdateConfigsetDetails', {
      configset_id: 'lifecycle',
      details: { description: 'live one' },
      field_mask: { paths: ['description'] },
    });
    const after = await call('GetConfigset', {
      configset_id: 'lifecycle',
      expected_format: 'CONFIGSET_FORMAT_ALL_BYTES',
    });
    expect(after.details.description).toBe('live one');

    await call('DeleteConfigsetRevision', rid(r1));
    const refused = await failure('DeleteConfigsetRevision', rid(r2));
    expect(refused).toMatchObject({
      code: grpc.status.FAILED_PRECONDITION,
      status: { status_code: 'INVALID_REQUEST' },
    });
    await call('DeleteConfigset', { configset_id: 'lifecycle' });
    const gone = await failure('GetConfigset', {
      configset_id: 'lifecycle',
      expected_format: 'CONFIGSET_FORMAT_ALL_BYTES',
    });
    expect(gone.code).toBe(grpc.status.NOT_FOUND);
    expect(gone.message).toContain('"lifecycle" not found');
  });

  it('answers NOT_FOUND for a configset without an ACTIVE revision', async () => {
    await create('never-active', {});
    const e = await failure('GetConfigset', {
      configset_id: 'never-active',
      expected_format: 'CONFIGSET_FORMAT_ALL_BYTES',
    });
    expect(e.code).toBe(grpc.status.NOT_FOUND);
    expect(e.message).toContain('no ACTIVE revision');
  });

  it('reports invalid content as field violations in the status and marks the revision INVALID', async () => {
    const bad = await create('bad', {
      decision: { fraudRiskThreshold: 101, weights: { voice: 0, callerId: 0, watchlist: 0 } },
      callerId: { ruleCacheSeconds: 600 },
      audio: {},
    });
    const e = await failure('ValidateConfigsetRevision', rid(bad));
    expect(e.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(e.status?.status_code).toBe('BAD_REQUEST');
    expect(e.violations).toEqual([
      ['content.decision.fraudRiskThreshold', 'OUT_OF_RANGE'],
      ['content.callerId.ruleCacheSeconds', 'OUT_OF_RANGE'],
      ['content.audio', 'INVALID_FORMAT'],
    ]);
    const rev = await call('GetConfigsetRevision', { ...rid(bad), expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' });
    expect(rev.details.state).toBe('STATE_INVALID');
    const activate = await failure('ActivateConfigsetRevision', rid(bad));
    expect(activate.violations.map(([f]) => f)).toContain('content.decision.fraudRiskThreshold');
  });

  it('refuses bad requests of every kind with named fields', async () => {
    const cases: [string, Record<string, unknown>, string[][]][] = [
      [
        'CreateConfigset',
        { type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}) },
        [['configset_id', 'MANDATORY_FIELD_MISSING']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'bad id*', type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}) },
        [['configset_id', 'INVALID_FORMAT']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'x'.repeat(129), type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}) },
        [['configset_id', 'TOO_LONG']],
      ],
      ['CreateConfigset', { configset_id: 'a', raw_content: json({}) }, [['type', 'MANDATORY_FIELD_MISSING']]],
      [
        'CreateConfigset',
        { configset_id: 'a', type: 'CONFIGSET_TYPE_SYSTEM', raw_content: json({}) },
        [['type', 'OUT_OF_RANGE']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'a', type: 'CONFIGSET_TYPE_SCOPE' },
        [['configset_content', 'MANDATORY_FIELD_MISSING']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'a', type: 'CONFIGSET_TYPE_SCOPE', raw_content: Buffer.from('{oops') },
        [['raw_content', 'INVALID_FORMAT']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'a', type: 'CONFIGSET_TYPE_SCOPE', raw_content: Buffer.from('[]') },
        [['raw_content', 'INVALID_FORMAT']],
      ],
      [
        'CreateConfigset',
        {
          configset_id: 'a',
          type: 'CONFIGSET_TYPE_SCOPE',
          configset_object: { service_config: [{ service_name: 'nope', data: json({}) }] },
        },
        [['configset_object.service_config[0].service_name', 'OUT_OF_RANGE']],
      ],
      [
        'CreateConfigset',
        {
          configset_id: 'a',
          type: 'CONFIGSET_TYPE_SCOPE',
          raw_content: json({}),
          details: { description: 'd'.repeat(1025) },
        },
        [['details.description', 'TOO_LONG']],
      ],
      [
        'CreateConfigset',
        { configset_id: 'a', type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}), field_mask: { paths: ['colour'] } },
        [['field_mask', 'INVALID_FORMAT']],
      ],
      ['ValidateConfigsetRevision', {}, [['gk_configset_revision_id', 'MANDATORY_FIELD_MISSING']]],
      [
        'ActivateConfigsetRevision',
        { gk_configset_revision_id: { value: 'not-a-uuid' } },
        [['gk_configset_revision_id', 'INVALID_FORMAT']],
      ],
      ['ListConfigsetRevisions', { filter: { configset_id: 'a*' } }, [['filter.configset_id', 'INVALID_FORMAT']]],
      ['GetConfigset', { configset_id: 'a' }, [['expected_format', 'MANDATORY_FIELD_MISSING']]],
      [
        'GetConfigsetRevision',
        { expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' },
        [['gk_configset_revision_id', 'MANDATORY_FIELD_MISSING']],
      ],
      [
        'UpdateConfigsetDetails',
        { configset_id: 'a', field_mask: { paths: ['description'] } },
        [['details', 'MANDATORY_FIELD_MISSING']],
      ],
      ['DeleteConfigset', {}, [['configset_id', 'MANDATORY_FIELD_MISSING']]],
      [
        'CreateTemplate',
        { template_id: 't', type: 'CONFIGSET_TYPE_SCOPE' },
        [['template_content', 'MANDATORY_FIELD_MISSING']],
      ],
      [
        'CreateTemplate',
        { template_id: 't', type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({ sessions: { x: 1 } }) },
        [['content.sessions.x', 'INVALID_FORMAT']],
      ],
      ['GetTemplate', { template_id: 't' }, [['expected_format', 'MANDATORY_FIELD_MISSING']]],
      ['DeleteTemplate', {}, [['template_id', 'MANDATORY_FIELD_MISSING']]],
      [
        'GenerateTemplate',
        { template_id: 'ContactCenterDefault', type: 'CONFIGSET_TYPE_SCOPE' },
        [['type', 'OUT_OF_RANGE']],
      ],
    ];
    for (const [method, req, expected] of cases) {
      const e = await failure(method, req);
      expect({ method, code: e.code, violations: e.violations }).toEqual({
        method,
        code: grpc.status.INVALID_ARGUMENT,
        violations: expected,
      });
    }
    const missingScope = await failure('ListConfigsetRevisions', { context: {} });
    expect(missingScope.violations).toEqual([['context.gk_scope_id', 'MANDATORY_FIELD_MISSING']]);
    const unknownFactory = await failure('GenerateTemplate', {
      template_id: 'Mine',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
    });
    expect(unknownFactory.violations).toEqual([['template_id', 'OUT_OF_RANGE']]);
    for (const id of FACTORY_TEMPLATE_IDS) expect(unknownFactory.message).toContain(id);
  });

  it('lets only admins write, and every role read', async () => {
    const id = await create('roles', {});
    for (const role of ['analyst', 'support', 'service'] as const) {
      const token = await t.token(role);
      for (const [method, req] of [
        ['CreateConfigset', { configset_id: 'roles', type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}) }],
        ['ActivateConfigsetRevision', rid(id)],
        ['ValidateConfigsetRevision', rid(id)],
        ['DeleteConfigsetRevision', rid(id)],
        ['DeleteConfigset', { configset_id: 'roles' }],
        [
          'UpdateConfigsetDetails',
          { configset_id: 'roles', details: { description: 'x' }, field_mask: { paths: ['description'] } },
        ],
        ['GenerateTemplate', { template_id: 'ContactCenterDefault', type: 'CONFIGSET_TYPE_OPERATIONAL' }],
        ['CreateTemplate', { template_id: 't', type: 'CONFIGSET_TYPE_SCOPE', raw_content: json({}) }],
        ['DeleteTemplate', { template_id: 't' }],
      ] as const) {
        expect({ role, method, code: (await failure(method, req, token)).code }).toEqual({
          role,
          method,
          code: grpc.status.PERMISSION_DENIED,
        });
      }
      const read = await call(
        'GetConfigsetRevision',
        { ...rid(id), expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' },
        token,
      );
      expect(read.details.state).toBe('STATE_SAVED');
    }
    const states = await call('ListConfigsetRevisions', { filter: { configset_id: 'roles' } });
    expect(states.details.map((d: Details) => d.state)).toEqual(['STATE_SAVED']);
  });

  it("keeps each scope's configsets and templates invisible to other scopes", async () => {
    const id = await create('private', {});
    await call('ActivateConfigsetRevision', rid(id));
    await call('GenerateTemplate', { template_id: 'PostCallFraudDetection', type: 'CONFIGSET_TYPE_OPERATIONAL' });
    const otherAdmin = await t.token('admin', { scopeIds: [t.otherScopeId] });
    const other = (method: string, req: Record<string, unknown>) =>
      failure(method, { ...req, context: { gk_scope_id: { value: t.otherScopeId } } }, otherAdmin);
    for (const [method, req] of [
      ['GetConfigsetRevision', { ...rid(id), expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' }],
      ['GetConfigset', { configset_id: 'private', expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' }],
      ['ActivateConfigsetRevision', rid(id)],
      ['DeleteConfigsetRevision', rid(id)],
      ['DeleteConfigset', { configset_id: 'private' }],
      ['GetTemplate', { template_id: 'PostCallFraudDetection', expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' }],
      ['DeleteTemplate', { template_id: 'PostCallFraudDetection' }],
    ] as const) {
      expect({ method, code: (await other(method, req)).code }).toEqual({ method, code: grpc.status.NOT_FOUND });
    }
    const lists = await t.call<{ details: unknown[] }>(
      CM,
      'ListConfigsetRevisions',
      { context: { gk_scope_id: { value: t.otherScopeId } } },
      otherAdmin,
    );
    expect(lists.details).toEqual([]);
    // A token for one scope cannot name another.
    const denied = await failure('ListConfigsetRevisions', { context: { gk_scope_id: { value: t.otherScopeId } } });
    expect(denied.code).toBe(grpc.status.PERMISSION_DENIED);
    const listTemplatesDenied = await failure(
      'ListTemplates',
      { context: { gk_scope_id: { value: t.otherScopeId } } },
      analyst,
    );
    expect(listTemplatesDenied.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(
      (await call('GetConfigset', { configset_id: 'private', expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' })).details
        .state,
    ).toBe('STATE_ACTIVE');
  });

  it('generates the five factory templates, lists, reads, copies and deletes templates', async () => {
    const ids: string[] = [];
    for (const id of FACTORY_TEMPLATE_IDS)
      ids.push(
        (await call('GenerateTemplate', { template_id: id, type: 'CONFIGSET_TYPE_OPERATIONAL' })).gk_template_id.value,
      );
    const list = await call('ListTemplates', { filter: { state: ['STATE_ACTIVE'] } }, analyst);
    expect(new Set(list.details.map((d: Details) => d.configset_id))).toEqual(new Set(FACTORY_TEMPLATE_IDS));
    expect(list.details.every((d: Details) => d.config_class === 'CONFIG_CLASS_TEMPLATE')).toBe(true);
    const contents = new Set<string>();
    for (const id of FACTORY_TEMPLATE_IDS) {
      const got = await call(
        'GetTemplate',
        { template_id: id, expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' },
        analyst,
      );
      contents.add(got.raw_content.toString());
    }
    expect(contents.size).toBe(5);
    const rt = await call('GetTemplate', {
      template_id: 'CallCenterRealtimeFraudDetection',
      expected_format: 'CONFIGSET_FORMAT_BY_SERVICE',
    });
    const decision = rt.configset_object.service_config.find(
      (s: { service_name: string }) => s.service_name === 'decision',
    );
    expect(JSON.parse(decision.data.toString()).fraudRiskThreshold).toBeLessThan(70);

    const own = (
      await call('CreateTemplate', {
        template_id: 'custom',
        type: 'CONFIGSET_TYPE_SCOPE',
        details: { description: 'mine' },
        raw_content: json({ decision: { minReliability: 45 } }),
      })
    ).gk_template_id.value;
    const mine = await call('ListTemplates', { filter: { configset_id: 'custom' } });
    expect(mine.details).toEqual([
      expect.objectContaining({ gk_configset_revision_id: { value: own }, state: 'STATE_ACTIVE', description: 'mine' }),
    ]);
    const copy = await create(
      'from-template',
      {},
      { raw_content: undefined, source_template_id: 'custom', configset_content: 'source_template_id' },
    );
    const copied = await call('GetConfigsetRevision', { ...rid(copy), expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' });
    expect(JSON.parse(copied.raw_content.toString())).toEqual({ decision: { minReliability: 45 } });
    await call('DeleteTemplate', { template_id: 'custom' });
    expect(
      (await failure('GetTemplate', { template_id: 'custom', expected_format: 'CONFIGSET_FORMAT_ALL_BYTES' })).code,
    ).toBe(grpc.status.NOT_FOUND);
    expect(ids).toHaveLength(5);
  });

  it('keeps one ACTIVE revision under concurrent activations over the wire', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await create('wire-race', { decision: { authenticThreshold: 60 + i } }));
    await Promise.all(ids.map((id) => call('ActivateConfigsetRevision', rid(id))));
    const list = await call('ListConfigsetRevisions', { filter: { configset_id: 'wire-race' } });
    const states = list.details.map((d: Details) => d.state);
    expect(states.filter((s: string) => s === 'STATE_ACTIVE')).toHaveLength(1);
    expect(states.filter((s: string) => s === 'STATE_INACTIVE')).toHaveLength(4);
  });

  it('changes the effective settings right after an activation', async () => {
    const before = await resolveEffectiveConfig(t.db, t.scopeId, 'ops');
    const op = (
      await call('CreateConfigset', {
        configset_id: 'ops',
        type: 'CONFIGSET_TYPE_OPERATIONAL',
        raw_content: json({ voiceprints: { mismatchLockThreshold: 2 } }),
      })
    ).gk_configset_revision_id.value;
    expect((await resolveEffectiveConfig(t.db, t.scopeId, 'ops')).voiceprints.mismatchLockThreshold).toBe(
      before.voiceprints.mismatchLockThreshold,
    );
    await call('ActivateConfigsetRevision', rid(op));
    expect((await resolveEffectiveConfig(t.db, t.scopeId, 'ops')).voiceprints.mismatchLockThreshold).toBe(2);
    const op2 = (
      await call('CreateConfigset', {
        configset_id: 'ops',
        type: 'CONFIGSET_TYPE_OPERATIONAL',
        raw_content: json({ voiceprints: { mismatchLockThreshold: 9 } }),
      })
    ).gk_configset_revision_id.value;
    await call('ActivateConfigsetRevision', rid(op2));
    expect((await resolveEffectiveConfig(t.db, t.scopeId, 'ops')).voiceprints.mismatchLockThreshold).toBe(9);
    await call('DeleteConfigset', { configset_id: 'ops' });
    expect((await resolveEffectiveConfig(t.db, t.scopeId, 'ops')).voiceprints.mismatchLockThreshold).toBe(
      before.voiceprints.mismatchLockThreshold,
    );
  });
});
