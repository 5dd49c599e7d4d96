// Streams a token's audio from the server through main, forwarding the Range header so that the
// renderer's <audio> element can seek. Used by the browser host's GET /media/<token> and by the
// Electron shell's vigil-media:// protocol alike; both get a web Response.
import type { MediaTokens } from './media-tokens.js';

export interface MediaProxyDeps {
  tokens: MediaTokens;
  /** The profile whose tokens may be served now: the current one. */
  currentProfileId: () => string;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface MediaRequest {
  method: string;
  range?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** Headers worth passing on from the server's answer. */
const PASS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'content-disposition'];
/** A server URL this close to expiry is refreshed first. */
const MARGIN_MS = 5_000;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function openMedia(deps: MediaProxyDeps, token: string, req: MediaRequest): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'GET or HEAD only');
  const grant = deps.tokens.get(token);
  // Tokens of another profile are not served: they belong to another server.
  if (!grant || grant.profileId !== deps.currentProfileId()) return plain(404, 'no such media');
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? fetch;
  const refresh = async () => {
    if (!grant.refresh) return false;
    const fresh = await grant.refresh();
    deps.tokens.update(token, fresh.url, fresh.expires);
    return true;
  };
  const get = () =>
    doFetch(grant.url, {
      method: req.method,
      headers: req.range && /^bytes=\d*-\d*$/.test(req.range) ? { range: req.range } : {},
      redirect: 'error',
      ...(req.signal ? { signal: req.signal } : {}),
    });
  try {
    let refreshed = false;
    if (grant.urlExpires - MARGIN_MS <= now()) refreshed = await refresh();
    let upstream = await get();
    // An expired or revoked URL: get a new one once.
    if (!refreshed && [401, 403, 410].includes(upstream.status) && (await refresh())) {
      await upstream.body?.cancel();
      upstream = await get();
    }
    if (!upstream.ok && upstream.status !== 416) {
      await upstream.body?.cancel();
      return plain(502, `the server answered ${upstream.status} for this audio`);
    }
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const h of PASS) {
      const v = upstream.headers.get(h);
      if (v !== null) headers.set(h, v);
    }
    return new Response(req.method === 'HEAD' ? null : upstream.body, { status: upstream.status, headers });
  } catch (err) {
    if (req.signal?.aborted) return plain(499, 'cancelled');
    return plain(502, `the audio could not be fetched from the server: ${(err as Error).message}`);
  }
}
