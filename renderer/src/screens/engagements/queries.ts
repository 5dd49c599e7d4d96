// TanStack Query hooks of the engagements area: the queue's and the lookup's. Keys: ['engagements',
// 'list', filter], ['engagements', 'get', id] (detail-queries.ts), ['engagements', 'lookup', by,
// value]. The query's signal reaches gRPC.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import type { RequestOf } from '../../../../shared/ipc/contract.js';
import type { EngagementFilter } from '../../../../shared/domain/engagements.js';

export const PAGE_SIZE = 100;
export type LookupBy = RequestOf<'engagements.lookup'>['by'];

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

export function useLookup(by: LookupBy, value: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['engagements', 'lookup', by, value],
    queryFn: ({ signal }) => api.call('engagements.lookup', { by, value: value! }, signal),
    enabled: !!value,
  });
}
