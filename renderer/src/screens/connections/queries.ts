// Queries and mutations of the connections screen. Every change invalidates what it affects so
// the screen shows what main says afterwards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { IDENTITY_KEY } from '../../app/identity.js';
import type { ConnectionTest, ProfileDraft } from '../../../../shared/domain/connections.js';

export const PROFILES_KEY = ['connections', 'list'] as const;
export const SECRETS_KEY = ['connections', 'secrets'] as const;

export function useProfiles() {
  const api = useApi();
  return useQuery({ queryKey: PROFILES_KEY, queryFn: ({ signal }) => api.call('connections.list', {}, signal) });
}

export function useSecretsStatus() {
  const api = useApi();
  return useQuery({ queryKey: SECRETS_KEY, queryFn: ({ signal }) => api.call('secrets.status', {}, signal) });
}

function useInvalidateConnections() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['connections'] });
}

export function useSaveProfile() {
  const api = useApi();
  const invalidate = useInvalidateConnections();
  return useMutation({
    mutationFn: (v: { profile: ProfileDraft; secret?: string }) => api.call('connections.save', v),
    onSuccess: invalidate,
  });
}

export function useRemoveProfile() {
  const api = useApi();
  const invalidate = useInvalidateConnections();
  return useMutation({ mutationFn: (id: string) => api.call('connections.remove', { id }), onSuccess: invalidate });
}

export function useSelectProfile() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('connections.select', { id }),
    // A new connection changes everything on screen.
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useImportProfile() {
  const api = useApi();
  const invalidate = useInvalidateConnections();
  return useMutation({
    mutationFn: (v: { text: string; name?: string }) => api.call('connections.import', v),
    onSuccess: (r) => (r.profile ? invalidate() : undefined),
  });
}

/** Tests a profile; when it is the current one, the header's identity takes the result. */
export function useTestProfile(currentId: string | undefined) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('connections.test', { id }),
    onSuccess: (r: ConnectionTest) => {
      if (r.profileId === currentId) qc.setQueryData(IDENTITY_KEY, r);
    },
  });
}

export { useSetDemoRole } from '../../app/demo-role.js';

export function useUsePassphrase() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (passphrase: string) => api.call('secrets.usePassphrase', { passphrase }),
    onSuccess: (s) => {
      qc.setQueryData(SECRETS_KEY, s);
      void qc.invalidateQueries({ queryKey: PROFILES_KEY });
    },
  });
}
