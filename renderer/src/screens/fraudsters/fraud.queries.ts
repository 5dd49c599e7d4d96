// Queries and mutations of the Fraudsters and watchlists screen. Keys start with 'fraud'; every
// change invalidates them so the screen shows what the server says afterwards.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditedChannelOf, RequestOf } from '../../../../shared/ipc/contract';
import { useApi } from '../../api/context.js';

export const FRAUD_KEY = ['fraud'] as const;
export const MEMBERS_PAGE = 20;
export const WATCHLISTS_PAGE = 50;

/**
 * The scope's watchlists from Browse, newest first, a page at a time; only those whose external ID
 * starts with prefix when one is given. Pages say browseAvailable false when the server lacks Browse.
 */
export function useWatchlists(prefix: string, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...FRAUD_KEY, 'watchlists', prefix],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'fraud.watchlists.list',
        {
          ...(prefix ? { watchlistIdPrefix: prefix } : {}),
          pageSize: WATCHLISTS_PAGE,
          ...(pageParam ? { pageToken: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled,
    retry: false,
  });
}

export function useFraudster(fraudsterId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...FRAUD_KEY, 'fraudster', fraudsterId],
    queryFn: ({ signal }) => api.call('fraud.findFraudster', { fraudsterId: fraudsterId as string }, signal),
    enabled: !!fraudsterId,
    retry: false,
  });
}

export function useWatchlist(watchlistId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...FRAUD_KEY, 'watchlist', watchlistId],
    queryFn: ({ signal }) => api.call('fraud.findWatchlist', { watchlistId: watchlistId as string }, signal),
    enabled: !!watchlistId,
    retry: false,
  });
}

export function useWatchlistMembers(gkWatchlistId: string | undefined, offset: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...FRAUD_KEY, 'members', gkWatchlistId, offset],
    queryFn: ({ signal }) =>
      api.call(
        'fraud.watchlistMembers',
        { gkWatchlistId: gkWatchlistId as string, offset, limit: MEMBERS_PAGE },
        signal,
      ),
    enabled: !!gkWatchlistId,
  });
}

export function useFraudMutation<C extends AuditedChannelOf<'fraud'>>(channel: C) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<C>) => api.call(channel, req),
    onSettled: () => qc.invalidateQueries({ queryKey: FRAUD_KEY }),
  });
}
