// The made-up answers main parses while the embedded server starts (warm-up.ts) reach every object
// schema of the first screen's answers only if every field is there with the right kind of value: a
// field left out, or an array left empty, would leave the schema inside it to compile at the first
// real answer. (A string's format may be wrong: that is a leaf, with nothing inside to reach.)
import { describe, expect, it } from 'vitest';
import { contract, rpcsOf, type Channel } from '../../shared/ipc/contract.js';
import { FIRST_SCREEN_CALLS } from '../../shared/rpc/services.js';
import { FIRST_SCREEN_CHANNELS, sampleOf, warmResponseSchemas } from './warm-up.js';

describe('the first screen’s response schemas, warmed', () => {
  it.each(FIRST_SCREEN_CHANNELS)(
    'a made-up answer of %s has every value of its kind, every array one element',
    (ch) => {
      const schema = contract[ch].response;
      const value = sampleOf(schema as never);
      const parsed = schema.safeParse(value);
      expect(
        (parsed.error?.issues ?? []).filter((i) => i.code === 'invalid_type' || i.code === 'invalid_union'),
      ).toEqual([]);
      const arrays: unknown[][] = [];
      const walk = (v: unknown) => {
        if (Array.isArray(v)) arrays.push(v);
        if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(value);
      expect(arrays.every((a) => a.length === 1)).toBe(true);
    },
  );

  it('makes an answer for every channel of the contract without throwing, and warms without throwing', async () => {
    for (const ch of Object.keys(contract) as Channel[])
      expect(() => sampleOf(contract[ch].response as never)).not.toThrow();
    warmResponseSchemas(Object.keys(contract) as Channel[]);
    await new Promise<void>((r) => setImmediate(r));
  });

  it('names the same first screen as the calls whose codecs main and the server prepare (FIRST_SCREEN_CALLS)', () => {
    // One first screen: the RPCs prepared are the ones its channels call first, in the same order.
    const calls = FIRST_SCREEN_CHANNELS.map((ch) => rpcsOf(ch)[0]).filter((r) => r !== undefined);
    expect(calls).toEqual(FIRST_SCREEN_CALLS.map(([service, method]) => `${service}/${method}`));
  });
});
