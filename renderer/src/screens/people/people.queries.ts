// Queries and mutations of the People screen. Keys start with 'people'; every change invalidates
// them so the screen shows what the server says afterwards. While an erasure runs the person is
// polled until the server reports it finished.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditedChannelOf, RequestOf } from '../../../../shared/ipc/contract';
import { useApi } from '../../api/context.js';

export const PEOPLE_KEY = ['people'] as const;
/** How often a running erasure is polled. */
export const ERASURE_POLL_MS = 1_500;
const FINISHED = new Set(['COMPLETED', 'FAILED']);

export const erasureRunning = (state: string | undefined) => !!state && !FINISHED.has(state);

export function usePersonByExternalId(personId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...PEOPLE_KEY, 'find', personId],
    queryFn: ({ signal }) => api.call('people.find', { personId: personId as string }, signal),
    enabled: !!personId,
    retry: false,
    refetchInterval: (q) => (erasureRunning(q.state.data?.erasure?.state) ? ERASURE_POLL_MS : false),
    // Also while the window is in the background: its end is what the user waits to be told.
    refetchIntervalInBackground: true,
  });
}

export function useGroupMembership(req: RequestOf<'people.inGroup'> | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...PEOPLE_KEY, 'inGroup', req],
    queryFn: ({ signal }) => api.call('people.inGroup', req as RequestOf<'people.inGroup'>, signal),
    enabled: !!req,
    retry: false,
  });
}

/** Groups from Browse: the person's groups with gkPersonId, else the scope's (one page at a time). */
export function useGroups(gkPersonId: string | undefined, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...PEOPLE_KEY, 'groups', gkPersonId ?? null],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'people.groups',
        { ...(gkPersonId ? { gkPersonId } : {}), pageSize: 100, ...(pageParam ? { pageToken: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled,
    retry: false,
  });
}

/** A person's consent changes from Browse, newest first. */
export function useConsentHistory(gkPersonId: string, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...PEOPLE_KEY, 'consentHistory', gkPersonId],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'people.consentHistory',
        { gkPersonId, pageSize: 50, ...(pageParam ? { pageToken: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled,
    retry: false,
  });
}

export function usePeopleMutation<C extends AuditedChannelOf<'people'>>(channel: C) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<C>) => api.call(channel, req),
    onSettled: () => qc.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}
