// A status job killed mid-way on one instance is finished by another from its checkpoint: server A
// (its own process on a shared PostgreSQL) is killed with SIGKILL after it committed some pages of
// the walk; server B takes the job over once A's lease runs out and carries on from A's last
// checkpoint. Read back from the database: every page was read once over both attempts (a
// restart would read A's pages again), and the report B serves holds every profile once.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createScope } from '../auth/clients.js';
import { openDb } from '../db/open.js';
import type { Db } from '../db/types.js';
import { loadProtos } from '../../wire/protos.js';
import { createTestDatabase, type TestDatabase } from '../../testkit/postgres.testkit.js';
import { clientCredentialsToken } from '../../testkit/server-harness.testkit.js';
import { startServerProcess, type ServerProcess } from '../../testkit/server-process.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import type { Checkpoint } from './status-job.store.js';
import { csvRecords, unzip } from './voiceprints.testkit.js';

const VOICEPRINTS = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
const STATE = (s: string) => `VOICEPRINT_PROFILES_STATUS_JOB_STATE_${s}`;
const SHARED_KEK = randomBytes(32).toString('base64');
const PROFILES = 6000;
const PAGE = 20;
const protos = loadProtos();

interface JobRow {
  state: string;
  worker_id: string;
  attempts: number;
  row_count: number | null;
  pages_read: number;
  checkpoint: Checkpoint | null;
}

describe('a status job and kill -9', () => {
  let tdb: TestDatabase;
  let db: Db;
  let scopeId: string;
  let token = '';
  const dirs: string[] = [];
  const running: Array<ServerProcess & { client: grpc.Client }> = [];

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-status-takeover-'));
    dirs.push(dataDir);
    // A short lease, so a killed instance's job is taken over within seconds; small pages, so the
    // walk has many checkpoints to be killed between.
    const p = await startServerProcess({
      dataDir,
      databaseUrl: tdb.url,
      env: {
        VIGIL_KEY_ENCRYPTION_KEY: SHARED_KEK,
        VIGIL_STATUS_JOB_LEASE_SECONDS: '2',
        VIGIL_STATUS_JOB_BATCH_SIZE: String(PAGE),
      },
    });
    const Ctor = grpc.makeGenericClientConstructor(
      protos.packageDefinition[VOICEPRINTS] as unknown as ServiceDefinition,
      VOICEPRINTS,
    );
    const inst = { ...p, client: new Ctor(p.grpcTarget, grpc.credentials.createInsecure()) };
    running.push(inst);
    return inst;
  };
  const call = <T>(inst: { client: grpc.Client }, method: string, req: object): Promise<T> => {
    const fn = (inst.client as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    return new Promise((resolve, reject) =>
      fn.call(inst.client, req, md, { deadline: Date.now() + 30_000 }, (err: Error | null, res: T) =>
        err ? reject(err) : resolve(res),
      ),
    );
  };

  beforeAll(async () => {
    tdb = await createTestDatabase({ migrated: true });
    db = await openDb({ databaseUrl: tdb.url }); // a copy of the migrated template: no instance migrates
    scopeId = (await createScope(db, { name: `takeover-${randomUUID().slice(0, 8)}` })).id;
    const creds = await createClient(db, { role: 'admin', gkScopeIds: [scopeId], name: 'takeover-admin' });
    const a = await start();
    token = await clientCredentialsToken(a.tokenUrl, creds.clientId, creds.clientSecret);
  }, 120_000);

  afterAll(async () => {
    for (const p of running) {
      p.client.close();
      if (p.child.exitCode === null && p.child.signalCode === null) {
        const exited = new Promise((r) => p.child.once('exit', r));
        p.child.kill('SIGTERM');
        await exited;
      }
    }
    await db?.close();
    await tdb?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('is finished by the next instance from its checkpoint, each page read once', async () => {
    await db.query(
      `WITH o AS (
         INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at)
         SELECT gen_random_uuid(), $1, 'OWNER_TYPE_PERSON', 'bulk-' || g, now() FROM generate_series(1, $2) g
         RETURNING gk_owner_id)
       INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
       SELECT gen_random_uuid(), $1, gk_owner_id, 'OWNER_TYPE_PERSON', 'bulk', now(), now() FROM o`,
      [scopeId, PROFILES],
    );
    const a = running[0]!;
    const job = await call<{ gk_job_id: { value: string } }>(a, 'ExecuteVoiceprintProfilesStatusJob', {
      context: { gk_scope_id: { value: scopeId } },
      owner_type: 'OWNER_TYPE_PERSON',
    });
    const row = () =>
      db
        .query<JobRow>(
          'SELECT state, worker_id, attempts, row_count, pages_read, checkpoint FROM voiceprint_status_jobs WHERE gk_job_id = $1',
          [job.gk_job_id.value],
        )
        .then((r) => r.rows[0]!);
    await waitUntil(async () => ((await row()).pages_read >= 10 ? true : undefined), {
      what: 'A to be in the middle of the walk',
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const dead = await row();
    const pages = Math.ceil(PROFILES / PAGE);
    expect(dead.state).toBe(STATE('STARTED'));
    expect(dead.attempts).toBe(1);
    // A committed some pages and not all: B has something to resume.
    expect(dead.checkpoint!.pages).toBe(dead.pages_read);
    expect(dead.pages_read).toBeGreaterThanOrEqual(10);
    expect(dead.pages_read).toBeLessThan(pages);

    const b = await start();
    const done = await waitUntil(
      async () => {
        const d = await call<{ job_state: string; download_url?: string }>(b, 'GetVoiceprintProfilesStatusJobDetails', {
          context: { gk_scope_id: { value: scopeId } },
          gk_job_id: job.gk_job_id,
        });
        if (d.job_state === STATE('FAILED')) throw new Error('the job failed');
        return d.job_state === STATE('COMPLETED') ? d : undefined;
      },
      { what: 'B to finish the job', timeoutMs: 90_000 },
    );
    const after = await row();
    expect(after.worker_id).not.toBe(dead.worker_id);
    expect(after.attempts).toBe(2);
    expect(after.row_count).toBe(PROFILES);
    // Resumed, not restarted: the pages A committed were not read again by B.
    expect(after.pages_read).toBe(pages);
    expect(after.checkpoint!.pages).toBe(pages);
    const zip = await fetch(done.download_url!.replace(/^http:\/\/[^/]+/, b.httpUrl));
    expect(zip.status).toBe(200);
    const records = (await unzip(Buffer.from(await zip.arrayBuffer()))).flatMap((e) => csvRecords(e.text));
    expect(records).toHaveLength(PROFILES);
    expect(new Set(records.map((r) => r.owner_id)).size).toBe(PROFILES);
    // The parts are gone once the report is made.
    const parts = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blob_chunks WHERE blob_key LIKE $1`, [
      `status-jobs/${job.gk_job_id.value}/%`,
    ]);
    expect(parts.rows[0]!.n).toBe(0);
  }, 180_000);
});
