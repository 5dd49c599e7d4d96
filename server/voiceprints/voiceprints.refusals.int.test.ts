// Refusals of the VoiceprintsManager handlers through the real dispatcher, on every storage back
// end: other scopes, roles, and bad input of every kind (each field named in a violation).
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { boundService, idOf, rpcError } from './voiceprints.testkit.js';

describe.each(dbKinds())('VoiceprintsManager refusals on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const s = boundService(t.db);
    const create = async (owner: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      idOf((await s.invoke('CreateVoiceprintProfile', { owner, ...extra })).gk_voiceprint_profile_id);
    const details = async (id: string) =>
      (await s.invoke('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id } })).details as Record<
        string,
        unknown
      >;
    return { ...s, create, details };
  };

  it('another scope sees nothing, and a token without the scope is refused', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'scoped', tag: 'main' });
    const other = { scopeIds: [s.otherScopeId] };
    const ctx = {
      context: {
        gk_scope_id: { value: s.otherScopeId },
        gk_engagement_id: { value: randomUUID() },
        gk_session_id: { value: randomUUID() },
      },
    };
    for (const [method, req] of [
      ['GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id } }],
      ['GetGkVoiceprintProfileId', { owner: { person_id: 'scoped', tag: 'main' } }],
      ['LockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }],
      ['UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }],
      ['DeleteVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }],
      ['ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }],
    ] as const) {
      expect((await rpcError(s.invoke(method, { ...req, ...ctx }, other))).code, method).toBe(status.NOT_FOUND);
    }
    expect(
      (await rpcError(s.invoke('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id }, ...ctx })))
        .code,
    ).toBe(status.PERMISSION_DENIED);
    expect((await s.details(id)).lock_info).toMatchObject({ status: 'LOCK_STATUS_UNLOCKED' });
  });

  it('roles: analysts may lock but not unlock or delete templates; service may not run status jobs', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'r-1', tag: 'main' }, {});
    await s.invoke('LockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }, { role: 'analyst' });
    for (const [method, role] of [
      ['UnlockVoiceprintProfile', 'analyst'],
      ['DeleteVoiceprintTemplate', 'analyst'],
      ['CreateVoiceprintProfile', 'support'],
      ['ExecuteVoiceprintProfilesStatusJob', 'service'],
      ['RemoveEnrollmentSegment', 'service'],
    ] as const) {
      expect(
        (await rpcError(s.invoke(method, { gk_voiceprint_profile_id: { value: id } }, { role }))).code,
        method,
      ).toBe(status.PERMISSION_DENIED);
    }
    expect((await s.details(id)).lock_info).toMatchObject({ status: 'LOCK_STATUS_LOCKED' });
  });

  it('bad input: every field is checked and named', async () => {
    const s = setup();
    const fields = async (method: string, req: Record<string, unknown>) => {
      const err = await rpcError(s.invoke(method, req));
      expect(err.code, method).toBe(status.INVALID_ARGUMENT);
      return err.fieldViolations.map((v) => `${v.field}:${v.violation}`).sort();
    };
    expect(await fields('CreateVoiceprintProfile', {})).toEqual(['owner:MANDATORY_FIELD_MISSING']);
    expect(await fields('CreateVoiceprintProfile', { owner: { tag: 'x' } })).toEqual(['owner:MANDATORY_FIELD_MISSING']);
    expect(await fields('CreateVoiceprintProfile', { owner: { person_id: 'p' } })).toEqual([
      'owner.tag:MANDATORY_FIELD_MISSING',
    ]);
    expect(await fields('CreateVoiceprintProfile', { owner: { gk_person_id: { value: 'nope' }, tag: 'x' } })).toEqual([
      'owner.gk_person_id:INVALID_FORMAT',
    ]);
    // Length limits are checked for every RPC at the dispatch edge (rpc/input-limits.ts), before the handler.
    expect(await fields('CreateVoiceprintProfile', { owner: { person_id: 'p', tag: 'x'.repeat(300) } })).toEqual([
      'owner.tag:TOO_LONG',
    ]);
    expect(
      await fields('CreateVoiceprintProfile', {
        owner: { person_id: 'p', tag: 't' },
        field_mask: { paths: ['status'] },
      }),
    ).toEqual(['field_mask:INVALID_FORMAT']);
    expect(
      await fields('CreateVoiceprintProfile', {
        owner: { person_id: 'p', tag: 't' },
        details: { custom_data: { k: 5 } },
      }),
    ).toEqual(['details.custom_data.k:INVALID_FORMAT']);
    expect(await fields('GetGkVoiceprintProfileId', { owner: { fraudster_id: 'y'.repeat(257) } })).toEqual([
      'owner.fraudster_id:TOO_LONG',
    ]);
    expect(await fields('GetVoiceprintProfileDetails', {})).toEqual([
      'gk_voiceprint_profile_id:MANDATORY_FIELD_MISSING',
    ]);
    expect(await fields('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: '123' } })).toEqual([
      'gk_voiceprint_profile_id:INVALID_FORMAT',
    ]);
    expect(await fields('GetVoiceprintProfileDetails', { owner_and_tag: { person_id: 'p' } })).toEqual([
      'owner_and_tag.tag:MANDATORY_FIELD_MISSING',
    ]);
    expect(
      await fields('UpdateVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: randomUUID() } }),
    ).toEqual(['details:MANDATORY_FIELD_MISSING', 'field_mask:MANDATORY_FIELD_MISSING']);
    expect(await fields('LockVoiceprintProfile', { reason: 'r' })).toEqual([
      'gk_voiceprint_profile_id:MANDATORY_FIELD_MISSING',
    ]);
    expect(
      await fields('LockVoiceprintProfile', {
        gk_voiceprint_profile_id: { value: randomUUID() },
        reason: 'r'.repeat(1025),
      }),
    ).toEqual(['reason:TOO_LONG']);
    expect(await fields('UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: 'x' } })).toEqual([
      'gk_voiceprint_profile_id:INVALID_FORMAT',
    ]);
    expect(await fields('DeleteVoiceprintTemplate', {})).toEqual(['gk_voiceprint_profile_id:MANDATORY_FIELD_MISSING']);
    expect(await fields('DeleteVoiceprintProfile', { gk_voiceprint_profile_id: { value: 'x' } })).toEqual([
      'gk_voiceprint_profile_id:INVALID_FORMAT',
    ]);
    expect(await fields('ListEnrollmentSegments', {})).toEqual(['gk_voiceprint_profile_id:MANDATORY_FIELD_MISSING']);
    expect(
      await fields('RemoveEnrollmentSegment', {
        gk_voiceprint_profile_id: { value: randomUUID() },
        gk_processed_audio_id: { value: 'bad' },
      }),
    ).toEqual(['gk_processed_audio_id:INVALID_FORMAT']);
    expect(await fields('ExecuteVoiceprintProfilesStatusJob', {})).toEqual(['owner_type:MANDATORY_FIELD_MISSING']);
    expect(await fields('ExecuteVoiceprintProfilesStatusJob', { owner_type: 'OWNER_TYPE_UNSPECIFIED' })).toEqual([
      'owner_type:MANDATORY_FIELD_MISSING',
    ]);
    expect(
      await fields('ExecuteVoiceprintProfilesStatusJob', {
        owner_type: 'OWNER_TYPE_PERSON',
        filter: {
          creation_timestamp_interval: {
            start_time: { seconds: '2000', nanos: 0 },
            end_time: { seconds: '1000', nanos: 0 },
          },
        },
      }),
    ).toEqual(['filter.creation_timestamp_interval.end_time:OUT_OF_RANGE']);
    expect(await fields('GetVoiceprintProfilesStatusJobDetails', { gk_job_id: { value: 'x' } })).toEqual([
      'gk_job_id:INVALID_FORMAT',
    ]);
    // Mutations need engagement and session in the context.
    const noSession = await rpcError(
      s.invoke('LockVoiceprintProfile', {
        gk_voiceprint_profile_id: { value: randomUUID() },
        context: { gk_scope_id: { value: s.scopeId } },
      }),
    );
    expect(noSession.fieldViolations.map((v) => v.field).sort()).toEqual([
      'context.gk_engagement_id',
      'context.gk_session_id',
    ]);
    expect(
      (await rpcError(s.invoke('GetVoiceprintProfilesStatusJobDetails', { gk_job_id: { value: randomUUID() } }))).code,
    ).toBe(status.NOT_FOUND);
  });
});
