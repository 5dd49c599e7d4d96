// ListVoiceprintProfiles called directly on every storage
// back end, with profiles made and locked through the voiceprints module's own store functions.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { rpcError } from '../sessions/sessions.testkit.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { lockProfile, recordVerificationResult } from '../voiceprints/lock.store.js';
import type { OwnerType } from '../voiceprints/owners.store.js';
import { ensureOwner } from '../voiceprints/owners.store.js';
import { getProfile, insertProfile } from '../voiceprints/profiles.store.js';
import { profileToRead } from '../voiceprints/read.js';
import { boundBrowse, valueOf } from './browse.testkit.js';

const MIN = 60_000;
type Item = { details: Record<string, unknown>; owner_external_id?: string };
const profId = (p: Record<string, unknown>) => valueOf((p as Item).details.gk_voiceprint_profile_id);

async function makeProfile(
  db: Db,
  clock: ManualClock,
  scopeId: string,
  ownerType: OwnerType,
  externalId: string,
  tag: string,
): Promise<string> {
  clock.advance(MIN);
  return db.tx(async (q) => {
    const owner = await ensureOwner(q, scopeId, ownerType, externalId, clock.now());
    const id = await insertProfile(q, {
      scopeId,
      ownerId: owner.gk_owner_id,
      ownerType,
      tag,
      customData: {},
      now: clock.now(),
    });
    if (!id) throw new Error('profile exists');
    return id;
  });
}

describe.each(dbKinds())('Browse.ListVoiceprintProfiles on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const scopeId = randomUUID();
    const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
    const browse = boundBrowse(t.db, clock);
    const ids = async (req: object) =>
      new Set(
        ((await browse.list('ListVoiceprintProfiles', scopeId, req)).profiles as Record<string, unknown>[]).map(profId),
      );
    return { scopeId, clock, ...browse, ids };
  };

  it('each filter narrows to exactly the matching profiles; lock status reads as it stands now', async () => {
    const s = setup();
    const p1 = await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', 'cust-100', 'default');
    const p2 = await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', 'cust-100', 'fraud-check');
    const p3 = await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', 'cust_2', 'default');
    const f1 = await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_FRAUDSTER', 'cust-100', 'default');
    await makeProfile(t.db, s.clock, randomUUID(), 'OWNER_TYPE_PERSON', 'cust-100', 'default'); // another scope
    const config = { mismatchLockThreshold: 1, autoUnlockAfterSeconds: 600 };
    await t.db.tx(async (q) => {
      await lockProfile(q, p1, { lockedBy: 'support-1', reason: 'caller asked' }, s.clock.now());
      await recordVerificationResult(q, p2, false, s.clock.now(), config); // auto lock for 10 min
      await recordVerificationResult(q, f1, false, new Date(s.clock.now().getTime() - 20 * MIN), config); // auto lock already lapsed
    });

    expect(await s.ids({})).toEqual(new Set([p1, p2, p3, f1]));
    expect(await s.ids({ lock_status: 'LOCK_STATUS_LOCKED' })).toEqual(new Set([p1, p2]));
    expect(await s.ids({ lock_status: 'LOCK_STATUS_UNLOCKED' })).toEqual(new Set([p3, f1]));
    expect(await s.ids({ lock_status: 'LOCK_STATUS_UNSPECIFIED' })).toEqual(new Set([p1, p2, p3, f1]));
    expect(await s.ids({ owner_type: 'OWNER_TYPE_FRAUDSTER' })).toEqual(new Set([f1]));
    expect(await s.ids({ owner_external_id_prefix: 'cust-1' })).toEqual(new Set([p1, p2, f1]));
    expect(await s.ids({ owner_external_id_prefix: 'cust_' })).toEqual(new Set([p3]));
    expect(await s.ids({ tag: 'default' })).toEqual(new Set([p1, p3, f1]));
    expect(
      await s.ids({ tag: 'default', owner_type: 'OWNER_TYPE_PERSON', lock_status: 'LOCK_STATUS_UNLOCKED' }),
    ).toEqual(new Set([p3]));

    // The automatic lock of p2 lifts at its time, with no write in between.
    s.clock.advance(11 * MIN);
    expect(await s.ids({ lock_status: 'LOCK_STATUS_LOCKED' })).toEqual(new Set([p1]));
  });

  it('items carry the GetVoiceprintProfileDetails read shape and the owner external ID', async () => {
    const s = setup();
    const id = await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', 'cust-7', 'default');
    const row = await getProfile(t.db, s.scopeId, id);
    const r = await s.list('ListVoiceprintProfiles', s.scopeId, {});
    expect(r.profiles).toEqual([
      { details: profileToRead(row as NonNullable<typeof row>, s.clock.now()), owner_external_id: 'cust-7' },
    ]);
    expect(r).toMatchObject({ total_size: 1, total_size_capped: false, next_page_token: '' });
  });

  it('pages visit every profile exactly once while profiles are added, in both directions', async () => {
    const s = setup();
    const original: string[] = [];
    for (let i = 0; i < 9; i++)
      original.push(await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', `c-${i}`, 'default'));
    let n = 0;
    for (const order_by of ['creation_timestamp desc', 'creation_timestamp asc']) {
      const walked = await s.walk(
        'ListVoiceprintProfiles',
        s.scopeId,
        { page_size: 2, order_by },
        'profiles',
        profId,
        async () => {
          original.push(await makeProfile(t.db, s.clock, s.scopeId, 'OWNER_TYPE_PERSON', `late-${n++}`, 'default'));
        },
      );
      expect(new Set(walked.ids).size).toBe(walked.ids.length);
      expect(walked.ids.length).toBeGreaterThanOrEqual(9);
      for (const id of original.slice(0, 9)) expect(walked.ids.filter((x) => x === id)).toHaveLength(1);
    }
  });

  it('refuses unknown enum values and bad tokens, naming the field', async () => {
    const s = setup();
    const err = await rpcError(s.list('ListVoiceprintProfiles', s.scopeId, { lock_status: 'LOCKED', owner_type: 7 }));
    expect(err.code).toBe(status.INVALID_ARGUMENT);
    expect(err.fieldViolations.map((v) => v.field).sort()).toEqual(['lock_status', 'owner_type']);
    const tok = await rpcError(s.list('ListVoiceprintProfiles', s.scopeId, { page_token: 'e30' }));
    expect(tok.fieldViolations.map((v) => v.field)).toEqual(['page_token']);
  });
});
