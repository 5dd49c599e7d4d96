// VoiceprintsManager over the wire: a real server on port 0, real tokens, every RPC over gRPC and
// over HTTP/JSON, the status job end to end (poll, download, unzip, compare with storage), expiry,
// bad input, other scopes and roles.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { addEnrollmentSegment, trainProfile } from './enrollment.store.js';
import { VOICEPRINTS_SERVICE } from './index.js';
import { csvRecords, unzip } from './voiceprints.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

type Json = Record<string, unknown>;
const SVC = VOICEPRINTS_SERVICE;

describe.each(dbKinds())('VoiceprintsManager over gRPC and HTTP on %s', (kind) => {
  let ts: TestServer;
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
  beforeAll(async () => {
    ts = await startTestServer(kind, { clock });
  });
  afterAll(() => ts.close());

  const ctx = (scopeId = ts.scopeId) => ({
    gk_scope_id: { value: scopeId },
    gk_engagement_id: { value: randomUUID() },
    gk_session_id: { value: randomUUID() },
  });
  const jsonCtx = (scopeId = ts.scopeId) => ({
    gkScopeId: { value: scopeId },
    gkEngagementId: { value: randomUUID() },
    gkSessionId: { value: randomUUID() },
  });
  const qCtx = (scopeId = ts.scopeId, mutation = false) => ({
    'context.gkScopeId.value': scopeId,
    ...(mutation ? { 'context.gkEngagementId.value': randomUUID(), 'context.gkSessionId.value': randomUUID() } : {}),
  });
  const grpc = (method: string, req: Json, token: string) =>
    ts.call<Json>(SVC, method, { context: ctx(), ...req }, token);
  const enroll = (profileId: string, n: number) =>
    ts.db.tx(async (q) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        ids.push(randomUUID());
        await addEnrollmentSegment(q, {
          scopeId: ts.scopeId,
          profileId,
          gkProcessedAudioId: ids[i] as string,
          voiceClassScore: 75,
          now: clock.now(),
        });
      }
      await trainProfile(q, profileId, clock.now());
      return ids;
    });
  const pollJob = async (get: () => Promise<Json>, done: (j: Json) => boolean) => {
    let last: Json | undefined;
    await waitUntil(async () => done((last = await get())), { what: 'the status job to finish' });
    return last!;
  };

  it('every RPC over gRPC, the status job included', async () => {
    const admin = await ts.token('admin');
    const support = await ts.token('support');
    const created = await grpc(
      'CreateVoiceprintProfile',
      { owner: { person_id: 'g-1', tag: 'main' }, details: { custom_data: { k: 'v' } } },
      admin,
    );
    const id = (created.gk_voiceprint_profile_id as Json).value as string;
    expect((created.status as Json).status_code).toBe('OK');
    expect(
      (
        (await grpc('GetGkVoiceprintProfileId', { owner: { person_id: 'g-1', tag: 'main' } }, admin))
          .gk_voiceprint_profile_id as Json
      ).value,
    ).toBe(id);
    expect(
      (
        (await grpc('GetGkVoiceprintProfileId', { owner: { person_id: 'g-1' } }, admin))
          .gk_voiceprint_profile_id as Json
      ).value,
    ).toBe(id);
    await grpc(
      'UpdateVoiceprintProfileDetails',
      {
        gk_voiceprint_profile_id: { value: id },
        details: { custom_data: { k: 'w' } },
        field_mask: { paths: ['custom_data'] },
      },
      support,
    );
    await grpc('LockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id }, reason: 'over grpc' }, support);
    const read = async () =>
      (await grpc('GetVoiceprintProfileDetails', { owner_and_tag: { person_id: 'g-1', tag: 'main' } }, admin))
        .details as Json;
    let d = await read();
    expect(d).toMatchObject({
      custom_data: { k: 'w' },
      lock_info: { status: 'LOCK_STATUS_LOCKED', reason: 'over grpc', lock_reason: 'LOCK_REASON_OTHER' },
    });
    // locked_by is the support client's ID, taken from its token.
    expect((d.lock_info as Json).locked_by).toMatch(/support-/);
    await grpc('UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }, support);
    expect(((await read()).lock_info as Json).status).toBe('LOCK_STATUS_UNLOCKED');

    const audios = await enroll(id, 2);
    const segs = (await grpc('ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }, admin))
      .enrollment_segments_details as Json[];
    expect(segs.map((s) => (s.gk_processed_audio_id as Json).value).sort()).toEqual([...audios].sort());
    await grpc(
      'RemoveEnrollmentSegment',
      { gk_voiceprint_profile_id: { value: id }, gk_processed_audio_id: { value: audios[0] } },
      support,
    );
    d = await read();
    expect(d).toMatchObject({ status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED', version: { value: 2 } });
    await grpc('DeleteVoiceprintTemplate', { gk_voiceprint_profile_id: { value: id } }, support);
    d = await read();
    expect(d.status).toBe('VOICEPRINT_PROFILE_STATUS_NOT_TRAINED');
    expect(d.template_info ?? null).toBeNull();

    const job = await grpc('ExecuteVoiceprintProfilesStatusJob', { owner_type: 'OWNER_TYPE_PERSON' }, support);
    const jobId = (job.gk_job_id as Json).value as string;
    const done = await pollJob(
      () => grpc('GetVoiceprintProfilesStatusJobDetails', { gk_job_id: { value: jobId } }, support),
      (j) =>
        j.job_state === 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED' ||
        j.job_state === 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED',
    );
    expect(done.job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
    expect(done.download_url).toMatch(new RegExp(`^${ts.httpUrl}/downloads/status-jobs/${jobId}\\?token=`));
    const zip = await fetch(done.download_url as string);
    expect(zip.status).toBe(200);
    const records = (await unzip(Buffer.from(await zip.arrayBuffer()))).flatMap((e) => csvRecords(e.text));
    const { rows } = await ts.db.query<{ id: string }>(
      `SELECT gk_voiceprint_profile_id AS id FROM voiceprint_profiles WHERE scope_id = $1 AND owner_type = 'OWNER_TYPE_PERSON' ORDER BY 1`,
      [ts.scopeId],
    );
    expect(records.map((r) => r.gk_voiceprint_profile_id)).toEqual(rows.map((r) => r.id));
    expect(records.find((r) => r.gk_voiceprint_profile_id === id)).toMatchObject({
      owner_id: 'g-1',
      tag: 'main',
      version: '2',
      status: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
    });

    // After expiry (24 h) the URL answers 404.
    clock.advance(24 * 3600 * 1000);
    expect((await fetch(done.download_url as string)).status).toBe(404);

    const fresh = await ts.token('admin'); // the earlier tokens expired with the clock
    await grpc('DeleteVoiceprintProfile', { gk_voiceprint_profile_id: { value: id }, reason: 'done' }, fresh);
    const gone = await grpc('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id } }, fresh).catch(
      (e: unknown) => e,
    );
    expect(grpcStatus(gone).code).toBe(status.NOT_FOUND);
  });

  it('every RPC over HTTP/JSON', async () => {
    const admin = await ts.token('admin');
    const support = await ts.token('support');
    const created = await ts.http('POST', '/v1/voiceprints/profiles', {
      token: admin,
      body: { context: jsonCtx(), owner: { fraudsterId: 'h-1', tag: 'main' } },
    });
    expect(created.status).toBe(200);
    const id = (created.json.gkVoiceprintProfileId as Json).value as string;
    const gkid = await ts.http('GET', '/v1/voiceprints/profiles/gkid', {
      token: admin,
      query: { ...qCtx(), 'owner.fraudsterId': 'h-1', 'owner.tag': 'main' },
    });
    expect((gkid.json.gkVoiceprintProfileId as Json).value).toBe(id);
    const patch = await ts.http('PATCH', '/v1/voiceprints/profiles', {
      token: support,
      body: {
        context: jsonCtx(),
        gkVoiceprintProfileId: { value: id },
        details: { customData: { a: 'b' } },
        fieldMask: 'customData',
      },
    });
    expect(patch.status).toBe(200);
    const lock = await ts.http('PUT', `/v1/voiceprints/profiles/${id}/attributes/lock`, {
      token: support,
      body: { context: jsonCtx(), reason: 'over http' },
    });
    expect(lock.status).toBe(200);
    const get = () =>
      ts.http('GET', '/v1/voiceprints/profiles', {
        token: admin,
        query: { ...qCtx(), 'gkVoiceprintProfileId.value': id, fieldMask: 'lockInfo,customData,ownerType' },
      });
    let d = (await get()).json.details as Json;
    expect(d).toMatchObject({
      ownerType: 'OWNER_TYPE_FRAUDSTER',
      customData: { a: 'b' },
      lockInfo: { status: 'LOCK_STATUS_LOCKED', reason: 'over http' },
    });
    expect(d.tag).toBeUndefined();
    expect(
      (
        await ts.http('DELETE', `/v1/voiceprints/profiles/${id}/attributes/lock`, {
          token: support,
          query: qCtx(undefined, true),
        })
      ).status,
    ).toBe(200);
    d = (await get()).json.details as Json;
    expect((d.lockInfo as Json).status).toBe('LOCK_STATUS_UNLOCKED');

    const audios = await enroll(id, 3);
    const segs = await ts.http('GET', `/v1/voiceprints/profiles/${id}/enrollment-segments`, {
      token: admin,
      query: qCtx(),
    });
    expect((segs.json.enrollmentSegmentsDetails as Json[]).length).toBe(3);
    const rm = await ts.http('DELETE', `/v1/voiceprints/profiles/${id}/enrollment-segments/${audios[1]}`, {
      token: support,
      query: qCtx(undefined, true),
    });
    expect(rm.status).toBe(200);
    expect(
      (await ts.http('DELETE', `/v1/voiceprints/templates/${id}`, { token: support, query: qCtx(undefined, true) }))
        .status,
    ).toBe(200);
    const again = await ts.http('DELETE', `/v1/voiceprints/templates/${id}`, {
      token: support,
      query: qCtx(undefined, true),
    });
    expect(again.status).toBe(409);

    const job = await ts.http('POST', '/v1/voiceprints/profiles/status', {
      token: support,
      body: { context: jsonCtx(), ownerType: 'OWNER_TYPE_FRAUDSTER' },
    });
    expect(job.status).toBe(200);
    const jobId = (job.json.gkJobId as Json).value as string;
    const done = await pollJob(
      async () =>
        (await ts.http('GET', `/v1/voiceprints/profiles/status/${jobId}`, { token: support, query: qCtx() })).json,
      (j) =>
        j.jobState === 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED' ||
        j.jobState === 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED',
    );
    expect(done.jobState).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
    expect(typeof done.expirationTimestamp).toBe('string');
    const records = (await unzip(Buffer.from(await (await fetch(done.downloadUrl as string)).arrayBuffer()))).flatMap(
      (e) => csvRecords(e.text),
    );
    expect(records.find((r) => r.gk_voiceprint_profile_id === id)).toMatchObject({
      owner_type: 'OWNER_TYPE_FRAUDSTER',
      owner_id: 'h-1',
    });

    const del = await ts.http('DELETE', `/v1/voiceprints/profiles/${id}`, {
      token: admin,
      query: { ...qCtx(undefined, true), reason: 'cleanup' },
    });
    expect(del.status).toBe(200);
    expect((await get()).status).toBe(404);
  });

  it('bad input, wrong role, another scope and missing tokens, over both transports', async () => {
    const admin = await ts.token('admin');
    const analyst = await ts.token('analyst');
    const id = (
      (await grpc('CreateVoiceprintProfile', { owner: { person_id: 'e-1', tag: 'main' } }, admin))
        .gk_voiceprint_profile_id as Json
    ).value as string;

    const bad = await grpc(
      'CreateVoiceprintProfile',
      { owner: { person_id: 'e-2' }, field_mask: { paths: ['nope'] } },
      admin,
    ).catch((e: unknown) => e);
    const st = grpcStatus(bad);
    expect(st.code).toBe(status.INVALID_ARGUMENT);
    expect((st.status?.field_violations as Json[]).map((v) => v.field).sort()).toEqual(['field_mask', 'owner.tag']);
    const badHttp = await ts.http('GET', '/v1/voiceprints/profiles', {
      token: admin,
      query: { ...qCtx(), 'gkVoiceprintProfileId.value': id, fieldMask: 'voiceprint' },
    });
    expect(badHttp.status).toBe(400);
    expect(((badHttp.json.status as Json).fieldViolations as Json[])[0]).toMatchObject({
      field: 'field_mask',
      invalidValue: 'voiceprint',
    });
    const noOwnerType = await ts.http('POST', '/v1/voiceprints/profiles/status', {
      token: admin,
      body: { context: jsonCtx() },
    });
    expect(noOwnerType.status).toBe(400);

    const denied = await grpc('UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }, analyst).catch(
      (e: unknown) => e,
    );
    expect(grpcStatus(denied).code).toBe(status.PERMISSION_DENIED);
    const deniedHttp = await ts.http('POST', '/v1/voiceprints/profiles/status', {
      token: analyst,
      body: { context: jsonCtx(), ownerType: 'OWNER_TYPE_PERSON' },
    });
    expect(deniedHttp.status).toBe(403);

    const otherToken = await ts.token('admin', { scopeIds: [ts.otherScopeId] });
    const other = await ts
      .call(
        SVC,
        'GetVoiceprintProfileDetails',
        { context: ctx(ts.otherScopeId), gk_voiceprint_profile_id: { value: id } },
        otherToken,
      )
      .catch((e: unknown) => e);
    expect(grpcStatus(other).code).toBe(status.NOT_FOUND);
    const otherHttp = await ts.http('PUT', `/v1/voiceprints/profiles/${id}/attributes/lock`, {
      token: otherToken,
      body: { context: jsonCtx(ts.otherScopeId) },
    });
    expect(otherHttp.status).toBe(404);
    const notMine = await ts.http('GET', '/v1/voiceprints/profiles', {
      token: otherToken,
      query: { ...qCtx(), 'gkVoiceprintProfileId.value': id },
    });
    expect(notMine.status).toBe(403);

    expect(
      (await ts.http('GET', '/v1/voiceprints/profiles', { query: { ...qCtx(), 'gkVoiceprintProfileId.value': id } }))
        .status,
    ).toBe(401);
    const unauth = await ts
      .call(SVC, 'GetVoiceprintProfileDetails', { context: ctx(), gk_voiceprint_profile_id: { value: id } })
      .catch((e: unknown) => e);
    expect(grpcStatus(unauth).code).toBe(status.UNAUTHENTICATED);

    // Nothing changed.
    const d = (await grpc('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id } }, admin))
      .details as Json;
    expect((d.lock_info as Json).status).toBe('LOCK_STATUS_UNLOCKED');
  });
});
