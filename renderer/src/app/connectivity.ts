// Whether the console can reach its server right now: the embedded server's state (pushed by main
// as 'embedded.state') and whether calls are failing with UNAVAILABLE. When it comes back, every
// query on screen is refetched. While the embedded server starts for the first time nothing is
// "reconnecting": calls wait for it, and the shell says it is starting instead.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMBEDDED_PROFILE_ID } from '../../../shared/domain/connection-values.js';
import type { EmbeddedState } from '../../../shared/domain/embedded.js';
import { ApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import { useMainEvent } from './events.js';

export const EMBEDDED_KEY = ['embedded', 'status'] as const;

export interface Connectivity {
  /** Show the reconnecting banner. */
  reconnecting: boolean;
  /** The embedded server is starting (not restarting): show that instead of reconnecting. */
  starting: boolean;
  /** Why, for people. */
  detail?: string;
  embedded?: EmbeddedState;
  usesEmbedded: boolean;
  retryNow: () => void;
}

const isUnavailable = (err: unknown) => err instanceof ApiError && err.error.code === 'UNAVAILABLE';

export function useEmbeddedState() {
  const api = useApi();
  const qc = useQueryClient();
  useMainEvent('embedded.state', (s) => qc.setQueryData(EMBEDDED_KEY, s));
  return useQuery({
    queryKey: EMBEDDED_KEY,
    queryFn: ({ signal }) => api.call('embedded.status', {}, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useConnectivity(profileId: string | undefined): Connectivity {
  const qc = useQueryClient();
  const embedded = useEmbeddedState();
  // Queries currently failing with UNAVAILABLE (by query hash) and the last message.
  const [failingSet, setFailingSet] = useState<ReadonlyMap<string, string>>(new Map());
  const setFailing = (hash: string, message: string | undefined) =>
    setFailingSet((m) => {
      if (message === undefined ? !m.has(hash) : m.get(hash) === message) return m;
      const next = new Map(m);
      if (message === undefined) next.delete(hash);
      else next.set(hash, message);
      return next;
    });

  useEffect(() => {
    return qc.getQueryCache().subscribe((e) => {
      const hash = e.query.queryHash;
      if (e.type === 'removed') return setFailing(hash, undefined);
      if (e.type !== 'updated') return;
      const a = e.action;
      if ((a.type === 'failed' || a.type === 'error') && isUnavailable(a.error)) {
        setFailing(hash, (a.error as ApiError).error.message);
      } else if (a.type === 'success' || a.type === 'error') {
        setFailing(hash, undefined);
      }
    });
  }, [qc]);
  const failing = failingSet.size ? [...failingSet.values()].at(-1) : undefined;

  const usesEmbedded = profileId === undefined || profileId === EMBEDDED_PROFILE_ID;
  const state = embedded.data?.state;
  const down =
    usesEmbedded && (state === 'restarting' || state === 'stopped' || state === 'starting' || state === 'failed');

  // Back up: refetch everything that failed while it was down.
  const wasDown = useRef(false);
  useEffect(() => {
    if (down) wasDown.current = true;
    else if (state === 'running' && wasDown.current) {
      wasDown.current = false;
      void qc.invalidateQueries();
    }
  }, [down, state, qc]);

  // Its first start: calls failing with UNAVAILABLE meanwhile are expected, not a lost connection.
  const starting = usesEmbedded && state === 'starting' && (embedded.data?.restarts ?? 0) === 0;
  const why = embedded.data?.lastError ? `: ${embedded.data.lastError}` : '';
  const detail = !down
    ? failing
    : state === 'failed'
      ? `The embedded server gave up restarting${why}. Help, Open logs folder has its log.`
      : `The embedded server is ${state}${why}.`;
  return {
    reconnecting: !starting && (down || failing !== undefined),
    starting,
    detail,
    embedded: embedded.data,
    usesEmbedded,
    retryNow: () => {
      void qc.refetchQueries({ type: 'active' });
    },
  };
}
