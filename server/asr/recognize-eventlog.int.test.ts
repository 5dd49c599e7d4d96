// The recognizer's event-log records (seed 002 section 6), read back through the public event-log
// API by a log client of the caller's app: the ASR payload types in order under one key, the
// client's client_data, request IDs, and an audioUrn whose audio is exactly what was streamed.
// suppress_call_recording leaves the audio out.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecognitionRequest } from '../../generated/proto/nuance/asr/v1/RecognitionRequest.js';
import type { RecognitionResponse__Output } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { clientCredentialsToken, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { loadProtos } from '../../wire/protos.js';
import { createClient } from '../auth/clients.js';
import { logApi, logToken, readTopic, type LogApi, type Record_ } from '../eventlog/log-clients.testkit.js';
import { requireSpeechEngine, spokenClip } from './engine/engine.testkit.js';

const APP = 'ACME-IVR-DEV';
let t: TestServer;
let client: grpc.Client;
let token: string;
let reader: LogApi;
let readerHeader: string;

function recognize(messages: RecognitionRequest[]): Promise<RecognitionResponse__Output[]> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const call = (
    client as unknown as Record<
      string,
      (
        md: grpc.Metadata,
        o: grpc.CallOptions,
      ) => grpc.ClientDuplexStream<RecognitionRequest, RecognitionResponse__Output>
    >
  ).Recognize!.call(client, md, { deadline: Date.now() + 60_000 });
  const out: RecognitionResponse__Output[] = [];
  const done = new Promise<RecognitionResponse__Output[]>((resolve, reject) => {
    call.on('data', (r: RecognitionResponse__Output) => out.push(r));
    call.on('error', reject);
    call.on('end', () => resolve(out));
  });
  void (async () => {
    for (const m of messages) if (!call.write(m)) await new Promise((r) => call.once('drain', r));
    call.end();
  })().catch(() => {});
  return done;
}

function chunks(pcm: Int16Array): RecognitionRequest[] {
  const out: RecognitionRequest[] = [];
  for (let i = 0; i < pcm.length; i += 160) {
    const part = pcm.subarray(i, i + 160);
    out.push({ audio: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
  }
  return out;
}

const init = (clientData: Record<string, string>, flags: Record<string, boolean> = {}): RecognitionRequest => ({
  recognition_init_message: {
    parameters: {
      language: 'en-US',
      topic: 'GEN',
      audio_format: { pcm: { sample_rate_hz: 8000 } },
      result_type: 'PARTIAL',
      recognition_flags: flags,
    },
    client_data: clientData,
    user_id: 'caller-42',
  } as RecognitionRequest['recognition_init_message'],
});

/** The records of one recognition (by its client_data marker), once its call summary is in. */
async function recordsOf(marker: string): Promise<Record_[]> {
  return waitUntil(
    async () => {
      const all = await readTopic(reader, APP);
      // client_data rides on the init message and the call summary; the rest share their key.
      const key = all.find((r) => JSON.stringify(r.value.data).includes(marker))?.key.id;
      const mine = all.filter((r) => r.key.id === key);
      return mine.some((r) => String(r.value.data.dataContentType).includes('callsummary')) ? mine : undefined;
    },
    { what: `the call summary of ${marker}`, timeoutMs: 15_000, intervalMs: 100 },
  );
}

beforeAll(async () => {
  requireSpeechEngine();
  t = await startTestServer('pglite');
  const def = loadProtos().packageDefinition[SERVICES.asr] as unknown as ServiceDefinition;
  client = new (grpc.makeGenericClientConstructor(def, 'Recognizer'))(t.grpcAddress, grpc.credentials.createInsecure());
  const caller = await createClient(t.db, { role: 'service', gkScopeIds: [t.scopeId], name: 'ivr', app: APP });
  token = await clientCredentialsToken(t.tokenUrl, caller.clientId, caller.clientSecret);
  const log = await createClient(t.db, {
    role: 'service',
    gkScopeIds: [t.scopeId],
    name: 'collector',
    app: APP,
    oauthScopes: ['log'],
  });
  readerHeader = (await logToken(t.tokenUrl, log.clientId, log.clientSecret, 'G')).header;
  reader = logApi(t.httpUrl, 'G', () => readerHeader);
}, 120_000);
afterAll(async () => {
  client?.close();
  await t?.close();
});

it('writes the ASR events of a recognition to the caller app topic, with client_data and playable audio', async () => {
  const clip = await spokenClip('I would like to check my balance, please.', 'slt', 400);
  const responses = await recognize([init({ call: 'asr-log-1' }), ...chunks(clip)]);
  expect(responses.at(-1)!.status).toMatchObject({ code: 200 });
  const records = await recordsOf('asr-log-1');
  const kinds = records.map((r) => /asr-(\w+)\.v2\+json/.exec(String(r.value.data.dataContentType))?.[1]);
  expect(kinds[0]).toBe('recognitioninitmessage');
  expect(kinds[1]).toBe('statusresponse');
  expect(kinds).toContain('startspeechresponse');
  expect(kinds).toContain('partialresultresponse');
  expect(kinds).toContain('finalresultresponse');
  expect(kinds.slice(-2)).toEqual(['finalstatusresponse', 'callsummary']);
  // One recognition: one key, one partition, offsets in order.
  expect(new Set(records.map((r) => r.key.id)).size).toBe(1);
  expect(new Set(records.map((r) => r.partition)).size).toBe(1);
  const offsets = records.map((r) => r.offset);
  expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  const requestids = new Set(records.map((r) => r.value.data.requestid));
  expect(requestids.size).toBe(1);
  expect([...requestids][0]).toMatch(/^[0-9a-f-]{36}$/);
  for (const r of records) {
    expect(r.topic).toBe(APP);
    expect(r.key.service).toBe('ASRaaS');
    expect(r.value).toMatchObject({
      specversion: '1.0',
      service: 'ASRaaS',
      source: 'vendor.asr.v1.Recognizer/Recognize',
      type: 'Recognize',
      appid: APP,
      datacontenttype: 'application/json',
    });
    expect(r.value.data.traceid).toBe('');
    expect(r.value.data.userid).toMatch(/^[0-9a-f]{64}$/);
    expect(r.value.data.asrSessionid).toBe(r.key.id);
  }
  const initData = records[0]!.value.data as {
    request: { recognitionInitMessage: { clientData: unknown; parameters: { audioFormat: string } } };
    audioUrn: string;
  };
  expect(initData.request.recognitionInitMessage.clientData).toEqual({ call: 'asr-log-1' });
  expect(initData.request.recognitionInitMessage.parameters.audioFormat).toBe('audio/L16;rate=8000');
  const final = records.find((r) => String(r.value.data.dataContentType).includes('finalresult'))!;
  const text = (final.value.data.response as { result: { hypotheses: { formattedText: string }[] } }).result
    .hypotheses[0]!.formattedText;
  expect(text.toLowerCase()).toContain('balance');
  const summary = records.at(-1)!.value.data as {
    audioUrn: string;
    callsummary: {
      clientData: unknown;
      recognize: { audioUrn: string; audioPacketStats: { bytesReceived: number } }[];
    };
  };
  expect(summary.callsummary.clientData).toEqual({ call: 'asr-log-1' });
  expect(summary.audioUrn).toMatch(/^urn:nuance-mix:log:service:audio\/asraas\//);
  expect(summary.callsummary.recognize[0]!.audioUrn).toBe(summary.audioUrn);
  expect(initData.audioUrn).toBe(summary.audioUrn);
  expect(summary.callsummary.recognize[0]!.audioPacketStats.bytesReceived).toBe(clip.byteLength);

  // The audio-file API plays back exactly what was streamed.
  const audio = await fetch(`${t.httpUrl}/api/v1/audio?urn=${encodeURIComponent(summary.audioUrn)}`, {
    headers: { authorization: readerHeader },
  });
  expect(audio.status).toBe(200);
  expect(audio.headers.get('x-sample-rate')).toBe('8000');
  const bytes = Buffer.from(await audio.arrayBuffer());
  expect(bytes.equals(Buffer.from(clip.buffer, clip.byteOffset, clip.byteLength))).toBe(true);
}, 90_000);

it('suppress_call_recording logs the events but no audio', async () => {
  const clip = await spokenClip('Reset my pin.', 'slt', 400);
  const responses = await recognize([init({ call: 'asr-log-2' }, { suppress_call_recording: true }), ...chunks(clip)]);
  expect(responses.at(-1)!.status).toMatchObject({ code: 200 });
  const records = await recordsOf('asr-log-2');
  expect(records.length).toBeGreaterThan(3);
  for (const r of records) expect(JSON.stringify(r.value)).not.toContain('audioUrn');
  const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log_audio');
  expect(stored.rows[0]!.n).toBe(1); // the first test's recording only
}, 90_000);
