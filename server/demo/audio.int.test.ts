// The audio demo data: stored, measured and readable like uploaded audio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { AudioFileStore } from '../audio/audio-files.store.js';
import { readWav } from '../audio/codecs/wav.js';
import type { Db } from '../db/types.js';
import { demoAudioIds, demoAudioSeeded, seedAudioDemo } from './audio.js';

describe('seedAudioDemo', () => {
  let t: TestDb;
  let dataDir: string;
  beforeAll(async () => {
    t = await openTestDb('pglite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audio-demo-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores stereo calls with speech on both channels, redactions and legal holds', async () => {
    const scopeId = randomUUID();
    const engagements = Array.from({ length: 8 }, () => ({ gkEngagementId: randomUUID(), gkSessionId: randomUUID() }));
    const ids = await seedAudioDemo(t.db, {
      scopeId,
      dataDir,
      now: new Date(Date.UTC(2026, 2, 1)),
      seed: 7,
      engagements,
    });
    expect(ids).toHaveLength(8);
    const rows = await t.db.query<{
      audio_sha256: string;
      number_of_channels: number;
      legal_hold: boolean;
      redacted_intervals: unknown[];
    }>(
      `SELECT audio_sha256, number_of_channels, legal_hold, redacted_intervals FROM media_segments WHERE scope_id = $1`,
      [scopeId],
    );
    expect(rows.rows.every((r) => r.number_of_channels === 2)).toBe(true);
    expect(rows.rows.some((r) => r.legal_hold)).toBe(true);
    expect(rows.rows.some((r) => r.redacted_intervals.length > 0)).toBe(true);
    const pa = await t.db.query<{ selected_channel: number; net_audio_s: number; gross_audio_s: number }>(
      `SELECT selected_channel, net_audio_s, gross_audio_s FROM processed_audio WHERE scope_id = $1`,
      [scopeId],
    );
    expect(pa.rows).toHaveLength(16);
    for (const r of pa.rows) {
      expect(r.net_audio_s).toBeGreaterThan(1);
      expect(r.net_audio_s).toBeLessThan(r.gross_audio_s * 0.8);
    }
    const wav = readWav(await new AudioFileStore(dataDir).read(rows.rows[0]!.audio_sha256));
    expect(wav.pcm.sampleRate).toBe(8000);
    // Deterministic: the same seed gives the same audio.
    const again = await seedAudioDemo(t.db, {
      scopeId: randomUUID(),
      dataDir,
      now: new Date(Date.UTC(2026, 2, 1)),
      seed: 7,
      engagements,
    });
    const shas = await t.db.query<{ audio_sha256: string }>(
      `SELECT audio_sha256 FROM media_segments WHERE gk_media_segment_id = ANY($1::uuid[]) ORDER BY audio_sha256`,
      [again],
    );
    expect(shas.rows.map((r) => r.audio_sha256)).toEqual(rows.rows.map((r) => r.audio_sha256).sort());

    // A seeding stopped after its third call (a kill between two transactions) is finished by
    // the next one, each call once, the audio as an uninterrupted seeding makes it.
    const cut = randomUUID();
    let left = 3;
    const stopping: Db = {
      ...t.db,
      background: undefined,
      tx: (fn) => (left-- > 0 ? t.db.tx(fn) : Promise.reject(new Error('stopped'))),
    };
    const opts = { scopeId: cut, dataDir, now: new Date(Date.UTC(2026, 2, 1)), seed: 7, engagements };
    await expect(seedAudioDemo(stopping, opts)).rejects.toThrow('stopped');
    expect(await demoAudioSeeded(t.db, cut, 7)).toBe(false);
    expect(await seedAudioDemo(t.db, opts)).toEqual(demoAudioIds(cut, 7));
    expect(await demoAudioSeeded(t.db, cut, 7)).toBe(true);
    const resumed = await t.db.query<{ audio_sha256: string }>(
      `SELECT audio_sha256 FROM media_segments WHERE scope_id = $1 ORDER BY audio_sha256`,
      [cut],
    );
    expect(resumed.rows.map((r) => r.audio_sha256)).toEqual(rows.rows.map((r) => r.audio_sha256).sort());
  }, 120_000);
});
