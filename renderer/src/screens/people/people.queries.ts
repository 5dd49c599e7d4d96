// Queries and mutations of the People screen. Keys start with 'people'; every change invalidates
// them so the screen shows what the server says afterwards. While an erasure runs the person is
// polled until the server reports it finished.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function usePeopleMutation<C extends AuditedChannelOf<'people'>>(channel: C) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<C>) => api.call(channel, req),
    onSettled: () => qc.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}
