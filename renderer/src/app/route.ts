// A small hash router: `#/voiceprints/<id>` -> ['voiceprints', '<id>']. Hash URLs work the same
// under Electron's file:// and the browser host, and need no server support.
import { useCallback, useEffect, useState } from 'react';

export function parseHash(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
}

export function hrefOf(...parts: string[]): string {
  return '#/' + parts.map((p) => encodeURIComponent(p)).join('/');
}

export function useRoute(): { path: string[]; navigate: (...parts: string[]) => void } {
  const [path, setPath] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setPath(parseHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const navigate = useCallback((...parts: string[]) => {
    window.location.hash = hrefOf(...parts);
  }, []);
  return { path, navigate };
}
