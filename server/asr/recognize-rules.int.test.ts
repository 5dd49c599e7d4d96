// The rest of Recognize's rules over gRPC with the real engine: the no-input, recognition and
// utterance-end-silence timers (on audio time; stall_timers holds them until the start_timers
// control message), max_hypotheses, auto_punctuate, A-law audio, the three-letter language form,
// refusals field by field, and a cancelled stream's decoder process gone at once.
import * as grpc from '@grpc/grpc-js';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import {
  finalsOf,
  openRecognize,
  pcmChunks,
  recognitionInit,
  recognize,
  recognizerClient,
  resultsOf,
  statusesOf,
} from './asr-wire.testkit.js';
import { requireSpeechEngine, spokenClip } from './engine/engine.testkit.js';

const BALANCE = 'Thank you for calling. I would like to check my balance, please.';
const silence = (ms: number, rate = 8000) => new Int16Array((ms * rate) / 1000);
const alawSilence = (ms: number) => Array.from({ length: ms / 20 }, () => ({ audio: Buffer.alloc(160, 0xd5) })); // A-law zero, 20 ms each

/** Decoder processes this test process (which runs the server) has started and not yet reaped. */
function decoderProcesses(): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((l) => l.includes('vigil-ps-stream'))
      .map((l) => Number(l.trim().split(/\s+/)[0]));
  } catch {
    return []; // ps exits 1 when nothing matches
  }
}

const fields = (err: unknown) =>
  ((grpcStatus(err).status?.field_violations as { field: string }[] | undefined) ?? []).map((v) => v.field).sort();

describe('Recognize: timers, hypotheses, formatting and refusals', () => {
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

  it('no-input timeout: silence ends the stream with status 404 No Speech, without the client closing it', async () => {
    const o = await recognize(
      client,
      token,
      [
        recognitionInit({ language: 'eng-USA', audio_format: { alaw: {} }, no_input_timeout_ms: 1000 }),
        ...alawSilence(3000),
      ],
      { halfClose: false },
    );
    expect(o.error).toBeUndefined();
    expect(statusesOf(o).map((s) => s.code)).toEqual([100, 404]);
    expect(statusesOf(o)[0]!.details).toContain('alaw');
    expect(statusesOf(o)[1]).toMatchObject({ message: 'No Speech' });
    expect(statusesOf(o)[1]!.details).toContain('no_input_timeout_ms');
    expect(resultsOf(o)).toEqual([]);
  });

  it('stall_timers: the no-input timer waits for the start_timers control message', async () => {
    const params = { no_input_timeout_ms: 1000, recognition_flags: { stall_timers: true } };
    const never = await recognize(client, token, [recognitionInit(params), ...pcmChunks(silence(2500), 8000)]);
    expect(statusesOf(never).map((s) => s.code)).toEqual([100, 200]);
    const started = await recognize(
      client,
      token,
      [
        recognitionInit(params),
        ...pcmChunks(silence(2000), 8000),
        { control_message: { start_timers_message: {} } },
        ...pcmChunks(silence(1500), 8000),
      ],
      { halfClose: false },
    );
    expect(statusesOf(started).map((s) => s.code)).toEqual([100, 404]);
  });

  it('recognition timeout: the result so far, then status 413; max_hypotheses gives an n-best list; auto_punctuate', async () => {
    const clip = await spokenClip(BALANCE, 'slt');
    const o = await recognize(
      client,
      token,
      [
        recognitionInit({
          utterance_detection_mode: 'SINGLE',
          recognition_timeout_ms: 1500,
          max_hypotheses: 5,
          recognition_flags: { auto_punctuate: true },
        }),
        ...pcmChunks(clip, 8000),
        ...pcmChunks(silence(3000), 8000),
      ],
      { halfClose: false },
    );
    expect(o.error).toBeUndefined();
    const statuses = statusesOf(o);
    expect(statuses.map((s) => s.code)).toEqual([100, 413]);
    expect(statuses[1]!.details).toContain('recognition_timeout_ms');
    const finals = finalsOf(o);
    expect(finals).toHaveLength(1);
    const hyps = finals[0]!.hypotheses!;
    expect(hyps.length).toBeGreaterThan(1);
    expect(hyps.length).toBeLessThanOrEqual(5);
    expect(new Set(hyps.map((h) => h.minimally_formatted_text)).size).toBe(hyps.length);
    expect(hyps[0]!.confidence).toBeGreaterThan(0);
    for (const h of hyps) {
      expect(h.formatted_text).toMatch(/^[A-Z].*[.?]$/);
      expect(h.minimally_formatted_text).not.toMatch(/[.?,]/);
    }
  });

  it('utterance detection: a 900 ms pause splits two utterances by default, not with utterance_end_silence_ms 1500, SINGLE or DISABLED', async () => {
    const clip = await spokenClip('Check my balance please.', 'slt', 300, 16000);
    const twice = new Int16Array(clip.length * 2);
    twice.set(clip);
    twice.set(clip, clip.length);
    const params = { audio_format: { pcm: { sample_rate_hz: 16000 } }, utterance_detection_mode: 'MULTIPLE' };
    const split = await recognize(client, token, [recognitionInit(params), ...pcmChunks(twice, 16000)]);
    expect(finalsOf(split)).toHaveLength(2);
    const joined = await recognize(client, token, [
      recognitionInit({ ...params, utterance_end_silence_ms: 1500 }),
      ...pcmChunks(twice, 16000),
    ]);
    expect(finalsOf(joined)).toHaveLength(1);
    // SINGLE: the first utterance ends the recognition (status 200 without the client closing).
    const single = await recognize(
      client,
      token,
      [recognitionInit({ ...params, utterance_detection_mode: 'SINGLE' }), ...pcmChunks(twice, 16000)],
      { halfClose: false },
    );
    expect(finalsOf(single)).toHaveLength(1);
    expect(statusesOf(single).map((s) => s.code)).toEqual([100, 200]);
    // DISABLED: one result for the whole stream and no start-of-speech message; immutable partials
    // only ever grow (words once delivered do not change).
    const whole = await recognize(client, token, [
      recognitionInit({ ...params, utterance_detection_mode: 'DISABLED', result_type: 'IMMUTABLE_PARTIAL' }),
      ...pcmChunks(twice, 16000),
    ]);
    expect(finalsOf(whole)).toHaveLength(1);
    expect(whole.responses.some((r) => r.start_of_speech)).toBe(false);
    const partials = resultsOf(whole).filter((r) => r.result_type === 'IMMUTABLE_PARTIAL');
    expect(partials.length).toBeGreaterThan(0);
    const texts = partials.map((r) => r.hypotheses![0]!.minimally_formatted_text!);
    for (let i = 1; i < texts.length; i++) expect(texts[i]!.startsWith(texts[i - 1]!)).toBe(true);
    expect(finalsOf(joined)[0]!.hypotheses![0]!.minimally_formatted_text!.match(/balance/g)).toHaveLength(2);
  });

  it('refuses bad timer and hypothesis parameters, and a control message before the init message', async () => {
    const bad = await recognize(client, token, [recognitionInit({ max_hypotheses: 11, utterance_end_silence_ms: 50 })]);
    expect(bad.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(fields(bad.error)).toEqual([
      'recognition_init_message.parameters.max_hypotheses',
      'recognition_init_message.parameters.utterance_end_silence_ms',
    ]);
    const control = await recognize(client, token, [{ control_message: { start_timers_message: {} } }]);
    expect(control.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(fields(control.error)).toEqual(['recognition_init_message']);
    const twoInits = await recognize(client, token, [recognitionInit({}), recognitionInit({})]);
    expect(twoInits.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    const urn = await recognize(client, token, [
      recognitionInit({}, [{ external_reference: { type: 'COMPILED_WORDSET', uri: 'places' } }]),
    ]);
    expect(fields(urn.error)).toEqual(['recognition_init_message.resources[0].external_reference.uri']);
  });

  it('a cancelled stream kills its decoder process at once', async () => {
    const before = new Set(decoderProcesses());
    const call = openRecognize(client, token);
    const continued = new Promise<void>((resolve) => call.once('data', () => resolve()));
    const closed = new Promise<grpc.StatusObject>((resolve) => call.on('status', resolve));
    call.on('error', () => {});
    call.write(recognitionInit({ utterance_detection_mode: 'MULTIPLE' }));
    for (const m of pcmChunks(silence(1000), 8000)) call.write(m);
    await continued; // status 100: the decoder is running
    const mine = decoderProcesses().filter((pid) => !before.has(pid));
    expect(mine).toHaveLength(1);
    call.cancel();
    expect((await closed).code).toBe(grpc.status.CANCELLED);
    await waitUntil(() => !decoderProcesses().includes(mine[0]!), {
      what: 'the cancelled stream’s decoder process to end',
      timeoutMs: 2000,
    });
  });
});
