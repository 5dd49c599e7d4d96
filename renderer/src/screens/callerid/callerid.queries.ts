// The caller-ID screen's queries and mutations (TanStack Query, keys ['callerid', ...]).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RuleDraft } from '../../../../shared/domain/callerid.js';
import { DEFAULT_WATCHLIST_ID } from '../../../../shared/domain/callerid-values.js';
import type { RequestOf } from '../../../../shared/ipc/contract.js';
import { useApi } from '../../api/context.js';

export const RULES_PAGE = 200;

export function useRules(search: string, watchlistId = DEFAULT_WATCHLIST_ID) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['callerid', 'rules', watchlistId, search],
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'callerid.listRules',
        {
          watchlistId,
          maxResults: RULES_PAGE,
          ...(search ? { search } : {}),
          ...(pageParam ? { offset: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.endOfList || !last.offset ? undefined : last.offset),
  });
}

export function useConfigsets() {
  const api = useApi();
  return useQuery({
    queryKey: ['callerid', 'configsets'],
    queryFn: ({ signal }) => api.call('callerid.configsets', {}, signal),
    staleTime: 5 * 60_000,
  });
}

/** After any rule change: the lists (and assessments, which depend on them) are read again. */
function useInvalidateRules() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['callerid', 'rules'] });
}

export function useSaveRule(watchlistId = DEFAULT_WATCHLIST_ID) {
  const api = useApi();
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: ({ ruleId, rule }: { ruleId?: string; rule: RuleDraft }) =>
      ruleId
        ? api.call('callerid.updateRule', { watchlistId, ruleId, rule }).then(() => ({ gkCalleridRuleId: ruleId }))
        : api.call('callerid.addRule', { watchlistId, rule }),
    onSuccess: invalidate,
  });
}

export function useDeleteRule(watchlistId = DEFAULT_WATCHLIST_ID) {
  const api = useApi();
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (ruleId: string) => api.call('callerid.deleteRule', { watchlistId, ruleId }),
    onSuccess: invalidate,
  });
}

export function useTestRule() {
  const api = useApi();
  return useMutation({
    mutationFn: (req: RequestOf<'callerid.testRule'>) => api.call('callerid.testRule', req),
  });
}

export function useImportRules(watchlistId = DEFAULT_WATCHLIST_ID) {
  const api = useApi();
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: ({ csv, mode }: { csv: string; mode: 'MERGE' | 'REPLACE' }) =>
      api.call('callerid.importCsv', { watchlistId, csv, mode }),
    onSettled: invalidate,
  });
}

export function useExportRules(watchlistId = DEFAULT_WATCHLIST_ID) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call('callerid.exportCsv', { watchlistId }) });
}

export function useValidate() {
  const api = useApi();
  return useMutation({ mutationFn: (req: RequestOf<'callerid.validate'>) => api.call('callerid.validate', req) });
}

export function useAssess() {
  const api = useApi();
  return useMutation({ mutationFn: (req: RequestOf<'callerid.assess'>) => api.call('callerid.assess', req) });
}
