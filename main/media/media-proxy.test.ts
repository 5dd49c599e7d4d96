// The media proxy serves only tokens main issued, for the current profile, passes Range on, and
// gets a fresh server URL when the old one has expired.
import { describe, expect, it } from 'vitest';
import { openMedia } from './media-proxy.js';
import { MediaTokens } from './media-tokens.js';

function setup(opts: { status?: (url: string, n: number) => number } = {}) {
  let now = 1_000_000;
  const tokens = new MediaTokens({ now: () => now, ttlMs: 60_000 });
  tokens.serveAt('/media/');
  const seen: { url: string; range: string | null }[] = [];
  const fetchFake = (async (url: string | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    seen.push({ url: String(url), range });
    const status = opts.status?.(String(url), seen.length) ?? (range ? 206 : 200);
    return new Response(status < 300 ? 'RIFFdata' : 'no', {
      status,
      headers: {
        'content-type': 'audio/wav',
        ...(status === 206 ? { 'content-range': 'bytes 0-3/8' } : {}),
        'x-secret': 'no',
      },
    });
  }) as typeof fetch;
  let current = 'p1';
  let refreshes = 0;
  const deps = { tokens, currentProfileId: () => current, fetch: fetchFake, now: () => now };
  const issue = (profileId = 'p1') =>
    tokens.issue({
      profileId,
      url: 'http://127.0.0.1:9/downloads/audio/old',
      urlExpires: now + 30_000,
      refresh: async () => ({ url: `http://127.0.0.1:9/downloads/audio/new${++refreshes}`, expires: now + 30_000 }),
    });
  return {
    deps,
    seen,
    issue,
    advance: (ms: number) => (now += ms),
    switchProfile: (p: string) => (current = p),
    refreshes: () => refreshes,
  };
}

describe('media proxy', () => {
  it('streams an issued token, passing Range on and only the audio headers back', async () => {
    const s = setup();
    const { token, url } = s.issue();
    expect(url).toBe(`/media/${token}`);
    const res = await openMedia(s.deps, token, { method: 'GET', range: 'bytes=0-3' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-3/8');
    expect(res.headers.get('x-secret')).toBeNull();
    expect(await res.text()).toBe('RIFFdata');
    expect(s.seen).toEqual([{ url: 'http://127.0.0.1:9/downloads/audio/old', range: 'bytes=0-3' }]);
  });

  it('refuses unknown tokens, expired tokens, other profiles and anything that is not a token', async () => {
    const s = setup();
    const { token } = s.issue();
    expect((await openMedia(s.deps, 'a'.repeat(48), { method: 'GET' })).status).toBe(404);
    expect((await openMedia(s.deps, 'http://evil.example/', { method: 'GET' })).status).toBe(404);
    expect((await openMedia(s.deps, token, { method: 'POST' })).status).toBe(405);
    s.switchProfile('p2');
    expect((await openMedia(s.deps, token, { method: 'GET' })).status).toBe(404);
    s.switchProfile('p1');
    s.advance(61_000);
    expect((await openMedia(s.deps, token, { method: 'GET' })).status).toBe(404);
    expect(s.seen).toHaveLength(0);
  });

  it('gets a fresh server URL once the old one expired, or when the server refuses it', async () => {
    const s = setup({ status: (url) => (url.endsWith('/old') ? 401 : 200) });
    const { token } = s.issue();
    expect((await openMedia(s.deps, token, { method: 'GET' })).status).toBe(200);
    expect(s.seen.map((x) => x.url.split('/').pop())).toEqual(['old', 'new1']);
    s.advance(40_000);
    expect((await openMedia(s.deps, token, { method: 'GET' })).status).toBe(200);
    expect(s.refreshes()).toBe(2);
  });

  it('answers 502 when the server fails, without passing its body on', async () => {
    const s = setup({ status: () => 500 });
    const { token } = s.issue();
    const res = await openMedia(s.deps, token, { method: 'GET' });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('500');
  });
});
