// #32 finding 9: the key that signs audio URLs is stored sealed under the key-encryption key (read
// back from the database), rotates with the previous key verifying for one URL lifetime, and a
// clear key an older version stored is moved, sealed and retired. Downloads are transcoded once
// for the GET, HEAD and Range requests a player makes. PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openPerTest, openUnmigrated } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { openKey, resolveKek } from '../auth/key-encryption.js';
import type { KeySet } from '../auth/signing-keys.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { silentLogger } from '../util/log.js';
import { writeWav } from './codecs/wav.js';
import { openBlobStore } from '../blobs/open.js';
import { audioBlobKey } from './audio-files.store.js';
import { downloadUrl, newRecording, serverAudioFiles, uploadAudio } from './audio.testkit.js';
import { AudioUrlKeys, signToken, verifyToken } from './url-signing.js';

interface KeyRow {
  kid: string;
  secret: string | null;
  sealed: string | null;
  retired: boolean;
}
const keyRows = async (db: { query: TestServer['db']['query'] }) =>
  (
    await db.query<KeyRow>(
      'SELECT kid, secret, sealed, retired_at IS NOT NULL AS retired FROM audio_url_keys ORDER BY created_at, kid',
    )
  ).rows;

const tone = () => {
  const s = new Int16Array(8000 * 2);
  for (let i = 0; i < s.length; i++) s[i] = Math.round(6000 * Math.sin(i / 7));
  return writeWav({ sampleRate: 8000, channels: [s] });
};

describe.each(dbKinds())('audio URL keys and downloads on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audio-keys-'));
    t = await startTestServer(kind, { dataDir });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the key sealed: no clear key in the database, and the sealed one is the key that signed the URL', async () => {
    const token = await t.token('admin');
    const rec = await newRecording(t, token);
    const up = await uploadAudio(t, token, rec, { container: 'CONTAINER_WAV' }, tone());
    const url = await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id);
    const rows = await keyRows(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret).toBeNull();
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    const exists = await t.db.query<{ t: string | null }>(`SELECT to_regclass('audio_keys')::text AS t`);
    expect(exists.rows[0]!.t).toBeNull();
    // Opened with the server's KEK, the sealed key verifies the URL the server handed out.
    const key = openKey(resolveKek({ dataDir }), rows[0]!.kid, rows[0]!.sealed!);
    const ks: KeySet = { active: { kid: rows[0]!.kid, secret: key }, byKid: new Map([[rows[0]!.kid, key]]) };
    expect(verifyToken(ks, url.split('/').pop()!)).toMatchObject({ k: 'd', m: up.gk_media_segment_id });
  });

  it('transcodes a download once for its GET, HEAD and Range requests', async () => {
    const token = await t.token('admin');
    const rec = await newRecording(t, token);
    const up = await uploadAudio(t, token, rec, { container: 'CONTAINER_WAV' }, tone());
    const url = await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, {
      container: 'CONTAINER_MP3',
    });
    const whole = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(whole.length).toBeGreaterThan(1000);
    // The stored file goes away: every later request is answered from the one transcoding.
    const blobs = openBlobStore({ db: t.db, dataDir });
    const files = serverAudioFiles(t, dataDir);
    const shas = await files.list();
    for (const sha of shas) await blobs.delete(audioBlobKey(sha));
    for (const sha of shas) await expect(files.read(sha)).rejects.toThrow(/missing/);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
  });
});

describe.each(dbKinds())('audio URL key rotation and the clear-key migration on %s', (kind) => {
  const open = openPerTest();
  const kek = resolveKek();
  const payload = { k: 'd', m: 'segment', s: 'scope', e: 0 };

  it('rotates a key past its time; URLs signed with the previous key verify for one URL lifetime', async () => {
    const db = await open(kind);
    const keys = new AudioUrlKeys({ db, kek, log: silentLogger, urlLifetimeSeconds: 900 });
    const first = await keys.keys();
    const before = signToken(first, payload);
    await db.query(`UPDATE audio_url_keys SET created_at = now() - interval '2 days'`);
    keys.forget();
    const second = await keys.keys();
    expect(second.active.kid).not.toBe(first.active.kid);
    expect(verifyToken(second, before)).toEqual(payload);
    expect(verifyToken(second, signToken(second, payload))).toEqual(payload);
    const rows = await keyRows(db);
    expect(rows.map((r) => [r.retired, r.secret])).toEqual([
      [true, null],
      [false, null],
    ]);
    // One URL lifetime (and a minute) after the rotation, the old key is gone.
    await db.query(`UPDATE audio_url_keys SET retired_at = now() - interval '16 minutes' WHERE retired_at IS NOT NULL`);
    keys.forget();
    expect(verifyToken(await keys.keys(), before)).toBeUndefined();
  });

  it('moves the clear key of an older version into audio_url_keys, then seals and retires it on first use', async () => {
    const db = await openUnmigrated(kind);
    try {
      const all = readMigrations();
      await migrate(
        db.db,
        silentLogger,
        all.filter((m) => m.version < 25),
      );
      const legacy = randomBytes(32);
      await db.db.query('INSERT INTO audio_keys (id, secret) VALUES (1, $1)', [legacy.toString('base64url')]);
      await migrate(db.db, silentLogger, all);
      expect((await keyRows(db.db)).map((r) => [r.kid, r.secret])).toEqual([
        ['a_legacy1', legacy.toString('base64url')],
      ]);
      const old = signToken({ active: { kid: 'a_legacy1', secret: legacy }, byKid: new Map() }, payload);

      const keys = new AudioUrlKeys({ db: db.db, kek, log: silentLogger, urlLifetimeSeconds: 900 });
      const ks = await keys.keys();
      const rows = await keyRows(db.db);
      expect(rows).toHaveLength(2);
      for (const r of rows) expect([r.secret, r.sealed?.startsWith('v1.')]).toEqual([null, true]);
      expect(rows.find((r) => r.kid === 'a_legacy1')!.retired).toBe(true);
      expect(ks.active.kid).not.toBe('a_legacy1');
      // URLs handed out before the upgrade still work for their lifetime.
      expect(verifyToken(ks, old)).toEqual(payload);
    } finally {
      await db.close();
    }
  });
});
