// Every transition of the lock state machine, against storage, with a manual clock: Lock, Lock
// again, Unlock, the automatic lock at the mismatch threshold, its lapse, and the interplay.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceprintsConfig } from '../configsets/effective.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { effectiveLock } from './lock.js';
import { lockProfile, recordVerificationResult, unlockProfile } from './lock.store.js';
import { ensureOwner } from './owners.store.js';
import { getProfile, insertProfile } from './profiles.store.js';

const MIN = 60_000;
const cfg: VoiceprintsConfig = { mismatchLockThreshold: 3, autoUnlockAfterSeconds: 600 };

describe.each(dbKinds())('voiceprint lock on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = async () => {
    const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
    const scopeId = randomUUID();
    const owner = await ensureOwner(t.db, scopeId, 'OWNER_TYPE_PERSON', 'p-1', clock.now());
    const id = (await insertProfile(t.db, {
      scopeId,
      ownerId: owner.gk_owner_id,
      ownerType: 'OWNER_TYPE_PERSON',
      tag: 'main',
      customData: {},
      now: clock.now(),
    })) as string;
    const read = async () => {
      const row = await getProfile(t.db, scopeId, id);
      if (!row) throw new Error('profile gone');
      return { row, lock: effectiveLock(row, clock.now()) };
    };
    const record = (matched: boolean, c = cfg) =>
      t.db.tx((q) => recordVerificationResult(q, id, matched, clock.now(), c));
    return { clock, id, read, record };
  };

  it('Lock, Lock again (reason updated), Unlock', async () => {
    const { clock, id, read } = await setup();
    const lockedAt = clock.now();
    expect(
      await t.db.tx((q) => lockProfile(q, id, { lockedBy: 'agent-1', reason: 'suspicious call' }, clock.now())),
    ).toBe(true);
    const first = await read();
    let lock = first.lock;
    const row = first.row;
    expect(lock).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_OTHER',
      lockedBy: 'agent-1',
      reason: 'suspicious call',
      lockTimestamp: lockedAt,
      autoUnlockAt: undefined,
    });
    expect(row.modified_at).toEqual(lockedAt);

    clock.advance(5 * MIN);
    await t.db.tx((q) => lockProfile(q, id, { lockedBy: 'agent-2', reason: 'confirmed by bank' }, clock.now()));
    ({ lock } = await read());
    expect(lock).toMatchObject({
      locked: true,
      lockedBy: 'agent-1',
      reason: 'confirmed by bank',
      lockTimestamp: lockedAt,
    });

    clock.advance(MIN);
    expect(await t.db.tx((q) => unlockProfile(q, id, clock.now()))).toBe(true);
    ({ lock } = await read());
    expect(lock).toMatchObject({
      locked: false,
      lockedBy: undefined,
      reason: undefined,
      lockTimestamp: undefined,
      mismatchCounter: 0,
    });
  });

  it('a match resets the counter; the threshold-th consecutive mismatch locks with an auto-unlock time', async () => {
    const { clock, read, record } = await setup();
    expect(await record(false)).toEqual({ locked: false, autoLocked: false, mismatchCounter: 1 });
    expect(await record(false)).toEqual({ locked: false, autoLocked: false, mismatchCounter: 2 });
    expect(await record(true)).toEqual({ locked: false, autoLocked: false, mismatchCounter: 0 });
    await record(false);
    await record(false);
    const lockedAt = clock.now();
    expect(await record(false)).toEqual({ locked: true, autoLocked: true, mismatchCounter: 3 });
    const { lock } = await read();
    expect(lock).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      lockedBy: undefined,
      mismatchCounter: 3,
      lockTimestamp: lockedAt,
      autoUnlockAt: new Date(lockedAt.getTime() + 600_000),
    });
    // A locked profile cannot verify: results are not counted.
    expect(await record(false)).toEqual({ locked: true, autoLocked: false, mismatchCounter: 3 });
    expect(await record(true)).toEqual({ locked: true, autoLocked: false, mismatchCounter: 3 });
  });

  it('an automatic lock lapses at its auto-unlock time and is cleared by the next write', async () => {
    const { clock, read, record } = await setup();
    for (let i = 0; i < 3; i++) await record(false);
    clock.advance(10 * MIN - 1);
    expect((await read()).lock.locked).toBe(true);
    clock.advance(1);
    let { lock, row } = await read();
    expect(lock).toMatchObject({ locked: false, mismatchCounter: 0, lapsed: true });
    expect(row.lock_timestamp).not.toBeNull(); // not written by a read
    expect(await record(false)).toEqual({ locked: false, autoLocked: false, mismatchCounter: 1 });
    ({ lock, row } = await read());
    expect(row.lock_timestamp).toBeNull();
    expect(row.auto_unlock_at).toBeNull();
    expect(lock).toMatchObject({ locked: false, lapsed: false, mismatchCounter: 1 });
  });

  it('auto-unlock delay 0 keeps the automatic lock until Unlock; Unlock clears it and the counter', async () => {
    const { clock, id, read, record } = await setup();
    const never = { mismatchLockThreshold: 2, autoUnlockAfterSeconds: 0 };
    await record(false, never);
    expect(await record(false, never)).toMatchObject({ autoLocked: true });
    clock.advance(365 * 24 * 60 * MIN);
    expect((await read()).lock).toMatchObject({ locked: true, autoUnlockAt: undefined, mismatchCounter: 2 });
    await t.db.tx((q) => unlockProfile(q, id, clock.now()));
    expect((await read()).lock).toMatchObject({ locked: false, mismatchCounter: 0 });
  });

  it('Lock on an automatic lock turns it into a manual lock without auto-unlock', async () => {
    const { clock, id, read, record } = await setup();
    for (let i = 0; i < 3; i++) await record(false);
    await t.db.tx((q) => lockProfile(q, id, { lockedBy: 'agent-9', reason: 'keep it locked' }, clock.now()));
    clock.advance(60 * MIN);
    expect((await read()).lock).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_OTHER',
      lockedBy: 'agent-9',
      reason: 'keep it locked',
      autoUnlockAt: undefined,
    });
  });

  it('Lock on a lapsed automatic lock starts a fresh manual lock', async () => {
    const { clock, id, read, record } = await setup();
    for (let i = 0; i < 3; i++) await record(false);
    clock.advance(11 * MIN);
    await t.db.tx((q) => lockProfile(q, id, { lockedBy: 'agent-3', reason: undefined }, clock.now()));
    expect((await read()).lock).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_OTHER',
      lockTimestamp: clock.now(),
      mismatchCounter: 0,
      reason: undefined,
    });
  });

  it('a threshold of 0 never locks; an unknown profile reads undefined', async () => {
    const { read, record } = await setup();
    for (let i = 0; i < 10; i++) await record(false, { mismatchLockThreshold: 0, autoUnlockAfterSeconds: 60 });
    expect((await read()).lock).toMatchObject({ locked: false, mismatchCounter: 10 });
    expect(await t.db.tx((q) => recordVerificationResult(q, randomUUID(), false, new Date(), cfg))).toBeUndefined();
    expect(await t.db.tx((q) => lockProfile(q, randomUUID(), { lockedBy: 'x', reason: undefined }, new Date()))).toBe(
      false,
    );
  });
});
