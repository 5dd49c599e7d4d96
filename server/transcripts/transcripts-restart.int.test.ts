// A transcript job survives the death of the process running it: server A is killed with SIGKILL
// after it stored the first channel's transcript and while it decodes the second; server B (a
// restart on the same PostgreSQL) takes the job over once A's lease runs out, keeps the channel A
// finished (not decoded again) and finishes the other.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScope } from '../auth/clients.js';
import { openDb } from '../db/open.js';
import type { Db } from '../db/types.js';
import { createTestDatabase, type TestDatabase } from '../../testkit/postgres.testkit.js';
import { startServerProcess, type ServerProcess } from '../../testkit/server-process.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { requireSpeechEngine, spokenClip } from '../asr/engine/engine.testkit.js';
import { AudioFileStore } from '../audio/audio-files.store.js';
import { insertPendingSegment } from '../audio/media.store.js';
import { prepareAudio, storeAudio } from '../audio/process.js';
import { openBlobStore } from '../blobs/open.js';

const SHARED_KEK = randomBytes(32).toString('base64');

interface JobRow {
  state: string;
  worker_id: string;
  attempts: number;
}
interface TranscriptRow {
  channel_index: number;
  spoken: string;
  created_at: Date;
}

describe('a transcript job and kill -9', () => {
  let tdb: TestDatabase;
  let db: Db;
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  const dir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-transcripts-restart-'));
    dirs.push(d);
    return d;
  };
  const start = async () => {
    // A short lease, so a killed instance's job is taken over within seconds.
    const p = await startServerProcess({
      dataDir: dir(),
      databaseUrl: tdb.url,
      env: { VIGIL_TRANSCRIPT_LEASE_SECONDS: '2', VIGIL_KEY_ENCRYPTION_KEY: SHARED_KEK },
    });
    running.push(p);
    return p;
  };

  beforeAll(async () => {
    requireSpeechEngine();
    tdb = await createTestDatabase({ migrated: true });
    db = await openDb({ databaseUrl: tdb.url }); // a copy of the migrated template: no instance migrates
  }, 120_000);

  afterAll(async () => {
    for (const p of running) {
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

  it('is finished by the next process, keeping the channel already stored', async () => {
    const scopeId = (await createScope(db, { name: `transcripts-${randomUUID().slice(0, 8)}` })).id;
    // A short first channel and a long second one (the same sentence four times), so A is killed
    // in the middle of the second.
    const first = await spokenClip('Thank you for calling. I would like to check my balance, please.');
    const sentence = await spokenClip('My account number is four five six seven.');
    const second = new Int16Array(sentence.length * 4);
    for (let k = 0; k < 4; k++) second.set(sentence, k * sentence.length);
    const left = new Int16Array(second.length);
    left.set(first);
    const segmentId = randomUUID();
    const now = new Date();
    // Stored as an upload stores it (same blob store as the servers: the database's); this queues the job.
    const files = new AudioFileStore(openBlobStore({ db, dataDir: dir() }));
    const prepared = prepareAudio({ sampleRate: 8000, channels: [left, second] });
    await db.tx(async (q) => {
      await insertPendingSegment(q, {
        id: segmentId,
        scopeId,
        engagementId: randomUUID(),
        sessionId: randomUUID(),
        container: 'CONTAINER_WAV',
        format: { kind: 'pcm', sampleRate: 8000, channels: 2 },
        parties: [],
        callType: 'CALL_TYPE_INBOUND',
        now,
      });
      await storeAudio(q, files, { segmentId, scopeId, encoding: 'pcm16', prepared, now });
    });
    const job = async () =>
      (
        await db.query<JobRow>(
          `SELECT state, worker_id, attempts FROM media_transcript_jobs WHERE gk_media_segment_id = $1`,
          [segmentId],
        )
      ).rows[0]!;
    const transcripts = async () =>
      (
        await db.query<TranscriptRow>(
          `SELECT channel_index, spoken, created_at FROM media_transcripts WHERE gk_media_segment_id = $1 ORDER BY channel_index`,
          [segmentId],
        )
      ).rows;
    expect((await job()).state).toBe('PENDING');

    const a = await start();
    await waitUntil(async () => (await transcripts()).length === 1, {
      what: 'A to store the first channel',
      timeoutMs: 90_000,
      intervalMs: 10,
    });
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const dead = await job();
    expect(dead.state).toBe('RUNNING');
    const [kept] = await transcripts();
    expect(kept!.channel_index).toBe(1);
    expect(kept!.spoken).toContain('balance');

    await start();
    const done = await waitUntil(
      async () => {
        const j = await job();
        return j.state === 'DONE' || j.state === 'FAILED' ? j : undefined;
      },
      { what: 'B to finish the job', timeoutMs: 120_000, intervalMs: 100 },
    );
    expect(done.state).toBe('DONE');
    expect(done.worker_id).not.toBe(dead.worker_id);
    expect(done.attempts).toBe(2);
    const after = await transcripts();
    expect(after.map((t) => t.channel_index)).toEqual([1, 2]);
    // Channel 1 is A's row, untouched; channel 2 is B's.
    expect(after[0]!.created_at.getTime()).toBe(kept!.created_at.getTime());
    expect(after[1]!.spoken).toContain('account number');
  }, 300_000);
});
