// The synthesizer over gRPC on a real server: voices, streamed and unary synthesis in each format
// the engine can produce, SSML, the refusals (bad voice, Opus, unsupported SSML, too much input,
// over the app's share, a token without the `tts` scope), and synthesized speech recognised back
// by the project's recognizer: on the fixed sentences below the word error rate must stay ≤ 15%.
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GetVoicesResponse__Output } from '../../generated/proto/nuance/tts/v1/GetVoicesResponse.js';
import type { UnarySynthesisResponse__Output } from '../../generated/proto/nuance/tts/v1/UnarySynthesisResponse.js';
import { clientCredentialsToken, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { g711Decode } from '../audio/codecs/g711.js';
import { int16FromLeBytes } from '../audio/codecs/pcm.js';
import { pcmChunks, recognitionInit, recognize, recognizerClient, transcriptOf } from '../asr/asr-wire.testkit.js';
import { requireSpeechEngine } from '../asr/engine/engine.testkit.js';
import { createClient } from '../auth/clients.js';
import {
  synthesizeStream,
  streamedAudio,
  synthesizerClient,
  textRequest,
  unaryCall,
  wordErrors,
} from './tts.testkit.js';

const APP = 'ACME-TTS-DEV';
let t: TestServer;
let tts: grpc.Client;
let asr: grpc.Client;
let token: string;

beforeAll(async () => {
  requireSpeechEngine();
  process.env.VIGIL_TTS_SYNTHESES_PER_APP = '2';
  t = await startTestServer('pglite');
  tts = synthesizerClient(t.grpcAddress);
  asr = recognizerClient(t.grpcAddress);
  const c = await createClient(t.db, { role: 'service', gkScopeIds: [t.scopeId], name: 'ivr', app: APP });
  token = await clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret);
}, 120_000);
afterAll(async () => {
  delete process.env.VIGIL_TTS_SYNTHESES_PER_APP;
  tts?.close();
  asr?.close();
  await t?.close();
});

const violations = (e: grpc.ServiceError | undefined) => {
  expect(e?.code).toBe(grpc.status.INVALID_ARGUMENT);
  return e!.details;
};

it('lists the voices, filtered by the request', async () => {
  const all = await unaryCall<GetVoicesResponse__Output>(tts, token, 'GetVoices', {});
  expect(all.response!.voices!.map((v) => `${v.name}@${v.sample_rate_hz}`).sort()).toEqual([
    'awb@16000',
    'kal@8000',
    'rms@16000',
    'slt@16000',
  ]);
  const female = await unaryCall<GetVoicesResponse__Output>(tts, token, 'GetVoices', { voice: { gender: 'FEMALE' } });
  expect(female.response!.voices!.map((v) => v.name)).toEqual(['slt']);
});

it('streams audio in chunks as it is made, then status 200; unary gives the same audio whole', async () => {
  const req = textRequest('Your balance is ready. Thank you for calling.', {
    audio_params: { audio_format: { pcm: { sample_rate_hz: 16000 } }, audio_chunk_duration_ms: 200 },
  });
  const streamed = await synthesizeStream(tts, token, req);
  expect(streamed.error).toBeUndefined();
  const audio = streamed.messages.filter((m) => m.audio);
  expect(audio.length).toBeGreaterThan(5);
  expect(audio[0]!.audio!.length).toBe(200 * 16 * 2); // 200 ms of 16 kHz 16-bit
  expect(streamed.messages.at(-1)!.status).toMatchObject({ code: 200, message: 'OK' });
  // Two sentences: the first one's audio arrives before the second is spoken.
  expect(streamed.arrivals[0]!).toBeLessThan(streamed.arrivals.at(-1)! - 50);

  const unary = await unaryCall<UnarySynthesisResponse__Output>(tts, token, 'UnarySynthesize', req);
  expect(unary.response!.status).toMatchObject({ code: 200 });
  expect(unary.response!.audio!.equals(streamedAudio(streamed))).toBe(true);

  // μ-law is 8 kHz, one byte a sample: half the bytes of 16-bit PCM at the same rate, same speech.
  const ulaw = await unaryCall<UnarySynthesisResponse__Output>(tts, token, 'UnarySynthesize', {
    ...req,
    audio_params: { audio_format: { ulaw: {} } },
  });
  const pcm8 = await unaryCall<UnarySynthesisResponse__Output>(tts, token, 'UnarySynthesize', {
    ...req,
    audio_params: { audio_format: { pcm: { sample_rate_hz: 8000 } } },
  });
  expect(ulaw.response!.audio!.length).toBe(pcm8.response!.audio!.length / 2);
  const decoded = g711Decode('ulaw', ulaw.response!.audio!);
  const linear = int16FromLeBytes(pcm8.response!.audio!);
  let diff = 0;
  for (let i = 0; i < linear.length; i++) diff = Math.max(diff, Math.abs(decoded[i]! - linear[i]!));
  expect(diff).toBeLessThan(1100); // μ-law's largest quantisation step
}, 60_000);

it('speaks the supported SSML: breaks lengthen the audio, a faster prosody rate shortens it', async () => {
  const say = async (ssml: string) => {
    const r = await unaryCall<UnarySynthesisResponse__Output>(tts, token, 'UnarySynthesize', {
      ...textRequest(''),
      input: { ssml: { text: ssml } },
    });
    expect(r.error).toBeUndefined();
    return r.response!.audio!.length / 32; // ms at 16 kHz 16-bit
  };
  const plain = await say('<speak>Hello there.</speak>');
  const paused = await say('<speak>Hello <break time="800ms"/> there.</speak>');
  const fast = await say('<speak><prosody rate="x-fast">Hello there.</prosody></speak>');
  expect(paused - plain).toBeGreaterThan(700);
  expect(fast).toBeLessThan(plain * 0.8);
}, 60_000);

it('refuses what it cannot do, naming the field', async () => {
  const badVoice = await unaryCall(tts, token, 'UnarySynthesize', textRequest('Hi.', { voice: { name: 'zira' } }));
  expect(violations(badVoice.error)).toMatch(/voice\.name/);
  const opus = await synthesizeStream(
    tts,
    token,
    textRequest('Hi.', { audio_params: { audio_format: { ogg_opus: {} } } }),
  );
  expect(violations(opus.error)).toMatch(/audio_params\.audio_format\.ogg_opus.*no Opus encoder/);
  expect(opus.messages).toEqual([]);
  const ssml = await unaryCall(tts, token, 'UnarySynthesize', {
    ...textRequest(''),
    input: { ssml: { text: '<speak>Hi <audio src="x.wav"/></speak>' } },
  });
  expect(violations(ssml.error)).toMatch(/input\.ssml\.text.*<audio> is not supported/);
  const broken = await unaryCall(tts, token, 'UnarySynthesize', {
    ...textRequest(''),
    input: { ssml: { text: '<speak>Hi' } },
  });
  expect(violations(broken.error)).toMatch(/<speak> is not closed/);
  const long = await unaryCall(tts, token, 'UnarySynthesize', textRequest('word '.repeat(1000)));
  expect(violations(long.error)).toMatch(/input\.text\.text/);
}, 30_000);

it('refuses a third concurrent synthesis of one app with RESOURCE_EXHAUSTED and retry-after', async () => {
  const long = textRequest('This sentence is long enough to keep the engine busy for a while. '.repeat(6));
  const calls = [0, 1, 2].map(() => synthesizeStream(tts, token, long));
  const results = await Promise.all(calls);
  const refused = results.filter((r) => r.error);
  expect(refused).toHaveLength(1);
  expect(refused[0]!.error!.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
  expect(refused[0]!.error!.metadata.get('retry-after')[0]).toBe('2');
  // The slots are free again afterwards.
  const after = await synthesizeStream(tts, token, textRequest('Done.'));
  expect(after.messages.at(-1)!.status?.code).toBe(200);
}, 90_000);

it('needs the tts scope', async () => {
  const c = await createClient(t.db, {
    role: 'service',
    gkScopeIds: [t.scopeId],
    name: 'asr-only',
    app: APP,
    oauthScopes: ['asr'],
  });
  const other = await clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret);
  const r = await unaryCall(tts, other, 'GetVoices', {});
  expect(r.error?.code).toBe(grpc.status.PERMISSION_DENIED);
});

// Sentences pocketsphinx's general model hears well in Flite's slt voice.
const SENTENCES = [
  'I would like to check my balance please',
  'Please transfer one hundred dollars to my savings account',
  'What is the weather like today',
  'I want to speak to an agent',
  'My card was stolen yesterday',
  'Can you help me reset my password',
  'I need to pay my phone bill',
  'Thank you very much for your help',
  'Where is the nearest bank branch',
  'Please call me back tomorrow morning',
];

it('speaks words the recognizer hears back: word error rate at most 15% over ten sentences', async () => {
  let errors = 0;
  let words = 0;
  for (const s of SENTENCES) {
    const r = await unaryCall<UnarySynthesisResponse__Output>(tts, token, 'UnarySynthesize', textRequest(`${s}.`));
    // Half a second of silence either side, as a caller's audio has.
    const pad = new Int16Array(8000);
    const speech = int16FromLeBytes(r.response!.audio!);
    const clip = new Int16Array(pad.length * 2 + speech.length);
    clip.set(speech, pad.length);
    const heard = await recognize(asr, token, [
      recognitionInit({ audio_format: { pcm: { sample_rate_hz: 16000 } } }),
      ...pcmChunks(clip, 16000),
    ]);
    expect(heard.error).toBeUndefined();
    const e = wordErrors(s, transcriptOf(heard));
    errors += e.errors;
    words += e.words;
  }
  const wer = errors / words;
  console.info(`TTS → ASR word error rate: ${(wer * 100).toFixed(1)}% (${errors}/${words})`);
  expect(wer).toBeLessThanOrEqual(0.15);
}, 180_000);
