// VoiceprintsManager handlers through the real dispatcher (roles, context rules, scope checks) on
// every storage back end: what a client reads back after each call, bad input, other scopes.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { addEnrollmentSegment, removeEnrollmentsForEngagement, trainProfile } from './enrollment.store.js';
import { boundService, idOf, rpcError, tsMs } from './voiceprints.testkit.js';

describe.each(dbKinds())('VoiceprintsManager handlers on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const s = boundService(t.db);
    const create = async (owner: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      idOf((await s.invoke('CreateVoiceprintProfile', { owner, ...extra })).gk_voiceprint_profile_id);
    const details = async (id: string, extra: Record<string, unknown> = {}) =>
      (await s.invoke('GetVoiceprintProfileDetails', { gk_voiceprint_profile_id: { value: id }, ...extra }))
        .details as Record<string, unknown>;
    const enroll = (profileId: string, n: number, opts: { engagement?: string; score?: number } = {}) =>
      t.db.tx(async (q) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i++) {
          const audio = randomUUID();
          ids.push(audio);
          await addEnrollmentSegment(q, {
            scopeId: s.scopeId,
            profileId,
            gkProcessedAudioId: audio,
            gkMediaSegmentId: randomUUID(),
            consistencyDecision: 'CONSISTENCY_DECISION_CONSISTENT',
            consistencyScore: 0.9,
            voiceClassScore: opts.score ?? 80,
            calibrationModelRevisionId: '11111111-1111-4111-8111-111111111111',
            audioDetails: {
              grossAudioMs: 12_500,
              netAudioMs: 9_000,
              snrDb: 21.5,
              mediaSamplingRateHz: 8000,
              selectedChannel: 1,
            },
            gkEngagementId: opts.engagement,
            now: s.clock.now(),
          });
          s.clock.advance(1000);
        }
        return ids;
      });
    return { ...s, create, details, enroll };
  };

  it('CreateVoiceprintProfile by external person ID creates the person; the profile reads back untrained and unlocked', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'cust-1', tag: 'main' }, { details: { custom_data: { tier: 'gold' } } });
    const d = await s.details(id);
    expect(d).toMatchObject({
      gk_voiceprint_profile_id: { value: id },
      owner_type: 'OWNER_TYPE_PERSON',
      tag: 'main',
      version: { value: 0 },
      status: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
      near_term_adaptation: { value: false },
      lock_info: {
        status: 'LOCK_STATUS_UNLOCKED',
        mismatch_counter: { value: 0 },
        lock_reason: 'LOCK_REASON_UNSPECIFIED',
      },
      custom_data: { tier: 'gold' },
    });
    expect(d.template_info).toBeUndefined();
    expect(tsMs(d.creation_timestamp)).toBe(s.clock.now().getTime());
    // The person now exists: a second profile can name it by its Gatekeeper ID.
    const gkPerson = idOf(d.gk_owner_id);
    const second = await s.create({ gk_person_id: { value: gkPerson }, tag: 'backup' });
    expect(idOf((await s.details(second)).gk_owner_id)).toBe(gkPerson);
    // Same owner, same tag: ALREADY_EXISTS, whichever way the owner is named.
    expect((await rpcError(s.create({ gk_person_id: { value: gkPerson }, tag: 'main' }))).code).toBe(
      status.ALREADY_EXISTS,
    );
    expect((await rpcError(s.create({ person_id: 'cust-1', tag: 'main' }))).code).toBe(status.ALREADY_EXISTS);
  });

  it('persons and fraudsters are separate: the same external ID names two owners; an unknown gk ID is NOT_FOUND', async () => {
    const s = setup();
    const p = await s.create({ person_id: 'x-1', tag: 't' });
    const f = await s.create({ fraudster_id: 'x-1', tag: 't' });
    const [dp, df] = [await s.details(p), await s.details(f)];
    expect(df.owner_type).toBe('OWNER_TYPE_FRAUDSTER');
    expect(idOf(dp.gk_owner_id)).not.toBe(idOf(df.gk_owner_id));
    // A person's gk ID does not name a fraudster.
    expect((await rpcError(s.create({ gk_fraudster_id: dp.gk_owner_id, tag: 'z' }))).code).toBe(status.NOT_FOUND);
    expect((await rpcError(s.create({ gk_person_id: { value: randomUUID() }, tag: 'z' }))).code).toBe(status.NOT_FOUND);
  });

  it('GetGkVoiceprintProfileId: with a tag that profile; with an empty tag the oldest of the owner', async () => {
    const s = setup();
    const first = await s.create({ person_id: 'multi', tag: 'b-second-name' });
    s.clock.advance(1000);
    const second = await s.create({ person_id: 'multi', tag: 'a-first-name' });
    const get = async (owner: Record<string, unknown>) =>
      idOf((await s.invoke('GetGkVoiceprintProfileId', { owner })).gk_voiceprint_profile_id);
    expect(await get({ person_id: 'multi', tag: 'a-first-name' })).toBe(second);
    expect(await get({ person_id: 'multi' })).toBe(first);
    expect(await get({ person_id: 'multi', tag: '' })).toBe(first);
    expect((await rpcError(get({ person_id: 'multi', tag: 'nope' }))).code).toBe(status.NOT_FOUND);
    expect((await rpcError(get({ person_id: 'nobody' }))).code).toBe(status.NOT_FOUND);
    expect((await rpcError(get({ fraudster_id: 'multi' }))).code).toBe(status.NOT_FOUND);
  });

  it('GetVoiceprintProfileDetails by owner_and_tag, with a field mask; an unknown mask path is rejected', async () => {
    const s = setup();
    const id = await s.create({ fraudster_id: 'fr-1', tag: 'voice' });
    const r = await s.invoke('GetVoiceprintProfileDetails', {
      owner_and_tag: { fraudster_id: 'fr-1', tag: 'voice' },
      field_mask: { paths: ['tag', 'details.lockInfo', 'owner_type'] },
    });
    expect(r.details).toEqual({
      tag: 'voice',
      owner_type: 'OWNER_TYPE_FRAUDSTER',
      lock_info: expect.objectContaining({ status: 'LOCK_STATUS_UNLOCKED' }),
    });
    const err = await rpcError(
      s.invoke('GetVoiceprintProfileDetails', {
        gk_voiceprint_profile_id: { value: id },
        field_mask: { paths: ['tag', 'voice_print'] },
      }),
    );
    expect(err.code).toBe(status.INVALID_ARGUMENT);
    expect(err.fieldViolations).toEqual([
      expect.objectContaining({ field: 'field_mask', invalidValue: 'voice_print' }),
    ]);
  });

  it('UpdateVoiceprintProfileDetails sets custom_data by mask (by ID or owner and tag); a masked absent field is cleared', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'u-1', tag: 'main' }, { details: { custom_data: { a: '1' } } });
    s.clock.advance(5000);
    await s.invoke('UpdateVoiceprintProfileDetails', {
      gk_voiceprint_profile_id: { value: id },
      details: { custom_data: { b: '2' } },
      field_mask: { paths: ['custom_data'] },
    });
    let d = await s.details(id);
    expect(d.custom_data).toEqual({ b: '2' });
    expect(tsMs(d.modification_timestamp)).toBe(s.clock.now().getTime());
    await s.invoke('UpdateVoiceprintProfileDetails', {
      owner_and_tag: { person_id: 'u-1', tag: 'main' },
      details: {},
      field_mask: { paths: ['customData'] },
    });
    d = await s.details(id);
    expect(d.custom_data).toEqual({});
    const noMask = await rpcError(
      s.invoke('UpdateVoiceprintProfileDetails', {
        gk_voiceprint_profile_id: { value: id },
        details: { custom_data: { c: '3' } },
      }),
    );
    expect(noMask.fieldViolations.map((v) => v.field)).toEqual(['field_mask']);
    const badPath = await rpcError(
      s.invoke('UpdateVoiceprintProfileDetails', {
        gk_voiceprint_profile_id: { value: id },
        details: {},
        field_mask: { paths: ['tag'] },
      }),
    );
    expect(badPath.fieldViolations).toEqual([expect.objectContaining({ field: 'field_mask', invalidValue: 'tag' })]);
  });

  it('Lock records the caller as locked_by; Lock again updates the reason; Unlock clears it', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'l-1', tag: 'main' });
    await s.invoke(
      'LockVoiceprintProfile',
      { gk_voiceprint_profile_id: { value: id }, reason: 'caller sounded different' },
      { role: 'support', clientId: 'support-jane' },
    );
    const lockedAt = s.clock.now().getTime();
    let lock = (await s.details(id)).lock_info as Record<string, unknown>;
    expect(lock).toMatchObject({
      status: 'LOCK_STATUS_LOCKED',
      locked_by: 'support-jane',
      reason: 'caller sounded different',
      lock_reason: 'LOCK_REASON_OTHER',
    });
    expect(tsMs(lock.lock_timestamp)).toBe(lockedAt);
    expect(lock.auto_unlock_timestamp).toBeUndefined();
    s.clock.advance(60_000);
    await s.invoke(
      'LockVoiceprintProfile',
      { gk_voiceprint_profile_id: { value: id }, reason: 'confirmed fraud' },
      { role: 'analyst', clientId: 'analyst-bob' },
    );
    lock = (await s.details(id)).lock_info as Record<string, unknown>;
    expect(lock).toMatchObject({ status: 'LOCK_STATUS_LOCKED', locked_by: 'support-jane', reason: 'confirmed fraud' });
    expect(tsMs(lock.lock_timestamp)).toBe(lockedAt);
    await s.invoke('UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }, { role: 'support' });
    lock = (await s.details(id)).lock_info as Record<string, unknown>;
    expect(lock).toEqual({
      status: 'LOCK_STATUS_UNLOCKED',
      mismatch_counter: { value: 0 },
      lock_reason: 'LOCK_REASON_UNSPECIFIED',
    });
    // Unlocking an unlocked profile is fine.
    await s.invoke('UnlockVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } });
  });

  it('training, ListEnrollmentSegments, RemoveEnrollmentSegment and DeleteVoiceprintTemplate move status, version and template together', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'e-1', tag: 'main' });
    const audios = await s.enroll(id, 3, { score: 70 });
    await t.db.tx((q) => trainProfile(q, id, s.clock.now()));
    let d = await s.details(id);
    expect(d).toMatchObject({ status: 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED', version: { value: 1 } });
    expect(d.template_info).toMatchObject({
      gk_calibration_model_revision_id: { value: '11111111-1111-4111-8111-111111111111' },
      voice_class_score: { value: 70 },
    });
    const late = (await s.enroll(id, 1))[0] as string;
    const list = (await s.invoke('ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }))
      .enrollment_segments_details as Record<string, unknown>[];
    expect(list.map((x) => idOf(x.gk_processed_audio_id))).toEqual([...audios, late]);
    expect(list.map((x) => (x.used_for_train as { value: boolean }).value)).toEqual([true, true, true, false]);
    expect(list[0]).toMatchObject({
      consistency_decision: 'CONSISTENCY_DECISION_CONSISTENT',
      audio_details: {
        gross_audio: { seconds: '12', nanos: 500_000_000 },
        snr_db: { value: 21.5 },
        media_sampling_rate_hz: { value: 8000 },
        selected_channel: { channel: { value: 1 } },
      },
    });
    const remove = (audio: string) =>
      s.invoke('RemoveEnrollmentSegment', {
        gk_voiceprint_profile_id: { value: id },
        gk_processed_audio_id: { value: audio },
      });
    // A segment added after the last train: the template stays as it is.
    await remove(late);
    expect(await s.details(id)).toMatchObject({
      status: 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED',
      version: { value: 1 },
    });
    // A segment the template was built from: retrained from the two left.
    await remove(audios[0] as string);
    expect(await s.details(id)).toMatchObject({
      status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
      version: { value: 2 },
    });
    expect((await rpcError(remove(audios[0] as string))).code).toBe(status.NOT_FOUND);
    // Template deleted: untrained, segments kept and no longer used.
    await s.invoke('DeleteVoiceprintTemplate', { gk_voiceprint_profile_id: { value: id } });
    d = await s.details(id);
    expect(d).toMatchObject({ status: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED', version: { value: 2 } });
    expect(d.template_info).toBeUndefined();
    const after = (await s.invoke('ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }))
      .enrollment_segments_details as Record<string, unknown>[];
    expect(after.map((x) => (x.used_for_train as { value: boolean }).value)).toEqual([false, false]);
    expect(
      (await rpcError(s.invoke('DeleteVoiceprintTemplate', { gk_voiceprint_profile_id: { value: id } }))).code,
    ).toBe(status.FAILED_PRECONDITION);
    // Retrain, then remove every segment: untrained again.
    await t.db.tx((q) => trainProfile(q, id, s.clock.now()));
    for (const a of audios.slice(1)) await remove(a);
    d = await s.details(id);
    expect(d).toMatchObject({ status: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED', version: { value: 4 } });
    expect(d.template_info).toBeUndefined();
  });

  it('a fraud verdict reset removes the enrollments of that engagement and settles the profiles', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'f-1', tag: 'main' });
    const engagement = randomUUID();
    await s.enroll(id, 1);
    await s.enroll(id, 2, { engagement });
    await t.db.tx((q) => trainProfile(q, id, s.clock.now()));
    await t.db.tx((q) => removeEnrollmentsForEngagement(q, s.scopeId, engagement, s.clock.now()));
    const list = (await s.invoke('ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }))
      .enrollment_segments_details as unknown[];
    expect(list).toHaveLength(1);
    expect(await s.details(id)).toMatchObject({
      status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
      version: { value: 2 },
    });
  });

  it('DeleteVoiceprintProfile removes the profile and its segments; the owner stays', async () => {
    const s = setup();
    const id = await s.create({ person_id: 'd-1', tag: 'main' });
    await s.enroll(id, 2);
    await s.invoke('DeleteVoiceprintProfile', { gk_voiceprint_profile_id: { value: id }, reason: 'customer request' });
    expect((await rpcError(s.details(id))).code).toBe(status.NOT_FOUND);
    expect((await rpcError(s.invoke('ListEnrollmentSegments', { gk_voiceprint_profile_id: { value: id } }))).code).toBe(
      status.NOT_FOUND,
    );
    const left = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM voiceprint_enrollment_segments WHERE gk_voiceprint_profile_id = $1',
      [id],
    );
    expect(left.rows[0]?.n).toBe(0);
    // The person still exists: the tag is free again for it.
    await s.create({ person_id: 'd-1', tag: 'main' });
    expect(
      (await rpcError(s.invoke('DeleteVoiceprintProfile', { gk_voiceprint_profile_id: { value: id } }))).code,
    ).toBe(status.NOT_FOUND);
  });
});
