// DeletePersonalData on a real server, over both transports: the person's prints, their media
// (segments naming them, and segments naming nobody in sessions they were the caller of), the
// personal fields of their sessions, the custom data of those calls' engagements and their name on
// caller-ID validations go; fraud and legal-hold media, fraud sessions and
// fraud engagements stay, as do other people's media; progress shows in the person's details; the
// audit trail keeps IDs and counts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { ctx, entitiesCaller, failed, ok, type Transport } from './entities-wire.testkit.js';

const VOICEPRINTS = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
const uidv = (value: string) => ({ value });

describe.each(dbKinds())('DeletePersonalData on %s', (kind) => {
  let server: TestServer;
  let support = '';
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer(kind);
    support = await server.token('support');
    admin = await server.token('admin');
  });
  afterAll(() => server.close());

  const engagement = async (verdict: string | null) => {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO engagements (gk_engagement_id, scope_id, verdict, custom_data, created_at, modified_at, last_activity_at)
       VALUES ($1, $2, $3, '{"caller_name":"Grace Hopper"}', now(), now(), now())`,
      [id, server.scopeId, verdict],
    );
    return id;
  };
  /** A caller-ID validation of the session that names the person. */
  const validation = async (engagementId: string, sessionId: string, personId: string) => {
    const ref = `ref-${randomUUID()}`;
    await server.db.query(
      `INSERT INTO callerid_validations (scope_id, reference_id, source, api_version, gk_engagement_id, gk_session_id,
         gk_person_id, result, created_at)
       VALUES ($1, $2, 'validation', 'v1', $3, $4, $5, '{}', now())`,
      [server.scopeId, ref, engagementId, sessionId, personId],
    );
    return ref;
  };
  const session = async (engagementId: string, personId: string | null) => {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, ani, dnis, claimed_gk_person_id,
         custom_data, created_at, modified_at, last_activity_at)
       VALUES ($1, $2, $3, 'SESSION_TYPE_CALL', '+15551230000', '+18005550100', $4, '{"account":"12345"}', now(), now(), now())`,
      [id, server.scopeId, engagementId, personId],
    );
    return id;
  };
  const segment = async (s: {
    personId: string | null;
    sessionId: string;
    engagementId: string;
    legalHold?: boolean;
    audio?: string;
  }) => {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO media_segments (gk_media_segment_id, scope_id, gk_engagement_id, gk_session_id, state, declared_container,
         legal_hold, gk_person_id, audio_sha256, created_at, modified_at)
       VALUES ($1, $2, $3, $4, 'ready', 'CONTAINER_WAV', $5, $6, $7, now(), now())`,
      [id, server.scopeId, s.engagementId, s.sessionId, s.legalHold ?? false, s.personId, s.audio ?? null],
    );
    return id;
  };
  /** An audio file row (content-addressed); segments point at it by hash. */
  const audioFile = async () => {
    const sha = randomUUID().replace(/-/g, '').padEnd(64, '0');
    await server.db.query('INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, 44, now())', [sha]);
    return sha;
  };

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token = support) =>
      entitiesCaller(server, transport)(method, req, token);
    const change = () => ctx(server.scopeId, { engagementId: randomUUID(), sessionId: randomUUID() });

    it('erases prints, media and session fields but keeps fraud and legal-hold media, and records IDs and counts', async () => {
      const personId = `erase-${transport}-${randomUUID().slice(0, 8)}`;
      const person = (
        ok(
          await rpc('CreatePerson', {
            context: change(),
            person_id: personId,
            details: { first_name: 'Grace', phone_numbers: ['+15551230000'] },
          }),
        ).gk_person_id as { value: string }
      ).value;
      const other = (
        ok(await rpc('CreatePerson', { context: change(), person_id: `${personId}-other` })).gk_person_id as {
          value: string;
        }
      ).value;
      await server.call(
        VOICEPRINTS,
        'CreateVoiceprintProfile',
        { context: change(), owner: { gk_person_id: uidv(person), tag: 'main' } },
        admin,
      );
      const normal = await engagement(null);
      const fraud = await engagement('ENGAGEMENT_VERDICT_FRAUD');
      const s1 = await session(normal, person);
      const s2 = await session(fraud, person);
      const [v1, v2] = [await validation(normal, s1, person), await validation(fraud, s2, person)];
      const [ownAudio, heldAudio, sharedAudio] = [await audioFile(), await audioFile(), await audioFile()];
      const named = await segment({ personId: person, sessionId: s1, engagementId: normal, audio: ownAudio });
      const held = await segment({
        personId: person,
        sessionId: s1,
        engagementId: normal,
        legalHold: true,
        audio: heldAudio,
      });
      const byCaller = await segment({ personId: null, sessionId: s1, engagementId: normal, audio: sharedAudio });
      const fraudMedia = await segment({ personId: null, sessionId: s2, engagementId: fraud });
      const someoneElse = await segment({ personId: other, sessionId: s1, engagementId: normal, audio: sharedAudio });

      // Only support staff (and admins) may ask.
      expect(
        failed(
          await rpc(
            'DeletePersonalData',
            { context: change(), gk_person_id: uidv(person) },
            await server.token('analyst'),
          ),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
      ok(await rpc('DeletePersonalData', { context: change(), gk_person_id: uidv(person) }));
      const details = await waitUntil(
        async () => {
          const d = ok(await rpc('GetPersonDetails', { context: ctx(server.scopeId), gk_person_id: uidv(person) }))
            .details as Record<string, unknown>;
          const data = d.custom_data as Record<string, string>;
          return data['vigil.erasure.state'] === 'COMPLETED' ? d : undefined;
        },
        { what: 'the erasure to complete' },
      );
      expect(details).toMatchObject({
        custom_data: {
          'vigil.erasure.state': 'COMPLETED',
          'vigil.erasure.prints_deleted': '1',
          'vigil.erasure.segments_deleted': '2',
          'vigil.erasure.segments_kept': '2',
          'vigil.erasure.sessions_cleared': '1',
        },
      });
      // The person's own personal fields are gone too; the external ID stays (see erasure.store.ts).
      expect(details.person_id).toBe(personId);
      expect(details.first_name).toBeUndefined();
      expect(details.phone_numbers).toBeUndefined();
      // The engagement of their call loses its custom data and their validation names nobody;
      // the fraud engagement's stay as evidence.
      const engs = await server.db.query<{ id: string; custom_data: object }>(
        'SELECT gk_engagement_id AS id, custom_data FROM engagements WHERE gk_engagement_id = ANY($1::uuid[])',
        [[normal, fraud]],
      );
      expect(Object.fromEntries(engs.rows.map((r) => [r.id, r.custom_data]))).toEqual({
        [normal]: {},
        [fraud]: { caller_name: 'Grace Hopper' },
      });
      const vals = await server.db.query<{ ref: string; person: string | null }>(
        'SELECT reference_id AS ref, gk_person_id AS person FROM callerid_validations WHERE scope_id = $1 AND reference_id = ANY($2::text[])',
        [server.scopeId, [v1, v2]],
      );
      expect(Object.fromEntries(vals.rows.map((r) => [r.ref, r.person]))).toEqual({ [v1]: null, [v2]: person });

      const left = await server.db.query<{ id: string }>(
        'SELECT gk_media_segment_id AS id FROM media_segments WHERE gk_media_segment_id = ANY($1::uuid[])',
        [[named, held, byCaller, fraudMedia, someoneElse]],
      );
      expect(new Set(left.rows.map((r) => r.id))).toEqual(new Set([held, fraudMedia, someoneElse]));
      // An audio file goes with the last segment using it; one still used by someone else's media stays.
      const files = await server.db.query<{ sha256: string }>(
        'SELECT sha256 FROM audio_files WHERE sha256 = ANY($1::text[])',
        [[ownAudio, heldAudio, sharedAudio]],
      );
      expect(new Set(files.rows.map((r) => r.sha256))).toEqual(new Set([heldAudio, sharedAudio]));
      const prints = await server.db.query('SELECT 1 FROM voiceprint_profiles WHERE gk_owner_id = $1', [person]);
      expect(prints.rows).toEqual([]);
      const sessions = await server.db.query<{
        id: string;
        ani: string | null;
        claimed: string | null;
        custom_data: object;
      }>(
        `SELECT gk_session_id AS id, ani, claimed_gk_person_id AS claimed, custom_data FROM sessions
          WHERE gk_session_id = ANY($1::uuid[]) ORDER BY gk_session_id = $2 DESC`,
        [[s1, s2], s1],
      );
      expect(sessions.rows).toEqual([
        { id: s1, ani: null, claimed: null, custom_data: {} },
        { id: s2, ani: '+15551230000', claimed: person, custom_data: { account: '12345' } },
      ]);

      const job = await server.db.query<{ gk_job_id: string }>(
        'SELECT gk_job_id FROM person_erasure_jobs WHERE gk_person_id = $1',
        [person],
      );
      expect(job.rows).toHaveLength(1);
      const trail = await server.db.query<{
        action: string;
        item_id: string | null;
        item_count: number;
        note: string | null;
      }>('SELECT action, item_id, item_count, note FROM person_erasure_audit WHERE gk_job_id = $1 ORDER BY id', [
        job.rows[0]!.gk_job_id,
      ]);
      const of = (action: string) => trail.rows.filter((r) => r.action === action);
      expect(of('requested')).toHaveLength(1);
      expect(of('print_deleted')).toHaveLength(1);
      expect(new Set(of('segment_deleted').map((r) => r.item_id))).toEqual(new Set([named, byCaller]));
      expect(
        of('segment_kept')
          .map((r) => [r.item_id, r.note])
          .sort(),
      ).toEqual(
        [
          [held, 'legal_hold'],
          [fraudMedia, 'fraud'],
        ].sort(),
      );
      expect(of('session_cleared').map((r) => r.item_id)).toEqual([s1]);
      expect(of('engagement_cleared').map((r) => r.item_id)).toEqual([normal]);
      expect(of('callerid_cleared').map((r) => r.item_count)).toEqual([1]);
      expect(of('completed').map((r) => [r.note, r.item_count])).toEqual([
        ['prints', 1],
        ['segments_deleted', 2],
        ['segments_kept', 2],
        ['sessions_cleared', 1],
      ]);
    });
  });
});
