// Uploads and downloads over real HTTP against a real server: every accepted encoding in, every
// download format out (decoded samples compared), the attributes measured on upload, and every
// kind of bad upload, each leaving no file and no row behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { g711Decode, g711Encode } from './codecs/g711.js';
import { decodeMp3, encodeMp3 } from './codecs/mp3.js';
import { int16ToLeBytes, interleave, type Pcm } from './codecs/pcm.js';
import { readWav, writeWav } from './codecs/wav.js';
import { pad } from './speech/signals.js';
import { snrAfterAlignment, speechClip } from './speech/speech-audio.testkit.js';
import {
  AUDIO,
  downloadUrl,
  fetchBytes,
  leftovers,
  newRecording,
  put,
  rpcCode,
  scopeCtx,
  uploadAudio,
  uploadUrl,
  type Recording,
} from './audio.testkit.js';

const MAX_UPLOAD = 1_000_000;

describe.each(dbKinds())('audio upload and download on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  let token: string;
  let rec: Recording;
  let speech: Int16Array;
  let other: Int16Array;
  const clock = new ManualClock(Date.UTC(2026, 2, 1, 9));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audio-test-'));
    t = await startTestServer(kind, { dataDir, maxUploadBytes: MAX_UPLOAD, clock });
    token = await t.token('service');
    rec = await newRecording(t, token);
    speech = pad(await speechClip(8000), 8000, 1, 1);
    other = pad(
      await speechClip(8000, 'kal', 'Hello, this is the agent speaking. How may I help you today?'),
      8000,
      0.5,
      0.5,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const stereo = (): Pcm => {
    const n = Math.max(speech.length, other.length) + 16000;
    const left = new Int16Array(n);
    const right = new Int16Array(n);
    left.set(other, 0);
    right.set(speech, n - speech.length);
    return { sampleRate: 8000, channels: [left, right] };
  };

  it('stores a stereo WAV and measures each channel: net audio, SNR, level, parties as declared', async () => {
    const pcm = stereo();
    const up = await uploadAudio(
      t,
      token,
      rec,
      {
        container: 'CONTAINER_WAV',
        call_parties: [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
        ],
      },
      writeWav(pcm),
    );
    expect(up).toMatchObject({ sample_rate_hz: 8000, number_of_channels: 2 });
    expect(up.processed_audio.map((p) => p.channel)).toEqual([1, 2]);
    const details = await t.call<{ details: Record<string, unknown> }>(
      AUDIO,
      'GetMediaSegmentDetails',
      { context: scopeCtx(t.scopeId), gk_media_segment_id: { value: up.gk_media_segment_id } },
      token,
    );
    expect(details.details).toMatchObject({
      sample_rate_hz: { value: 8000 },
      number_of_channels: { value: 2 },
      media_length: { seconds: String(Math.floor(pcm.channels[0]!.length / 8000)) },
      call_type: 'CALL_TYPE_INBOUND',
      call_parties: [
        { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
        { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
      ],
      legal_hold: { value: false },
    });
    for (const [i, p] of up.processed_audio.entries()) {
      const r = await t.call<{
        details: Record<string, Record<string, unknown>>;
        gk_media_segment_id: { value: string };
      }>(
        AUDIO,
        'GetProcessedAudioDetails',
        { context: scopeCtx(t.scopeId), gk_processed_audio_id: { value: p.gk_processed_audio_id } },
        token,
      );
      expect(r.gk_media_segment_id.value).toBe(up.gk_media_segment_id);
      expect(r.details.processed_audio_attributes).toMatchObject({
        sample_rate_hz: { value: 8000 },
        number_of_channels: { value: 2 },
        selected_channel: { channel: { value: i + 1 } },
      });
      const attrs = r.details.processing_attributes as {
        gross_audio: { seconds: string };
        net_audio: { seconds: string; nanos: number };
        snr_db: { value: number };
        saturation_level: { value: number };
      };
      const net = Number(attrs.net_audio.seconds) + attrs.net_audio.nanos / 1e9;
      const spoken = (i === 0 ? other.length - 8000 : speech.length - 16000) / 8000;
      expect(net).toBeGreaterThan(spoken * 0.7);
      expect(net).toBeLessThan(spoken + 0.5);
      expect(attrs.snr_db.value).toBeGreaterThan(40);
      expect(attrs.saturation_level.value).toBe(0);
    }
  });

  it('round-trips RAW 16-bit PCM at 16 kHz exactly and resamples on request', async () => {
    const s16 = await speechClip(16000);
    const up = await uploadAudio(
      t,
      token,
      rec,
      { container: 'CONTAINER_RAW', format: { pcm: { sample_rate_hz: 16000 } } },
      int16ToLeBytes(s16),
    );
    expect(up.sample_rate_hz).toBe(16000);
    const wav = await fetchBytes(await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id));
    expect(wav.status).toBe(200);
    expect(wav.type).toBe('audio/wav');
    const back = readWav(wav.bytes);
    expect(back.pcm.sampleRate).toBe(16000);
    expect(Array.from(back.pcm.channels[0]!)).toEqual(Array.from(s16));
    // pcm with sample_rate_hz 0 means 8000: resampled to 8 kHz, still the same speech.
    const at8k = readWav(
      (
        await fetchBytes(
          await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, {
            container: 'CONTAINER_WAV',
            format: { pcm: {} },
          }),
        )
      ).bytes,
    );
    expect(at8k.pcm.sampleRate).toBe(8000);
    expect(at8k.pcm.channels[0]!.length).toBe(s16.length / 2);
    const s8 = await speechClip(8000);
    expect(snrAfterAlignment(s8, at8k.pcm.channels[0]!, 10)).toBeGreaterThan(15);
  });

  it.each(['alaw', 'ulaw'] as const)(
    'round-trips RAW %s: stored decoded, downloaded as WAV and RAW in the same law with the same samples',
    async (law) => {
      const codes = g711Encode(law, speech);
      const up = await uploadAudio(t, token, rec, { container: 'CONTAINER_RAW', format: { [law]: {} } }, codes);
      expect(up.sample_rate_hz).toBe(8000);
      const asWav = await fetchBytes(
        await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, {
          container: 'CONTAINER_WAV',
          format: { [law]: {} },
        }),
      );
      const parsed = readWav(asWav.bytes);
      expect(parsed.encoding).toBe(law);
      expect(Array.from(parsed.pcm.channels[0]!)).toEqual(Array.from(g711Decode(law, codes)));
      const raw = await fetchBytes(
        await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, {
          container: 'CONTAINER_RAW',
          format: { [law]: {} },
        }),
      );
      expect(raw.type).toMatch(law === 'alaw' ? /audio\/PCMA/ : /audio\/PCMU/);
      // Compared as decoded samples: µ-law's two zero codes (0x7F, 0xFF) decode alike.
      expect(raw.bytes.length).toBe(codes.length);
      expect(Array.from(g711Decode(law, raw.bytes))).toEqual(Array.from(g711Decode(law, codes)));
      // A plain WAV download holds the decoded 16-bit samples.
      const pcm = readWav((await fetchBytes(await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id))).bytes);
      expect(pcm.encoding).toBe('pcm16');
      expect(Array.from(pcm.pcm.channels[0]!)).toEqual(Array.from(g711Decode(law, codes)));
    },
  );

  it('reads µ-law WAV uploads from the header without a declared format', async () => {
    const file = writeWav({ sampleRate: 8000, channels: [speech] }, 'ulaw');
    const up = await uploadAudio(t, token, rec, { container: 'CONTAINER_WAV' }, file);
    const back = readWav((await fetchBytes(await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id))).bytes);
    expect(Array.from(back.pcm.channels[0]!)).toEqual(Array.from(readWav(file).pcm.channels[0]!));
  });

  it('decodes MP3 uploads and encodes MP3 downloads at the requested constant bitrate', async () => {
    const mp3 = encodeMp3({ sampleRate: 8000, channels: [speech] }, 32);
    const up = await uploadAudio(t, token, rec, { container: 'CONTAINER_MP3' }, mp3);
    expect(up.sample_rate_hz).toBe(8000);
    const wav = readWav(
      (await fetchBytes(await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, { container: 'CONTAINER_WAV' })))
        .bytes,
    );
    expect(snrAfterAlignment(speech, wav.pcm.channels[0]!)).toBeGreaterThan(8);

    const pcmUp = await uploadAudio(t, token, rec, { container: 'CONTAINER_WAV' }, writeWav(stereo()));
    const res = await fetchBytes(
      await downloadUrl(t, token, t.scopeId, pcmUp.gk_media_segment_id, {
        container: 'CONTAINER_MP3',
        format: { mp3: { target: 'TARGET_BITRATE', bitrate: 24, cbr: true } },
        channel_selector: { channel: { value: 2 } },
      }),
    );
    expect(res.type).toBe('audio/mpeg');
    const decoded = await decodeMp3(res.bytes);
    expect(decoded.channels).toHaveLength(1);
    expect(snrAfterAlignment(stereo().channels[1]!, decoded.channels[0]!)).toBeGreaterThan(6);
    // 24 kbit/s: about 3 kB per second of audio.
    expect(res.bytes.length / (stereo().channels[0]!.length / 8000)).toBeGreaterThan(2800);
    expect(res.bytes.length / (stereo().channels[0]!.length / 8000)).toBeLessThan(3300);
  });

  it('selects one channel of stereo audio, or all, and answers byte ranges', async () => {
    const pcm = stereo();
    const up = await uploadAudio(
      t,
      token,
      rec,
      { container: 'CONTAINER_RAW', format: { pcm: {}, number_of_channels: 2 } },
      int16ToLeBytes(interleave(pcm.channels)),
    );
    expect(up.number_of_channels).toBe(2);
    const right = readWav(
      (
        await fetchBytes(
          await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id, {
            channel_selector: { channel: { value: 2 } },
          }),
        )
      ).bytes,
    );
    expect(right.pcm.channels).toHaveLength(1);
    expect(Array.from(right.pcm.channels[0]!)).toEqual(Array.from(pcm.channels[1]!));
    const url = await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id);
    const all = await fetchBytes(url);
    expect(readWav(all.bytes).pcm.channels.map((c) => Array.from(c))).toEqual(pcm.channels.map((c) => Array.from(c)));
    const part = await fetch(url, { headers: { range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${all.bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(all.bytes.subarray(0, 44)))).toBe(true);
  });

  it('refuses G.729 up front and in a WAV header with UNIMPLEMENTED', async () => {
    const e = await rpcCode(
      t.call(AUDIO, 'GetUploadUrl', { context: rec.context, container: 'CONTAINER_RAW', format: { g729: {} } }, token),
    );
    expect(e.code).toBe(status.UNIMPLEMENTED);
    expect(e.message).toMatch(/G\.729/);
    const wav = writeWav({ sampleRate: 8000, channels: [speech.subarray(0, 800)] });
    new DataView(wav.buffer).setUint16(20, 0x0133, true);
    const { url, id } = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
    const r = await put(url, wav);
    expect(r.status).toBe(501);
    expect(r.json).toMatchObject({ status: { statusCode: 'NOT_IMPLEMENTED' } });
    expect(await leftovers(t, dataDir, id)).toMatchObject({ processed: 0, ready: 0, consumedTokens: 0 });
  });

  describe('bad uploads leave nothing behind', () => {
    const files = async () => (await leftovers(t, dataDir, '00000000-0000-4000-8000-000000000000')).files;

    const mono = () => writeWav({ sampleRate: 8000, channels: [speech] });
    it.each([
      [
        'garbage bytes as WAV',
        'CONTAINER_WAV',
        undefined,
        () => new TextEncoder().encode('this is not audio at all '.repeat(100)),
        400,
        mono,
      ],
      [
        'garbage bytes as MP3',
        'CONTAINER_MP3',
        undefined,
        () => Uint8Array.from({ length: 20000 }, (_, i) => (i * 31 + 7) & 0xff),
        400,
        () => encodeMp3({ sampleRate: 8000, channels: [speech] }, 16),
      ],
      [
        'a truncated stereo RAW frame',
        'CONTAINER_RAW',
        { pcm: {}, number_of_channels: 2 },
        () => new Uint8Array(7),
        400,
        () => int16ToLeBytes(interleave(stereo().channels)),
      ],
      ['an empty body', 'CONTAINER_WAV', undefined, () => new Uint8Array(0), 400, mono],
      [
        'A-law declared but µ-law in the WAV header',
        'CONTAINER_WAV',
        { alaw: {} },
        () => writeWav({ sampleRate: 8000, channels: [speech] }, 'ulaw'),
        400,
        () => writeWav({ sampleRate: 8000, channels: [speech] }, 'alaw'),
      ],
      [
        'mono audio for a declared stereo format',
        'CONTAINER_WAV',
        { number_of_channels: 2 },
        mono,
        400,
        () => writeWav(stereo()),
      ],
      [
        'an upload over the size limit',
        'CONTAINER_RAW',
        { pcm: {} },
        () => new Uint8Array(MAX_UPLOAD + 2),
        413,
        () => int16ToLeBytes(speech),
      ],
    ] as const)('%s', async (_name, container, format, body, code, good) => {
      const before = await files();
      const { url, id } = await uploadUrl(t, token, rec, { container, ...(format ? { format } : {}) });
      const r = await put(url, body());
      expect(r.status).toBe(code);
      expect((r.json.status as { statusMessage: { message: string } }).statusMessage.message).toBeTruthy();
      expect(await leftovers(t, dataDir, id)).toMatchObject({
        processed: 0,
        ready: 0,
        peakLevels: 0,
        consumedTokens: 0,
        tempFiles: 0,
      });
      expect(await files()).toBe(before);
      // A refused upload does not use up the URL: the right audio is still accepted.
      expect((await put(url, good())).status).toBe(201);
      expect(await leftovers(t, dataDir, id)).toMatchObject({ ready: 1, consumedTokens: 1 });
      expect((await leftovers(t, dataDir, id)).peakLevels).toBeGreaterThan(0);
    });

    it('refuses missing, tampered, misdirected, reused and expired tokens', async () => {
      const body = writeWav({ sampleRate: 8000, channels: [speech] });
      const a = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
      const b = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
      const before = await files();
      const noToken = await put(a.url.split('?')[0]!, body);
      expect(noToken.status).toBe(401);
      const tampered = await put(a.url.slice(0, -3) + (a.url.endsWith('AAA') ? 'BBB' : 'AAA'), body);
      expect(tampered.status).toBe(401);
      const misdirected = await put(b.url.replace(b.id, a.id), body);
      expect(misdirected.status).toBe(401);
      expect(await files()).toBe(before);
      expect(await leftovers(t, dataDir, a.id)).toMatchObject({ processed: 0, ready: 0 });

      expect((await put(a.url, body, 'POST')).status).toBe(201);
      const reused = await put(a.url, body);
      expect(reused.status).toBe(409);
      expect(reused.json).toMatchObject({
        status: { statusMessage: { message: expect.stringMatching(/already used/) } },
      });
      expect(await leftovers(t, dataDir, a.id)).toMatchObject({ processed: 1, consumedTokens: 1 });

      clock.advance(16 * 60_000);
      token = await t.token('service');
      const expired = await put(b.url, body);
      expect(expired.status).toBe(401);
      expect(expired.json).toMatchObject({ status: { statusMessage: { message: expect.stringMatching(/expired/) } } });
      expect(await leftovers(t, dataDir, b.id)).toMatchObject({ processed: 0, ready: 0, consumedTokens: 0 });
    });

    /** `samples` repeated to `frames` frames. */
    const loop = (samples: Int16Array, frames: number) =>
      Int16Array.from({ length: frames }, (_, i) => samples[i % samples.length]!);

    it('stores one of two uploads sent to the same URL at once, refuses the other, and leaves no staged file', async () => {
      token = await t.token('service');
      // Near the size limit, so both token checks are often made before either body is in: then
      // both bodies are staged and the second transaction finds the token used. Either way, one is
      // stored and nothing of the other is left.
      const body = writeWav({ sampleRate: 8000, channels: [loop(speech, 8000 * 60)] });
      const a = await uploadUrl(t, token, rec, { container: 'CONTAINER_WAV' });
      const answers = await Promise.all([put(a.url, body), put(a.url, body)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await leftovers(t, dataDir, a.id)).toMatchObject({ processed: 1, ready: 1, tempFiles: 0 });
    });

    it('refuses expired and tampered download URLs', async () => {
      token = await t.token('service');
      const up = await uploadAudio(
        t,
        token,
        rec,
        { container: 'CONTAINER_WAV' },
        writeWav({ sampleRate: 8000, channels: [speech] }),
      );
      const url = await downloadUrl(t, token, t.scopeId, up.gk_media_segment_id);
      // Change a character inside the signature: the last base64url character may carry only
      // padding bits, so altering it does not always change the decoded bytes.
      const i = url.length - 10;
      const tampered = url.slice(0, i) + (url[i] === 'A' ? 'B' : 'A') + url.slice(i + 1);
      expect((await fetchBytes(tampered)).status).toBe(401);
      clock.advance(16 * 60_000);
      expect((await fetchBytes(url)).status).toBe(401);
    });
  });
});
