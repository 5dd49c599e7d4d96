// AudioManager and MediaPeaks over gRPC and the HTTP/JSON binding: validation, field masks on reads
// and updates, and segments of one scope staying invisible from another. Deletion rules and peaks
// are in audio-delete.int.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { writeWav } from './codecs/wav.js';
import { pad } from './speech/signals.js';
import { speechClip } from './speech/speech-audio.testkit.js';
import {
  AUDIO,
  PEAKS,
  newRecording,
  rpcCode,
  scopeCtx,
  uploadAudio,
  uploadUrl,
  type Recording,
  type UploadResult,
} from './audio.testkit.js';

describe.each(dbKinds())('AudioManager RPCs on %s', (kind) => {
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

  it('GetUploadUrl validates container, format, call parties and the context', async () => {
    const bad = async (req: object, context: object = rec.context) =>
      rpcCode(t.call(AUDIO, 'GetUploadUrl', { context, ...req }, token));
    const fields = (e: { status?: Record<string, unknown> }) =>
      ((e.status?.field_violations as { field: string }[]) ?? []).map((v) => v.field);
    expect(fields(await bad({}))).toEqual(['container']);
    expect(fields(await bad({ container: 'CONTAINER_RAW' }))).toEqual(['format']);
    expect(fields(await bad({ container: 'CONTAINER_WAV', format: { mp3: {} } }))).toEqual(['format']);
    expect(fields(await bad({ container: 'CONTAINER_WAV', format: { number_of_channels: 3 } }))).toContain(
      'format.number_of_channels',
    );
    expect(fields(await bad({ container: 'CONTAINER_RAW', format: { pcm: { sample_rate_hz: 1000 } } }))).toEqual([
      'format.pcm.sample_rate_hz',
    ]);
    expect(
      fields(
        await bad({
          container: 'CONTAINER_WAV',
          format: { number_of_channels: 1 },
          call_parties: [{ channel_index: 2, party_type: 'PARTY_TYPE_AGENT' }],
        }),
      ),
    ).toEqual(['call_parties[0].channel_index']);
    expect(fields(await bad({ container: 'CONTAINER_WAV' }, { gk_scope_id: { value: t.scopeId } }))).toEqual(
      expect.arrayContaining(['context.gk_engagement_id', 'context.gk_session_id']),
    );
    const unknownSession = await bad(
      { container: 'CONTAINER_WAV' },
      { ...rec.context, gk_session_id: { value: '11111111-1111-4111-8111-111111111111' } },
    );
    expect(unknownSession.code).toBe(status.NOT_FOUND);
    const other = await newRecording(t, token);
    const mismatch = await bad(
      { container: 'CONTAINER_WAV' },
      { ...rec.context, gk_engagement_id: other.context.gk_engagement_id },
    );
    expect(fields(mismatch)).toEqual(['context.gk_engagement_id']);
    const { url, id } = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
    expect(url).toMatch(new RegExp(`^${t.httpUrl}/uploads/${id}\\?token=`));
    const pending = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetMediaSegmentDetails',
      { context: ctx(), ...seg(id) },
      token,
    );
    expect(pending.details.media_length).toBeUndefined();
  });

  it('GetDownloadUrl refuses pending segments, bad channels, mismatched containers and bitrates', async () => {
    const { id: pendingId } = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
    expect((await rpcCode(t.call(AUDIO, 'GetDownloadUrl', { context: ctx(), ...seg(pendingId) }, token))).code).toBe(
      status.FAILED_PRECONDITION,
    );
    const up = await upload();
    const bad = (req: object) =>
      rpcCode(t.call(AUDIO, 'GetDownloadUrl', { context: ctx(), ...seg(up.gk_media_segment_id), ...req }, token));
    const field = async (req: object) =>
      ((await bad(req)).status?.field_violations as { field: string }[]).map((v) => v.field);
    expect(await field({ channel_selector: { channel: { value: 3 } } })).toEqual(['channel_selector.channel']);
    expect(await field({ container: 'CONTAINER_WAV', format: { mp3: {} } })).toEqual(['format']);
    expect(await field({ container: 'CONTAINER_MP3', format: { alaw: {} } })).toEqual(['format']);
    expect(
      await field({
        container: 'CONTAINER_MP3',
        format: { mp3: { target: 'TARGET_BITRATE', bitrate: 33, cbr: true } },
      }),
    ).toEqual(['format.mp3.bitrate']);
    expect(
      await field({
        container: 'CONTAINER_MP3',
        format: { mp3: { target: 'TARGET_BITRATE', bitrate: 320, cbr: true } },
      }),
    ).toEqual(['format.mp3.bitrate']);
    expect(
      await field({ container: 'CONTAINER_MP3', format: { mp3: { target: 'TARGET_QUALITY', bitrate: 32 } } }),
    ).toEqual(['format.mp3.bitrate']);
    expect(
      await field({ container: 'CONTAINER_MP3', format: { mp3: { target: 'TARGET_QUALITY', quality: 11 } } }),
    ).toEqual(['format.mp3.quality']);
    expect((await bad({ format: { g729: {} } })).code).toBe(status.UNIMPLEMENTED);
    expect((await rpcCode(t.call(AUDIO, 'GetDownloadUrl', { context: ctx() }, token))).code).toBe(
      status.INVALID_ARGUMENT,
    );
  });

  it('reads media segment details with and without a field mask, and updates the masked fields only', async () => {
    const up = await upload({
      container: 'CONTAINER_WAV',
      call_parties: [{ channel_index: 1, party_type: 'PARTY_TYPE_AGENT' }],
    });
    const id = up.gk_media_segment_id;
    const person = '22222222-2222-4222-8222-222222222222';
    await t.call(
      AUDIO,
      'UpdateMediaSegmentDetails',
      {
        context: rec.context,
        ...seg(id),
        details: { gk_person_id: { value: person }, legal_hold: { value: true }, custom_data: { case: 'A-1' } },
        field_mask: { paths: ['gk_person_id', 'custom_data'] },
      },
      token,
    );
    const full = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetMediaSegmentDetails',
      { context: ctx(), ...seg(id) },
      token,
    );
    expect(full.details).toMatchObject({
      gk_person_id: { value: person },
      legal_hold: { value: false },
      custom_data: { case: 'A-1' },
      number_of_channels: { value: 2 },
    });
    const masked = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetMediaSegmentDetails',
      { context: ctx(), ...seg(id), field_mask: { paths: ['custom_data', 'details.legal_hold'] } },
      token,
    );
    expect(masked.details.custom_data).toEqual({ case: 'A-1' });
    expect(masked.details.legal_hold).toEqual({ value: false });
    expect(masked.details.gk_person_id).toBeUndefined();
    expect(masked.details.call_parties).toEqual([]);
    // A masked field absent from details is cleared.
    await t.call(
      AUDIO,
      'UpdateMediaSegmentDetails',
      { context: rec.context, ...seg(id), details: {}, field_mask: { paths: ['gk_person_id'] } },
      token,
    );
    const cleared = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetMediaSegmentDetails',
      { context: ctx(), ...seg(id) },
      token,
    );
    expect(cleared.details.gk_person_id).toBeUndefined();
    expect(cleared.details.custom_data).toEqual({ case: 'A-1' });
    const noMask = await rpcCode(
      t.call(AUDIO, 'UpdateMediaSegmentDetails', { context: rec.context, ...seg(id), details: {} }, token),
    );
    expect(noMask.code).toBe(status.INVALID_ARGUMENT);
    const badMask = await rpcCode(
      t.call(
        AUDIO,
        'UpdateMediaSegmentDetails',
        { context: rec.context, ...seg(id), details: {}, field_mask: { paths: ['media_length'] } },
        token,
      ),
    );
    expect((badMask.status?.field_violations as { field: string }[])[0]!.field).toBe('field_mask');
    const badRead = await rpcCode(
      t.call(AUDIO, 'GetMediaSegmentDetails', { context: ctx(), ...seg(id), field_mask: { paths: ['nope'] } }, token),
    );
    expect(badRead.code).toBe(status.INVALID_ARGUMENT);
  });

  it('reads and updates processed audio details with field masks', async () => {
    const up = await upload();
    const pa = up.processed_audio[0]!.gk_processed_audio_id;
    const req = (extra: object) => ({ context: ctx(), gk_processed_audio_id: { value: pa }, ...extra });
    await t.call(
      AUDIO,
      'UpdateProcessedAudioDetails',
      {
        ...req({}),
        context: rec.context,
        details: { actual_language: 'en-US', custom_data: { k: 'v' } },
        field_mask: { paths: ['actual_language'] },
      },
      token,
    );
    const read = await t.call<{ details: Record<string, unknown> }>(AUDIO, 'GetProcessedAudioDetails', req({}), token);
    expect(read.details.actual_language).toBe('en-US');
    expect(read.details.custom_data ?? {}).toEqual({});
    const masked = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetProcessedAudioDetails',
      req({ field_mask: { paths: ['actual_language', 'processedAudioAttributes'] } }),
      token,
    );
    expect(masked.details.actual_language).toBe('en-US');
    expect(masked.details.processed_audio_attributes).toMatchObject({ selected_channel: { channel: { value: 1 } } });
    expect(masked.details.processing_attributes).toBeUndefined();
    expect(masked.details.creation_timestamp).toBeUndefined();
    const tooLong = await rpcCode(
      t.call(
        AUDIO,
        'UpdateProcessedAudioDetails',
        {
          ...req({}),
          context: rec.context,
          details: { actual_language: 'x'.repeat(40) },
          field_mask: { paths: ['actual_language'] },
        },
        token,
      ),
    );
    expect((tooLong.status?.field_violations as { field: string }[])[0]!.field).toBe('details.actual_language');
    const missing = await rpcCode(
      t.call(
        AUDIO,
        'GetProcessedAudioDetails',
        req({ gk_processed_audio_id: { value: '33333333-3333-4333-8333-333333333333' } }),
        token,
      ),
    );
    expect(missing.code).toBe(status.NOT_FOUND);
  });

  it('keeps segments and processed audio invisible from another scope', async () => {
    const up = await upload();
    const otherToken = await t.token('admin', { scopeIds: [t.otherScopeId] });
    const otherRec = await newRecording(t, otherToken, t.otherScopeId);
    const o = scopeCtx(t.otherScopeId);
    const calls = [
      () => t.call(AUDIO, 'GetMediaSegmentDetails', { context: o, ...seg(up.gk_media_segment_id) }, otherToken),
      () =>
        t.call(
          AUDIO,
          'GetProcessedAudioDetails',
          { context: o, gk_processed_audio_id: { value: up.processed_audio[0]!.gk_processed_audio_id } },
          otherToken,
        ),
      () => t.call(AUDIO, 'GetDownloadUrl', { context: o, ...seg(up.gk_media_segment_id) }, otherToken),
      () =>
        t.call(
          AUDIO,
          'UpdateMediaSegmentDetails',
          {
            context: otherRec.context,
            ...seg(up.gk_media_segment_id),
            details: {},
            field_mask: { paths: ['custom_data'] },
          },
          otherToken,
        ),
      () =>
        t.call(AUDIO, 'DeleteMediaSegment', { context: otherRec.context, ...seg(up.gk_media_segment_id) }, otherToken),
      () => t.call(PEAKS, 'GetMediaSegmentPeaks', { context: o, ...seg(up.gk_media_segment_id) }, otherToken),
    ];
    for (const c of calls) expect((await rpcCode(c())).code).toBe(status.NOT_FOUND);
    // And a token of the other scope cannot name this scope.
    expect(
      (
        await rpcCode(
          t.call(AUDIO, 'GetMediaSegmentDetails', { context: ctx(), ...seg(up.gk_media_segment_id) }, otherToken),
        )
      ).code,
    ).toBe(status.PERMISSION_DENIED);
  });

  it('serves every RPC over the HTTP/JSON binding', async () => {
    const q = { 'context.gkScopeId.value': t.scopeId };
    const body = {
      context: {
        gkScopeId: { value: t.scopeId },
        gkEngagementId: { value: rec.engagementId },
        gkSessionId: { value: rec.sessionId },
      },
    };
    const up = await t.http('POST', '/v1/audios/upload-url', { token, body: { ...body, container: 'CONTAINER_WAV' } });
    expect(up.status).toBe(200);
    const uploadUrlStr = up.json.mediaUploadUrl as string;
    const id = (up.json.gkMediaSegmentId as { value: string }).value;
    const put = await fetch(uploadUrlStr, { method: 'PUT', body: wav.slice() });
    expect(put.status).toBe(201);
    const uploaded = (await put.json()) as UploadResult;
    const details = await t.http('GET', `/v1/mediasegments/${id}`, { token, query: q });
    expect(details.json.details).toMatchObject({ numberOfChannels: 2, sampleRateHz: 8000 });
    expect(
      (
        await t.http('PATCH', `/v1/mediasegments/${id}`, {
          token,
          body: { ...body, details: { customData: { via: 'http' } }, fieldMask: 'customData' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.http('GET', `/v1/mediasegments/${id}`, { token, query: { ...q, fieldMask: 'customData' } })).json
        .details,
    ).toEqual({ customData: { via: 'http' } });
    const pa = uploaded.processed_audio[0]!.gk_processed_audio_id;
    expect(
      (
        await t.http('PATCH', `/v1/audios/${pa}/process`, {
          token,
          body: { ...body, details: { actualLanguage: 'fr-CA' }, fieldMask: 'actualLanguage' },
        })
      ).status,
    ).toBe(200);
    const proc = await t.http('GET', `/v1/audios/${pa}/process`, { token, query: q });
    expect(proc.json).toMatchObject({ details: { actualLanguage: 'fr-CA' }, gkMediaSegmentId: { value: id } });
    const dl = await t.http('POST', '/v1/audios/download-url', {
      token,
      body: {
        context: { gkScopeId: { value: t.scopeId } },
        gkMediaSegmentId: { value: id },
        container: 'CONTAINER_MP3',
      },
    });
    expect(dl.status).toBe(200);
    const mp3 = await fetch(dl.json.mediaDownloadUrl as string);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    const peaks = await t.http('GET', `/vigil/v1/mediasegments/${id}/peaks`, {
      token,
      query: { ...q, totalPoints: '100' },
    });
    expect(peaks.status).toBe(200);
    expect(peaks.json).toMatchObject({ pointsPerChannel: 100, numberOfChannels: 2 });
    await t.http('PATCH', `/v1/mediasegments/${id}`, {
      token,
      body: { ...body, details: { legalHold: true }, fieldMask: 'legalHold' },
    });
    const denied = await t.http('DELETE', `/v1/mediasegments/${id}`, {
      token,
      query: { ...q, 'context.gkEngagementId.value': rec.engagementId, 'context.gkSessionId.value': rec.sessionId },
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ status: { statusCode: 'PERMISSION_DENIED' } });
  });
});
