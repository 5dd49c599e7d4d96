// TanStack Query hooks of one engagement's page: the engagement, a session's decision, the verdict.
// Apart from queries.ts so the queue, the first screen, does not carry them. Keys as in queries.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import type { RequestOf, ResponseOf } from '../../../../shared/ipc/contract.js';

export type EngagementDetail = ResponseOf<'engagements.get'>;

export function useEngagement(gkEngagementId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['engagements', 'get', gkEngagementId],
    queryFn: ({ signal }) => api.call('engagements.get', { gkEngagementId }, signal),
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
