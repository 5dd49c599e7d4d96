// Downloads transcode in a worker thread, the workers shared per scope: one scope gets one at a
// time (a second is refused with RESOURCE_EXHAUSTED and a retry time), another scope is not kept waiting.
import { describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { RpcError } from '../rpc/errors.js';
import { writeWav, readWav } from './codecs/wav.js';
import { transcodeOffThread } from './transcode-off-thread.js';

const wav = () => {
  const s = new Int16Array(8000);
  for (let i = 0; i < s.length; i++) s[i] = Math.round(4000 * Math.sin(i / 5));
  return writeWav({ sampleRate: 8000, channels: [s] });
};

describe('transcodeOffThread', () => {
  it('transcodes in a worker, one at a time per scope, without keeping another scope waiting', async () => {
    const spec = { container: 'wav', encoding: 'pcm16', rate: 16000 } as const;
    const first = transcodeOffThread('scope-a', wav(), spec);
    const second = transcodeOffThread('scope-a', wav(), spec);
    const other = transcodeOffThread('scope-b', wav(), spec);
    const refused = await second.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RpcError);
    expect((refused as RpcError).code).toBe(status.RESOURCE_EXHAUSTED);
    expect((refused as RpcError).extras.retryAfterSeconds).toBe('5');
    for (const out of [await first, await other]) {
      expect(out.contentType).toBe('audio/wav');
      expect(readWav(out.bytes).pcm.sampleRate).toBe(16000);
    }
    // The slot is back once the first is done.
    expect((await transcodeOffThread('scope-a', wav(), spec)).extension).toBe('wav');
  });
});
