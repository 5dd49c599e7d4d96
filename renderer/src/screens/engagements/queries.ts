// TanStack Query hooks of the engagements area. Keys: ['engagements', 'list', filter],
// ['engagements', 'get', id], ['engagements', 'lookup', by, value]. The query's signal reaches gRPC.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import type { RequestOf, ResponseOf } from '../../../../shared/ipc/contract.js';
import type { EngagementFilter } from '../../../../shared/domain/engagements.js';

export const PAGE_SIZE = 100;
export type LookupBy = RequestOf<'engagements.lookup'>['by'];
export type EngagementDetail = ResponseOf<'engagements.get'>;

export function useEngagementQueue(filter: EngagementFilter, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['engagements', 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'engagements.list',
        { filter, pageSize: PAGE_SIZE, ...(pageParam ? { pageToken: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    // Keep the rows on screen while a changed filter loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEngagement(gkEngagementId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['engagements', 'get', gkEngagementId],
    queryFn: ({ signal }) => api.call('engagements.get', { gkEngagementId }, signal),
  });
}

export function useLookup(by: LookupBy, value: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['engagements', 'lookup', by, value],
    queryFn: ({ signal }) => api.call('engagements.lookup', { by, value: value! }, signal),
    enabled: !!value,
  });
}

export function useSessionDecision() {
  const api = useApi();
  return useMutation({
    mutationFn: (req: RequestOf<'engagements.sessionDecision'>) => api.call('engagements.sessionDecision', req),
  });
}

/**
 * Sets the verdict. The channel answers the engagement as the server read it back, so the detail
 * view is updated from that answer, not refetched (a refetch is five more RPCs for what we already
 * hold: the verdict costs at most three, main's audit pre-read, the write and the read-back). The
 * queue and lookups are only marked stale: they refetch when next shown, not now.
 */
export function useSetVerdict(gkEngagementId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: Omit<RequestOf<'engagements.setVerdict'>, 'gkEngagementId'>) =>
      api.call('engagements.setVerdict', { ...req, gkEngagementId }),
    onSuccess: (engagement) => {
      qc.setQueryData<EngagementDetail>(['engagements', 'get', gkEngagementId], (old) =>
        old ? { ...old, engagement } : old,
      );
      for (const kind of ['list', 'lookup'])
        void qc.invalidateQueries({ queryKey: ['engagements', kind], refetchType: 'none' });
    },
  });
}
