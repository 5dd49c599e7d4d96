// Every synthesis's TTSaaS call summary (seed 002 section 6), read back through the public
// event-log API by a log client of the caller's app, on PGlite and PostgreSQL: one record per
// call under the Synthesize or UnarySynthesize source, with client_data at the top level, the
// hashed user ID, status 200 and processingTime.firstAudioBufferTime between start and end.
import type * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { clientCredentialsToken, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { createClient } from '../auth/clients.js';
import { logApi, logToken, readTopic, type LogApi, type Record_ } from '../eventlog/log-clients.testkit.js';
import { synthesizeStream, synthesizerClient, textRequest, unaryCall } from './tts.testkit.js';

const APP = 'ACME-TTS-LOG';

describe.each(dbKinds())('TTS call summaries (%s)', (kind) => {
  let t: TestServer;
  let tts: grpc.Client;
  let token: string;
  let reader: LogApi;

  beforeAll(async () => {
    t = await startTestServer(kind);
    tts = synthesizerClient(t.grpcAddress);
    const c = await createClient(t.db, { role: 'service', gkScopeIds: [t.scopeId], name: 'ivr', app: APP });
    token = await clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret);
    const log = await createClient(t.db, {
      role: 'service',
      gkScopeIds: [t.scopeId],
      name: 'collector',
      app: APP,
      oauthScopes: ['log'],
    });
    const header = (await logToken(t.tokenUrl, log.clientId, log.clientSecret, 'G')).header;
    reader = logApi(t.httpUrl, 'G', () => header);
  }, 120_000);
  afterAll(async () => {
    tts?.close();
    await t?.close();
  });

  const recordOf = (marker: string): Promise<Record_> =>
    waitUntil(async () => (await readTopic(reader, APP)).find((r) => JSON.stringify(r.value.data).includes(marker)), {
      what: `the call summary of ${marker}`,
      timeoutMs: 15_000,
      intervalMs: 100,
    });

  it('logs a streamed and a unary synthesis, each with its first-audio time', async () => {
    const streamed = await synthesizeStream(
      tts,
      token,
      textRequest('Welcome to the bank.', { client_data: { call: 'tts-log-1' }, user_id: 'caller-7' }),
    );
    expect(streamed.messages.at(-1)!.status?.code).toBe(200);
    const unary = await unaryCall(tts, token, 'UnarySynthesize', {
      ...textRequest('Goodbye.', { client_data: { call: 'tts-log-2' } }),
      audio_params: { audio_format: { alaw: {} } },
      event_params: { suppress_input: true },
    });
    expect(unary.error).toBeUndefined();

    const first = await recordOf('tts-log-1');
    expect(first.topic).toBe(APP);
    expect(first.key.service).toBe('TTSaaS');
    expect(first.value).toMatchObject({
      specversion: '1.0',
      service: 'TTSaaS',
      source: 'vendor.tts.v1.Synthesizer/Synthesize',
      type: 'Synthesize',
      appid: APP,
      datacontenttype: 'application/json',
    });
    const d = first.value.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(d.dataContentType).toBe('application/x-vendor-tts-callsummary.v3+json');
    expect(d.requestid).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.userid).toMatch(/^[0-9a-f]{64}$/);
    expect(d.clientData).toEqual({ call: 'tts-log-1' });
    expect(d.locale).toBe('en-US');
    expect(d.response.status).toEqual({ code: 200, message: 'OK', details: '' });
    expect(d.request.input).toMatchObject({ type: 'text', text: 'Welcome to the bank.' });
    expect(d.request.audioParams.audioFormat).toBe('audio/L16;rate=16000');
    const start = Date.parse(d.processingTime.startTime);
    const firstAudio = Date.parse(d.processingTime.firstAudioBufferTime);
    expect(firstAudio).toBeGreaterThanOrEqual(start);
    expect(firstAudio).toBeLessThanOrEqual(start + d.processingTime.durationMs);
    const bytes = streamed.messages.reduce((n, m) => n + (m.audio?.length ?? 0), 0);
    expect(d.callsummary).toMatchObject({ voice: 'slt', audioBytes: bytes, completionCause: 'Success' });
    expect(d.callsummary.audioDurationMs).toBe(Math.round(bytes / 32));

    const second = await recordOf('tts-log-2');
    expect(second.value.source).toBe('vendor.tts.v1.Synthesizer/UnarySynthesize');
    const d2 = second.value.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(d2.request.audioParams.audioFormat).toBe('audio/PCMA;rate=8000');
    expect(d2.request.input).toEqual({ type: 'text', characters: 'Goodbye.'.length }); // suppress_input: no text
    expect(d2.processingTime.firstAudioBufferTime).toBeDefined();
    expect(first.key.id).not.toBe(second.key.id);
  }, 60_000);
});
