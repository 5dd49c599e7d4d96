// Who the console acts as: the role, client and scope of the current connection's token, from
// `connections.test` (cached for a few minutes, refetched when the connection changes), and
// `useCan(action)` (app/can.ts) to disable what that role may not do, with the reason.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import { useMainEvent } from './events.js';
import { toRole, type KnownRole } from './roles.js';

export type { Action, Can, KnownRole, Role } from './permissions.js';

export interface Identity {
  role: KnownRole;
  clientId?: string;
  /** The gk_scope_id calls use by default. */
  scopeId?: string;
  profileId?: string;
  profileName?: string;
  /** The connection in use is marked "insecure, for lab use". */
  insecure?: boolean;
  /** OAuth scopes and gk scopes the token carries. */
  oauthScopes?: string[];
  gkScopeIds?: string[];
  isLoading: boolean;
  /** Why the identity could not be read (the connection test failed). */
  error?: unknown;
}

export const IDENTITY_KEY = ['connections', 'identity'] as const;
export const CURRENT_KEY = ['connections', 'current'] as const;
const FEW_MINUTES = 3 * 60_000;

export function useIdentity(): Identity {
  const api = useApi();
  const qc = useQueryClient();
  useMainEvent('connections.changed', () => {
    void qc.invalidateQueries({ queryKey: ['connections'] });
  });
  const current = useQuery({
    queryKey: CURRENT_KEY,
    queryFn: ({ signal }) => api.call('connections.current', {}, signal),
    staleTime: FEW_MINUTES,
  });
  const test = useQuery({
    queryKey: IDENTITY_KEY,
    queryFn: ({ signal }) => api.call('connections.test', {}, signal),
    staleTime: FEW_MINUTES,
  });
  const id = test.data?.identity;
  return {
    role: toRole(id?.role),
    clientId: id?.clientId,
    scopeId: current.data?.scopeId,
    profileId: current.data?.profile.id ?? test.data?.profileId,
    profileName: current.data?.profile.name,
    insecure: current.data?.profile.insecure === true,
    oauthScopes: id?.oauthScopes,
    gkScopeIds: id?.gkScopeIds,
    isLoading: test.isPending || current.isPending,
    error: test.error ?? current.error ?? undefined,
  };
}
