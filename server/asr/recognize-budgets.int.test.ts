// Recognize under hostile load (issue 32): the largest inline wordsets a request may carry do not
// stall the server, more is refused before any is parsed, a stream that sends nothing gives its
// decoder back with status 408, a stream may not outlive the server's limit, and one app's streams
// cannot take the decoders another app needs.
import * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionResponse__Output } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import { createClient } from '../auth/clients.js';
import {
  clientCredentialsToken,
  grpcStatus,
  startTestServer,
  type TestServer,
} from '../../testkit/server-harness.testkit.js';
import { REQUEST_BUDGETS } from '../rpc/budgets.js';
import { measureStall } from '../util/event-loop-watchdog.js';
import { requireSpeechEngine, spokenClip } from './engine/engine.testkit.js';
import {
  openRecognize,
  pcmChunks,
  recognitionInit,
  recognize,
  recognizerClient,
  transcriptOf,
} from './asr-wire.testkit.js';

const BALANCE = 'Thank you for calling. I would like to check my balance, please.';
const PER_WORDSET = 64 * 1024;

// Short dictionary words: a run of them has a split at almost every letter, the most work for the
// pronunciation search (and, before it kept back-pointers, a copy of the split so far at each one).
const SHORT_WORDS = ['is', 'at', 'on', 'in', 'an', 'to', 'it', 'go', 'no', 'so', 'we', 'he', 'me', 'be', 'do', 'up'];

/**
 * A wordset just under `chars` characters of made-up names, each 200 letters of short words run
 * together, with spoken forms the search fails on only at their last letters: the costliest
 * entries to pronounce, all different.
 */
function costlyWordset(chars: number, seed: number): string {
  let x = seed;
  const run = (letters: number) => {
    let out = '';
    while (out.length < letters) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      out += SHORT_WORDS[x % SHORT_WORDS.length];
    }
    return out.slice(0, letters);
  };
  const entries: { literal: string; spoken: string[] }[] = [];
  let size = 20;
  for (;;) {
    const entry = { literal: run(200), spoken: [`${run(198)}qx`, `${run(198)}qx`] };
    size += JSON.stringify(entry).length + 1;
    if (size > chars) break;
    entries.push(entry);
  }
  return JSON.stringify({ NAMES: entries });
}

const statusCodes = (responses: RecognitionResponse__Output[]) =>
  responses.filter((r) => r.response_union === 'status').map((r) => r.status!.code);

describe('Recognize budgets', () => {
  let t: TestServer;
  let client: grpc.Client;
  const env = { ...process.env };

  const appToken = async (app: string) => {
    const c = await createClient(t.db, {
      role: 'service',
      gkScopeIds: [t.scopeId],
      app,
      name: `c-${randomUUID().slice(0, 8)}`,
    });
    return clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret);
  };

  beforeAll(async () => {
    requireSpeechEngine();
    t = await startTestServer('pglite');
    client = recognizerClient(t.grpcAddress);
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
  });
  afterEach(() => {
    process.env.VIGIL_STREAM_IDLE_MS = env.VIGIL_STREAM_IDLE_MS;
    process.env.VIGIL_STREAM_MAX_MS = env.VIGIL_STREAM_MAX_MS;
    if (env.VIGIL_STREAM_IDLE_MS === undefined) delete process.env.VIGIL_STREAM_IDLE_MS;
    if (env.VIGIL_STREAM_MAX_MS === undefined) delete process.env.VIGIL_STREAM_MAX_MS;
  });

  it('the largest inline wordsets allowed are recognised without stalling the event loop over 100 ms', async () => {
    const token = await appToken('wordsets');
    const clip = await spokenClip(BALANCE, 'slt');
    // Warm-up: the pronunciation dictionary is read once per process.
    const warm = await recognize(client, token, [
      recognitionInit({ utterance_detection_mode: 'MULTIPLE' }, [
        { inline_wordset: JSON.stringify({ N: [{ literal: 'Brixtonvale' }] }) },
      ]),
      ...pcmChunks(clip, 8000),
    ]);
    expect(warm.error).toBeUndefined();

    const count = Math.floor(REQUEST_BUDGETS.inlineWordsetChars / PER_WORDSET);
    const resources = Array.from({ length: count }, (_, i) => ({ inline_wordset: costlyWordset(PER_WORDSET, i + 1) }));
    expect(resources.reduce((n, r) => n + r.inline_wordset.length, 0)).toBeLessThanOrEqual(
      REQUEST_BUDGETS.inlineWordsetChars,
    );
    const { result: o, stallMs } = await measureStall(() =>
      recognize(client, token, [
        recognitionInit({ utterance_detection_mode: 'MULTIPLE' }, resources),
        ...pcmChunks(clip, 8000),
      ]),
    );
    expect(o.error).toBeUndefined();
    expect(statusCodes(o.responses)).toEqual([100, 200]);
    expect(transcriptOf(o).toLowerCase()).toContain('balance');
    console.log(`[asr] worst allowed inline wordsets: longest event-loop stall ${stallMs.toFixed(0)} ms`);
    expect(stallMs).toBeLessThan(100);
  });

  it('refuses inline wordsets over the request budget before parsing them, naming the field', async () => {
    const token = await appToken('wordsets');
    const count = Math.floor(REQUEST_BUDGETS.inlineWordsetChars / PER_WORDSET) + 1;
    // Not even JSON: were any parsed, the violation would name it instead.
    const resources = Array.from({ length: count }, () => ({ inline_wordset: 'x'.repeat(PER_WORDSET) }));
    const o = await recognize(client, token, [recognitionInit({}, resources)]);
    expect(o.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    const v = grpcStatus(o.error).status?.field_violations as { field: string; message: string }[];
    expect(v.map((x) => x.field)).toEqual(['recognition_init_message.resources']);
    expect(v[0]!.message).toContain(`at most ${REQUEST_BUDGETS.inlineWordsetChars} characters`);
    // One inline wordset over its own field limit is refused by the size table.
    const one = await recognize(client, token, [
      recognitionInit({}, [{ inline_wordset: 'x'.repeat(PER_WORDSET + 1) }]),
    ]);
    expect(one.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(grpcStatus(one.error).status?.field_violations).toEqual([
      expect.objectContaining({ field: 'recognition_init_message.resources[0].inline_wordset' }),
    ]);
  });

  it("one app's idle streams cannot make another app's recognition fail: over its share it is refused, idle streams end with 408", async () => {
    process.env.VIGIL_STREAM_IDLE_MS = '1500';
    const idler = await appToken('idler');
    const honest = await appToken('honest');
    // The idle app opens streams that send only their init, more than its share at once.
    type Outcome = { responses: RecognitionResponse__Output[]; error?: grpc.ServiceError };
    const opened = Array.from({ length: 6 }, () => {
      const call = openRecognize(client, idler);
      const responses: RecognitionResponse__Output[] = [];
      const outcome = new Promise<Outcome>((resolve) => {
        call.on('data', (r: RecognitionResponse__Output) => responses.push(r));
        call.on('error', (error: grpc.ServiceError) => resolve({ responses, error }));
        call.on('end', () => resolve({ responses }));
      });
      call.write(recognitionInit({ utterance_detection_mode: 'MULTIPLE' }));
      // Started (status 100: it has a decoder, or had one after waiting) or refused.
      const first = Promise.race([
        new Promise<'started'>((resolve) => call.once('data', () => resolve('started'))),
        outcome,
      ]);
      return { outcome, first };
    });
    const firsts = await Promise.all(opened.map((o) => o.first));
    const held = opened.filter((_, i) => firsts[i] === 'started');
    const refusals = firsts.flatMap((f) => (f !== 'started' && f.error ? [f.error] : []));
    const refused = refusals[0];
    expect(held.length + refusals.length).toBe(opened.length);
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(refused?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(refused?.details).toContain('speech decoder');
    expect(Number(refused?.metadata.get('retry-after')[0])).toBeGreaterThan(0);

    // Another app's recognition still succeeds.
    const clip = await spokenClip(BALANCE, 'slt');
    const o = await recognize(client, honest, [
      recognitionInit({ utterance_detection_mode: 'MULTIPLE' }),
      ...pcmChunks(clip, 8000),
    ]);
    expect(o.error).toBeUndefined();
    expect(transcriptOf(o).toLowerCase()).toContain('balance');

    // The idle streams were ended by the server: status 100, then 408 "Audio timeout", then OK.
    for (const h of held) {
      const idle = await h.outcome;
      expect(idle.error).toBeUndefined();
      expect(statusCodes(idle.responses)).toEqual([100, 408]);
      expect(idle.responses.at(-1)!.status).toMatchObject({ code: 408, message: 'Audio timeout' });
    }
  });

  it('ends a stream that outlives the server limit with DEADLINE_EXCEEDED, however lively', async () => {
    process.env.VIGIL_STREAM_MAX_MS = '2000';
    const token = await appToken('lively');
    const call = openRecognize(client, token);
    const status = new Promise<grpc.StatusObject>((resolve) => call.on('status', resolve));
    call.on('error', () => {});
    call.on('data', () => {});
    call.write(recognitionInit({ utterance_detection_mode: 'MULTIPLE' }));
    // Silence in real time, as a telephone line sends it, until the server ends the stream.
    const silence = { audio: Buffer.alloc(1600) };
    const pace = setInterval(() => call.write(silence), 100);
    try {
      const s = await status;
      expect(s.code).toBe(grpc.status.DEADLINE_EXCEEDED);
      expect(s.details).toContain('longer than the server allows');
    } finally {
      clearInterval(pace);
    }
  });
});
