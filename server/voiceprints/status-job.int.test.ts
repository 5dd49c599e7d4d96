// The status job on every storage back end: state transitions, the ZIP read back and compared with
// storage (split into several CSV files, filters applied, locks as they read), the download URL,
// expiry, and jobs whose worker is gone.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Queryable } from '../db/types.js';
import { getOwner, ownerIdByExternal, renameOwner, type EntityOwnerRow } from '../entities/owners.store.js';
import { CSV_COLUMNS } from './status-job.csv.js';
import { statusJobsIdle, sweepStatusJobs } from './index.js';
import { lockProfile, recordVerificationResult } from './lock.store.js';
import { boundService, csvRecords, idOf, tsMs, unzip } from './voiceprints.testkit.js';

const HOUR = 3_600_000;

describe.each(dbKinds())('voiceprint status job on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  /** A service whose download handler is served on a local port (download_url points there). */
  const setup = async () => {
    let base = '';
    const s = boundService(t.db, {
      publicBaseUrl: () => base,
      statusJob: { rowsPerFile: 2, batchSize: 3, ttlSeconds: 3600 },
    });
    const server = http.createServer((req, res) => {
      void s.download(req, res).then((handled) => {
        if (!handled) {
          res.writeHead(418);
          res.end();
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const run = async (req: Record<string, unknown>) => {
      const id = idOf((await s.invoke('ExecuteVoiceprintProfilesStatusJob', req, { role: 'support' })).gk_job_id);
      await statusJobsIdle(s.deps);
      return {
        id,
        details: await s.invoke(
          'GetVoiceprintProfilesStatusJobDetails',
          { gk_job_id: { value: id } },
          { role: 'support' },
        ),
      };
    };
    const close = async () => {
      await new Promise<void>((r) => server.close(() => r()));
      s.cleanup();
    };
    return { ...s, run, close };
  };

  it('writes every person profile once, split into CSV files of at most rowsPerFile records, and serves the ZIP', async () => {
    const s = await setup();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const tag = i === 0 ? 'tag, with "quotes"' : `tag-${i}`;
        ids.push(
          idOf(
            (await s.invoke('CreateVoiceprintProfile', { owner: { person_id: `p-${i}`, tag } }))
              .gk_voiceprint_profile_id,
          ),
        );
      }
      await s.invoke('CreateVoiceprintProfile', { owner: { fraudster_id: 'f-1', tag: 'x' } });
      await t.db.tx((q) =>
        lockProfile(q, ids[1] as string, { lockedBy: 'support-jane', reason: 'asked, by phone' }, s.clock.now()),
      );
      for (let i = 0; i < 5; i++)
        await t.db.tx((q) =>
          recordVerificationResult(q, ids[2] as string, false, s.clock.now(), {
            mismatchLockThreshold: 5,
            autoUnlockAfterSeconds: 60,
          }),
        );

      const { id, details } = await s.run({ owner_type: 'OWNER_TYPE_PERSON' });
      expect(details.job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
      expect(tsMs(details.expiration_timestamp)).toBe(s.clock.now().getTime() + HOUR);
      const url = new URL(details.download_url as string);
      expect(url.pathname).toBe(`/downloads/status-jobs/${id}`);

      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      const entries = await unzip(Buffer.from(await res.arrayBuffer()));
      expect(entries.map((e) => e.name)).toEqual([
        'voiceprint_profiles_status_0001.csv',
        'voiceprint_profiles_status_0002.csv',
        'voiceprint_profiles_status_0003.csv',
      ]);
      expect(entries.map((e) => csvRecords(e.text).length)).toEqual([2, 2, 1]);
      expect(entries[0]?.text.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
      const records = entries.flatMap((e) => csvRecords(e.text));
      expect(records.map((r) => r.gk_voiceprint_profile_id)).toEqual([...ids].sort());

      const { rows } = await t.db.query<{ id: string; gk_owner_id: string; tag: string; created_at: Date }>(
        `SELECT gk_voiceprint_profile_id AS id, gk_owner_id, tag, created_at FROM voiceprint_profiles WHERE owner_type = 'OWNER_TYPE_PERSON' AND scope_id = $1`,
        [s.scopeId],
      );
      for (const row of rows) {
        const rec = records.find((r) => r.gk_voiceprint_profile_id === row.id);
        expect(rec).toMatchObject({
          gk_owner_id: row.gk_owner_id,
          tag: row.tag,
          owner_type: 'OWNER_TYPE_PERSON',
          creation_timestamp: row.created_at.toISOString(),
        });
      }
      const byId = (i: number) => records.find((r) => r.gk_voiceprint_profile_id === ids[i]);
      expect(byId(0)).toMatchObject({
        owner_id: 'p-0',
        tag: 'tag, with "quotes"',
        lock_status: 'LOCK_STATUS_UNLOCKED',
        version: '0',
        status: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
      });
      expect(byId(1)).toMatchObject({
        lock_status: 'LOCK_STATUS_LOCKED',
        lock_reason: 'LOCK_REASON_OTHER',
        locked_by: 'support-jane',
        reason: 'asked, by phone',
      });
      expect(byId(2)).toMatchObject({
        lock_status: 'LOCK_STATUS_LOCKED',
        lock_reason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
        mismatch_counter: '5',
      });

      // Wrong token, unknown job, other paths.
      url.searchParams.set('token', 'guess');
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(`${url.origin}/downloads/status-jobs/${randomUUID()}?token=x`)).status).toBe(404);
      expect((await fetch(`${url.origin}/elsewhere`)).status).toBe(418);

      // Past expiry: still COMPLETED, the file is gone and the URL answers 404.
      const file = `${s.dataDir}/status-jobs/${id}.zip`;
      expect(fs.existsSync(file)).toBe(true);
      s.clock.advance(HOUR);
      expect((await fetch(details.download_url as string)).status).toBe(404);
      expect(fs.existsSync(file)).toBe(false);
      const later = await s.invoke('GetVoiceprintProfilesStatusJobDetails', { gk_job_id: { value: id } });
      expect(later.job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
    } finally {
      await s.close();
    }
  });

  it("names each profile by its owner's current external ID: after a rename, not after one rolled back", async () => {
    const s = await setup();
    try {
      const made: string[] = [];
      for (const [person, tag] of [
        ['anna', 'a'],
        ['anna', 'b'],
        ['bob', 'a'],
      ])
        made.push(
          idOf(
            (await s.invoke('CreateVoiceprintProfile', { owner: { person_id: person, tag } })).gk_voiceprint_profile_id,
          ),
        );
      const stored = async () => {
        const { rows } = await t.db.query<{ id: string; copy: string | null; owner: string | null }>(
          `SELECT p.gk_voiceprint_profile_id AS id, p.owner_external_id AS copy, o.external_id AS owner
             FROM voiceprint_profiles p JOIN voiceprint_owners o ON o.gk_owner_id = p.gk_owner_id
            WHERE p.scope_id = $1 ORDER BY p.gk_voiceprint_profile_id`,
          [s.scopeId],
        );
        return rows;
      };
      const reported = async () => {
        const { details } = await s.run({ owner_type: 'OWNER_TYPE_PERSON' });
        const entries = await unzip(Buffer.from(await (await fetch(details.download_url as string)).arrayBuffer()));
        return Object.fromEntries(
          entries.flatMap((e) => csvRecords(e.text)).map((r) => [r.gk_voiceprint_profile_id, r.owner_id]),
        );
      };
      const owner = async (q: Queryable, externalId: string) =>
        (await getOwner(
          q,
          s.scopeId,
          'person',
          (await ownerIdByExternal(q, s.scopeId, 'person', externalId)) as string,
          true,
        )) as EntityOwnerRow;

      expect((await stored()).every((r) => r.copy === r.owner)).toBe(true);
      expect(await reported()).toEqual({ [made[0]!]: 'anna', [made[1]!]: 'anna', [made[2]!]: 'bob' });

      // RenamePerson's write, in its transaction: both of anna's profiles follow.
      await t.db.tx(async (q) =>
        expect(await renameOwner(q, await owner(q, 'anna'), 'anna, renamed', s.clock.now())).toBe(true),
      );
      expect(await reported()).toEqual({
        [made[0]!]: 'anna, renamed',
        [made[1]!]: 'anna, renamed',
        [made[2]!]: 'bob',
      });
      // A rename whose transaction fails leaves the profiles' copy as it was.
      const failed = t.db.tx(async (q) => {
        expect(await renameOwner(q, await owner(q, 'bob'), 'robert', s.clock.now())).toBe(true);
        throw new Error('roll back');
      });
      await expect(failed).rejects.toThrow('roll back');
      expect((await stored()).every((r) => r.copy === r.owner)).toBe(true);
      expect((await reported())[made[2]!]).toBe('bob');
      // Written directly, the copy still reads the owner's.
      await t.db.query(
        `UPDATE voiceprint_profiles SET owner_external_id = 'forged' WHERE gk_voiceprint_profile_id = $1`,
        [made[2]],
      );
      expect((await stored()).find((r) => r.id === made[2])?.copy).toBe('bob');
    } finally {
      await s.close();
    }
  });

  it('filters by creation interval (start inclusive, end exclusive) and owner type; no match gives a header-only CSV', async () => {
    const s = await setup();
    try {
      const made: { id: string; at: number }[] = [];
      for (let i = 0; i < 4; i++) {
        made.push({
          id: idOf(
            (await s.invoke('CreateVoiceprintProfile', { owner: { fraudster_id: `f-${i}`, tag: 't' } }))
              .gk_voiceprint_profile_id,
          ),
          at: s.clock.now().getTime(),
        });
        s.clock.advance(HOUR);
      }
      const ts = (ms: number) => ({ seconds: String(ms / 1000), nanos: 0 });
      const { details } = await s.run({
        owner_type: 'OWNER_TYPE_FRAUDSTER',
        filter: {
          creation_timestamp_interval: { start_time: ts(made[1]?.at as number), end_time: ts(made[3]?.at as number) },
        },
      });
      const entries = await unzip(Buffer.from(await (await fetch(details.download_url as string)).arrayBuffer()));
      expect(
        entries
          .flatMap((e) => csvRecords(e.text))
          .map((r) => r.gk_voiceprint_profile_id)
          .sort(),
      ).toEqual([made[1]?.id, made[2]?.id].sort());

      const none = await s.run({ owner_type: 'OWNER_TYPE_PERSON' });
      const empty = await unzip(Buffer.from(await (await fetch(none.details.download_url as string)).arrayBuffer()));
      expect(empty).toEqual([{ name: 'voiceprint_profiles_status_0001.csv', text: CSV_COLUMNS.join(',') + '\r\n' }]);
    } finally {
      await s.close();
    }
  });

  it('a job whose worker stopped is taken over and completes; one out of attempts reads FAILED; other scopes see neither', async () => {
    const s = await setup();
    try {
      await s.invoke('CreateVoiceprintProfile', { owner: { person_id: 'p-lost', tag: 't' } });
      const [lost, spent] = [randomUUID(), randomUUID()];
      for (const [id, attempts] of [
        [lost, 1],
        [spent, 3],
      ] as const)
        await t.db.query(
          `INSERT INTO voiceprint_status_jobs (gk_job_id, scope_id, state, owner_type, download_token, worker_id, heartbeat_at, created_at, attempts)
           VALUES ($1, $2, 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED', 'OWNER_TYPE_PERSON', 'tok', 'gone-worker', $3, $3, $4)`,
          [id, s.scopeId, s.clock.now(), attempts],
        );
      const get = (id: string) => s.invoke('GetVoiceprintProfilesStatusJobDetails', { gk_job_id: { value: id } });
      expect((await get(lost)).job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED');
      s.clock.advance(121_000);
      expect((await get(spent)).job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED');
      expect([
        'VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING',
        'VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED',
      ]).toContain((await get(lost)).job_state);
      await statusJobsIdle(s.deps);
      const done = await get(lost);
      expect(done.job_state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
      const entries = await unzip(Buffer.from(await (await fetch(done.download_url as string)).arrayBuffer()));
      expect(entries.flatMap((e) => csvRecords(e.text)).map((r) => r.owner_id)).toEqual(['p-lost']);
      const { rows } = await t.db.query<{ attempts: number }>(
        'SELECT attempts FROM voiceprint_status_jobs WHERE gk_job_id = $1',
        [lost],
      );
      expect(rows[0]?.attempts).toBe(2);

      const other = await s
        .invoke(
          'GetVoiceprintProfilesStatusJobDetails',
          { gk_job_id: { value: lost }, context: { gk_scope_id: { value: s.otherScopeId } } },
          { scopeIds: [s.otherScopeId] },
        )
        .catch((e: { code: number }) => e.code);
      expect(other).toBe(5); // NOT_FOUND
    } finally {
      await s.close();
    }
  });

  it('the sweep takes over open jobs of a dead process and deletes expired reports', async () => {
    const s = await setup();
    try {
      const { id, details } = await s.run({ owner_type: 'OWNER_TYPE_PERSON' });
      const stale = randomUUID();
      await t.db.query(
        `INSERT INTO voiceprint_status_jobs (gk_job_id, scope_id, state, owner_type, download_token, worker_id, heartbeat_at, created_at)
         VALUES ($1, $2, 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING', 'OWNER_TYPE_PERSON', 'tok', 'gone-worker', $3, $3)`,
        [stale, s.scopeId, new Date(s.clock.now().getTime() - 10 * 60_000)],
      );
      s.clock.advance(2 * HOUR);
      await sweepStatusJobs(s.deps);
      await statusJobsIdle(s.deps);
      expect(fs.existsSync(`${s.dataDir}/status-jobs/${id}.zip`)).toBe(false);
      expect((await fetch(details.download_url as string)).status).toBe(404);
      const { rows } = await t.db.query<{ state: string; worker_id: string }>(
        'SELECT state, worker_id FROM voiceprint_status_jobs WHERE gk_job_id = $1',
        [stale],
      );
      expect(rows[0]?.state).toBe('VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED');
      expect(rows[0]?.worker_id).not.toBe('gone-worker');
    } finally {
      await s.close();
    }
  });
});
