// Transcripts end to end against a real server with the real speech engine: a stereo upload of
// synthesized speech is transcribed in the background (the upload call does not wait for it), and
// what the job stored is read back over gRPC and over HTTP/JSON: the known words of each channel,
// in order, with increasing times inside the audio; the engagement is then found by a word spoken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { ctx, failed, ok, wireCallerFor, type Req, type Transport } from '../../testkit/wire-caller.testkit.js';
import { requireSpeechEngine, spokenClip } from '../asr/engine/engine.testkit.js';
import { newRecording, uploadAudio, type Recording } from '../audio/audio.testkit.js';
import { writeWav } from '../audio/codecs/wav.js';

const TRANSCRIPTS = 'vigil.v1.MediaTranscripts';
const BROWSE = 'vigil.v1.Browse';

const durationMs = (v: unknown): number => {
  if (typeof v === 'string') return Math.round(Number(v.replace(/s$/, '')) * 1000);
  const d = v as { seconds?: string; nanos?: number };
  return Number(d.seconds ?? 0) * 1000 + Math.round((d.nanos ?? 0) / 1e6);
};

const caller = wireCallerFor({
  routes: {
    GetMediaSegmentTranscript: {
      service: TRANSCRIPTS,
      verb: 'GET',
      path: (r: Req) =>
        `/vigil/v1/mediasegments/${encodeURIComponent((r.gk_media_segment_id as { value: string }).value)}/transcript`,
    },
    ListEngagements: { service: BROWSE, verb: 'GET', path: () => '/vigil/v1/browse/engagements' },
  },
  wrapped: ['channel'],
  pathFields: ['gk_media_segment_id'],
  scalars: {
    start_offset: durationMs,
    end_offset: durationMs,
    media_length: durationMs,
    confidence: (v) => Math.round(Number(v) * 1000) / 1000,
  },
  dropDefaults: true,
});

interface Word {
  text?: string;
  start_offset: number;
  end_offset: number;
  confidence?: number;
  redacted?: boolean;
}
interface Channel {
  channel_index: number;
  call_parties?: { party_type: string }[];
  words: Word[];
}

const AGENT_TEXT = 'Thank you for calling. I would like to check my balance, please.';
const CALLER_TEXT = 'My account number is four five six seven.';

describe.each(dbKinds())('media transcripts on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  let service: string;
  let analyst: string;
  let rec: Recording;
  let segmentId: string;
  let seconds: number;

  beforeAll(async () => {
    requireSpeechEngine();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-transcripts-test-'));
    t = await startTestServer(kind, { dataDir, transcribe: true });
    service = await t.token('service');
    analyst = await t.token('analyst');
    rec = await newRecording(t, service);
    // Agent on the left from 0.3 s, caller on the right from 1 s; both padded to one length.
    const agent = await spokenClip(AGENT_TEXT, 'slt', 300);
    const person = await spokenClip(CALLER_TEXT, 'slt', 1000);
    const n = Math.max(agent.length, person.length);
    const left = new Int16Array(n);
    left.set(agent);
    const right = new Int16Array(n);
    right.set(person);
    seconds = n / 8000;
    const started = Date.now();
    const up = await uploadAudio(
      t,
      service,
      rec,
      {
        container: 'CONTAINER_WAV',
        call_parties: [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
        ],
      },
      writeWav({ sampleRate: 8000, channels: [left, right] }),
    );
    segmentId = up.gk_media_segment_id;
    // The upload answered before any decoding: the job is still queued or just claimed.
    const job = await t.db.query<{ state: string }>(
      `SELECT state FROM media_transcript_jobs WHERE gk_media_segment_id = $1`,
      [segmentId],
    );
    expect(['PENDING', 'RUNNING']).toContain(job.rows[0]?.state);
    expect(Date.now() - started).toBeLessThan(5000);
    await waitUntil(
      async () =>
        (
          await t.db.query<{ state: string }>(
            `SELECT state FROM media_transcript_jobs WHERE gk_media_segment_id = $1 AND state IN ('DONE', 'FAILED')`,
            [segmentId],
          )
        ).rows[0]?.state,
      { what: 'the transcript job to finish', timeoutMs: 90_000, intervalMs: 200 },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stored each channel with its words, times and confidences', async () => {
    const rows = await t.db.query<{
      channel_index: number;
      spoken: string;
      words: { t?: string; s: number; e: number; c?: number }[];
    }>(
      `SELECT channel_index, spoken, words FROM media_transcripts WHERE gk_media_segment_id = $1 ORDER BY channel_index`,
      [segmentId],
    );
    expect(rows.rows.map((r) => r.channel_index)).toEqual([1, 2]);
    expect(rows.rows[0]!.spoken).toContain('check my balance');
    expect(rows.rows[1]!.spoken).toContain('account number');
    for (const r of rows.rows)
      for (const w of r.words) {
        expect(w.e).toBeGreaterThan(w.s);
        expect(w.c).toBeGreaterThanOrEqual(0);
        expect(w.c).toBeLessThanOrEqual(1);
      }
  });

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Req, token: string) => caller(t, transport)(method, req, token);
    const get = (token: string, extra: Req = {}) =>
      rpc(
        'GetMediaSegmentTranscript',
        { context: ctx(t.scopeId), gk_media_segment_id: { value: segmentId }, ...extra },
        token,
      );

    it('reads back the transcript the job stored: known words in order, times increasing within the audio', async () => {
      const body = ok(await get(analyst));
      expect(body.transcript_status).toBe('TRANSCRIPT_STATUS_DONE');
      expect(body.language).toBe('en-US');
      expect(body.media_length).toBeCloseTo(seconds * 1000, -1);
      const channels = body.channels as Channel[];
      expect(channels.map((c) => c.channel_index)).toEqual([1, 2]);
      expect(channels[0]!.call_parties?.[0]?.party_type).toBe('PARTY_TYPE_AGENT');
      expect(channels[1]!.call_parties?.[0]?.party_type).toBe('PARTY_TYPE_PERSON');
      const texts = channels.map((c) => c.words.map((w) => w.text).join(' '));
      expect(texts[0]).toContain('check my balance');
      expect(texts[1]).toContain('account number');
      for (const c of channels) {
        for (const [i, w] of c.words.entries()) {
          expect(w.end_offset).toBeGreaterThan(w.start_offset);
          expect(w.end_offset).toBeLessThanOrEqual(seconds * 1000 + 100);
          if (i > 0) expect(w.start_offset).toBeGreaterThanOrEqual(c.words[i - 1]!.end_offset);
        }
      }
      // The caller starts speaking at 1 s (flite adds a little silence of its own), the agent at 0.3 s.
      expect(channels[1]!.words[0]!.start_offset).toBeGreaterThanOrEqual(950);
      expect(channels[0]!.words[0]!.start_offset).toBeLessThan(channels[1]!.words[0]!.start_offset);
      // "balance" comes after "calling" in time.
      const at = (word: string) => channels[0]!.words.find((w) => w.text === word)?.start_offset ?? -1;
      expect(at('calling')).toBeGreaterThan(0);
      expect(at('balance')).toBeGreaterThan(at('calling'));
    });

    it('reads one channel', async () => {
      const body = ok(await get(analyst, { channel_selector: { channel: { value: 2 } } }));
      expect((body.channels as Channel[]).map((c) => c.channel_index)).toEqual([2]);
    });

    it('refuses bad input naming the field, other scopes and the service role', async () => {
      const noId = failed(
        await rpc(
          'GetMediaSegmentTranscript',
          { context: ctx(t.scopeId), gk_media_segment_id: { value: 'x' } },
          analyst,
        ),
      );
      expect(noId.nuance).toBe('BAD_REQUEST');
      expect(noId.violations.map((v) => v.field)).toEqual(['gk_media_segment_id']);
      const channel = failed(await get(analyst, { channel_selector: { channel: { value: 3 } } }));
      expect(channel.violations).toEqual([{ field: 'channel_selector.channel', violation: 'OUT_OF_RANGE' }]);
      const elsewhere = failed(
        await rpc(
          'GetMediaSegmentTranscript',
          { context: ctx(t.otherScopeId), gk_media_segment_id: { value: segmentId } },
          await t.token('analyst', { scopeIds: [t.otherScopeId] }),
        ),
      );
      expect(elsewhere.nuance).toBe('NOT_FOUND');
      expect(failed(await get(service)).nuance).toBe('PERMISSION_DENIED');
    });

    it('finds the engagement by a word spoken in its media, and not by one never said', async () => {
      const list = async (spoken: string) =>
        rpc('ListEngagements', { context: ctx(t.scopeId), spoken_words: spoken }, analyst);
      const ids = (o: Awaited<ReturnType<typeof list>>) =>
        ((ok(o).engagements as { gk_engagement_id: { value: string } | string }[] | undefined) ?? []).map((e) =>
          typeof e.gk_engagement_id === 'string' ? e.gk_engagement_id : e.gk_engagement_id.value,
        );
      expect(ids(await list('balance'))).toEqual([rec.engagementId]);
      // Stemming: "balances" finds "balance"; both words must be in one channel's transcript.
      expect(ids(await list('balances check'))).toEqual([rec.engagementId]);
      expect(ids(await list('"account number"'))).toEqual([rec.engagementId]);
      expect(ids(await list('balance account'))).toEqual([]);
      expect(ids(await list('elephant'))).toEqual([]);
      const stop = failed(await list('the'));
      expect(stop.nuance).toBe('BAD_REQUEST');
      expect(stop.violations.map((v) => v.field)).toEqual(['spoken_words']);
      // Another scope's search never sees this scope's calls.
      const other = await rpc(
        'ListEngagements',
        { context: ctx(t.otherScopeId), spoken_words: 'balance' },
        await t.token('analyst', { scopeIds: [t.otherScopeId] }),
      );
      expect(ids(other)).toEqual([]);
    });
  });
});
