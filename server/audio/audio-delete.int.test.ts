// DeleteMediaSegment (every PERMISSION_DENIED rule, and what deletion removes) and the
// vigil.v1.MediaPeaks extension, over gRPC against a real server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PEAK_POINTS } from './peaks.js';
import { status } from '@grpc/grpc-js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { addEnrollmentSegment } from '../voiceprints/enrollment.store.js';
import { writeWav } from './codecs/wav.js';
import { pad } from './speech/signals.js';
import { speechClip } from './speech/speech-audio.testkit.js';
import {
  AUDIO,
  PEAKS,
  leftovers,
  newRecording,
  rpcCode,
  scopeCtx,
  serverAudioFiles,
  uploadAudio,
  uploadUrl,
  type Recording,
  type UploadResult,
} from './audio.testkit.js';

describe.each(dbKinds())('DeleteMediaSegment and MediaPeaks on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  let token: string;
  let rec: Recording;
  let wav: Uint8Array;
  const ctx = () => scopeCtx(t.scopeId);
  const seg = (id: string) => ({ gk_media_segment_id: { value: id } });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audio-rpc-'));
    t = await startTestServer(kind, { dataDir });
    token = await t.token('admin');
    rec = await newRecording(t, token);
    const speech = pad(await speechClip(8000), 8000, 1, 1);
    wav = writeWav({ sampleRate: 8000, channels: [speech, new Int16Array(speech.length)] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (req: object = { container: 'CONTAINER_WAV' }, body = wav): Promise<UploadResult> =>
    uploadAudio(t, token, rec, req, body);

  describe('DeleteMediaSegment', () => {
    const del = (id: string) => t.call(AUDIO, 'DeleteMediaSegment', { context: rec.context, ...seg(id) }, token);
    const files = () => serverAudioFiles(t, dataDir).list();

    it.each([
      [
        'live media',
        /live media/,
        (id: string) => t.db.query(`UPDATE media_segments SET is_live = true WHERE gk_media_segment_id = $1`, [id]),
      ],
      [
        'media shared in the data share',
        /data share/,
        (id: string) =>
          t.db.query(`UPDATE media_segments SET shared_in_data_share = true WHERE gk_media_segment_id = $1`, [id]),
      ],
      [
        'media under legal hold',
        /legal hold/,
        (id: string) =>
          t.call(
            AUDIO,
            'UpdateMediaSegmentDetails',
            {
              context: rec.context,
              ...seg(id),
              details: { legal_hold: { value: true } },
              field_mask: { paths: ['legal_hold'] },
            },
            token,
          ),
      ],
    ])('refuses %s with PERMISSION_DENIED and keeps everything', async (_name, message, mark) => {
      const up = await upload();
      await mark(up.gk_media_segment_id);
      const e = await rpcCode(del(up.gk_media_segment_id));
      expect(e.code).toBe(status.PERMISSION_DENIED);
      expect(e.message).toMatch(message);
      const pa = await t.call<{ gk_media_segment_id: { value: string } }>(
        AUDIO,
        'GetProcessedAudioDetails',
        { context: ctx(), gk_processed_audio_id: { value: up.processed_audio[0]!.gk_processed_audio_id } },
        token,
      );
      expect(pa.gk_media_segment_id.value).toBe(up.gk_media_segment_id);
    });

    it('refuses media used for voiceprint enrollment with PERMISSION_DENIED', async () => {
      const up = await upload();
      const created = await t.call<{ gk_voiceprint_profile_id: { value: string } }>(
        'nuance.biosec.v1.voiceprint.VoiceprintsManager',
        'CreateVoiceprintProfile',
        { context: rec.context, owner: { person_id: `p-${up.gk_media_segment_id.slice(0, 8)}`, tag: 'main' } },
        token,
      );
      await t.db.tx((q) =>
        addEnrollmentSegment(q, {
          scopeId: t.scopeId,
          profileId: created.gk_voiceprint_profile_id.value,
          gkProcessedAudioId: up.processed_audio[1]!.gk_processed_audio_id,
          now: new Date(),
        }),
      );
      const e = await rpcCode(del(up.gk_media_segment_id));
      expect(e.code).toBe(status.PERMISSION_DENIED);
      expect(e.message).toMatch(/enrollment/);
    });

    it('deletes the segment, its processed audio and its file (once no other segment shares the file)', async () => {
      // Content no other test uploads, so the file's fate depends on a and b only.
      const unique = wav.slice();
      unique[unique.length - 2] = 0x55;
      const a = await upload(undefined, unique);
      const b = await upload(undefined, unique);
      const countBefore = (await files()).length;
      expect((await leftovers(t, dataDir, a.gk_media_segment_id)).peakLevels).toBeGreaterThan(0);
      await del(a.gk_media_segment_id);
      expect((await leftovers(t, dataDir, a.gk_media_segment_id)).peakLevels).toBe(0);
      expect(
        (
          await rpcCode(
            t.call(AUDIO, 'GetMediaSegmentDetails', { context: ctx(), ...seg(a.gk_media_segment_id) }, token),
          )
        ).code,
      ).toBe(status.NOT_FOUND);
      for (const p of a.processed_audio) {
        expect(
          (
            await rpcCode(
              t.call(
                AUDIO,
                'GetProcessedAudioDetails',
                { context: ctx(), gk_processed_audio_id: { value: p.gk_processed_audio_id } },
                token,
              ),
            )
          ).code,
        ).toBe(status.NOT_FOUND);
      }
      // Same content: b still holds the file.
      expect((await files()).length).toBe(countBefore);
      await del(b.gk_media_segment_id);
      expect((await files()).length).toBe(countBefore - 1);
      expect((await rpcCode(del(b.gk_media_segment_id))).code).toBe(status.NOT_FOUND);
    });

    it('deletes a pending segment and its unused upload URL', async () => {
      const { url, id } = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
      await del(id);
      const r = await fetch(url, { method: 'PUT', body: wav.slice() });
      expect(r.status).toBe(404);
    });
  });

  it('GetMediaSegmentPeaks returns min/max per channel at the requested resolution, cached', async () => {
    const up = await upload({
      container: 'CONTAINER_WAV',
      call_parties: [{ channel_index: 2, party_type: 'PARTY_TYPE_PERSON' }],
    });
    type Peaks = {
      points_per_channel: number;
      number_of_channels: number;
      channels: {
        channel_index: number;
        min: number[];
        max: number[];
        call_parties: unknown[];
        gk_processed_audio_id: { value: string };
      }[];
    };
    const stored = async () =>
      (
        await t.db.query<{ points: number }>(
          `SELECT points FROM media_peaks WHERE gk_media_segment_id = $1 ORDER BY points`,
          [up.gk_media_segment_id],
        )
      ).rows.map((x) => x.points);
    // The console's resolution is stored with the upload; any other is computed once, then kept.
    expect(await stored()).toEqual([CONSOLE_PEAK_POINTS]);
    const r = await t.call<Peaks>(
      PEAKS,
      'GetMediaSegmentPeaks',
      { context: ctx(), ...seg(up.gk_media_segment_id), total_points: 500 },
      token,
    );
    expect(r.points_per_channel).toBe(500);
    expect(r.channels).toHaveLength(2);
    const [left, right] = r.channels;
    expect(left!.min).toHaveLength(500);
    expect(Math.max(...left!.max)).toBeGreaterThan(0.1);
    expect(Math.min(...left!.min)).toBeLessThan(-0.1);
    expect(Math.max(...right!.max.map(Math.abs), ...right!.min.map(Math.abs))).toBe(0);
    expect(right!.call_parties).toEqual([
      expect.objectContaining({ channel_index: 2, party_type: 'PARTY_TYPE_PERSON' }),
    ]);
    expect(left!.gk_processed_audio_id.value).toBe(up.processed_audio[0]!.gk_processed_audio_id);
    expect(await stored()).toEqual([500, CONSOLE_PEAK_POINTS]);
    const atConsole = await t.call<Peaks>(
      PEAKS,
      'GetMediaSegmentPeaks',
      { context: ctx(), ...seg(up.gk_media_segment_id), total_points: CONSOLE_PEAK_POINTS },
      token,
    );
    expect(atConsole.points_per_channel).toBe(CONSOLE_PEAK_POINTS);
    expect(Math.max(...atConsole.channels[0]!.max)).toBeCloseTo(Math.max(...left!.max), 4);
    expect(await stored()).toEqual([500, CONSOLE_PEAK_POINTS]);
    const again = await t.call<Peaks>(
      PEAKS,
      'GetMediaSegmentPeaks',
      {
        context: ctx(),
        ...seg(up.gk_media_segment_id),
        total_points: 500,
        channel_selector: { channel: { value: 1 } },
      },
      token,
    );
    expect(again.channels.map((c) => c.channel_index)).toEqual([1]);
    expect(again.channels[0]!.max).toEqual(left!.max);
    const perSecond = await t.call<Peaks>(
      PEAKS,
      'GetMediaSegmentPeaks',
      { context: ctx(), ...seg(up.gk_media_segment_id), points_per_second: 10 },
      token,
    );
    expect(perSecond.points_per_channel).toBe(Math.ceil(((wav.length - 44) / 4 / 8000) * 10));
    const tooMany = await rpcCode(
      t.call(
        PEAKS,
        'GetMediaSegmentPeaks',
        { context: ctx(), ...seg(up.gk_media_segment_id), total_points: 1_000_000 },
        token,
      ),
    );
    expect(tooMany.code).toBe(status.INVALID_ARGUMENT);
  });
});
