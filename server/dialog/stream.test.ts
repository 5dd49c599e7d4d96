// ExecuteStream's parts with fakes: a client that stops reading the spoken prompts ends the turn's
// synthesis with DEADLINE_EXCEEDED and gives the synthesizer's slot and engine back (the real
// synthesizer, on a fake engine, one slot and one engine); and which texts of a turn are spoken.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { RpcError } from '../rpc/errors.js';
import type { Speak } from '../tts/engine.js';
import { ttsService } from '../tts/index.js';
import type { CallLog } from './event-log.js';
import { executeStream, promptTexts, type PendingTurn } from './stream.js';

const PROMPTS = { messages: [{ nlg: [{ text: 'One. Two. Three. Four. Five. Six.' }] }], qa_action: {} };

function streamWith(slowReaderMs: number) {
  let spoken = 0;
  const speak: Speak = async () => {
    spoken++;
    return { sampleRate: 16000, samples: new Int16Array(16000) };
  };
  const tts = ttsService({ options: { perApp: 1, total: 1, engines: 1, slowReaderMs }, speak });
  const handler = executeStream({
    synthesizer: tts.synthesizer,
    pending: async () => ({ state: { language: 'en-US', waiting: 'qa' } }) as unknown as PendingTurn,
    logged: (req, _call, body) => body(req, { appId: 'APP', sessionId: 's1' } as CallLog),
    execute: async () => ({ payload: PROMPTS }),
    invoked: () => undefined,
  });
  const call = (send: (m: unknown) => Promise<void>) => ({
    principal: { clientId: 'appID:APP:geo:us:clientName:ivr', role: 'service' },
    requestId: 'r',
    signal: new AbortController().signal,
    clock: { now: () => new Date() },
    log: { debug() {}, info() {}, warn() {}, error() {} },
    messages: (async function* () {
      yield { request: { session_id: 's1' }, tts_control_oneof: 'tts_control_v1', tts_control_v1: {} };
    })(),
    send,
  });
  return { run: (send: (m: unknown) => Promise<void>) => handler(call(send) as never), spoken: () => spoken };
}

describe('ExecuteStream', () => {
  it('a client that stops reading the prompts gets DEADLINE_EXCEEDED, and the synthesis slot and engine are free again', async () => {
    const s = streamWith(50);
    // The response is taken; then the client reads nothing more.
    let sent = 0;
    const stalled = await s
      .run((m) => (sent++ === 0 && 'response' in (m as object) ? Promise.resolve() : new Promise(() => {})))
      .catch((e: unknown) => e);
    expect(stalled).toBeInstanceOf(RpcError);
    expect((stalled as RpcError).code).toBe(GrpcStatus.DEADLINE_EXCEEDED);
    expect(s.spoken()).toBeLessThanOrEqual(2); // the first sentence and at most one ahead, not six
    // The app's only slot and the only engine: a client that reads gets the whole turn.
    const got: Record<string, unknown>[] = [];
    await s.run(async (m) => void got.push(m as Record<string, unknown>));
    expect(Object.keys(got[0]!)).toEqual(['response']);
    expect(got.slice(1).every((m) => 'audio' in m)).toBe(true);
    expect(got.length).toBe(1 + 6 * 10); // the response, then six seconds in 100 ms chunks
  });

  it("speaks each message's audio text, else its nlg, and the action's message", () => {
    expect(
      promptTexts({
        messages: [
          { nlg: [{ text: 'Hello.' }], audio: [{ text: 'Hello there.' }] },
          { nlg: [{ text: 'Recorded.' }], audio: [{ text: 'x', uri: 'https://example.com/a.wav' }] },
        ],
        qa_action: { message: { nlg: [{ text: 'How can I help?' }] } },
      }),
    ).toEqual(['Hello there.', 'Recorded.', 'How can I help?']);
  });
});
