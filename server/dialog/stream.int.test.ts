// The spoken dialog: ExecuteStream of the banking export (../shared/data/mix-projects/banking, deployed
// with `projects deploy`) on a real server over gRPC, driven from Start to the end by caller audio
// that the server's own synthesizer made (UnarySynthesize, voice rms, 16 kHz). Each turn's prompts
// come back spoken; the caller's speech goes through the recognizer (asr_status 100, start of
// speech, the final result, asr_status 200, in that order, before the response); silence is a
// no-input. The ASRaaS and TTSaaS records of the session's turns, which carry the dialog's session
// ID, and the NII and DLGaaS records are read back through the public event-log consumer API.
// Also: a stream without its request, audio while the dialog waits for data, and a bad voice are
// refused naming the field, with the session unmoved.
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamInput } from '../../generated/proto/nuance/dlg/v1/StreamInput.js';
import type { StreamOutput__Output } from '../../generated/proto/nuance/dlg/v1/StreamOutput.js';
import type { UnarySynthesisResponse__Output } from '../../generated/proto/nuance/tts/v1/UnarySynthesisResponse.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { serviceClient } from '../asr/asr-wire.testkit.js';
import { requireSpeechEngine } from '../asr/engine/engine.testkit.js';
import { int16FromLeBytes } from '../audio/codecs/pcm.js';
import { createClient } from '../auth/clients.js';
import { runProjectsCommand } from '../cli/projects.js';
import { readTopic, type LogApi } from '../eventlog/log-clients.testkit.js';
import { synthesizerClient, textRequest, unaryCall } from '../tts/tts.testkit.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { collectorOf, mixProject } from './dialog.testkit.js';

const BANKING = mixProject('banking');
const APP = 'vigil';
const URN = 'urn:nuance-mix:tag:model/bankvoice/mix.dialog';
const PCM16 = { audio_format: { pcm: { sample_rate_hz: 16000 } } };
const TTS = { voice: { name: 'slt' }, audio_params: PCM16 };

interface Outcome {
  out: StreamOutput__Output[];
  error?: grpc.ServiceError;
}

/** One ExecuteStream: the messages written with back-pressure, then half-close; everything that came back. */
function executeStream(client: grpc.Client, token: string, messages: StreamInput[]): Promise<Outcome> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const fn = (
    client as unknown as Record<
      string,
      (md: grpc.Metadata, o: grpc.CallOptions) => grpc.ClientDuplexStream<StreamInput, StreamOutput__Output>
    >
  ).ExecuteStream!;
  const call = fn.call(client, md, { deadline: Date.now() + 60_000 });
  const out: StreamOutput__Output[] = [];
  const done = new Promise<Outcome>((resolve) => {
    call.on('data', (m: StreamOutput__Output) => out.push(m));
    call.on('error', (error: grpc.ServiceError) => resolve({ out, error }));
    call.on('end', () => resolve({ out }));
  });
  void (async () => {
    for (const m of messages) if (!call.write(m)) await new Promise((r) => call.once('drain', r));
    call.end();
  })().catch(() => {});
  return done;
}

/** Which StreamOutput field each message carries, in order (audio messages collapsed into one). */
const shape = (o: Outcome) =>
  o.out
    .map((m) =>
      m.asr_status
        ? `asr_status ${m.asr_status.code}`
        : m.asr_start_of_speech
          ? 'asr_start_of_speech'
          : m.asr_result
            ? `asr_result ${m.asr_result.result_type}`
            : m.response
              ? 'response'
              : 'audio',
    )
    .filter((s, i, all) => s !== 'audio' || all[i - 1] !== 'audio');

const audioOf = (o: Outcome) => Buffer.concat(o.out.filter((m) => m.audio?.audio?.length).map((m) => m.audio!.audio!));
type Payload = Record<string, { id?: string; message?: { nlg?: { text: string }[] } } | undefined> & {
  messages?: { nlg?: { text: string }[] }[];
};
const payloadOf = (o: Outcome) => o.out.find((m) => m.response)?.response?.payload as unknown as Payload;
const textOf = (p: Payload) =>
  [...(p.messages ?? []), p.qa_action?.message]
    .flatMap((m) => m?.nlg ?? [])
    .map((n) => n.text)
    .join(' | ');

describe.each(dbKinds())('ExecuteStream of the banking project on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let dlg: grpc.Client;
  let tts: grpc.Client;
  let reader: LogApi;

  beforeAll(async () => {
    requireSpeechEngine();
    t = await startTestServer(kind);
    const err: string[] = [];
    const code = await runProjectsCommand(['projects', 'deploy', BANKING, '--app', APP, '--tag', 'bankvoice'], {
      db: t.db,
      out: () => undefined,
      err: (l) => err.push(l),
    });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const c = await createClient(t.db, {
      role: 'service',
      gkScopeIds: [t.scopeId],
      name: 'ivr',
      app: APP,
      oauthScopes: ['dlg', 'tts'],
    });
    const res = await fetch(t.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${c.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    token = ((await res.json()) as { access_token: string }).access_token;
    reader = await collectorOf(t, APP);
    dlg = serviceClient(t.grpcAddress, SERVICES.dialog);
    tts = synthesizerClient(t.grpcAddress);
  }, 240_000);
  afterAll(async () => {
    dlg?.close();
    tts?.close();
    await t?.close();
  });

  /** What the caller says, spoken by the server's synthesizer, with half a second of silence either side. */
  async function caller(text: string): Promise<StreamInput[]> {
    const r = await unaryCall<UnarySynthesisResponse__Output>(
      tts,
      token,
      'UnarySynthesize',
      textRequest(text, { voice: { name: 'rms', model: 'flite' } }),
    );
    expect(r.error).toBeUndefined();
    const speech = int16FromLeBytes(r.response!.audio!);
    return chunks(Int16Array.from([...new Int16Array(8000), ...speech, ...new Int16Array(8000)]));
  }
  const chunks = (pcm: Int16Array): StreamInput[] => {
    const out: StreamInput[] = [];
    for (let i = 0; i < pcm.length; i += 320) {
      const part = pcm.subarray(i, i + 320);
      out.push({ audio: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
    }
    return out;
  };
  const start = async () => {
    const s = await t.call<{ payload: { session_id: string } }>(
      SERVICES.dialog,
      'Start',
      {
        payload: { model_ref: { uri: URN } },
        selector: { channel: 'default', language: 'en-US' },
        user_id: 'caller-9',
      },
      token,
    );
    return s.payload.session_id;
  };
  const speak = async (sid: string, said: StreamInput[]) =>
    executeStream(dlg, token, [
      { request: { session_id: sid, payload: {} }, asr_control_v1: PCM16, tts_control_v1: TTS },
      ...said,
    ]);

  it('runs the balance path from Start to the end on synthesized caller speech, the prompts spoken back', async () => {
    const sid = await start();

    // The first turn: no audio in, the welcome prompt out as speech after the response.
    let o = await executeStream(dlg, token, [{ request: { session_id: sid, payload: {} }, tts_control_v1: TTS }]);
    expect(o.error).toBeUndefined();
    expect(shape(o)).toEqual(['response', 'audio']);
    expect(textOf(payloadOf(o))).toContain('Welcome to Starter Bank.');
    // 16-bit PCM at 16 kHz: more than a second of speech for the welcome and the question.
    expect(audioOf(o).length).toBeGreaterThan(32_000);

    // The caller asks for a balance, by voice: recognized, interpreted, the client-side data action.
    o = await speak(sid, await caller('What is my checking balance?'));
    expect(o.error).toBeUndefined();
    expect(shape(o)).toEqual([
      'asr_status 100',
      'asr_start_of_speech',
      'asr_result FINAL',
      'asr_status 200',
      'response',
    ]);
    const heard = (o.out.find((m) => m.asr_result)?.asr_result?.hypotheses?.[0]?.formatted_text ?? '').toLowerCase();
    expect(heard).toContain('checking');
    expect(heard).toContain('balance');
    expect(payloadOf(o).da_action?.id).toBe('DA_I_REQUEST_ACCOUNT_BALANCE');

    // The data comes back over the stream too (no audio in); the balance is spoken.
    o = await executeStream(dlg, token, [
      {
        request: {
          session_id: sid,
          payload: {
            requested_data: {
              id: 'DA_I_REQUEST_ACCOUNT_BALANCE',
              data: {
                fields: {
                  returnCode: { stringValue: '0' },
                  DAReturnStatus: { stringValue: 'Success' },
                  accountBalance: { stringValue: '$1,234.56' },
                },
              },
            },
          },
        },
        tts_control_v1: TTS,
      },
    ]);
    expect(o.error).toBeUndefined();
    expect(textOf(payloadOf(o))).toMatch(/The balance of your checking account is \$1,234\.56/);
    expect(audioOf(o).length).toBeGreaterThan(32_000);

    // Silence: a no-input, and the question again.
    o = await speak(sid, chunks(new Int16Array(16000 * 9)));
    expect(o.error).toBeUndefined();
    expect(shape(o)[0]).toBe('asr_status 100');
    expect(o.out.find((m) => m.asr_status && m.asr_status.code !== 100)?.asr_status?.code).toBe(404);
    expect(o.out.some((m) => m.asr_result)).toBe(false);
    expect(payloadOf(o).qa_action).toBeDefined();

    // "No": goodbye, and the dialog ends.
    o = await speak(sid, await caller('No.'));
    expect(o.error).toBeUndefined();
    expect(textOf(payloadOf(o))).toContain('Goodbye, and have a nice day!');
    expect(payloadOf(o).end_action?.id).toBe('EA_Main_Exit');

    // The records of the session, through the public consumer API.
    let last = '';
    const records = await waitUntil(
      async () => {
        const all = await readTopic(reader, APP);
        const mine = all.filter(
          (x) =>
            (x.value.data as { sessionid?: string }).sessionid === sid ||
            JSON.stringify(x.value.data).includes(`"dialogSessionId":"${sid}"`),
        );
        const summaries = mine.filter((x) => String(x.value.data.dataContentType).includes('asr-callsummary'));
        const tts = mine.filter((x) => x.key.service === 'TTSaaS');
        last = `${mine.length} records, ${summaries.length} ASR summaries, ${tts.length} TTS`;
        return summaries.length >= 3 && tts.length >= 4 ? mine : undefined;
      },
      { what: "the session's records", timeoutMs: 20_000, intervalMs: 200 },
    ).catch((e: Error) => {
      throw new Error(`${e.message} (${last})`);
    });
    const asr = records.filter((x) => x.key.service === 'ASRaaS');
    const summaries = asr.filter((x) => String(x.value.data.dataContentType).includes('asr-callsummary'));
    expect(summaries).toHaveLength(3);
    const ttsRecords = records.filter((x) => x.key.service === 'TTSaaS');
    // Welcome, the balance, the no-input prompt, goodbye (the balance question turned into a data action: nothing to say).
    expect(ttsRecords.length).toBeGreaterThanOrEqual(4);
    for (const x of ttsRecords) {
      expect(x.value.data.clientData).toEqual({ dialogSessionId: sid });
      expect((x.value.data.response as { status: { code: number } }).status.code).toBe(200);
    }
    const nii = records.filter((x) => x.value.source === 'NIIEventLogger');
    const events = nii.flatMap(
      (x) => (x.value.data as { events: { name: string; value: Record<string, unknown> }[] }).events,
    );
    // The recognized words are the turn's input, as typed text would be.
    const received = events.filter((e) => e.name === 'input-received').map((e) => String(e.value.userText ?? ''));
    expect(received.some((u) => /checking balance/i.test(u))).toBe(true);
    // Speech is logged as speech: the event carries the interpretation made of it, input mode voice.
    const spoken = events.find(
      (e) => e.name === 'input-received' && /checking balance/i.test(String(e.value.userText)),
    );
    expect(spoken?.value.interpretation).toMatchObject({
      isSuccess: true,
      inputmode: 'voice',
      utterance: spoken?.value.userText,
      data: { INTENT: 'I_REQUEST_ACCOUNT_BALANCE' },
    });
    expect(events.some((e) => e.name === 'input-processed' && e.value.result === 'noinput')).toBe(true);
    expect(events.some((e) => e.name === 'application-ended')).toBe(true);
    const calls = records
      .filter((x) => String(x.value.source) === 'vendor.dlg.v1.DialogService/ExecuteStream')
      .map((x) => (x.value.data as { events: { name: string }[] }).events[0]!.name);
    for (const n of [
      'DLGaaS-ExecuteStream-Start',
      'DLGaaS-ExecuteStream-End',
      'ASRaaS-reco-Start',
      'ASRaaS-reco-End',
      'TTSaaS-synthesize-Start',
      'TTSaaS-synthesize-End',
    ])
      expect(calls).toContain(n);
  }, 240_000);

  it('refuses a stream without its request, audio while data is awaited, and a bad voice, naming the field', async () => {
    let o = await executeStream(dlg, token, [{ audio: Buffer.alloc(640) }]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(o.error?.details).toMatch(/request/);

    const sid = await start();
    o = await executeStream(dlg, token, [
      { request: { session_id: sid, payload: {} }, tts_control_v1: { voice: { name: 'Evan' } } },
    ]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(o.error?.details).toContain('tts_control_v1.voice.name');
    // The refused turn did not run: the next one still says the welcome.
    o = await executeStream(dlg, token, [{ request: { session_id: sid, payload: {} } }]);
    expect(textOf(payloadOf(o))).toContain('Welcome to Starter Bank.');
    // Recognition parameters are named as the stream's, and the turn does not run.
    o = await executeStream(dlg, token, [
      {
        request: { session_id: sid, payload: {} },
        asr_control_v1: { audio_format: { pcm: { sample_rate_hz: 44100 } } },
      },
      { audio: Buffer.alloc(640) },
    ]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(o.error?.details).toContain('asr_control_v1.audio_format.pcm.sample_rate_hz');
    o = await executeStream(dlg, token, [
      { request: { session_id: sid, payload: { user_input: { user_text: 'what is my checking balance' } } } },
    ]);
    expect(payloadOf(o).da_action?.id).toBe('DA_I_REQUEST_ACCOUNT_BALANCE');
    o = await speak(sid, await caller('Savings.'));
    expect(o.error?.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(o.error?.details).toMatch(/requested_data/);
  }, 120_000);
});
