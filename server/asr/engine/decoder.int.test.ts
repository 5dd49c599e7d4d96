// The decoder pool against the real engine, fed synthesized 8 kHz speech through the upsampler.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../testkit/wait-until.testkit.js';
import { Violations } from '../../rpc/errors.js';
import { BACKGROUND_NICENESS } from '../../util/background-priority.js';
import { DecoderPool } from './decoder.js';
import { decodeClip, finalText, requireSpeechEngine, spokenClip } from './engine.testkit.js';
import { checkWordset, emptyWordset, loadDictionary, pronounceWordset } from './wordset.js';
import { EventLoopSlices } from '../../rpc/budgets.js';

describe('speech decoder (PocketSphinx)', () => {
  const engine = requireSpeechEngine();
  const pool = new DecoderPool(engine, 2);

  it('recognises 16 kHz speech with word times, confidences and partial results', async () => {
    const clip = await spokenClip('My account number is four five six seven.', 'slt', 500, 16000);
    const events = await decodeClip(pool, clip, { partialMs: 200, rate: 16000 });
    const text = finalText(events);
    expect(text).toBe('my account number is four five six seven');
    const sos = events.find((e) => e.type === 'start-of-speech');
    expect(sos && sos.type === 'start-of-speech' && sos.ms).toBeGreaterThanOrEqual(300);
    expect(events.some((e) => e.type === 'partial' && e.words.length > 0)).toBe(true);
    // Partials come before the final, and the final's words are in order with sane times.
    const finalAt = events.findIndex((e) => e.type === 'final');
    expect(events.findIndex((e) => e.type === 'partial')).toBeLessThan(finalAt);
    const words = events.flatMap((e) => (e.type === 'final' ? e.words : []));
    for (const [i, w] of words.entries()) {
      expect(w.endMs).toBeGreaterThan(w.startMs);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    }
    // Speech starts 500 ms in (flite adds a little silence of its own).
    expect(words[0]!.startMs).toBeGreaterThanOrEqual(450);
    expect(words[0]!.startMs).toBeLessThan(1000);
    await waitUntil(() => pool.active === 0, { what: 'the decoder process to exit and free its slot' });
  });

  it('recognises 8 kHz telephone-band speech after upsampling', async () => {
    const clip = await spokenClip('Thank you for calling. I would like to check my balance, please.', 'slt');
    const text = finalText(await decodeClip(pool, clip));
    expect(text).toContain('calling');
    expect(text).toContain('check my balance');
  });

  it('recognises an out-of-vocabulary name only when an inline wordset gives it', async () => {
    const dict = await loadDictionary(engine.dict);
    expect(dict.has('brixtonvale')).toBe(false);
    const clip = await spokenClip('Please send the money to Brixtonvale today.', 'slt', 300, 16000);
    const without = finalText(await decodeClip(pool, clip, { rate: 16000 }));
    expect(without).not.toContain('brixtonvale');

    const prepared = emptyWordset();
    const violations = new Violations();
    const entries = checkWordset(
      JSON.stringify({ PLACES: [{ literal: 'Brixtonvale', spoken: ['bricks ton vale'] }] }),
      'w',
      violations,
    );
    await pronounceWordset(entries, dict, prepared, new EventLoopSlices('test'));
    expect(violations.size).toBe(0);
    expect(prepared.lines).toEqual(['brixtonvale\tB R IH K S T AH N V EY L']);
    const withWordset = finalText(await decodeClip(pool, clip, { wordsetLines: prepared.lines, rate: 16000 }));
    expect(withWordset).toContain('brixtonvale');
  });

  it('frees the slot at once when a decoder is killed', async () => {
    const small = new DecoderPool(engine, 1, 0);
    const controller = new AbortController();
    await small.start({ onEvent: () => {}, onFailure: () => {} }, controller.signal);
    expect(small.active).toBe(1);
    controller.abort();
    expect(small.active).toBe(0);
  });

  it('settles a write waiting on a full pipe when the decoder is stopped', async () => {
    const controller = new AbortController();
    const decoder = await pool.start({ onEvent: () => {}, onFailure: () => {} }, controller.signal);
    // Ten minutes of silence in one go fills the pipe long before the decoder reads it.
    const write = decoder.write(new Int16Array(16000 * 600));
    let settled = false;
    void write.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    controller.abort();
    await waitUntil(() => settled, { timeoutMs: 10_000, what: 'the pending write to settle after the stop' });
  });

  it("runs a background pool's decoders at a lower priority than live recognition's (Linux)", async () => {
    if (process.platform !== 'linux') return;
    const nice = (pid: number | undefined) => {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const own = nice(process.pid);
    const background = new DecoderPool(engine, 1, 0, { background: true });
    const controller = new AbortController();
    try {
      const live = await pool.start({ onEvent: () => {}, onFailure: () => {} }, controller.signal);
      const job = await background.start({ onEvent: () => {}, onFailure: () => {} }, controller.signal);
      expect(nice(live.pid)).toBe(own);
      expect(nice(job.pid)).toBe(Math.max(own, BACKGROUND_NICENESS));
    } finally {
      controller.abort();
    }
  });
});
