// vigil.v1.FraudsterEnrollment/EnrollFraudsterFromMedia over gRPC and HTTP/JSON against a real
// server: the caller's channel of a stored segment enrolled into a fraudster's print (the profile
// created on first use, picked after), read back from storage; erasure of the audio owner keeps
// that segment as fraud evidence; refusals name the field, support and service are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ctx, failed, ok, wireCallerFor, type Req } from '../../testkit/wire-caller.testkit.js';
import { newRecording, uploadAudio, type Recording } from '../audio/audio.testkit.js';
import { writeWav } from '../audio/codecs/wav.js';
import { toInt16, whiteNoise } from '../audio/speech/signals.js';
import { ENTITIES } from '../entities/entities-wire.testkit.js';

const SERVICE = 'vigil.v1.FraudsterEnrollment';
const id = (q: Req, field: string) => encodeURIComponent((q[field] as { value?: string } | undefined)?.value ?? '');
const callerFor = wireCallerFor({
  service: SERVICE,
  routes: {
    EnrollFraudsterFromMedia: {
      verb: 'POST',
      path: (q) => `/vigil/v1/fraudsters/${id(q, 'gk_fraudster_id')}/enrollments`,
    },
  },
  wrapped: ['channel'],
  pathFields: ['gk_fraudster_id'],
  dropDefaults: true,
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
type Any = any;
const uid = (value: string) => ({ value });

describe.each(dbKinds())('EnrollFraudsterFromMedia (%s)', (kind) => {
  let t: TestServer;
  let analyst = '';
  let admin = '';
  let support = '';
  let service = '';
  let rec: Recording;
  let stereo: Uint8Array;
  beforeAll(async () => {
    t = await startTestServer(kind);
    [analyst, admin, support, service] = await Promise.all([
      t.token('analyst'),
      t.token('admin'),
      t.token('support'),
      t.token('service'),
    ]);
    rec = await newRecording(t, admin);
    const voice = toInt16(whiteNoise(8000, 3000));
    stereo = writeWav({ sampleRate: 8000, channels: [voice, toInt16(whiteNoise(8000, 2000, 7))] });
  });
  afterAll(() => t.close());

  /** A ready stereo segment of the recording, the caller (PERSON) on channel 2. */
  const segment = async (r: Recording = rec) =>
    (
      await uploadAudio(
        t,
        admin,
        r,
        {
          container: 'CONTAINER_WAV',
          call_parties: [
            { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
            { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
          ],
        },
        stereo,
      )
    ).gk_media_segment_id;
  const change = () => ctx(t.scopeId, { engagementId: randomUUID(), sessionId: randomUUID() });
  const newFraudster = async () =>
    (await t.call<Any>(ENTITIES, 'CreateFraudster', { context: change(), fraudster_id: `f-${randomUUID()}` }, analyst))
      .gk_fraudster_id.value as string;
  const request = (fraudster: string, seg: string, extra: Req = {}): Req => ({
    context: change(),
    gk_fraudster_id: uid(fraudster),
    gk_engagement_id: uid(rec.engagementId),
    gk_media_segment_id: uid(seg),
    ...extra,
  });

  it("keeps the enrolled segment as fraud evidence when its audio owner's personal data is erased", async () => {
    const person = (
      await t.call<Any>(ENTITIES, 'CreatePerson', { context: change(), person_id: `p-${randomUUID()}` }, support)
    ).gk_person_id.value as string;
    const [kept, erased] = [await segment(), await segment()];
    await t.db.query('UPDATE media_segments SET gk_person_id = $1 WHERE gk_media_segment_id = ANY($2::uuid[])', [
      person,
      [kept, erased],
    ]);
    const fraudster = await newFraudster();
    await t.call(SERVICE, 'EnrollFraudsterFromMedia', request(fraudster, kept), analyst);
    await t.call(ENTITIES, 'DeletePersonalData', { context: change(), gk_person_id: uid(person) }, support);
    await waitUntil(
      async () => {
        const d = await t.call<Any>(
          ENTITIES,
          'GetPersonDetails',
          { context: ctx(t.scopeId), gk_person_id: uid(person) },
          support,
        );
        return d.details?.custom_data?.['vigil.erasure.state'] === 'COMPLETED' ? true : undefined;
      },
      { what: 'the erasure to complete' },
    );
    const left = await t.db.query<{ id: string }>(
      'SELECT gk_media_segment_id AS id FROM media_segments WHERE gk_media_segment_id = ANY($1::uuid[])',
      [[kept, erased]],
    );
    expect(left.rows.map((r) => r.id)).toEqual([kept]);
  });

  describe.each(['grpc', 'http'] as const)('over %s', (transport) => {
    const rpc = (req: Req, token = analyst) => callerFor(t, transport)('EnrollFraudsterFromMedia', req, token);

    it("enrolls the caller's channel into a new fraud profile, then into the same one; stored and trained", async () => {
      const fraudster = await newFraudster();
      const seg1 = await segment();
      const first = ok(await rpc(request(fraudster, seg1)));
      expect(first).toMatchObject({
        profile_created: true,
        channel_index: 2,
        segment_added: true,
        profile_status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
        enrollment_segment_count: 1,
      });
      const profileId = (first.gk_voiceprint_profile_id as { value: string }).value;
      const stored = await t.db.query<Any>(
        `SELECT p.owner_type, p.tag, p.status, s.gk_media_segment_id, s.gk_processed_audio_id, s.used_for_train, pa.selected_channel
           FROM voiceprint_profiles p JOIN voiceprint_enrollment_segments s USING (gk_voiceprint_profile_id)
           JOIN processed_audio pa ON pa.gk_processed_audio_id = s.gk_processed_audio_id
          WHERE p.gk_voiceprint_profile_id = $1`,
        [profileId],
      );
      expect(stored.rows).toEqual([
        {
          owner_type: 'OWNER_TYPE_FRAUDSTER',
          tag: 'fraud',
          status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
          gk_media_segment_id: seg1,
          gk_processed_audio_id: (first.gk_processed_audio_id as { value: string }).value,
          used_for_train: true,
          selected_channel: 2,
        },
      ]);

      // The same audio again changes nothing; another segment goes into the same profile.
      const again = ok(await rpc(request(fraudster, seg1)));
      expect(again).toMatchObject({ gk_voiceprint_profile_id: { value: profileId }, enrollment_segment_count: 1 });
      expect([again.segment_added, again.profile_created]).toEqual([undefined, undefined]); // false: omitted
      const seg2 = await segment();
      const second = ok(await rpc(request(fraudster, seg2, { channel_selector: { channel: { value: 1 } } })));
      expect(second).toMatchObject({ gk_voiceprint_profile_id: { value: profileId }, channel_index: 1 });
      expect(second.enrollment_segment_count).toBe(2);
      const profiles = await t.call<Any>(
        ENTITIES,
        'ListFraudsterProfiles',
        { context: ctx(t.scopeId), gk_fraudster_id: uid(fraudster) },
        analyst,
      );
      expect(profiles.gk_voiceprint_profile_ids.map((p: { value: string }) => p.value)).toEqual([profileId]);
    });

    it('names the field of bad input, and of an owner or segment that does not fit', async () => {
      const fraudster = await newFraudster();
      const seg = await segment();
      const bad = failed(
        await rpc({ context: change(), gk_fraudster_id: uid('nope'), channel_selector: { channel: { value: 0 } } }),
      );
      expect(bad.nuance).toBe('BAD_REQUEST');
      expect(bad.violations.map((v) => v.field).sort()).toEqual([
        'channel_selector.channel',
        'gk_engagement_id',
        'gk_fraudster_id',
        'gk_media_segment_id',
      ]);

      const missingFraudster = failed(await rpc(request(randomUUID(), seg)));
      expect(missingFraudster.nuance).toBe('NOT_FOUND');
      expect(missingFraudster.message).toMatch(/^gk_fraudster_id/);
      const person = (
        await t.call<Any>(ENTITIES, 'CreatePerson', { context: change(), person_id: `p-${randomUUID()}` }, support)
      ).gk_person_id.value as string;
      const notFraudster = failed(await rpc(request(person, seg)));
      expect(notFraudster.nuance).toBe('INVALID_REQUEST');
      expect(notFraudster.message).toMatch(/^gk_fraudster_id: .* is a person/);

      const missingSeg = failed(await rpc(request(fraudster, randomUUID())));
      expect([missingSeg.nuance, missingSeg.message]).toEqual([
        'NOT_FOUND',
        expect.stringMatching(/^gk_media_segment_id/),
      ]);
      const otherRec = await newRecording(t, admin);
      const elsewhere = failed(await rpc(request(fraudster, await segment(otherRec))));
      expect(elsewhere.nuance).toBe('INVALID_REQUEST');
      expect(elsewhere.message).toMatch(/^gk_media_segment_id: .* does not belong to engagement/);
      const noChannel = failed(await rpc(request(fraudster, seg, { channel_selector: { channel: { value: 5 } } })));
      expect([noChannel.nuance, noChannel.message]).toEqual([
        'INVALID_REQUEST',
        expect.stringMatching(/^channel_selector\.channel/),
      ]);
      const noIvr = failed(await rpc(request(fraudster, seg, { party_type: 'PARTY_TYPE_IVR' })));
      expect([noIvr.nuance, noIvr.message]).toEqual(['INVALID_REQUEST', expect.stringMatching(/^party_type/)]);
      const missingContext = failed(await rpc({ ...request(fraudster, seg), context: ctx(t.scopeId) }));
      expect(missingContext.nuance).toBe('BAD_REQUEST');
      expect(missingContext.violations.map((v) => v.field)).toContain('context.gk_engagement_id');
      // Nothing was written by any refusal.
      const n = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM voiceprint_profiles WHERE gk_owner_id = ANY($1::uuid[])',
        [[fraudster, person]],
      );
      expect(n.rows[0]!.n).toBe(0);
    });

    it('refuses support and the service role, and another scope sees no fraudster', async () => {
      const fraudster = await newFraudster();
      const seg = await segment();
      for (const token of [support, service])
        expect(failed(await rpc(request(fraudster, seg), token)).nuance).toBe('PERMISSION_DENIED');
      const other = await t.token('analyst', { scopeIds: [t.otherScopeId] });
      const elsewhere = failed(
        await rpc(
          {
            ...request(fraudster, seg),
            context: ctx(t.otherScopeId, { engagementId: randomUUID(), sessionId: randomUUID() }),
          },
          other,
        ),
      );
      expect(elsewhere.nuance).toBe('NOT_FOUND');
      expect(ok(await rpc(request(fraudster, seg), admin)).profile_created).toBe(true);
    });
  });
});
