// Persons, consent, fraudsters, groups and watchlists over both transports of a real server: each
// RPC's effect read back (from the API and from storage), bad input named field by field, and the
// refusals of the policy (role, OAuth scope, missing mandatory context).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../rpc/types.js';
import { OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { addEnrollmentSegment, trainProfile } from '../voiceprints/enrollment.store.js';
import { ENTITY_METHODS, ctx, entitiesCaller, failed, ok, type Transport } from './entities-wire.testkit.js';

const VOICEPRINTS = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
const FULL = { engagementId: randomUUID(), sessionId: randomUUID() };
const idOf = (body: Record<string, unknown>, field: string) => (body[field] as { value: string }).value;
const uidv = (value: string) => ({ value });

describe.each(dbKinds())('EntitiesManager persons, fraudsters, groups and watchlists on %s', (kind) => {
  let server: TestServer;
  const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
  const tokens = {} as Record<Role | 'noScope', string>;
  // Tokens expire on the server's (manual) clock: tests that move it by days take new ones.
  const issueTokens = async () => {
    for (const role of ['service', 'analyst', 'support', 'admin'] as const) tokens[role] = await server.token(role);
    tokens.noScope = await server.token('admin', {
      oauthScopes: Object.values(OAUTH_SCOPES).filter((s) => s !== OAUTH_SCOPES.callerid),
    });
  };
  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    await issueTokens();
  });
  afterAll(() => server.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token = tokens.admin) =>
      entitiesCaller(server, transport)(method, req, token);
    const change = () => ctx(server.scopeId, FULL);
    const read = () => ctx(server.scopeId);
    const ext = (p: string) => `${p}-${transport}-${randomUUID().slice(0, 8)}`;
    const createPerson = async (details: Record<string, unknown> = {}, token = tokens.support) => {
      const personId = ext('p');
      const body = ok(await rpc('CreatePerson', { context: change(), person_id: personId, details }, token));
      return { personId, id: idOf(body, 'gk_person_id') };
    };
    const personDetails = async (id: string, mask?: string[]) =>
      ok(
        await rpc('GetPersonDetails', {
          context: read(),
          gk_person_id: uidv(id),
          ...(mask ? { field_mask: { paths: mask } } : {}),
        }),
      ).details as Record<string, unknown>;
    const createProfile = (owner: Record<string, unknown>, tag = 'main') =>
      server.call<{ gk_voiceprint_profile_id: { value: string } }>(
        VOICEPRINTS,
        'CreateVoiceprintProfile',
        { context: change(), owner: { ...owner, tag } },
        tokens.admin,
      );
    const profilesOf = async (ownerId: string) =>
      (
        await server.db.query<{ id: string }>(
          'SELECT gk_voiceprint_profile_id AS id FROM voiceprint_profiles WHERE gk_owner_id = $1',
          [ownerId],
        )
      ).rows.map((r) => r.id);

    it('answers many person reads made at once each with its own person, and the next with a write', async () => {
      const people: { personId: string; id: string }[] = [];
      for (let i = 0; i < 8; i++) people.push(await createPerson({ first_name: `N${i}`, custom_data: { i: `${i}` } }));
      const fraudster = idOf(
        ok(await rpc('CreateFraudster', { context: change(), fraudster_id: ext('f') })),
        'gk_fraudster_id',
      );
      // At once, some twice, a fraudster's ID and an unknown one: on PostgreSQL they leave in batches.
      const asked = [...people.map((p) => p.id), people[0]!.id, people[5]!.id, fraudster, randomUUID()];
      const answers = await Promise.all(
        asked.map((id) => rpc('GetPersonDetails', { context: read(), gk_person_id: uidv(id) })),
      );
      asked.forEach((id, i) => {
        const n = people.findIndex((p) => p.id === id);
        if (n < 0) {
          expect(failed(answers[i]!).nuance).toBe('NOT_FOUND');
          return;
        }
        const d = ok(answers[i]!).details as Record<string, unknown>;
        expect(d.gk_person_id).toEqual({ value: id });
        expect(d.first_name).toBe(`N${n}`);
        expect(d.custom_data).toEqual({ i: `${n}` });
      });
      const id = people[2]!.id;
      ok(
        await rpc(
          'UpdatePerson',
          {
            context: change(),
            gk_person_id: uidv(id),
            details: { first_name: 'Grace' },
            field_mask: { paths: ['first_name'] },
          },
          tokens.support,
        ),
      );
      const after = await Promise.all(people.map((p) => personDetails(p.id)));
      expect(after.map((d) => d.first_name)).toEqual(['N0', 'N1', 'Grace', 'N3', 'N4', 'N5', 'N6', 'N7']);
    });

    it('creates, reads, renames, updates and deletes a person (with its prints)', async () => {
      const { personId, id } = await createPerson({
        first_name: 'Ada',
        last_name: 'Lovelace',
        gender_identity: 'GENDER_FEMALE',
        phone_numbers: ['+15550001111'],
        custom_data: { tier: 'gold' },
      });
      expect(await personDetails(id)).toEqual({
        gk_person_id: { value: id },
        person_id: personId,
        first_name: 'Ada',
        last_name: 'Lovelace',
        gender_identity: 'GENDER_FEMALE',
        phone_numbers: ['+15550001111'],
        creation_timestamp: clock.now().getTime(),
        modification_timestamp: clock.now().getTime(),
        custom_data: { tier: 'gold' },
      });
      expect(await personDetails(id, ['first_name', 'person_id'])).toEqual({ person_id: personId, first_name: 'Ada' });
      // The external ID is unique per scope.
      expect(failed(await rpc('CreatePerson', { context: change(), person_id: personId }, tokens.support)).nuance).toBe(
        'ALREADY_EXISTS',
      );
      expect(ok(await rpc('GetGkPersonId', { context: read(), person_id: personId }))).toEqual({
        gk_person_id: { value: id },
      });

      const other = await createPerson();
      expect(
        failed(
          await rpc(
            'RenamePerson',
            { context: change(), gk_person_id: uidv(id), new_person_id: other.personId },
            tokens.support,
          ),
        ).nuance,
      ).toBe('ALREADY_EXISTS');
      const renamed = ext('renamed');
      ok(
        await rpc(
          'RenamePerson',
          { context: change(), gk_person_id: uidv(id), new_person_id: renamed },
          tokens.support,
        ),
      );
      expect(failed(await rpc('GetGkPersonId', { context: read(), person_id: personId })).nuance).toBe('NOT_FOUND');
      expect(idOf(ok(await rpc('GetGkPersonId', { context: read(), person_id: renamed })), 'gk_person_id')).toBe(id);

      // A field named by the mask but absent from details is cleared; others stay.
      clock.advance(1000);
      ok(
        await rpc(
          'UpdatePerson',
          {
            context: change(),
            gk_person_id: uidv(id),
            details: { preferred_language: 'en-GB', custom_data: { tier: 'silver' } },
            field_mask: { paths: ['preferred_language', 'custom_data', 'last_name'] },
          },
          tokens.support,
        ),
      );
      const after = await personDetails(id);
      expect(after).toMatchObject({ first_name: 'Ada', preferred_language: 'en-GB', custom_data: { tier: 'silver' } });
      expect(after.last_name).toBeUndefined();
      expect(after.modification_timestamp).toBe(clock.now().getTime());

      const profile = (await createProfile({ gk_person_id: uidv(id) })).gk_voiceprint_profile_id.value;
      expect(ok(await rpc('ListPersonProfiles', { context: read(), gk_person_id: uidv(id) }))).toEqual({
        gk_voiceprint_profile_ids: [{ value: profile }],
      });
      ok(await rpc('DeletePerson', { context: change(), gk_person_id: uidv(id) }, tokens.support));
      expect(failed(await rpc('GetPersonDetails', { context: read(), gk_person_id: uidv(id) })).nuance).toBe(
        'NOT_FOUND',
      );
      expect(await profilesOf(id)).toEqual([]);
    });

    it('names every bad field', async () => {
      const bad = failed(
        await rpc(
          'CreatePerson',
          {
            context: change(),
            person_id: '',
            details: {
              phone_numbers: ['+1555', ''],
              custom_data: { 'vigil.erasure.state': 'COMPLETED' },
            },
          },
          tokens.support,
        ),
      );
      expect(bad.nuance).toBe('BAD_REQUEST');
      expect(bad.violations.map((v) => v.field).sort()).toEqual(
        ['person_id', 'details.phone_numbers[1]', 'details.custom_data.vigil.erasure.state'].sort(),
      );
      // Sizes are refused at the dispatch edge (shared/rpc/limits.ts), before the handler reads the rest.
      const long = failed(
        await rpc(
          'CreatePerson',
          { context: change(), person_id: 'p', details: { first_name: 'x'.repeat(257) } },
          tokens.support,
        ),
      );
      expect(long.violations).toEqual([{ field: 'details.first_name', violation: 'TOO_LONG' }]);
      const { id } = await createPerson();
      const noMask = failed(
        await rpc('UpdatePerson', { context: change(), gk_person_id: uidv(id), details: {} }, tokens.support),
      );
      expect(noMask.violations).toEqual([{ field: 'field_mask', violation: 'MANDATORY_FIELD_MISSING' }]);
      const notUuid = failed(await rpc('GetPersonDetails', { context: read(), gk_person_id: uidv('nope') }));
      expect(notUuid.violations).toEqual([{ field: 'gk_person_id', violation: 'INVALID_FORMAT' }]);
      const days = failed(
        await rpc(
          'OptPersonOut',
          { context: change(), gk_person_id: uidv(id), days_for_opt_in: { value: -1 } },
          tokens.support,
        ),
      );
      expect(days.violations).toEqual([{ field: 'days_for_opt_in', violation: 'OUT_OF_RANGE' }]);
      const batch = failed(
        await rpc(
          'RemovePersonsFromGroup',
          { context: change(), gk_group_id: uidv(randomUUID()), gk_person_ids: [uidv(id), uidv('x')] },
          tokens.support,
        ),
      );
      expect(batch.violations).toEqual([{ field: 'gk_person_ids[1]', violation: 'INVALID_FORMAT' }]);
    });

    it('opt-out records the refusal, deletes the prints and blocks new ones until the person opts in again', async () => {
      const { personId, id } = await createPerson();
      await createProfile({ person_id: personId });
      expect(await profilesOf(id)).toHaveLength(1);
      clock.advance(60_000);
      ok(
        await rpc(
          'OptPersonOut',
          { context: change(), gk_person_id: uidv(id), reason: 'asked on the phone', days_for_opt_in: { value: 2 } },
          tokens.support,
        ),
      );
      expect(await profilesOf(id)).toEqual([]);
      const optedOutAt = clock.now().getTime();
      expect((await personDetails(id, ['consent_info'])).consent_info).toEqual({
        status: 'CONSENT_STATUS_OPTED_OUT',
        agent_id: expect.any(String),
        reason: 'asked on the phone',
        timestamp: optedOutAt,
      });
      const events = await server.db.query<{ status: string; prints_deleted: number }>(
        'SELECT status, prints_deleted FROM person_consent_events WHERE gk_person_id = $1',
        [id],
      );
      expect(events.rows).toEqual([{ status: 'CONSENT_STATUS_OPTED_OUT', prints_deleted: 1 }]);

      // No print by either way of naming the owner.
      for (const owner of [{ person_id: personId }, { gk_person_id: uidv(id) }]) {
        const err = await createProfile(owner, 'again').then(
          () => undefined,
          (e: Error) => e,
        );
        expect(err?.message).toMatch(/opted out of voice biometrics.*CONSENT_STATUS_OPTED_OUT/);
      }
      expect(await profilesOf(id)).toEqual([]);

      // The waiting period of days_for_opt_in holds, then consent can be given again.
      const early = failed(await rpc('OptPersonIn', { context: change(), gk_person_id: uidv(id) }, tokens.support));
      expect(early.nuance).toBe('INVALID_REQUEST');
      expect(early.message).toMatch(/days_for_opt_in/);
      clock.advance(2 * 86_400_000);
      await issueTokens();
      ok(await rpc('OptPersonIn', { context: change(), gk_person_id: uidv(id) }, tokens.support));
      expect((await personDetails(id, ['consent_info'])).consent_info).toMatchObject({
        status: 'CONSENT_STATUS_OPTED_IN',
        opt_in_time: clock.now().getTime(),
      });
      await createProfile({ person_id: personId });
      expect(await profilesOf(id)).toHaveLength(1);
    });

    it('an opted-out person cannot be enrolled or trained', async () => {
      const { id } = await createPerson();
      ok(await rpc('OptPersonOut', { context: change(), gk_person_id: uidv(id) }, tokens.support));
      // A profile that exists anyway (written before the check existed, or by hand).
      const profileId = randomUUID();
      await server.db.query(
        `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
         VALUES ($1, $2, $3, 'OWNER_TYPE_PERSON', 'legacy', now(), now())`,
        [profileId, server.scopeId, id],
      );
      const enroll = server.db.tx((q) =>
        addEnrollmentSegment(q, {
          profileId,
          scopeId: server.scopeId,
          gkProcessedAudioId: randomUUID(),
          now: clock.now(),
        }),
      );
      await expect(enroll).rejects.toThrow(/opted out of voice biometrics/);
      await expect(server.db.tx((q) => trainProfile(q, profileId, clock.now()))).rejects.toThrow(/opted out/);
      const segments = await server.db.query(
        'SELECT 1 FROM voiceprint_enrollment_segments WHERE gk_voiceprint_profile_id = $1',
        [profileId],
      );
      expect(segments.rows).toEqual([]);
    });

    it('keeps fraudsters on watchlists: batches, membership, paging-free listing; deleting a watchlist keeps its fraudsters', async () => {
      const analyst = tokens.analyst;
      const fraudster = async () =>
        idOf(
          ok(
            await rpc(
              'CreateFraudster',
              { context: change(), fraudster_id: ext('f'), details: { first_name: 'Mallory' } },
              analyst,
            ),
          ),
          'gk_fraudster_id',
        );
      const [f1, f2, f3] = [await fraudster(), await fraudster(), await fraudster()];
      const watchlistId = ext('w');
      const wl = idOf(
        ok(
          await rpc(
            'CreateWatchlist',
            { context: change(), watchlist_id: watchlistId, details: { custom_data: { team: 'card fraud' } } },
            analyst,
          ),
        ),
        'gk_watchlist_id',
      );
      for (const f of [f1, f2, f3, f1])
        ok(
          await rpc(
            'AddFraudsterToWatchlist',
            { context: change(), gk_watchlist_id: uidv(wl), gk_fraudster_id: uidv(f) },
            analyst,
          ),
        );
      const list = async () =>
        (ok(await rpc('ListWatchlistFraudsters', { context: read(), gk_watchlist_id: uidv(wl) }, tokens.service))
          .gk_fraudster_id ?? []) as Array<{ value: string }>;
      expect(await list()).toEqual([f1, f2, f3].map(uidv));
      const isIn = async (f: string) =>
        ok(
          await rpc(
            'IsFraudsterInWatchlist',
            { context: read(), gk_watchlist_id: uidv(wl), gk_fraudster_id: uidv(f) },
            tokens.service,
          ),
        ).is_in_watchlist ?? false;
      expect(await isIn(f2)).toBe(true);

      // A person is not a fraudster: nothing is added.
      const { id: person } = await createPerson();
      expect(
        failed(
          await rpc(
            'AddFraudsterToWatchlist',
            { context: change(), gk_watchlist_id: uidv(wl), gk_fraudster_id: uidv(person) },
            analyst,
          ),
        ).nuance,
      ).toBe('NOT_FOUND');
      // A batch naming an unknown fraudster removes nothing.
      const unknown = failed(
        await rpc(
          'RemoveFraudstersFromWatchlist',
          { context: change(), gk_watchlist_id: uidv(wl), gk_fraudster_ids: [uidv(f1), uidv(randomUUID())] },
          analyst,
        ),
      );
      expect(unknown.nuance).toBe('NOT_FOUND');
      expect(await list()).toHaveLength(3);
      ok(
        await rpc(
          'RemoveFraudstersFromWatchlist',
          { context: change(), gk_watchlist_id: uidv(wl), gk_fraudster_ids: [uidv(f1), uidv(f3)] },
          analyst,
        ),
      );
      expect(await list()).toEqual([uidv(f2)]);
      expect(await isIn(f1)).toBe(false);

      expect(
        idOf(
          ok(await rpc('GetGkWatchlistId', { context: read(), watchlist_id: watchlistId }, analyst)),
          'gk_watchlist_id',
        ),
      ).toBe(wl);
      const renamed = ext('w2');
      ok(
        await rpc(
          'RenameWatchlist',
          { context: change(), gk_watchlist_id: uidv(wl), new_watchlist_id: renamed },
          analyst,
        ),
      );
      ok(
        await rpc(
          'UpdateWatchlist',
          {
            context: change(),
            gk_watchlist_id: uidv(wl),
            details: { custom_data: { team: 'ATO' } },
            field_mask: { paths: ['custom_data'] },
          },
          analyst,
        ),
      );
      expect(
        ok(await rpc('GetWatchlistDetails', { context: read(), gk_watchlist_id: uidv(wl) }, analyst)).details,
      ).toMatchObject({
        gk_watchlist_id: { value: wl },
        watchlist_id: renamed,
        custom_data: { team: 'ATO' },
      });

      ok(
        await rpc(
          'UpdateFraudster',
          {
            context: change(),
            gk_fraudster_id: uidv(f2),
            details: { last_name: 'M.' },
            field_mask: { paths: ['last_name'] },
          },
          analyst,
        ),
      );
      ok(
        await rpc(
          'RenameFraudster',
          { context: change(), gk_fraudster_id: uidv(f2), new_fraudster_id: ext('f2') },
          analyst,
        ),
      );
      const profile = (await createProfile({ gk_fraudster_id: uidv(f2) })).gk_voiceprint_profile_id.value;
      expect(ok(await rpc('ListFraudsterProfiles', { context: read(), gk_fraudster_id: uidv(f2) }, analyst))).toEqual({
        gk_voiceprint_profile_ids: [uidv(profile)],
      });

      ok(await rpc('DeleteWatchlist', { context: change(), gk_watchlist_id: uidv(wl) }, analyst));
      expect(
        failed(await rpc('GetWatchlistDetails', { context: read(), gk_watchlist_id: uidv(wl) }, analyst)).nuance,
      ).toBe('NOT_FOUND');
      expect(
        ok(await rpc('GetFraudsterDetails', { context: read(), gk_fraudster_id: uidv(f2) }, analyst)).details,
      ).toMatchObject({
        first_name: 'Mallory',
        last_name: 'M.',
      });
      const fid = (
        ok(await rpc('GetFraudsterDetails', { context: read(), gk_fraudster_id: uidv(f2) }, analyst)).details as Record<
          string,
          string
        >
      ).fraudster_id;
      expect(
        idOf(
          ok(await rpc('GetGkFraudsterId', { context: read(), fraudster_id: fid }, tokens.service)),
          'gk_fraudster_id',
        ),
      ).toBe(f2);
      ok(await rpc('DeleteFraudster', { context: change(), gk_fraudster_id: uidv(f2) }, analyst));
      expect(await profilesOf(f2)).toEqual([]);
    });

    it('keeps persons in groups; deleting a person leaves the group, deleting the group leaves the persons', async () => {
      const groupId = ext('g');
      const g = idOf(
        ok(await rpc('CreateGroup', { context: change(), group_id: groupId }, tokens.support)),
        'gk_group_id',
      );
      const a = await createPerson();
      const b = await createPerson();
      for (const p of [a, b])
        ok(
          await rpc(
            'AddPersonToGroup',
            { context: change(), gk_group_id: uidv(g), gk_person_id: uidv(p.id) },
            tokens.support,
          ),
        );
      const members = async () =>
        (ok(await rpc('ListGroupPersons', { context: read(), gk_group_id: uidv(g) }, tokens.service)).gk_person_id ??
          []) as unknown[];
      expect(await members()).toEqual([uidv(a.id), uidv(b.id)]);
      expect(
        ok(
          await rpc(
            'IsPersonInGroup',
            { context: read(), gk_group_id: uidv(g), gk_person_id: uidv(b.id) },
            tokens.service,
          ),
        ).is_in_group,
      ).toBe(true);
      ok(await rpc('DeletePerson', { context: change(), gk_person_id: uidv(b.id) }, tokens.support));
      expect(await members()).toEqual([uidv(a.id)]);
      ok(
        await rpc(
          'RemovePersonsFromGroup',
          { context: change(), gk_group_id: uidv(g), gk_person_ids: [uidv(a.id)] },
          tokens.support,
        ),
      );
      expect(await members()).toEqual([]);
      ok(
        await rpc(
          'AddPersonToGroup',
          { context: change(), gk_group_id: uidv(g), gk_person_id: uidv(a.id) },
          tokens.support,
        ),
      );
      const renamed = ext('g2');
      ok(await rpc('RenameGroup', { context: change(), gk_group_id: uidv(g), new_group_id: renamed }, tokens.support));
      ok(
        await rpc(
          'UpdateGroup',
          {
            context: change(),
            gk_group_id: uidv(g),
            details: { custom_data: { site: 'Leeds' } },
            field_mask: { paths: ['custom_data'] },
          },
          tokens.support,
        ),
      );
      expect(ok(await rpc('GetGroupDetails', { context: read(), gk_group_id: uidv(g) })).details).toMatchObject({
        group_id: renamed,
        custom_data: { site: 'Leeds' },
      });
      expect(idOf(ok(await rpc('GetGkGroupId', { context: read(), group_id: renamed })), 'gk_group_id')).toBe(g);
      ok(await rpc('DeleteGroup', { context: change(), gk_group_id: uidv(g) }, tokens.support));
      expect(ok(await rpc('GetPersonDetails', { context: read(), gk_person_id: uidv(a.id) })).details).toMatchObject({
        person_id: a.personId,
      });
      expect(failed(await rpc('GetGkGroupId', { context: read(), group_id: renamed })).nuance).toBe('NOT_FOUND');
    });

    it('refuses roles the policy leaves out, tokens without the scope and missing mandatory context', async () => {
      const refused = async (method: string, req: Record<string, unknown>, token: string) =>
        failed(await rpc(method, req, token)).nuance;
      const { id } = await createPerson();
      const someId = uidv(randomUUID());
      expect(await refused('CreateFraudster', { context: change(), fraudster_id: ext('f') }, tokens.support)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('CreateWatchlist', { context: change(), watchlist_id: ext('w') }, tokens.service)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('OptPersonOut', { context: change(), gk_person_id: uidv(id) }, tokens.analyst)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('DeletePersonalData', { context: change(), gk_person_id: uidv(id) }, tokens.service)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('CreateGroup', { context: change(), group_id: ext('g') }, tokens.analyst)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('GetFraudsterDetails', { context: read(), gk_fraudster_id: someId }, tokens.support)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refused('GetPersonDetails', { context: read(), gk_person_id: uidv(id) }, tokens.noScope)).toBe(
        'PERMISSION_DENIED',
      );
      // The service role creates persons and tests membership.
      await createPerson({}, tokens.service);
      // A change without engagement and session in context.
      const noContext = failed(await rpc('CreatePerson', { context: read(), person_id: ext('p') }, tokens.support));
      expect(noContext.nuance).toBe('BAD_REQUEST');
      expect(noContext.violations).toEqual([
        { field: 'context.gk_engagement_id', violation: 'MANDATORY_FIELD_MISSING' },
        { field: 'context.gk_session_id', violation: 'MANDATORY_FIELD_MISSING' },
      ]);
      // Every change needs engagement and session in context; reads need the scope only.
      expect(ENTITY_METHODS).toHaveLength(37);
      for (const method of ENTITY_METHODS) {
        const isChange = /^(Create|Rename|Update|Delete|Add|Remove|Opt)/.test(method);
        // The IDs that route the HTTP call; the context is what is wrong.
        const ids: Record<string, unknown> = {};
        for (const word of ['Person', 'Fraudster', 'Group', 'Watchlist'])
          if (!method.startsWith('Create') && new RegExp(`${word}(?!s)`).test(method))
            ids[method.startsWith('GetGk') ? `${word.toLowerCase()}_id` : `gk_${word.toLowerCase()}_id`] =
              method.startsWith('GetGk') ? 'someone' : someId;
        const f = failed(await rpc(method, { ...(isChange ? { context: read() } : {}), ...ids }));
        expect([method, f.nuance]).toEqual([method, 'BAD_REQUEST']);
        const fields = f.violations.map((v) => v.field);
        if (isChange)
          expect([method, ...fields]).toEqual([method, 'context.gk_engagement_id', 'context.gk_session_id']);
        // No context at all: gRPC names its scope, HTTP the context itself.
        else expect([method, fields[0]]).toEqual([method, expect.stringMatching(/^context(\.gk_scope_id)?$/)]);
      }
      // Nothing of another scope is visible.
      const foreign = await server.token('admin', { scopeIds: [server.otherScopeId] });
      expect(
        failed(await rpc('GetPersonDetails', { context: ctx(server.otherScopeId), gk_person_id: uidv(id) }, foreign))
          .nuance,
      ).toBe('NOT_FOUND');
    });
  });
});
