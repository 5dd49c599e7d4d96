// The configsets channels through the real router against the real server (in-process, port 0,
// demo data): every channel, and the admin workflow: copy the active revision with one threshold
// changed, see validation name the bad field, fix it, validate, activate; a direct gRPC read shows
// the new revision ACTIVE and the previous INACTIVE, and a session decision follows the new threshold.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testkit/server.testkit.js';
import { resolveEffectiveConfig } from '../../testkit/server.testkit.js';
import { recordVoiceFactor } from '../../testkit/server.testkit.js';
import { DEMO_SCOPE_ID } from '../../testkit/server.testkit.js';
import { loadProtos } from '../../wire/protos.js';
import { SERVICES } from '../../shared/rpc/services.js';
import type { MainServices } from '../main-services.js';
import {
  demoToken,
  ipcCallers,
  startConsoleWithServer,
  type ConsoleWithServer,
} from '../../testkit/console-harness.testkit.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let main: MainServices;
let adminToken: string;
const grpcClients: grpc.Client[] = [];
const { call, fails } = ipcCallers(() => main);

/** A plain gRPC call with the demo admin's token, bypassing the console entirely. */
function grpcCall<T>(service: string, method: string, request: object): Promise<T> {
  const def = loadProtos().packageDefinition[service] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, service);
  const c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure());
  grpcClients.push(c);
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${adminToken}`);
  const fn = (c as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
  return new Promise((resolve, reject) =>
    fn.call(c, request, md, { deadline: Date.now() + 15_000 }, (err: Error | null, res: T) =>
      err ? reject(err) : resolve(res),
    ),
  );
}

const scope = { gk_scope_id: { value: DEMO_SCOPE_ID } };

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-configsets-int-' });
  ({ server, main } = harness);
  adminToken = await demoToken(
    server.tokenUrl,
    harness.clients.find((c) => c.role === 'admin')!,
  );
});
afterAll(async () => {
  for (const c of grpcClients) c.close();
  await harness?.close();
});

describe('configsets channels against the real server', () => {
  it('configsets.list groups revisions per configset with the active one and counts', async () => {
    const { configsets } = await call('configsets.list', {});
    const baseline = configsets.find((c) => c.configsetId === 'scope-baseline')!;
    expect(baseline).toMatchObject({
      type: 'CONFIGSET_TYPE_SCOPE',
      revisionCount: 6,
      counts: { STATE_INACTIVE: 2, STATE_ACTIVE: 1, STATE_INVALID: 1, STATE_VALIDATED: 1, STATE_SAVED: 1 },
      active: { description: 'Current baseline: fraud threshold 72, lock after 4 mismatches', state: 'STATE_ACTIVE' },
    });
    expect(baseline.lastChangeAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(configsets.map((c) => c.configsetId)).toEqual(
      expect.arrayContaining(['scope-baseline', 'fraud-desk', 'ivr-passphrase']),
    );
  });

  it('configsets.revisions lists newest first, and filters by state', async () => {
    const { revisions } = await call('configsets.revisions', { configsetId: 'scope-baseline' });
    expect(revisions.map((r) => r.state)).toEqual([
      'STATE_SAVED',
      'STATE_VALIDATED',
      'STATE_INVALID',
      'STATE_ACTIVE',
      'STATE_INACTIVE',
      'STATE_INACTIVE',
    ]);
    const times = revisions.map((r) => r.createdAt!);
    expect([...times].sort().reverse()).toEqual(times);
    const inactive = await call('configsets.revisions', { configsetId: 'scope-baseline', states: ['STATE_INACTIVE'] });
    expect(inactive.revisions.map((r) => r.description)).toEqual(['Tighter voiceprint lock', 'Launch settings']);
  });

  it('configsets.revision and configsets.active read content whole and per service, with schemas', async () => {
    const active = await call('configsets.active', { configsetId: 'scope-baseline' });
    expect(active.state).toBe('STATE_ACTIVE');
    expect(JSON.parse(active.content)).toEqual({
      decision: { fraudRiskThreshold: 72 },
      voiceprints: { mismatchLockThreshold: 4, autoUnlockAfterSeconds: 7200 },
    });
    const rev = await call('configsets.revision', { revisionId: active.revisionId });
    expect(rev.content).toBe(active.content);
    const decision = rev.services.find((s) => s.serviceName === 'decision')!;
    expect(JSON.parse(decision.data)).toEqual({ fraudRiskThreshold: 72 });
    expect(decision.schema?.properties?.fraudRiskThreshold).toMatchObject({ minimum: 0, maximum: 100 });
    expect(rev.services.find((s) => s.serviceName === 'callerid')).toMatchObject({
      contentKey: 'callerId',
      data: '{}',
    });

    const missing = await fails('configsets.revision', { revisionId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('configsets.schema gives every service its JSON Schema', async () => {
    const { services } = await call('configsets.schema', {});
    expect(services.map((s) => s.contentKey).sort()).toEqual(['callerId', 'decision', 'sessions', 'voiceprints']);
    expect(services.find((s) => s.contentKey === 'sessions')?.schema?.properties?.sessionTimeoutSeconds).toMatchObject({
      type: 'integer',
      minimum: 30,
    });
  });

  it('the admin workflow: bad value named, fixed, validated, activated; gRPC and decisions follow', async () => {
    // A session under fraud-desk with a middling voice score: risk 40, below the threshold (55).
    const session = await grpcCall<{ gk_session_id: { value: string }; gk_engagement_id: { value: string } }>(
      SERVICES.sessions,
      'StartSession',
      { context: { ...scope, configset_id: 'fraud-desk' }, session_type: 'SESSION_TYPE_IVR' },
    );
    const sessionCtx = {
      ...scope,
      gk_session_id: session.gk_session_id,
      gk_engagement_id: session.gk_engagement_id,
    };
    await server.db.tx((q) =>
      recordVoiceFactor(q, resolveEffectiveConfig, {
        scopeId: DEMO_SCOPE_ID,
        gkSessionId: session.gk_session_id.value,
        score: 60,
        reliability: 90,
        at: new Date(),
      }),
    );
    const decide = () =>
      grpcCall<{ risk?: { value: number }; decision?: string }>(SERVICES.sessions, 'GetSessionDecision', {
        context: sessionCtx,
      });
    expect(await decide()).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_NO_MATCH' });

    const before = await call('configsets.active', { configsetId: 'fraud-desk' });
    const content = JSON.parse(before.content) as { decision: Record<string, unknown> };
    expect(content.decision.fraudRiskThreshold).toBe(55);

    // Validating on create refuses a bad value and stores nothing.
    const count = async () => (await call('configsets.revisions', { configsetId: 'fraud-desk' })).revisions.length;
    const n0 = await count();
    const bad = JSON.stringify({ ...content, decision: { ...content.decision, fraudRiskThreshold: 400 } }, null, 2);
    const refused = await fails('configsets.create', {
      configsetId: 'fraud-desk',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      performValidation: true,
      content: { raw: bad },
    });
    expect(refused.code).toBe('INVALID_ARGUMENT');
    expect(refused.fieldViolations).toEqual([
      expect.objectContaining({ field: 'content.decision.fraudRiskThreshold', message: 'must be at most 100' }),
    ]);
    expect(await count()).toBe(n0);

    // Saved without validation, then validated: INVALID, with the field named.
    const saved = await call('configsets.create', {
      configsetId: 'fraud-desk',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      description: 'threshold typo',
      content: { raw: bad },
    });
    const invalid = await fails('configsets.validate', { revisionId: saved.revisionId });
    expect(invalid.fieldViolations.map((v) => v.field)).toEqual(['content.decision.fraudRiskThreshold']);
    expect((await call('configsets.revision', { revisionId: saved.revisionId })).state).toBe('STATE_INVALID');

    // Fixed: saved, validated, activated.
    const good = JSON.stringify({ ...content, decision: { ...content.decision, fraudRiskThreshold: 40 } }, null, 2);
    const fixed = await call('configsets.create', {
      configsetId: 'fraud-desk',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      description: 'Fraud threshold 40',
      content: { raw: good },
    });
    expect((await call('configsets.validate', { revisionId: fixed.revisionId })).state).toBe('STATE_VALIDATED');
    expect((await call('configsets.activate', { revisionId: fixed.revisionId })).state).toBe('STATE_ACTIVE');

    // A fresh read straight over gRPC.
    const listed = await grpcCall<{ details: { gk_configset_revision_id: { value: string }; state: string }[] }>(
      SERVICES.configsets,
      'ListConfigsetRevisions',
      { context: scope, filter: { configset_id: 'fraud-desk' } },
    );
    const stateOf = (id: string) => listed.details.find((d) => d.gk_configset_revision_id.value === id)?.state;
    expect(stateOf(fixed.revisionId)).toBe('STATE_ACTIVE');
    expect(stateOf(before.revisionId)).toBe('STATE_INACTIVE');
    expect(listed.details.filter((d) => d.state === 'STATE_ACTIVE')).toHaveLength(1);

    // The next decision uses the new threshold: risk 40 is now FRAUD.
    expect(await decide()).toMatchObject({ risk: { value: 40 }, decision: 'DECISION_FRAUD' });

    // The INVALID revision can go; the ACTIVE one cannot.
    await call('configsets.deleteRevision', { revisionId: saved.revisionId });
    expect(await fails('configsets.revision', { revisionId: saved.revisionId })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await fails('configsets.deleteRevision', { revisionId: fixed.revisionId })).toMatchObject({
      code: 'FAILED_PRECONDITION',
    });

    // Every change is in the audit log.
    const audit = await call('audit.list', {});
    const actions = audit.entries.map((e) => `${e.action} ${e.result}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'configsets.create INVALID_ARGUMENT',
        'configsets.validate INVALID_ARGUMENT',
        'configsets.validate ok',
        'configsets.activate ok',
        'configsets.deleteRevision ok',
        'configsets.deleteRevision FAILED_PRECONDITION',
      ]),
    );
    expect(audit.entries.find((e) => e.action === 'configsets.activate')?.target).toEqual({
      revisionId: fixed.revisionId,
    });
  });

  it('configsets.updateDescription changes the active revision', async () => {
    await call('configsets.updateDescription', { configsetId: 'ivr-passphrase', description: 'IVR, reviewed' });
    const { configsets } = await call('configsets.list', {});
    expect(configsets.find((c) => c.configsetId === 'ivr-passphrase')?.active?.description).toBe('IVR, reviewed');
  });

  it('configsets.create from a template or another configset, and configsets.delete', async () => {
    const fromTemplate = await call('configsets.create', {
      configsetId: 'copy-of-template',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      content: { fromTemplate: 'ContactCenterDefault' },
    });
    const t = await call('templates.get', { templateId: 'ContactCenterDefault' });
    expect((await call('configsets.revision', { revisionId: fromTemplate.revisionId })).content).toBe(t.content);

    const fromConfigset = await call('configsets.create', {
      configsetId: 'copy-of-configset',
      type: 'CONFIGSET_TYPE_SCOPE',
      performValidation: true,
      content: { fromConfigset: 'scope-baseline' },
    });
    const copy = await call('configsets.revision', { revisionId: fromConfigset.revisionId });
    expect(copy.state).toBe('STATE_VALIDATED');
    expect(copy.content).toBe((await call('configsets.active', { configsetId: 'scope-baseline' })).content);

    await call('configsets.delete', { configsetId: 'copy-of-template' });
    await call('configsets.delete', { configsetId: 'copy-of-configset' });
    const ids = (await call('configsets.list', {})).configsets.map((c) => c.configsetId);
    expect(ids).not.toContain('copy-of-template');
    expect(ids).not.toContain('copy-of-configset');
    expect(await fails('configsets.delete', { configsetId: 'copy-of-template' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('templates: list, get, create, generate, delete', async () => {
    const listed = await call('templates.list', {});
    expect(listed.templates.map((t) => t.templateId)).toEqual([
      'CallCenterRealtimeFraudDetection',
      'ContactCenterDefault',
      'ContactCenterEnroll',
      'IVRTextDependent',
      'PostCallFraudDetection',
    ]);
    expect(listed.templates.every((t) => t.state === 'STATE_ACTIVE' && t.revisionCount === 1)).toBe(true);

    const ivr = await call('templates.get', { templateId: 'IVRTextDependent' });
    expect(JSON.parse(ivr.content)).toMatchObject({ decision: { authenticThreshold: 75 } });
    expect(ivr.services.find((s) => s.contentKey === 'decision')?.schema).toBeDefined();

    const bad = await fails('templates.create', {
      templateId: 'night-shift',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      content: '{"sessions": {"sessionTimeoutSeconds": 5}}',
    });
    expect(bad.fieldViolations.map((v) => v.field)).toEqual(['content.sessions.sessionTimeoutSeconds']);
    await call('templates.create', {
      templateId: 'night-shift',
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      description: 'Night shift',
      content: '{"sessions": {"sessionTimeoutSeconds": 900}}',
    });
    expect((await call('templates.list', {})).templates.find((t) => t.templateId === 'night-shift')).toMatchObject({
      description: 'Night shift',
      state: 'STATE_ACTIVE',
    });

    const gen = await call('templates.generate', { factoryId: 'IVRTextDependent' });
    const again = (await call('templates.list', {})).templates.find((t) => t.templateId === 'IVRTextDependent')!;
    expect(again).toMatchObject({ revisionId: gen.templateRevisionId, revisionCount: 2, state: 'STATE_ACTIVE' });

    await call('templates.delete', { templateId: 'night-shift' });
    expect((await call('templates.list', {})).templates.map((t) => t.templateId)).not.toContain('night-shift');
    expect(await fails('templates.get', { templateId: 'night-shift' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bad requests before they reach the server', async () => {
    expect(await fails('configsets.revision', { revisionId: 'not-a-uuid' })).toMatchObject({ code: 'BAD_PAYLOAD' });
    expect(
      await fails('configsets.create', {
        configsetId: 'has space',
        type: 'CONFIGSET_TYPE_SCOPE',
        content: { raw: '{}' },
      }),
    ).toMatchObject({ code: 'BAD_PAYLOAD', fieldViolations: [expect.objectContaining({ field: 'configsetId' })] });
  });
});
