// Unit tests of the synthesizer's parts with a fake engine: the SSML subset, and a reader that
// stops reading (the synthesis ends with DEADLINE_EXCEEDED, its app slot and engine freed).
import { status as GrpcStatus } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { RpcError } from '../rpc/errors.js';
import type { Speak } from './engine.js';
import { ttsService } from './index.js';
import { ssmlPieces, SsmlError } from './ssml.js';

describe('SSML subset', () => {
  it('turns speak, p, s, break, prosody rate, say-as and sub into phrases and pauses', () => {
    const pieces = ssmlPieces(
      `<?xml version="1.0"?><speak version="1.1" xml:lang="en-US"><p><s>Hello &amp; welcome.</s></p>` +
        `<break time="1.5s"/><prosody rate="fast">Card <say-as interpret-as="digits">123</say-as></prosody>` +
        `<sub alias="World Wide Web">WWW</sub><!-- note --></speak>`,
      1,
      true,
    );
    expect(pieces).toEqual([
      { text: 'Hello & welcome.', rate: 1 },
      { pauseMs: 700 },
      { pauseMs: 1500 },
      { text: 'Card 1 2 3', rate: 1.25 },
      { text: 'World Wide Web', rate: 1 },
    ]);
  });
  it('refuses what it does not support, naming the element', () => {
    const bad = (s: string) => () => ssmlPieces(s, 1, true);
    expect(bad('<speak><audio src="a.wav"/></speak>')).toThrow(/<audio> is not supported/);
    expect(bad('<speak><prosody pitch="high">x</prosody></speak>')).toThrow(/attribute not supported/);
    expect(bad('<speak><break time="20s"/>x</speak>')).toThrow(/at most 10s/);
    expect(bad('<speak><s>x</speak>')).toThrow(SsmlError);
    expect(bad('hello')).toThrow(/outside <speak>/);
    expect(bad('<speak>a & b</speak>')).toThrow(/&amp;/);
    // WARN/NONE modes drop an unknown element and keep its text.
    expect(ssmlPieces('<speak><emphasis>Hi</emphasis></speak>', 1, false)).toEqual([{ text: 'Hi', rate: 1 }]);
  });
});

describe('a reader that stops reading', () => {
  it('ends the synthesis after slowReaderMs and frees the slot and the engine', async () => {
    let spoken = 0;
    const speak: Speak = async () => {
      spoken++;
      return { sampleRate: 16000, samples: new Int16Array(16000) };
    };
    const { streaming } = ttsService({ options: { perApp: 1, total: 1, engines: 1, slowReaderMs: 50 }, speak });
    const handler = streaming.methods.Synthesize as (call: unknown) => Promise<void>;
    const call = (send: (m: unknown) => Promise<void>) => ({
      principal: { clientId: 'appID:APP:geo:us:clientName:ivr' },
      requestId: 'r',
      signal: new AbortController().signal,
      clock: { now: () => new Date() },
      log: { debug() {}, info() {}, warn() {}, error() {} },
      context: {},
      request: {
        voice: { name: 'slt' },
        input: { input_data: 'text', text: { text_data: 'text', text: 'One. Two. Three. Four. Five. Six.' } },
      },
      send,
    });
    const stalled = await handler(call(() => new Promise<void>(() => {}))).catch((e: unknown) => e);
    expect(stalled).toBeInstanceOf(RpcError);
    expect((stalled as RpcError).code).toBe(GrpcStatus.DEADLINE_EXCEEDED);
    // It stopped speaking: the first phrase and at most one ahead, not all six.
    expect(spoken).toBeLessThanOrEqual(2);
    // The app's only slot and the only engine are free again: a reading client gets everything.
    const got: unknown[] = [];
    await handler(call(async (m) => void got.push(m)));
    expect(got.at(-1)).toEqual({ status: { code: 200, message: 'OK', details: '' } });
    expect(got.length).toBe(6 * 10 + 1); // six seconds in 100 ms chunks, then the status
  });
});
