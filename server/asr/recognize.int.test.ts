// nuance.asr.v1.Recognizer/Recognize over gRPC with a real client and the real engine: synthesized
// speech streamed in 20 ms chunks, the stream shapes of seed 000 (status 100, start of speech,
// partials before finals, status 200), wordset bias, and the refusals. The engine is installed on
// first use; a machine that cannot install it fails here with the reason.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionRequest } from '../../generated/proto/nuance/asr/v1/RecognitionRequest.js';
import type { RecognitionResponse__Output } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import { OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { loadProtos } from '../../wire/protos.js';
import { g711Encode } from '../audio/codecs/g711.js';
import { requireSpeechEngine, spokenClip } from './engine/engine.testkit.js';

const RECOGNIZER = SERVICES.asr;
const BALANCE = 'Thank you for calling. I would like to check my balance, please.';

interface Outcome {
  responses: RecognitionResponse__Output[];
  error?: grpc.ServiceError;
}

function recognizerClient(address: string): grpc.Client {
  const def = loadProtos().packageDefinition[RECOGNIZER] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, 'Recognizer');
  return new Ctor(address, grpc.credentials.createInsecure());
}

/** Sends the messages (awaiting back-pressure), half-closes, and collects the answer. */
function recognize(client: grpc.Client, token: string | undefined, messages: RecognitionRequest[]): Promise<Outcome> {
  const md = new grpc.Metadata();
  if (token) md.set('authorization', `Bearer ${token}`);
  const call = (
    client as unknown as Record<
      string,
      (
        md: grpc.Metadata,
        o: grpc.CallOptions,
      ) => grpc.ClientDuplexStream<RecognitionRequest, RecognitionResponse__Output>
    >
  ).Recognize!.call(client, md, { deadline: Date.now() + 60_000 });
  const responses: RecognitionResponse__Output[] = [];
  const done = new Promise<Outcome>((resolve) => {
    call.on('data', (r: RecognitionResponse__Output) => responses.push(r));
    call.on('error', (error: grpc.ServiceError) => resolve({ responses, error }));
    call.on('end', () => resolve({ responses }));
  });
  void (async () => {
    for (const m of messages) {
      if (!call.write(m)) await new Promise((r) => call.once('drain', r));
    }
    call.end();
  })().catch(() => {});
  return done;
}

const init = (parameters: Record<string, unknown>, resources: unknown[] = []): RecognitionRequest => ({
  recognition_init_message: {
    parameters: { language: 'en-US', topic: 'GEN', audio_format: { pcm: { sample_rate_hz: 8000 } }, ...parameters },
    resources,
    client_data: { case: 'recognize.int.test' },
  } as RecognitionRequest['recognition_init_message'],
});

/** 20 ms audio messages of 16-bit PCM at `rate`. */
function pcmChunks(pcm: Int16Array, rate: number): RecognitionRequest[] {
  const step = rate / 50;
  const out: RecognitionRequest[] = [];
  for (let i = 0; i < pcm.length; i += step) {
    const part = pcm.subarray(i, i + step);
    out.push({ audio: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
  }
  return out;
}

const results = (o: Outcome) => o.responses.filter((r) => r.response_union === 'result').map((r) => r.result!);
const finals = (o: Outcome) => results(o).filter((r) => r.result_type === 'FINAL');
const transcript = (o: Outcome) =>
  finals(o)
    .map((r) => r.hypotheses?.[0]?.formatted_text ?? '')
    .join(' ');

describe('Recognizer/Recognize over gRPC', () => {
  let t: TestServer;
  let client: grpc.Client;
  let token: string;

  beforeAll(async () => {
    requireSpeechEngine();
    t = await startTestServer('pglite');
    client = recognizerClient(t.grpcAddress);
    token = await t.token('service');
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  it('streams 8 kHz PCM: status 100, start of speech, partials before the final, words with times, status 200', async () => {
    const clip = await spokenClip(BALANCE, 'slt', 400);
    const started = performance.now();
    const o = await recognize(client, token, [
      init({ result_type: 'PARTIAL', utterance_detection_mode: 'MULTIPLE' }),
      ...pcmChunks(clip, 8000),
    ]);
    const seconds = (performance.now() - started) / 1000;
    expect(o.error).toBeUndefined();
    const first = o.responses[0]!;
    expect(first.status).toMatchObject({ code: 100, message: 'Continue' });
    expect(first.status!.details).toContain('rate=8000');
    expect(o.responses.at(-1)!.status).toMatchObject({ code: 200, message: 'Success' });
    const sos = o.responses.find((r) => r.response_union === 'start_of_speech');
    expect(sos?.start_of_speech?.first_audio_to_start_of_speech_ms).toBeGreaterThanOrEqual(300);
    const firstPartial = o.responses.findIndex((r) => r.result?.result_type === 'PARTIAL');
    const firstFinal = o.responses.findIndex((r) => r.result?.result_type === 'FINAL');
    expect(firstPartial).toBeGreaterThan(0);
    expect(firstPartial).toBeLessThan(firstFinal);
    expect(transcript(o).toLowerCase()).toContain('check my balance');
    const words = finals(o).flatMap((r) => r.hypotheses?.[0]?.words ?? []);
    expect(words.length).toBeGreaterThan(5);
    for (const w of words) {
      expect(w.end_ms).toBeGreaterThan(w.start_ms!);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
    expect(finals(o)[0]!.data_pack).toMatchObject({ language: 'en-US', topic: 'GEN' });
    console.log(
      `[asr] ${(clip.length / 8000).toFixed(2)} s of 8 kHz speech recognised in ${seconds.toFixed(2)} s (real-time factor ${(seconds / (clip.length / 8000)).toFixed(2)})`,
    );
  });

  it('FINAL result type sends no partials; µ-law audio is decoded', async () => {
    const clip = await spokenClip(BALANCE, 'slt');
    const law = g711Encode('ulaw', clip);
    const chunks: RecognitionRequest[] = [];
    for (let i = 0; i < law.length; i += 160) chunks.push({ audio: Buffer.from(law.subarray(i, i + 160)) });
    const o = await recognize(client, token, [
      init({ audio_format: { ulaw: {} }, result_type: 'FINAL', utterance_detection_mode: 'MULTIPLE' }),
      ...chunks,
    ]);
    expect(o.error).toBeUndefined();
    expect(results(o).every((r) => r.result_type === 'FINAL')).toBe(true);
    expect(transcript(o).toLowerCase()).toContain('balance');
  });

  it('an inline wordset makes an out-of-vocabulary name recognisable, spelled as its literal', async () => {
    const clip = await spokenClip('Please send the money to Brixtonvale today.', 'slt', 300, 16000);
    const params = { audio_format: { pcm: { sample_rate_hz: 16000 } }, utterance_detection_mode: 'MULTIPLE' };
    const without = await recognize(client, token, [init(params), ...pcmChunks(clip, 16000)]);
    expect(without.error).toBeUndefined();
    expect(transcript(without)).not.toContain('Brixtonvale');
    const wordset = JSON.stringify({ PLACES: [{ literal: 'Brixtonvale', spoken: ['bricks ton vale'] }] });
    const withSet = await recognize(client, token, [
      init(params, [{ inline_wordset: wordset }]),
      ...pcmChunks(clip, 16000),
    ]);
    expect(withSet.error).toBeUndefined();
    expect(transcript(withSet)).toContain('Brixtonvale');
  });

  it('a cancelled stream frees its decoder: the next recognition starts', async () => {
    const clip = await spokenClip(BALANCE, 'slt');
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    const call = (
      client as unknown as Record<string, (md: grpc.Metadata) => grpc.ClientDuplexStream<RecognitionRequest, unknown>>
    ).Recognize!.call(client, md);
    const continued = new Promise<void>((resolve) => call.once('data', () => resolve()));
    const closed = new Promise<grpc.StatusObject>((resolve) => call.on('status', resolve));
    call.on('error', () => {});
    call.write(init({ utterance_detection_mode: 'MULTIPLE' }));
    for (const m of pcmChunks(clip.subarray(0, 8000), 8000)) call.write(m);
    await continued; // status 100: the decoder is running
    call.cancel();
    expect((await closed).code).toBe(grpc.status.CANCELLED);
    // With every decoder slot taken by a leaked process this would wait for a free one, forever.
    const o = await recognize(client, token, [
      init({ utterance_detection_mode: 'MULTIPLE' }),
      ...pcmChunks(clip, 8000),
    ]);
    expect(o.error).toBeUndefined();
    expect(transcript(o).toLowerCase()).toContain('balance');
  });

  it('refuses audio before the init message, naming the field', async () => {
    const o = await recognize(client, token, [{ audio: Buffer.alloc(320) }]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    const fields = (grpcStatus(o.error).status?.field_violations as { field: string }[]).map((v) => v.field);
    expect(fields).toEqual(['recognition_init_message']);
  });

  it('refuses other languages, naming the supported ones', async () => {
    const o = await recognize(client, token, [init({ language: 'fr-FR' })]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(o.error?.details).toContain('en-US');
    const v = grpcStatus(o.error).status?.field_violations as { field: string }[];
    expect(v.map((x) => x.field)).toEqual(['recognition_init_message.parameters.language']);
  });

  it('refuses bad parameters and resources field by field', async () => {
    const o = await recognize(client, token, [
      init({ audio_format: { pcm: { sample_rate_hz: 44100 } }, topic: 'FINANCE' }, [{ inline_wordset: '{not json' }]),
    ]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    const fields = (grpcStatus(o.error).status?.field_violations as { field: string }[]).map((v) => v.field).sort();
    expect(fields).toEqual([
      'recognition_init_message.parameters.audio_format.pcm.sample_rate_hz',
      'recognition_init_message.parameters.topic',
      'recognition_init_message.resources[0].inline_wordset',
    ]);
    const opus = await recognize(client, token, [init({ audio_format: { opus: { decode_rate_hz: 16000 } } })]);
    expect(opus.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('an unknown DLM fails unless mask_load_failures is set', async () => {
    const uri = 'urn:nuance-mix:tag:model/nosuch/mix.asr?=language=eng-USA';
    const failing = await recognize(client, token, [init({}, [{ external_reference: { type: 'DOMAIN_LM', uri } }])]);
    expect(failing.error?.code).toBe(grpc.status.NOT_FOUND);
    expect(failing.error?.details).toContain(uri);
    const masked = await recognize(client, token, [
      init({}, [{ external_reference: { type: 'DOMAIN_LM', uri, mask_load_failures: true }, weight_value: 0.5 }]),
    ]);
    expect(masked.error).toBeUndefined();
    expect(masked.responses.map((r) => r.status?.code)).toEqual([100, 200]);
  });

  it('needs a token with the asr scope', async () => {
    const none = await recognize(client, undefined, [init({})]);
    expect(none.error?.code).toBe(grpc.status.UNAUTHENTICATED);
    const noAsr = await t.token('service', { oauthScopes: [OAUTH_SCOPES.sessions] });
    const denied = await recognize(client, noAsr, [init({})]);
    expect(denied.error?.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(denied.error?.details).toContain('"asr"');
  });
});

describe('Recognizer without an engine', () => {
  it('answers UNAVAILABLE saying how to install it', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-no-engine-'));
    const before = process.env.VIGIL_SPEECH_ENGINE_DIR;
    process.env.VIGIL_SPEECH_ENGINE_DIR = empty;
    let t: TestServer | undefined;
    try {
      t = await startTestServer('pglite');
    } finally {
      if (before === undefined) delete process.env.VIGIL_SPEECH_ENGINE_DIR;
      else process.env.VIGIL_SPEECH_ENGINE_DIR = before;
    }
    const client = recognizerClient(t.grpcAddress);
    try {
      const o = await recognize(client, await t.token('service'), [init({})]);
      expect(o.error?.code).toBe(grpc.status.UNAVAILABLE);
      expect(o.error?.details).toContain('node scripts/install-speech-engine.mjs');
    } finally {
      client.close();
      await t.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
