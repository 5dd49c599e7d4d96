// The People and Fraudsters/watchlists channels through the real router against the real server
// (in-process, port 0, demo data): consent, opt-out deleting prints, erasure progress, fraudsters,
// watchlist membership and the caller's audio enrolled into a fraudster's print, read back over the
// channels and straight from the server's database.
import { ipcFailure } from '../errors.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEMO_SCOPE_ID, type RunningServer } from '../../testkit/server.testkit.js';
import type { MainServices } from '../main-services.js';
import {
  ipcCallers,
  ok,
  startConsoleWithServer,
  type ConsoleWithServer,
} from '../../testkit/console-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { bindChannels, type MainContext } from '../ipc/define-channel.js';
import { createRouter } from '../ipc/router.js';
import { ENROLLMENT_NOTE, fraudChannelDefs } from './fraud.channels.js';
import { peopleChannelDefs } from './people.channels.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let main: MainServices;
const { call, fails } = ipcCallers(() => main);
const asRole = async (role: 'admin' | 'analyst' | 'support') => ok(await main.invoke('embedded.setRole', { role }));

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-people-int-', standIn: { announce: false } });
  ({ server, main } = harness);
});
afterAll(async () => {
  await harness?.close();
});

/** A demo person with at least one voiceprint profile. */
async function personWithPrints(): Promise<{ gk: string; externalId: string }> {
  const r = await server.db.query<{ gk_owner_id: string; external_id: string }>(
    `SELECT o.gk_owner_id, o.external_id FROM voiceprint_owners o
      WHERE o.owner_type = 'OWNER_TYPE_PERSON' AND o.external_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM voiceprint_profiles p WHERE p.gk_owner_id = o.gk_owner_id)
      ORDER BY o.external_id LIMIT 1`,
  );
  return { gk: r.rows[0]!.gk_owner_id, externalId: r.rows[0]!.external_id };
}

const printCount = async (gk: string) =>
  Number(
    (
      await server.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM voiceprint_profiles WHERE gk_owner_id = $1',
        [gk],
      )
    ).rows[0]!.n,
  );

describe('people channels against the real server', () => {
  it('support creates a person, finds it by external ID and opts it in; the consent is stored', async () => {
    await asRole('support');
    const created = await call('people.create', { personId: 'people-int-ada', firstName: 'Ada' });
    const found = await call('people.find', { personId: 'people-int-ada' });
    expect(found).toMatchObject({
      gkPersonId: created.gkPersonId,
      personId: 'people-int-ada',
      firstName: 'Ada',
      consent: { status: 'unknown' },
      voiceprintProfileIds: [],
    });
    await call('people.optIn', { gkPersonId: created.gkPersonId });
    const after = await call('people.get', { gkPersonId: created.gkPersonId });
    expect(after.consent.status).toBe('opted-in');
    expect(Date.parse(after.consent.timestamp!)).toBeGreaterThan(Date.now() - 60_000);
    const db = await server.db.query<{ consent_status: string }>(
      'SELECT consent_status FROM voiceprint_owners WHERE gk_owner_id = $1',
      [created.gkPersonId],
    );
    expect(db.rows[0]!.consent_status).toBe('CONSENT_STATUS_OPTED_IN');
    const audit = await call('audit.list', { action: 'people.optIn' });
    expect(audit.entries.some((e) => e.result === 'ok' && e.target.gkPersonId === created.gkPersonId)).toBe(true);
  });

  it('an unknown external ID is NOT_FOUND naming it; an empty one is refused at the field', async () => {
    await asRole('support');
    const e = await fails('people.find', { personId: 'nobody-has-this-id' });
    expect(e.code).toBe('NOT_FOUND');
    expect(e.message).toContain('nobody-has-this-id');
    const bad = await fails('people.find', { personId: '  ' });
    expect(bad.fieldViolations[0]!.field).toBe('personId');
  });

  it('opt-out deletes the prints; erasure runs to COMPLETED and the screen-visible progress says what went', async () => {
    await asRole('support');
    const p = await personWithPrints();
    const before = await call('people.find', { personId: p.externalId });
    expect(before.voiceprintProfileIds.length).toBeGreaterThan(0);
    await call('people.optOut', { gkPersonId: p.gk, reason: 'customer asked' });
    const out = await call('people.get', { gkPersonId: p.gk });
    expect(out.consent).toMatchObject({ status: 'opted-out', reason: 'customer asked' });
    expect(out.voiceprintProfileIds).toEqual([]);
    expect(await printCount(p.gk)).toBe(0);

    await call('people.deletePersonalData', { gkPersonId: p.gk });
    const done = await waitUntil(
      async () => {
        const d = await call('people.get', { gkPersonId: p.gk });
        return d.erasure?.state === 'COMPLETED' ? d : undefined;
      },
      { what: 'the erasure to complete' },
    );
    expect(done.erasure).toMatchObject({ state: 'COMPLETED', printsDeleted: 0 });
    expect(done.erasure!.completedAt).toBeTruthy();
    const job = await server.db.query<{ state: string }>('SELECT state FROM person_erasure_jobs WHERE gk_job_id = $1', [
      done.erasure!.jobId,
    ]);
    expect(job.rows[0]!.state).toBe('COMPLETED');
  });

  it('an analyst may not opt a person out: PERMISSION_DENIED and the consent is unchanged', async () => {
    await asRole('support');
    const created = await call('people.create', { personId: 'people-int-bob' });
    await asRole('analyst');
    const e = await fails('people.optOut', { gkPersonId: created.gkPersonId });
    expect(e.code).toBe('PERMISSION_DENIED');
    await asRole('support');
    expect((await call('people.get', { gkPersonId: created.gkPersonId })).consent.status).toBe('unknown');
  });
});

describe('groups and consent history (Browse) against the real server', () => {
  /** A group of the demo scope holding these persons, written as EntitiesManager stores one. */
  async function groupWith(groupId: string, members: string[]): Promise<string> {
    const gk = randomUUID();
    await server.db.query(
      `INSERT INTO entity_groups (gk_group_id, scope_id, group_id, created_at, modified_at) VALUES ($1, $2, $3, now(), now())`,
      [gk, DEMO_SCOPE_ID, groupId],
    );
    for (const p of members)
      await server.db.query(
        'INSERT INTO entity_group_members (gk_group_id, gk_person_id, added_at) VALUES ($1, $2, now())',
        [gk, p],
      );
    return gk;
  }

  it('a person’s groups and their consent history, newest first, as the opt-in and opt-out recorded them', async () => {
    await asRole('support');
    const p = await call('people.create', { personId: 'people-int-groups' });
    const other = await call('people.create', { personId: 'people-int-groups-2' });
    const vip = await groupWith('int-vip', [p.gkPersonId, other.gkPersonId]);
    await groupWith('int-staff', [other.gkPersonId]);
    const mine = await call('people.groups', { gkPersonId: p.gkPersonId });
    expect(mine).toMatchObject({ browseAvailable: true, totalSize: 1, nextPageToken: '' });
    expect(mine.items).toEqual([{ gkGroupId: vip, groupId: 'int-vip', memberCount: 2, createdAt: expect.any(String) }]);

    await asRole('admin');
    const all = await call('people.groups', { pageSize: 500 });
    expect(all.items.filter((g) => g.groupId.startsWith('int-')).map((g) => [g.groupId, g.memberCount])).toEqual([
      ['int-staff', 1],
      ['int-vip', 2],
    ]);

    await asRole('support');
    await call('people.optOut', { gkPersonId: p.gkPersonId, reason: 'by letter' });
    const history = await call('people.consentHistory', { gkPersonId: p.gkPersonId });
    expect(history.browseAvailable).toBe(true);
    expect(history.items).toEqual([
      expect.objectContaining({ status: 'opted-out', reason: 'by letter', printsDeleted: 0 }),
    ]);
    const stored = await server.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM person_consent_events WHERE gk_person_id = $1',
      [p.gkPersonId],
    );
    expect(stored.rows).toEqual([{ status: 'CONSENT_STATUS_OPTED_OUT', reason: 'by letter' }]);
  });

  it('an analyst may not list groups nor read consent history; a bad ID is refused at its field', async () => {
    await asRole('analyst');
    expect((await fails('people.groups', {})).code).toBe('PERMISSION_DENIED');
    const p = await server.db.query<{ id: string }>(
      `SELECT gk_owner_id AS id FROM voiceprint_owners WHERE owner_type = 'OWNER_TYPE_PERSON' LIMIT 1`,
    );
    expect((await fails('people.consentHistory', { gkPersonId: p.rows[0]!.id })).code).toBe('PERMISSION_DENIED');
    await asRole('support');
    const bad = await fails('people.consentHistory', { gkPersonId: 'nope' });
    expect(bad.fieldViolations[0]!.field).toBe('gkPersonId');
  });

  it('says Browse is not offered when the server answers UNIMPLEMENTED', async () => {
    const real = main.context.connections.context('embedded');
    const refuse = () => Promise.reject(ipcFailure('UNIMPLEMENTED', 'unknown service vigil.v1.Browse'));
    const browse = new Proxy({}, { get: () => refuse });
    const api = new Proxy(real.rpc.api, {
      get: (target, key) => (key === 'browse' ? browse : target[key as keyof typeof target]),
    });
    const ctx: MainContext = {
      ...main.context,
      connections: {
        context: () => ({ ...real, rpc: { endpoint: real.rpc.endpoint, api } }),
      } as unknown as MainContext['connections'],
    };
    const r = createRouter(bindChannels(ctx, [...peopleChannelDefs, ...fraudChannelDefs]));
    const none = { items: [], nextPageToken: '', totalSize: 0, browseAvailable: false };
    expect(ok(await r.invoke('people.groups', {}))).toEqual(none);
    expect(ok(await r.invoke('fraud.watchlists.list', { watchlistIdPrefix: 'x' }))).toEqual(none);
    expect(ok(await r.invoke('people.consentHistory', { gkPersonId: randomUUID() }))).toEqual(none);
  });
});

describe('fraud channels against the real server', () => {
  it('an analyst creates a fraudster and a watchlist, adds, pages and removes members, renames', async () => {
    await asRole('analyst');
    const f1 = await call('fraud.createFraudster', { fraudsterId: 'fraud-int-1', lastName: 'Mallory' });
    const f2 = await call('fraud.createFraudster', { fraudsterId: 'fraud-int-2' });
    const w = await call('fraud.createWatchlist', { watchlistId: 'wl-int' });
    expect(await call('fraud.findWatchlist', { watchlistId: 'wl-int' })).toMatchObject({
      gkWatchlistId: w.gkWatchlistId,
      watchlistId: 'wl-int',
    });
    await call('fraud.addToWatchlist', { gkWatchlistId: w.gkWatchlistId, gkFraudsterId: f1.gkFraudsterId });
    await call('fraud.addToWatchlist', { gkWatchlistId: w.gkWatchlistId, gkFraudsterId: f2.gkFraudsterId });
    const page1 = await call('fraud.watchlistMembers', { gkWatchlistId: w.gkWatchlistId, offset: 0, limit: 1 });
    const page2 = await call('fraud.watchlistMembers', { gkWatchlistId: w.gkWatchlistId, offset: 1, limit: 1 });
    expect(page1.total).toBe(2);
    expect([...page1.members, ...page2.members].map((m) => m.fraudsterId).sort()).toEqual([
      'fraud-int-1',
      'fraud-int-2',
    ]);
    await call('fraud.removeFromWatchlist', { gkWatchlistId: w.gkWatchlistId, gkFraudsterIds: [f2.gkFraudsterId] });
    const db = await server.db.query<{ gk_fraudster_id: string }>(
      'SELECT gk_fraudster_id FROM entity_watchlist_members WHERE gk_watchlist_id = $1',
      [w.gkWatchlistId],
    );
    expect(db.rows.map((r) => r.gk_fraudster_id)).toEqual([f1.gkFraudsterId]);

    await call('fraud.renameFraudster', { gkFraudsterId: f1.gkFraudsterId, newFraudsterId: 'fraud-int-1b' });
    expect(await call('fraud.findFraudster', { fraudsterId: 'fraud-int-1b' })).toMatchObject({
      gkFraudsterId: f1.gkFraudsterId,
      lastName: 'Mallory',
    });
    expect((await fails('fraud.findFraudster', { fraudsterId: 'fraud-int-1' })).code).toBe('NOT_FOUND');
    const audit = await call('audit.list', { action: 'fraud.addToWatchlist' });
    expect(audit.entries.filter((e) => e.result === 'ok').length).toBeGreaterThanOrEqual(2);
  });

  it("addCallerToWatchlist creates the fraudster, enrolls the caller's segment into its print, adds it, and picks it the second time", async () => {
    await asRole('analyst');
    // A demo engagement with a stored, processed stereo segment (agent on 1, caller on 2).
    const src = (
      await server.db.query<{ eng: string; seg: string }>(
        `SELECT m.gk_engagement_id AS eng, m.gk_media_segment_id AS seg FROM media_segments m
          WHERE m.state = 'ready' AND m.gk_engagement_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM processed_audio p WHERE p.gk_media_segment_id = m.gk_media_segment_id AND p.selected_channel = 2)
          ORDER BY m.created_at, m.gk_media_segment_id LIMIT 2`,
      )
    ).rows;
    const [{ eng, seg }, other] = [src[0]!, src[1]!];
    const w = await call('fraud.createWatchlist', { watchlistId: 'wl-int-caller' });
    const missing = await fails('fraud.addCallerToWatchlist', {
      gkEngagementId: eng,
      gkMediaSegmentId: seg,
      fraudsterId: 'fraud-int-caller',
      watchlistId: 'no-such-watchlist',
    });
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.fieldViolations[0]!.field).toBe('watchlistId');
    expect((await fails('fraud.findFraudster', { fraudsterId: 'fraud-int-caller' })).code).toBe('NOT_FOUND');

    const first = await call('fraud.addCallerToWatchlist', {
      gkEngagementId: eng,
      gkMediaSegmentId: seg,
      fraudsterId: 'fraud-int-caller',
      watchlistId: 'wl-int-caller',
    });
    expect(first).toMatchObject({
      fraudsterCreated: true,
      gkWatchlistId: w.gkWatchlistId,
      member: true,
      enrollment: {
        profileCreated: true,
        channel: 2,
        segmentCount: 1,
        segmentEnrolled: true,
        status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
      },
    });
    expect(first.note).toBeUndefined();
    const row = await server.db.query<{ custom_data: Record<string, string> }>(
      'SELECT custom_data FROM voiceprint_owners WHERE gk_owner_id = $1',
      [first.gkFraudsterId],
    );
    expect(row.rows[0]!.custom_data).toMatchObject({ source_engagement: eng, source_media_segment: seg });
    // The fraudster's print holds the caller's channel of that segment, read straight from storage.
    const stored = await server.db.query<{ profile: string; owner_type: string; seg: string; channel: number }>(
      `SELECT p.gk_voiceprint_profile_id AS profile, p.owner_type, s.gk_media_segment_id AS seg, pa.selected_channel AS channel
         FROM voiceprint_profiles p JOIN voiceprint_enrollment_segments s USING (gk_voiceprint_profile_id)
         JOIN processed_audio pa ON pa.gk_processed_audio_id = s.gk_processed_audio_id
        WHERE p.gk_owner_id = $1`,
      [first.gkFraudsterId],
    );
    expect(stored.rows).toEqual([
      { profile: first.enrollment!.gkVoiceprintProfileId, owner_type: 'OWNER_TYPE_FRAUDSTER', seg, channel: 2 },
    ]);
    expect((await call('fraud.getFraudster', { gkFraudsterId: first.gkFraudsterId })).voiceprintProfileIds).toEqual([
      first.enrollment!.gkVoiceprintProfileId,
    ]);

    const again = await call('fraud.addCallerToWatchlist', {
      gkEngagementId: other.eng,
      gkMediaSegmentId: other.seg,
      fraudsterId: 'fraud-int-caller',
      watchlistId: 'wl-int-caller',
    });
    expect(again).toMatchObject({
      fraudsterCreated: false,
      gkFraudsterId: first.gkFraudsterId,
      member: true,
      enrollment: {
        gkVoiceprintProfileId: first.enrollment!.gkVoiceprintProfileId,
        profileCreated: false,
        segmentCount: 2,
        segmentEnrolled: true,
      },
    });
    const audit = await call('audit.list', { action: 'fraud.addCallerToWatchlist' });
    expect(audit.entries.map((e) => e.result).sort()).toEqual(['NOT_FOUND', 'ok', 'ok']);
    expect(
      audit.entries.filter((e) => e.detail.includes(`enrolled media segment ${seg} into voiceprint profile`)),
    ).toHaveLength(1);
  });

  it('addCallerToWatchlist on a server without the enrollment extension says the segment was not enrolled', async () => {
    await asRole('analyst');
    const real = main.context.connections.context('embedded');
    const refuse = () => Promise.reject(ipcFailure('UNIMPLEMENTED', 'unknown service vigil.v1.FraudsterEnrollment'));
    const enrollment = new Proxy({}, { get: () => refuse });
    const api = new Proxy(real.rpc.api, {
      get: (target, key) => (key === 'fraudsterEnrollment' ? enrollment : target[key as keyof typeof target]),
    });
    const ctx: MainContext = {
      ...main.context,
      connections: {
        context: () => ({ ...real, rpc: { endpoint: real.rpc.endpoint, api } }),
      } as unknown as MainContext['connections'],
    };
    const r = createRouter(bindChannels(ctx, fraudChannelDefs));
    const { eng, seg } = (
      await server.db.query<{ eng: string; seg: string }>(
        `SELECT gk_engagement_id AS eng, gk_media_segment_id AS seg FROM media_segments
          WHERE state = 'ready' AND gk_engagement_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows[0]!;
    await call('fraud.createWatchlist', { watchlistId: 'wl-int-noext' });
    const res = await r.invoke('fraud.addCallerToWatchlist', {
      gkEngagementId: eng,
      gkMediaSegmentId: seg,
      fraudsterId: 'fraud-int-noext',
      watchlistId: 'wl-int-noext',
    });
    expect(res).toMatchObject({ ok: true, value: { fraudsterCreated: true, member: true, note: ENROLLMENT_NOTE } });
    const value = (res as { value: { enrollment?: unknown; gkFraudsterId: string } }).value;
    expect(value.enrollment).toBeUndefined();
    expect(ENROLLMENT_NOTE).toMatch(/not enrolled.*no enrollment extension/);
    expect(await printCount(value.gkFraudsterId)).toBe(0);
  });

  it('lists watchlists with member counts, a page at a time, by prefix and by fraudster', async () => {
    await asRole('analyst');
    const f = await call('fraud.createFraudster', { fraudsterId: 'fraud-int-listed' });
    const a = await call('fraud.createWatchlist', { watchlistId: 'wlist-int-a' });
    const b = await call('fraud.createWatchlist', { watchlistId: 'wlist-int-b' });
    await call('fraud.createWatchlist', { watchlistId: 'other-wlist-int' });
    await call('fraud.addToWatchlist', { gkWatchlistId: b.gkWatchlistId, gkFraudsterId: f.gkFraudsterId });

    const first = await call('fraud.watchlists.list', { watchlistIdPrefix: 'wlist-int-', pageSize: 1 });
    expect(first).toMatchObject({ browseAvailable: true, totalSize: 2 });
    expect(first.nextPageToken).not.toBe('');
    const second = await call('fraud.watchlists.list', {
      watchlistIdPrefix: 'wlist-int-',
      pageSize: 1,
      pageToken: first.nextPageToken,
    });
    expect(second.nextPageToken).toBe('');
    // Newest first: b was created after a.
    expect([...first.items, ...second.items]).toEqual([
      { gkWatchlistId: b.gkWatchlistId, watchlistId: 'wlist-int-b', memberCount: 1, createdAt: expect.any(String) },
      { gkWatchlistId: a.gkWatchlistId, watchlistId: 'wlist-int-a', memberCount: 0, createdAt: expect.any(String) },
    ]);
    const stored = await server.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM entity_watchlist_members WHERE gk_watchlist_id = $1',
      [b.gkWatchlistId],
    );
    expect(stored.rows[0]!.n).toBe('1');

    const onIt = await call('fraud.watchlists.list', { gkFraudsterId: f.gkFraudsterId });
    expect(onIt.items.map((w) => w.watchlistId)).toEqual(['wlist-int-b']);

    const bad = await fails('fraud.watchlists.list', { gkFraudsterId: 'nope' });
    expect(bad.fieldViolations[0]!.field).toBe('gkFraudsterId');
    await asRole('support');
    expect((await fails('fraud.watchlists.list', {})).code).toBe('PERMISSION_DENIED');
  });

  it('support may not create fraudsters, and nothing is created', async () => {
    await asRole('support');
    expect((await fails('fraud.createFraudster', { fraudsterId: 'fraud-int-support' })).code).toBe('PERMISSION_DENIED');
    await asRole('analyst');
    expect((await fails('fraud.findFraudster', { fraudsterId: 'fraud-int-support' })).code).toBe('NOT_FOUND');
  });
});
