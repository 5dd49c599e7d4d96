// A small hash router: `#/voiceprints/<id>` -> ['voiceprints', '<id>']. Hash URLs work the same
// under Electron's file:// and the browser host, and need no server support. A screen may keep
// its state in a query after the path (`#/engagements?range=all&sort=risk`): see url-state.ts.
import { useCallback, useEffect, useState } from 'react';

/** The hash without its query, split into decoded path parts. */
export function parseHash(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .replace(/\?.*$/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
}

/** The query part of a hash (`#/engagements?a=1` -> 'a=1'), '' when there is none. */
export function hashQuery(hash: string): string {
  const i = hash.indexOf('?');
  return i < 0 ? '' : hash.slice(i + 1);
}

export function hrefOf(...parts: string[]): string {
  return '#/' + parts.map((p) => encodeURIComponent(p)).join('/');
}

/** hrefOf with a query; an empty query leaves the `?` out. */
export function hrefWithQuery(parts: readonly string[], query: URLSearchParams | string): string {
  const q = query.toString();
  return hrefOf(...parts) + (q ? `?${q}` : '');
}

/**
 * Rewrites the current history entry's query (no new entry, no hashchange): for state that
 * changes as the user works (filters, sort, selection), so Back leaves the screen rather than
 * stepping through every keystroke, while reload and a copied link still restore it.
 */
export function replaceQuery(query: URLSearchParams | string): void {
  const href = hrefWithQuery(parseHash(window.location.hash), query);
  if (href === (window.location.hash || '#/')) return;
  window.history.replaceState(window.history.state, '', href);
}

export function useRoute(): { path: string[]; query: string; navigate: (...parts: string[]) => void } {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const navigate = useCallback((...parts: string[]) => {
    window.location.hash = hrefOf(...parts);
  }, []);
  return { path: parseHash(hash), query: hashQuery(hash), navigate };
}
