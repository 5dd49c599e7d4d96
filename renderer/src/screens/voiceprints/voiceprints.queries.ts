// Queries and mutations of the voiceprints screen. Keys start with 'voiceprints'; every mutation
// invalidates them so the screen shows what the server says afterwards.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowseFilter, ReportSortKey } from '../../../../shared/domain/voiceprints';
import type { AuditedChannelOf, RequestOf } from '../../../../shared/ipc/contract';
import { useApi } from '../../api/context.js';

export const VP_KEY = ['voiceprints'] as const;
const PAGE = 200;

export function useVoiceprintList(filter: BrowseFilter, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...VP_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api.call('voiceprints.list', { filter, pageSize: PAGE, ...(pageParam ? { pageToken: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken,
    enabled,
  });
}

export function useVoiceprint(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...VP_KEY, 'profile', id],
    queryFn: ({ signal }) => api.call('voiceprints.get', { gkVoiceprintProfileId: id as string }, signal),
    enabled: !!id,
  });
}

export function useLookup(req: RequestOf<'voiceprints.lookup'> | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...VP_KEY, 'lookup', req],
    queryFn: ({ signal }) => api.call('voiceprints.lookup', req as RequestOf<'voiceprints.lookup'>, signal),
    enabled: !!req,
  });
}

/** The voiceprint changes: the contract's audited voiceprints.* channels. */
type MutationChannel = AuditedChannelOf<'voiceprints'>;

export function useVoiceprintMutation<C extends MutationChannel>(channel: C) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<C>) => api.call(channel, req),
    onSettled: () => qc.invalidateQueries({ queryKey: VP_KEY }),
  });
}

export function useReports() {
  const api = useApi();
  return useQuery({
    queryKey: [...VP_KEY, 'reports'],
    queryFn: ({ signal }) => api.call('voiceprints.reports', {}, signal),
  });
}

const FINISHED = new Set(['done', 'failed', 'cancelled']);

export function useReportStatus(jobId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...VP_KEY, 'report', jobId, 'status'],
    queryFn: ({ signal }) => api.call('voiceprints.reportStatus', { jobId: jobId as string }, signal),
    enabled: !!jobId,
    // Events drive progress; a slow poll covers a missed event.
    refetchInterval: (q) => (FINISHED.has(q.state.data?.phase ?? 'done') ? false : 3_000),
  });
}

export function useReportRows(jobId: string | undefined, sortBy: ReportSortKey, desc: boolean, ready: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...VP_KEY, 'report', jobId, 'rows', sortBy, desc],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'voiceprints.reportRows',
        { jobId: jobId as string, sortBy, desc, offset: pageParam, limit: PAGE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.rows.length < last.total ? last.offset + last.rows.length : undefined,
    enabled: !!jobId && ready,
  });
}

export function useRunReport() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<'voiceprints.runReport'>) => api.call('voiceprints.runReport', req),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...VP_KEY, 'reports'] }),
  });
}

export function useCancelReport() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.call('voiceprints.cancelReport', { jobId }),
    onSettled: () => qc.invalidateQueries({ queryKey: [...VP_KEY, 'report'] }),
  });
}
