// Two server processes on one PostgreSQL, as a scaled-out deployment runs them: every step goes
// through the other instance than the one before (upload URL from B, upload into A, details and
// peaks from B, download URL from A fetched from B, report made on A read from B, delete on A seen
// on B), and a status job started on A is finished by B after A is killed with SIGKILL.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { startServerProcess } from '../../testkit/server-process.testkit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createScope } from '../auth/clients.js';
import { readWav, writeWav } from '../audio/codecs/wav.js';
import { openDb } from '../db/open.js';
import type { Db } from '../db/types.js';
import { loadProtos } from '../../wire/protos.js';
import { createTestDatabase, type TestDatabase } from '../../testkit/postgres.testkit.js';
import { clientCredentialsToken } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { csvRecords, unzip } from '../voiceprints/voiceprints.testkit.js';

const AUDIO = 'nuance.biosec.v1.audio.AudioManager';
const PEAKS = 'vigil.v1.MediaPeaks';
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const VOICEPRINTS = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
const STATE = (s: string) => `VOICEPRINT_PROFILES_STATUS_JOB_STATE_${s}`;
const protos = loadProtos();

interface Instance {
  child: ChildProcess;
  grpcAddress: string;
  httpUrl: string;
  tokenUrl: string;
  call<T = Record<string, unknown>>(service: string, method: string, req: object): Promise<T>;
  close(): void;
}

let token = '';
// Instances on one database share the key that seals its signing keys, as an operator configures them.
const SHARED_KEK = randomBytes(32).toString('base64');

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const { child, grpcTarget, httpUrl, tokenUrl } = await startServerProcess({
    dataDir,
    databaseUrl,
    // A short lease, so a killed instance's job is taken over within seconds; small pages, so
    // the job runs long enough to be killed in the middle.
    env: {
      VIGIL_KEY_ENCRYPTION_KEY: SHARED_KEK,
      VIGIL_STATUS_JOB_LEASE_SECONDS: '2',
      VIGIL_STATUS_JOB_BATCH_SIZE: '20',
    },
  });
  const clients = new Map<string, grpc.Client>();
  const call = <T>(service: string, method: string, req: object): Promise<T> => {
    let c = clients.get(service);
    if (!c) {
      const Ctor = grpc.makeGenericClientConstructor(
        protos.packageDefinition[service] as unknown as ServiceDefinition,
        service,
      );
      c = new Ctor(grpcTarget, grpc.credentials.createInsecure());
      clients.set(service, c);
    }
    const fn = (c as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    return new Promise((resolve, reject) =>
      fn.call(c, req, md, { deadline: Date.now() + 30_000 }, (err: Error | null, res: T) =>
        err ? reject(err) : resolve(res),
      ),
    );
  };
  return {
    child,
    grpcAddress: grpcTarget,
    httpUrl: httpUrl,
    tokenUrl: tokenUrl,
    call,
    close() {
      for (const c of clients.values()) c.close();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

/** The same URL on another instance: what a load balancer in front of both does. */
const via = (url: string, inst: Instance) => {
  const u = new URL(url);
  const base = new URL(inst.httpUrl);
  u.host = base.host;
  return u.toString();
};

/** A status job's details through `inst` once it has COMPLETED (a FAILED job fails the test). */
function finishedJob(inst: Instance, scopeId: string, jobId: { value: string }, what: string) {
  return waitUntil(
    async () => {
      const d = await inst.call<{ job_state: string; download_url?: string }>(
        VOICEPRINTS,
        'GetVoiceprintProfilesStatusJobDetails',
        { context: { gk_scope_id: { value: scopeId } }, gk_job_id: jobId },
      );
      if (d.job_state === STATE('FAILED')) throw new Error('the job failed');
      return d.job_state === STATE('COMPLETED') ? d : undefined;
    },
    { what, timeoutMs: 60_000 },
  );
}

describe('two instances on one PostgreSQL', () => {
  let tdb: TestDatabase;
  let db: Db;
  let a: Instance;
  let b: Instance;
  let scopeId: string;
  const dirs: string[] = [];
  const dir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-scale-'));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase({ migrated: true });
    db = await openDb({ databaseUrl: tdb.url }); // migrated before either instance starts
    scopeId = (await createScope(db, { name: `scale-${randomUUID().slice(0, 8)}` })).id;
    const creds = await createClient(db, { role: 'admin', gkScopeIds: [scopeId], name: 'scale-admin' });
    [a, b] = await Promise.all([startInstance(tdb.url, dir()), startInstance(tdb.url, dir())]);
    token = await clientCredentialsToken(a.tokenUrl, creds.clientId, creds.clientSecret);
  }, 120_000);

  afterAll(async () => {
    a?.close();
    b?.close();
    await Promise.all(
      [a, b].map(
        (i) =>
          i && i.child.exitCode === null && i.child.signalCode === null && new Promise((r) => i.child.once('exit', r)),
      ),
    );
    await db?.close();
    await tdb?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('serves every byte from either instance, and a delete on one is seen on the other', async () => {
    const s = await a.call<{ gk_engagement_id: { value: string }; gk_session_id: { value: string } }>(
      SESSIONS,
      'StartSession',
      {
        context: { gk_scope_id: { value: scopeId } },
        session_type: 'SESSION_TYPE_CALL_CENTER',
        details: { call_type: 'CALL_TYPE_INBOUND' },
      },
    );
    const context = {
      gk_scope_id: { value: scopeId },
      gk_engagement_id: s.gk_engagement_id,
      gk_session_id: s.gk_session_id,
    };
    const frames = 8000 * 3;
    const left = Int16Array.from({ length: frames }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000)),
    );
    const wav = writeWav({ sampleRate: 8000, channels: [left, new Int16Array(frames)] });

    // The upload URL comes from B and is used on A: the signing key is the database's.
    const up = await b.call<{ media_upload_url: string; gk_media_segment_id: { value: string } }>(
      AUDIO,
      'GetUploadUrl',
      { context, container: 'CONTAINER_WAV' },
    );
    const id = up.gk_media_segment_id.value;
    const put = await fetch(via(up.media_upload_url, a), { method: 'PUT', body: wav.slice() });
    expect(put.status, await put.clone().text()).toBe(201);

    const details = await b.call<{ details: Record<string, unknown> }>(AUDIO, 'GetMediaSegmentDetails', {
      context: { gk_scope_id: { value: scopeId } },
      gk_media_segment_id: { value: id },
    });
    expect(details.details).toMatchObject({
      sample_rate_hz: { value: 8000 },
      number_of_channels: { value: 2 },
      media_length: { seconds: '3' },
    });

    // A resolution not computed at upload: B reads the audio A stored.
    const peaks = await b.call<{ points_per_channel: number; channels: { min: number[]; max: number[] }[] }>(
      PEAKS,
      'GetMediaSegmentPeaks',
      { context: { gk_scope_id: { value: scopeId } }, gk_media_segment_id: { value: id }, total_points: 300 },
    );
    expect(peaks.points_per_channel).toBe(300);
    expect(Math.max(...peaks.channels[0]!.max)).toBeGreaterThan(0);
    expect(Math.max(...peaks.channels[1]!.max)).toBe(0);

    const dl = await a.call<{ media_download_url: string }>(AUDIO, 'GetDownloadUrl', {
      context: { gk_scope_id: { value: scopeId } },
      gk_media_segment_id: { value: id },
    });
    const got = await fetch(via(dl.media_download_url, b));
    expect(got.status).toBe(200);
    const back = readWav(new Uint8Array(await got.arrayBuffer())).pcm;
    expect(back.sampleRate).toBe(8000);
    expect(Buffer.from(back.channels[0]!.buffer).equals(Buffer.from(left.buffer))).toBe(true);

    // The report: made by A, read and downloaded through B.
    const job = await a.call<{ gk_job_id: { value: string } }>(VOICEPRINTS, 'ExecuteVoiceprintProfilesStatusJob', {
      context: { gk_scope_id: { value: scopeId } },
      owner_type: 'OWNER_TYPE_PERSON',
    });
    const done = await finishedJob(b, scopeId, job.gk_job_id, 'the report');
    const zip = await fetch(via(done.download_url!, b));
    expect(zip.status).toBe(200);
    expect((await unzip(Buffer.from(await zip.arrayBuffer())))[0]!.name).toMatch(/\.csv$/);

    await a.call(AUDIO, 'DeleteMediaSegment', {
      context,
      gk_media_segment_id: { value: id },
    });
    const gone = await b
      .call(AUDIO, 'GetMediaSegmentDetails', {
        context: { gk_scope_id: { value: scopeId } },
        gk_media_segment_id: { value: id },
      })
      .then(
        () => 0,
        (e: grpc.ServiceError) => e.code,
      );
    expect(gone).toBe(grpc.status.NOT_FOUND);
    expect((await fetch(via(dl.media_download_url, b))).status).toBe(404);
    const left0 = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blob_chunks WHERE blob_key LIKE 'audio/%'`,
    );
    expect(left0.rows[0]!.n).toBe(0);
  }, 120_000);

  it('a job started on A and killed with it (SIGKILL) is finished by B', async () => {
    // 500 pages of 20: A is caught and killed within its first few, and B has the rest to do
    // (status-job-takeover.int.test.ts checks the resume page by page). Not fewer: left alone, A
    // finished 6,000 in under 2 s here, insert included.
    const profiles = 10_000;
    await db.query(
      `WITH o AS (
         INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at)
         SELECT gen_random_uuid(), $1, 'OWNER_TYPE_PERSON', 'bulk-' || g, now() FROM generate_series(1, $2) g
         RETURNING gk_owner_id)
       INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
       SELECT gen_random_uuid(), $1, gk_owner_id, 'OWNER_TYPE_PERSON', 'bulk', now(), now() FROM o`,
      [scopeId, profiles],
    );
    // B is down while A takes the job, and started again once A is dead: B's runner looks for
    // claimable jobs every second, and now and then (a loaded machine) took the job before A's own
    // kick did, which left nothing for the kill to interrupt.
    b.close();
    await new Promise((r) => b.child.once('exit', r));
    const job = await a.call<{ gk_job_id: { value: string } }>(VOICEPRINTS, 'ExecuteVoiceprintProfilesStatusJob', {
      context: { gk_scope_id: { value: scopeId } },
      owner_type: 'OWNER_TYPE_PERSON',
    });
    const jobId = job.gk_job_id.value;
    const row = () =>
      db
        .query<{ state: string; worker_id: string; attempts: number; row_count: number | null }>(
          'SELECT state, worker_id, attempts, row_count FROM voiceprint_status_jobs WHERE gk_job_id = $1',
          [jobId],
        )
        .then((r) => r.rows[0]!);
    // Asked of the database, not of A, and often: A is to be caught in the middle of the job.
    const started = await waitUntil(
      async () => {
        const r = await row();
        return r.state === STATE('STARTED') ? r : undefined;
      },
      { what: 'A to start the job', timeoutMs: 60_000, intervalMs: 25 },
    );
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    // A died in the middle: the job is still open, held by A.
    expect((await row()).state).toBe(STATE('STARTED'));
    b = await startInstance(tdb.url, dir());

    // Asked the way a client follows a job's progress, a few times a second (waitUntil's
    // default). A call every 25 ms is unbroken load to B's priority gate (server/db/priority.ts),
    // which then gives the job's steps only their ninth of the connection.
    const done = await finishedJob(b, scopeId, job.gk_job_id, 'B to finish the job');
    const after = await row();
    expect(after.worker_id).not.toBe(started.worker_id);
    expect(after.attempts).toBe(2);
    expect(after.row_count).toBe(profiles);
    const zip = await fetch(via(done.download_url!, b));
    expect(zip.status).toBe(200);
    const records = (await unzip(Buffer.from(await zip.arrayBuffer()))).flatMap((e) => csvRecords(e.text));
    expect(records).toHaveLength(profiles);
    expect(new Set(records.map((r) => r.owner_id)).size).toBe(profiles);
    // Nothing of A's half-written report is left behind.
    const parts = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blob_chunks WHERE blob_key LIKE '%.part'`,
    );
    expect(parts.rows[0]!.n).toBe(0);
  }, 180_000);
});
