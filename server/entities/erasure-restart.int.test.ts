// A DeletePersonalData job survives the death of the process running it: server A is killed with
// SIGKILL in the middle of the person's media, server B (a restart on the same PostgreSQL) takes
// the job over once A's lease runs out and finishes it. Every deletion is counted exactly once
// (counts and audit rows are committed with the deletions), a second request while the job is
// open joins it, and legal-hold media stays.
import type { ChildProcess } from 'node:child_process';
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
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { startServerProcess } from '../../testkit/server-process.testkit.js';

const ENTITIES = 'nuance.biosec.v1.entities.EntitiesManager';
const protos = loadProtos();
const SHARED_KEK = randomBytes(32).toString('base64');
const SEGMENTS = 3000;

interface Instance {
  child: ChildProcess;
  tokenUrl: string;
  call<T = Record<string, unknown>>(method: string, req: object, token: string): Promise<T>;
  close(): void;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const { child, grpcTarget, tokenUrl } = await startServerProcess({
    dataDir,
    databaseUrl,
    // A short lease, so a killed instance's job is taken over within seconds; small batches, so
    // the job runs long enough to be killed in the middle.
    env: {
      VIGIL_KEY_ENCRYPTION_KEY: SHARED_KEK,
      VIGIL_ERASURE_LEASE_SECONDS: '2',
      VIGIL_ERASURE_BATCH_SIZE: '5',
    },
  });
  const Ctor = grpc.makeGenericClientConstructor(
    protos.packageDefinition[ENTITIES] as unknown as ServiceDefinition,
    ENTITIES,
  );
  const client = new Ctor(grpcTarget, grpc.credentials.createInsecure());
  return {
    child,
    tokenUrl: tokenUrl,
    call<T>(method: string, req: object, token: string): Promise<T> {
      const fn = (client as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
      const md = new grpc.Metadata();
      md.set('authorization', `Bearer ${token}`);
      return new Promise((resolve, reject) =>
        fn.call(client, req, md, { deadline: Date.now() + 30_000 }, (err: Error | null, res: T) =>
          err ? reject(err) : resolve(res),
        ),
      );
    },
    close() {
      client.close();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

describe('a DeletePersonalData job and kill -9', () => {
  let tdb: TestDatabase;
  let db: Db;
  let scopeId: string;
  let creds: { clientId: string; clientSecret: string };
  const instances: Instance[] = [];
  const dirs: string[] = [];
  const dir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-erasure-'));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase({ migrated: true });
    db = await openDb({ databaseUrl: tdb.url }); // a copy of the migrated template: no instance migrates
    scopeId = (await createScope(db, { name: `erasure-${randomUUID().slice(0, 8)}` })).id;
    creds = await createClient(db, { role: 'support', gkScopeIds: [scopeId], name: 'erasure-support' });
  }, 120_000);

  afterAll(async () => {
    for (const i of instances) i.close();
    await Promise.all(
      instances.map(
        (i) => i.child.exitCode === null && i.child.signalCode === null && new Promise((r) => i.child.once('exit', r)),
      ),
    );
    await db?.close();
    await tdb?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('is finished by the next process, each deletion counted once, legal-hold media kept', async () => {
    const a = await startInstance(tdb.url, dir());
    instances.push(a);
    const tokenA = await clientCredentialsToken(a.tokenUrl, creds.clientId, creds.clientSecret);
    const change = () => ({
      gk_scope_id: { value: scopeId },
      gk_engagement_id: { value: randomUUID() },
      gk_session_id: { value: randomUUID() },
    });
    const { gk_person_id } = await a.call<{ gk_person_id: { value: string } }>(
      'CreatePerson',
      { context: change(), person_id: 'subject-1' },
      tokenA,
    );
    const person = gk_person_id.value;
    await db.query(
      `INSERT INTO media_segments (gk_media_segment_id, scope_id, state, declared_container, legal_hold, gk_person_id, created_at, modified_at)
       SELECT gen_random_uuid(), $1, 'ready', 'CONTAINER_WAV', g = 1, $2, now(), now() FROM generate_series(1, $3) g`,
      [scopeId, person, SEGMENTS],
    );
    await a.call('DeletePersonalData', { context: change(), gk_person_id }, tokenA);
    const job = () =>
      db
        .query<{
          gk_job_id: string;
          state: string;
          worker_id: string;
          attempts: number;
          segments_deleted: number;
          segments_kept: number;
        }>('SELECT * FROM person_erasure_jobs WHERE gk_person_id = $1', [person])
        .then((r) => r.rows);
    const started = await waitUntil(
      async () => {
        const [j] = await job();
        return j && j.state === 'RUNNING' && j.segments_deleted > 0 ? j : undefined;
      },
      { what: 'A to be in the middle of the media', timeoutMs: 60_000, intervalMs: 10 },
    );
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const [dead] = await job();
    expect(dead!.state).toBe('RUNNING');
    expect(dead!.segments_deleted).toBeLessThan(SEGMENTS - 1);

    const b = await startInstance(tdb.url, dir());
    instances.push(b);
    const tokenB = await clientCredentialsToken(b.tokenUrl, creds.clientId, creds.clientSecret);
    // A second request while the job is open joins it.
    await b.call('DeletePersonalData', { context: change(), gk_person_id }, tokenB);
    expect(await job()).toHaveLength(1);

    await waitUntil(
      async () => {
        const d = await b.call<{ details: { custom_data: Record<string, string> } }>(
          'GetPersonDetails',
          { context: { gk_scope_id: { value: scopeId } }, gk_person_id },
          tokenB,
        );
        return d.details.custom_data['vigil.erasure.state'] === 'COMPLETED' ? true : undefined;
      },
      { what: 'B to finish the job', timeoutMs: 90_000 },
    );
    const [done] = await job();
    expect(done!.worker_id).not.toBe(started.worker_id);
    expect(done!.attempts).toBe(2);
    expect(done!.segments_deleted).toBe(SEGMENTS - 1);
    expect(done!.segments_kept).toBe(1);
    const left = await db.query<{ legal_hold: boolean }>(
      'SELECT legal_hold FROM media_segments WHERE gk_person_id = $1',
      [person],
    );
    expect(left.rows).toEqual([{ legal_hold: true }]);
    const trail = await db.query<{ action: string; n: number; distinct_items: number }>(
      `SELECT action, count(*)::int AS n, count(DISTINCT item_id)::int AS distinct_items FROM person_erasure_audit
        WHERE gk_job_id = $1 GROUP BY action ORDER BY action`,
      [done!.gk_job_id],
    );
    const by = Object.fromEntries(trail.rows.map((r) => [r.action, r]));
    expect(by.segment_deleted).toEqual({ action: 'segment_deleted', n: SEGMENTS - 1, distinct_items: SEGMENTS - 1 });
    expect(by.segment_kept?.n).toBe(1);
    expect(by.resumed?.n).toBe(1);
    expect(by.request_joined?.n).toBe(1);
  }, 180_000);
});
