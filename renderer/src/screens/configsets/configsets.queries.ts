// Queries and mutations of the configsets screen. Keys start with 'configsets'; every mutation
// invalidates them all so lists, timelines and badges are read back from the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import type { Channel, RequestOf } from '../../../../shared/ipc/contract.js';

export const CONFIGSETS_KEY = ['configsets'] as const;

export function useConfigsetList() {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'list'],
    queryFn: ({ signal }) => api.call('configsets.list', {}, signal),
  });
}

export function useRevisions(configsetId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'revisions', configsetId],
    queryFn: ({ signal }) => api.call('configsets.revisions', { configsetId: configsetId! }, signal),
    enabled: !!configsetId,
  });
}

export function useRevision(revisionId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'revision', revisionId],
    queryFn: ({ signal }) => api.call('configsets.revision', { revisionId: revisionId! }, signal),
    enabled: !!revisionId,
  });
}

export function useActiveRevision(configsetId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'active', configsetId],
    queryFn: ({ signal }) => api.call('configsets.active', { configsetId: configsetId! }, signal),
    enabled: !!configsetId,
  });
}

export function useSchema() {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'schema'],
    queryFn: ({ signal }) => api.call('configsets.schema', {}, signal),
    staleTime: Infinity,
  });
}

export function useTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'templates'],
    queryFn: ({ signal }) => api.call('templates.list', {}, signal),
  });
}

export function useTemplate(templateId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIGSETS_KEY, 'template', templateId],
    queryFn: ({ signal }) => api.call('templates.get', { templateId: templateId! }, signal),
    enabled: !!templateId,
  });
}

/** A mutation on one channel that refreshes everything configsets-related afterwards (success or not). */
export function useConfigsetMutation<C extends Channel>(channel: C) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RequestOf<C>) => api.call(channel, req),
    onSettled: () => qc.invalidateQueries({ queryKey: CONFIGSETS_KEY }),
  });
}
