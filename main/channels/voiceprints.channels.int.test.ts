// The voiceprints channels through the real router against the real server (in-process, port 0,
// demo data): every channel, read back over the channels and straight from the server's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testkit/server.testkit.js';
import type { DemoClient } from '../../testkit/server.testkit.js';
import type { ReportStatus, VoiceprintDetails } from '../../shared/domain/voiceprints.js';
import type { AuditEntry } from '../../shared/domain/audit.js';
import type { EventOf, ResponseOf } from '../../shared/ipc/contract.js';
import type { IpcResult } from '../../shared/ipc/errors.js';
import type { MainServices } from '../main-services.js';
import {
  err as fail,
  ok,
  startConsoleWithServer,
  type ConsoleWithServer,
} from '../../testkit/console-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let clients: DemoClient[];
let main: MainServices;
const progress: EventOf<'job.progress'>[] = [];

const client = (role: string) => clients.find((c) => c.role === role)!;
const get = async (id: string) =>
  ok<VoiceprintDetails>(await main.invoke('voiceprints.get', { gkVoiceprintProfileId: id }));
const list = async (filter: object, pageSize = 200) =>
  ok<ResponseOf<'voiceprints.list'>>(await main.invoke('voiceprints.list', { filter, pageSize }));

/** The profile's lock columns straight from the server's database. */
async function dbLock(id: string) {
  const r = await server.db.query<{ lock_timestamp: Date | null; locked_by: string | null; lock_note: string | null }>(
    'SELECT lock_timestamp, locked_by, lock_note FROM voiceprint_profiles WHERE gk_voiceprint_profile_id = $1',
    [id],
  );
  return r.rows[0];
}

beforeAll(async () => {
  // Role switches go unannounced, so the Embedded connection is not rebuilt on one.
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-vp-int-', standIn: { announce: false } });
  ({ server, clients, main } = harness);
  main.events.subscribe((event, payload) => {
    if (event === 'job.progress') progress.push(payload as EventOf<'job.progress'>);
  });
});
afterAll(async () => {
  await harness?.close();
});

describe('voiceprints channels against the real server', () => {
  it('voiceprints.list pages the Browse list with filters', async () => {
    const all = await list({}, 50);
    expect(all.profiles).toHaveLength(50);
    expect(all.totalSize).toBeGreaterThan(100);
    expect(all.nextPageToken).toBeTruthy();
    const next = ok<ResponseOf<'voiceprints.list'>>(
      await main.invoke('voiceprints.list', { filter: {}, pageSize: 50, pageToken: all.nextPageToken }),
    );
    const firstIds = new Set(all.profiles.map((p) => p.gkVoiceprintProfileId));
    expect(next.profiles.some((p) => firstIds.has(p.gkVoiceprintProfileId))).toBe(false);

    const locked = await list({ lockStatus: 'LOCK_STATUS_LOCKED', ownerType: 'OWNER_TYPE_PERSON' });
    expect(locked.profiles.length).toBeGreaterThan(0);
    expect(locked.profiles.every((p) => p.lock.locked && p.ownerType === 'OWNER_TYPE_PERSON')).toBe(true);
    const byPrefix = await list({ ownerExternalIdPrefix: 'fraud-' });
    expect(byPrefix.profiles.every((p) => p.ownerExternalId?.startsWith('fraud-'))).toBe(true);
    const tagged = await list({ tag: 'agent-channel' });
    expect(tagged.profiles.every((p) => p.tag === 'agent-channel')).toBe(true);
  });

  it('voiceprints.lookup finds an owner by external ID (all tags), by gk ID, and by tag', async () => {
    const tagged = (await list({ tag: 'agent-channel' })).profiles[0]!;
    const externalId = tagged.ownerExternalId!;
    const all = ok<ResponseOf<'voiceprints.lookup'>>(
      await main.invoke('voiceprints.lookup', { owner: { kind: 'person', externalId } }),
    );
    expect(all.profiles.map((p) => p.tag).sort()).toEqual(['agent-channel', 'main']);
    expect(all.profiles.every((p) => p.gkOwnerId === tagged.gkOwnerId)).toBe(true);

    const one = ok<ResponseOf<'voiceprints.lookup'>>(
      await main.invoke('voiceprints.lookup', {
        owner: { kind: 'person', gkId: tagged.gkOwnerId },
        tag: 'agent-channel',
      }),
    );
    expect(one.profiles.map((p) => p.gkVoiceprintProfileId)).toEqual([tagged.gkVoiceprintProfileId]);

    const oldest = ok<ResponseOf<'voiceprints.lookup'>>(
      await main.invoke('voiceprints.lookup', { owner: { kind: 'person', gkId: tagged.gkOwnerId } }),
    );
    expect(oldest.profiles).toHaveLength(1);
    expect(oldest.note).toMatch(/oldest profile/);

    const none = ok<ResponseOf<'voiceprints.lookup'>>(
      await main.invoke('voiceprints.lookup', {
        owner: { kind: 'fraudster', externalId: 'no-such-owner' },
        tag: 'main',
      }),
    );
    expect(none.profiles).toEqual([]);
    expect(none.note).toBeTruthy();

    const bad = fail(await main.invoke('voiceprints.lookup', { owner: { kind: 'person' } }));
    expect(bad.code).toBe('BAD_PAYLOAD');
    expect(bad.fieldViolations.map((v) => v.field)).toContain('owner.externalId');
  });

  it('voiceprints.get: lock info, template and enrollment segments', async () => {
    const trained = (await list({ lockStatus: 'LOCK_STATUS_UNLOCKED' })).profiles.find(
      (p) => p.status !== 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
    )!;
    const d = await get(trained.gkVoiceprintProfileId);
    expect(d.gkVoiceprintProfileId).toBe(trained.gkVoiceprintProfileId);
    expect(d.lock).toMatchObject({ locked: false });
    expect(d.template?.latestTrainTimestamp).toMatch(/^\d{4}-/);
    expect(d.segments.length).toBeGreaterThan(0);
    expect(d.segments[0]).toMatchObject({ gkProcessedAudioId: expect.any(String), usedForTrain: expect.any(Boolean) });

    const missing = fail(
      await main.invoke('voiceprints.get', { gkVoiceprintProfileId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('support workflow: unlock an auto-locked profile, then lock it with a reason as the console client', async () => {
    const locked = (await list({ lockStatus: 'LOCK_STATUS_LOCKED' })).profiles.find(
      (p) => p.lock.kind === 'automatic',
    )!;
    expect(locked.lock).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      autoUnlockTimestamp: expect.any(String),
    });
    expect(locked.lock.mismatchCounter).toBeGreaterThan(0);
    const id = locked.gkVoiceprintProfileId;

    // As support staff do it: the console connects as the demo support client.
    ok(await main.invoke('embedded.setRole', { role: 'support' }));
    // UnlockVoiceprintProfile has no reason field: the reason stays in the local audit.
    ok(await main.invoke('voiceprints.unlock', { gkVoiceprintProfileId: id, reason: 'INC-4711 caller passed PIN' }));
    expect((await get(id)).lock).toMatchObject({ locked: false, mismatchCounter: 0 });
    expect((await dbLock(id))?.lock_timestamp).toBeNull();

    ok(await main.invoke('voiceprints.lock', { gkVoiceprintProfileId: id, reason: 'caller says phone was stolen' }));
    const relocked = (await get(id)).lock;
    expect(relocked).toMatchObject({
      locked: true,
      kind: 'manual',
      lockedBy: client('support').clientId,
      reason: 'caller says phone was stolen',
    });
    expect(relocked.autoUnlockTimestamp).toBeUndefined();
    expect(await dbLock(id)).toMatchObject({
      locked_by: client('support').clientId,
      lock_note: 'caller says phone was stolen',
    });
    ok(await main.invoke('embedded.setRole', { role: 'admin' }));

    type Entries = { entries: AuditEntry[] };
    const audit = ok<Entries>(await main.invoke('audit.list', { text: id })).entries;
    expect(audit.map((e) => [e.action, e.result])).toEqual(
      expect.arrayContaining([
        ['voiceprints.unlock', 'ok'],
        ['voiceprints.lock', 'ok'],
      ]),
    );
    expect(audit.find((e) => e.action === 'voiceprints.lock')?.reason).toBe('caller says phone was stolen');
    // The owner's customer ID, looked up by main from the profile's gk ID, and the reason given.
    const owner = await server.db.query<{ external_id: string }>(
      `SELECT o.external_id FROM voiceprint_owners o JOIN voiceprint_profiles p ON p.gk_owner_id = o.gk_owner_id
        WHERE p.gk_voiceprint_profile_id = $1`,
      [id],
    );
    const customerId = owner.rows[0]!.external_id;
    const byCustomer = ok<Entries>(await main.invoke('audit.list', { text: customerId })).entries;
    expect(byCustomer.map((e) => e.action).sort()).toEqual(['voiceprints.lock', 'voiceprints.unlock']);
    expect(byCustomer.find((e) => e.action === 'voiceprints.unlock')).toMatchObject({
      target: { gkVoiceprintProfileId: id },
      refs: { ownerExternalId: customerId, ownerType: 'person' },
      reason: 'INC-4711 caller passed PIN',
    });
    expect(ok<Entries>(await main.invoke('audit.list', { text: 'inc-4711' })).entries).toHaveLength(1);
  });

  it('removeSegment, deleteTemplate and delete change what the server reads back', async () => {
    const withSegments = (await list({ ownerType: 'OWNER_TYPE_PERSON' })).profiles.filter(
      (p) => p.status !== 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
    );
    const id = withSegments[1]!.gkVoiceprintProfileId;
    const before = await get(id);
    const seg = before.segments[0]!;
    ok(
      await main.invoke('voiceprints.removeSegment', {
        gkVoiceprintProfileId: id,
        gkProcessedAudioId: seg.gkProcessedAudioId,
      }),
    );
    const after = await get(id);
    expect(after.segments.map((s) => s.gkProcessedAudioId)).not.toContain(seg.gkProcessedAudioId);
    expect(after.segments).toHaveLength(before.segments.length - 1);

    ok(await main.invoke('voiceprints.deleteTemplate', { gkVoiceprintProfileId: id }));
    const untrained = await get(id);
    expect(untrained.template).toBeUndefined();
    expect(untrained.status).toBe('VOICEPRINT_PROFILE_STATUS_NOT_TRAINED');

    ok(await main.invoke('voiceprints.delete', { gkVoiceprintProfileId: id, reason: 'customer asked' }));
    expect(fail(await main.invoke('voiceprints.get', { gkVoiceprintProfileId: id })).code).toBe('NOT_FOUND');
    const again = fail(await main.invoke('voiceprints.unlock', { gkVoiceprintProfileId: id }));
    expect(again.code).toBe('NOT_FOUND');
    const audit = ok<{ entries: { action: string; result: string }[] }>(
      await main.invoke('audit.list', { text: id }),
    ).entries;
    expect(audit.map((e) => `${e.action}:${e.result}`)).toEqual(
      expect.arrayContaining([
        'voiceprints.removeSegment:ok',
        'voiceprints.deleteTemplate:ok',
        'voiceprints.delete:ok',
        'voiceprints.unlock:NOT_FOUND',
      ]),
    );
    // Looked up before the profile went: the delete entry still names the owner; the reason the
    // API took (DeleteVoiceprintProfile has a field) is in the entry too.
    const deleted = (audit as AuditEntry[]).find((e) => e.action === 'voiceprints.delete');
    expect(deleted?.refs?.ownerExternalId).toMatch(/^cust-\d{5}$/);
    expect(deleted?.reason).toBe('customer asked');
    // After it, nothing could be read: the failed unlock has no owner to name.
    expect((audit as AuditEntry[]).find((e) => e.action === 'voiceprints.unlock')?.refs).toBeUndefined();
  });

  it('a role that may not change profiles is refused with the reason, and nothing changes', async () => {
    const locked = (await list({ lockStatus: 'LOCK_STATUS_LOCKED' })).profiles[0]!;
    ok(await main.invoke('embedded.setRole', { role: 'analyst' }));
    try {
      const refused = fail(
        await main.invoke('voiceprints.unlock', { gkVoiceprintProfileId: locked.gkVoiceprintProfileId }),
      );
      expect(refused.code).toBe('PERMISSION_DENIED');
      expect(refused.message).toMatch(/analyst.*UnlockVoiceprintProfile/);
    } finally {
      ok(await main.invoke('embedded.setRole', { role: 'admin' }));
    }
    expect((await get(locked.gkVoiceprintProfileId)).lock.locked).toBe(true);
  });

  it('status report end to end: job.progress events, rows match the profile count, sorted windows', async () => {
    const persons = (await list({ ownerType: 'OWNER_TYPE_PERSON' }, 1)).totalSize;
    const { jobId } = ok<{ jobId: string }>(
      await main.invoke('voiceprints.runReport', { ownerType: 'OWNER_TYPE_PERSON' }),
    );
    let status: ReportStatus | undefined;
    await waitUntil(
      async () => {
        status = ok<ReportStatus>(await main.invoke('voiceprints.reportStatus', { jobId }));
        return ['done', 'failed', 'cancelled'].includes(status.phase);
      },
      { what: `report ${jobId} to end`, timeoutMs: 60_000, intervalMs: 50 },
    );
    expect(status).toMatchObject({ phase: 'done', rowCount: persons, files: 1, ownerType: 'OWNER_TYPE_PERSON' });
    const mine = progress.filter((e) => e.jobId === jobId);
    expect(mine.at(-1)).toMatchObject({ state: 'done', kind: 'voiceprints.report', done: persons, total: persons });
    expect(mine.some((e) => e.state === 'running')).toBe(true);

    const page = ok<ResponseOf<'voiceprints.reportRows'>>(
      await main.invoke('voiceprints.reportRows', {
        jobId,
        sortBy: 'mismatchCounter',
        desc: true,
        offset: 0,
        limit: 20,
      }),
    );
    expect(page.total).toBe(persons);
    expect(page.rows).toHaveLength(20);
    expect(page.rows.every((r) => r.ownerType === 'OWNER_TYPE_PERSON')).toBe(true);
    const counts = page.rows.map((r) => r.mismatchCounter ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const lockedInReport = (await main.invoke('voiceprints.reportRows', {
      jobId,
      sortBy: 'lockStatus',
      offset: 0,
      limit: 1000,
    })) as IpcResult<ResponseOf<'voiceprints.reportRows'>>;
    const rows = ok<ResponseOf<'voiceprints.reportRows'>>(lockedInReport).rows;
    const lockedPersons = (await list({ ownerType: 'OWNER_TYPE_PERSON', lockStatus: 'LOCK_STATUS_LOCKED' }, 1))
      .totalSize;
    expect(rows.filter((r) => r.lockStatus === 'LOCK_STATUS_LOCKED')).toHaveLength(lockedPersons);

    const reports = ok<{ reports: ReportStatus[] }>(await main.invoke('voiceprints.reports', {})).reports;
    expect(reports[0]?.jobId).toBe(jobId);
    expect(ok<ReportStatus>(await main.invoke('voiceprints.cancelReport', { jobId })).phase).toBe('done');
    expect(fail(await main.invoke('voiceprints.reportStatus', { jobId: 'nope' })).code).toBe('NOT_FOUND');
  });
});
