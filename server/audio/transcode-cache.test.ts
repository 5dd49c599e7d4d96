// The transcoded-download cache: one transcoding for concurrent and repeated requests, bounded by
// bytes and age, and entries of different scopes, segments or specs kept apart.
import { describe, expect, it } from 'vitest';
import { TranscodeCache, type Transcoded } from './transcode-cache.js';

const out = (n: number): Transcoded => ({ bytes: new Uint8Array(n), contentType: 'audio/wav', extension: 'wav' });

describe('TranscodeCache', () => {
  it('transcodes once for concurrent and repeated requests of one download', async () => {
    const c = new TranscodeCache(1000);
    let made = 0;
    const make = async () => (made++, out(100));
    const k = TranscodeCache.key('scope-a', 'seg', 'sha', { container: 'wav' });
    const all = await Promise.all([c.get(k, make), c.get(k, make), c.get(k, make)]);
    await c.get(k, make);
    expect(made).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('keeps scopes, segments and specs apart', () => {
    const keys = new Set([
      TranscodeCache.key('scope-a', 'seg', 'sha', { container: 'wav' }),
      TranscodeCache.key('scope-b', 'seg', 'sha', { container: 'wav' }),
      TranscodeCache.key('scope-a', 'seg2', 'sha', { container: 'wav' }),
      TranscodeCache.key('scope-a', 'seg', 'sha', { container: 'mp3' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('holds at most its byte budget, drops the least recently used first, and does not keep an outsized result', async () => {
    const c = new TranscodeCache(1000);
    let made = 0;
    const make = (n: number) => async () => (made++, out(n));
    await c.get('a', make(200));
    await c.get('b', make(200));
    await c.get('a', make(200));
    await c.get('c', make(200));
    await c.get('d', make(200));
    await c.get('e', make(200));
    expect(c.size).toBeLessThanOrEqual(1000);
    await c.get('big', make(600));
    expect(c.size).toBeLessThanOrEqual(1000);
    made = 0;
    await c.get('a', make(200));
    expect(made).toBe(0);
    await c.get('big', make(600));
    expect(made).toBe(1);
  });

  it('transcodes again once an entry is older than its age limit, and after a failure', async () => {
    let now = 0;
    const c = new TranscodeCache(1000, 60_000, () => now);
    let made = 0;
    await c.get('a', async () => (made++, out(10)));
    now = 61_000;
    await c.get('a', async () => (made++, out(10)));
    expect(made).toBe(2);
    await expect(c.get('x', () => Promise.reject(new Error('no file')))).rejects.toThrow('no file');
    await c.get('x', async () => (made++, out(10)));
    expect(made).toBe(3);
  });
});
