// ConfigurationManager over the HTTP/JSON binding: the documented /v1 routes, custom verbs
// (`:validate`, `:activate`, `:generate`), query parameters for reads, and errors as JSON bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { resolveEffectiveConfig } from './resolver.store.js';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const unb64 = (s: unknown) => JSON.parse(Buffer.from(String(s), 'base64').toString()) as unknown;

describe('ConfigurationManager over HTTP', () => {
  let t: TestServer;
  let token: string;
  let ctx: { context: { gkScopeId: { value: string } } };
  let scopeQuery: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    token = await t.token('admin');
    ctx = { context: { gkScopeId: { value: t.scopeId } } };
    scopeQuery = { 'context.gkScopeId.value': t.scopeId };
  });
  afterAll(() => t.close());

  const createRevision = async (content: unknown) => {
    const res = await t.http('POST', '/v1/configsets', {
      token,
      body: {
        ...ctx,
        configsetId: 'web',
        type: 'CONFIGSET_TYPE_SCOPE',
        details: { description: 'via http' },
        rawContent: b64(content),
      },
    });
    expect(res.status).toBe(200);
    return (res.json.gkConfigsetRevisionId as { value: string }).value;
  };

  it('creates, validates, activates, reads, lists, updates and deletes through the /v1 routes', async () => {
    const r1 = await createRevision({ sessions: { sessionTimeoutSeconds: 900 } });
    const r2 = await createRevision({ sessions: { sessionTimeoutSeconds: 1200 } });
    expect((await t.http('PUT', `/v1/configsets/revisions/${r1}:validate`, { token, body: ctx })).status).toBe(200);
    const activated = await t.http('PUT', `/v1/configsets/revisions/${r1}:activate`, { token, body: ctx });
    expect(activated).toMatchObject({ status: 200, json: { status: { statusCode: 'OK' } } });
    expect((await resolveEffectiveConfig(t.db, t.scopeId)).sessions.sessionTimeoutSeconds).toBe(900);
    expect((await t.http('PUT', `/v1/configsets/revisions/${r2}:activate`, { token, body: ctx })).status).toBe(200);
    expect((await resolveEffectiveConfig(t.db, t.scopeId)).sessions.sessionTimeoutSeconds).toBe(1200);

    const get = await t.http('GET', '/v1/configsets/web', {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_ALL_BYTES' },
    });
    expect(get.status).toBe(200);
    expect(get.json.details).toMatchObject({
      configsetId: 'web',
      state: 'STATE_ACTIVE',
      gkConfigsetRevisionId: { value: r2 },
    });
    expect(unb64(get.json.rawContent)).toEqual({ sessions: { sessionTimeoutSeconds: 1200 } });

    const rev = await t.http('GET', `/v1/configsets/revisions/${r1}`, {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_BY_SERVICE', fieldMask: 'state' },
    });
    expect(rev.json.details).toEqual({ state: 'STATE_INACTIVE' });
    const services = (rev.json.configsetObject as { serviceConfig: { serviceName: string; data: string }[] })
      .serviceConfig;
    expect(unb64(services.find((s) => s.serviceName === 'sessions')?.data)).toEqual({ sessionTimeoutSeconds: 900 });

    const list = await t.http('GET', '/v1/configsets/revisions', {
      token,
      query: { ...scopeQuery, 'filter.configsetId': 'web', 'filter.state': ['STATE_INACTIVE', 'STATE_SAVED'] },
    });
    expect(
      (list.json.details as { gkConfigsetRevisionId: { value: string } }[]).map((d) => d.gkConfigsetRevisionId.value),
    ).toEqual([r1]);

    const patch = await t.http('PATCH', '/v1/configsets/web', {
      token,
      body: { ...ctx, details: { description: 'renamed' }, fieldMask: 'description' },
    });
    expect(patch.status).toBe(200);
    const after = await t.http('GET', '/v1/configsets/web', {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_ALL_BYTES' },
    });
    expect((after.json.details as { description: string }).description).toBe('renamed');

    const refused = await t.http('DELETE', `/v1/configsets/revisions/${r2}`, { token, query: scopeQuery });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ status: { statusCode: 'INVALID_REQUEST' } });
    expect((await t.http('DELETE', `/v1/configsets/revisions/${r1}`, { token, query: scopeQuery })).status).toBe(200);
    expect((await t.http('DELETE', '/v1/configsets/web', { token, query: scopeQuery })).status).toBe(200);
    const gone = await t.http('GET', '/v1/configsets/web', {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_ALL_BYTES' },
    });
    expect(gone).toMatchObject({ status: 404, json: { status: { statusCode: 'NOT_FOUND' } } });
  });

  it('returns validation failures as a 400 with field violations', async () => {
    const bad = await createRevision({ decision: { fraudRiskThreshold: -5 } });
    const res = await t.http('PUT', `/v1/configsets/revisions/${bad}:validate`, { token, body: ctx });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      status: {
        statusCode: 'BAD_REQUEST',
        fieldViolations: [
          { field: 'content.decision.fraudRiskThreshold', violation: 'OUT_OF_RANGE', message: 'must be at least 0' },
        ],
      },
    });
    const notJson = await t.http('POST', '/v1/configsets', {
      token,
      body: {
        ...ctx,
        configsetId: 'web',
        type: 'CONFIGSET_TYPE_SCOPE',
        rawContent: Buffer.from('nope').toString('base64'),
      },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({
      status: { fieldViolations: [{ field: 'raw_content', violation: 'INVALID_FORMAT' }] },
    });
  });

  it('generates, lists, reads and deletes templates through /v1/templates and /v1/factory-templates:generate', async () => {
    const gen = await t.http('POST', '/v1/factory-templates:generate', {
      token,
      body: { ...ctx, templateId: 'ContactCenterEnroll', type: 'CONFIGSET_TYPE_OPERATIONAL' },
    });
    expect(gen.status).toBe(200);
    expect(gen.json.gkTemplateId).toEqual({ value: expect.any(String) });
    const created = await t.http('POST', '/v1/templates', {
      token,
      body: {
        ...ctx,
        templateId: 'site',
        type: 'CONFIGSET_TYPE_SCOPE',
        configsetObject: { serviceConfig: [{ serviceName: 'callerid', data: b64({ ruleCacheSeconds: 30 }) }] },
      },
    });
    expect(created.status).toBe(200);
    const list = await t.http('GET', '/v1/templates', { token, query: scopeQuery });
    expect((list.json.details as { configsetId: string }[]).map((d) => d.configsetId).sort()).toEqual([
      'ContactCenterEnroll',
      'site',
    ]);
    const got = await t.http('GET', '/v1/templates/ContactCenterEnroll', {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_ALL_BYTES' },
    });
    expect(unb64(got.json.rawContent)).toMatchObject({ voiceprints: { mismatchLockThreshold: 3 } });
    expect((await t.http('DELETE', '/v1/templates/site', { token, query: scopeQuery })).status).toBe(200);
    const missing = await t.http('GET', '/v1/templates/site', {
      token,
      query: { ...scopeQuery, expectedFormat: 'CONFIGSET_FORMAT_ALL_BYTES' },
    });
    expect(missing.status).toBe(404);
    const analyst = await t.token('analyst');
    const denied = await t.http('POST', '/v1/factory-templates:generate', {
      token: analyst,
      body: { ...ctx, templateId: 'IVRTextDependent', type: 'CONFIGSET_TYPE_OPERATIONAL' },
    });
    expect(denied.status).toBe(403);
  });
});
