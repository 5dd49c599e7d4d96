// The Embedded profile's demo role: which demo client (and so which role) the console signs in as.
// Switched from the header's role badge and from the Connections screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { DemoRole } from '../../../shared/domain/connections.js';
import { EMBEDDED_KEY } from './connectivity.js';
import { CURRENT_KEY, IDENTITY_KEY } from './identity.js';

export { DEMO_ROLES } from '../../../shared/domain/connection-values.js';
export type { DemoRole } from '../../../shared/domain/connections.js';

/** What each demo role is for, in a few words. */
export const ROLE_HELP: Record<DemoRole, string> = {
  analyst: 'fraud review: verdicts, watchlists, media',
  support: 'voiceprint help desk: unlock, delete, status jobs',
  admin: 'everything, including configsets',
  service: 'runtime integration: no browsing lists',
};

export function useSetDemoRole() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (role: DemoRole) => api.call('embedded.setRole', { role }),
    onSuccess: (state) => {
      qc.setQueryData(EMBEDDED_KEY, state);
      void qc.invalidateQueries({ queryKey: IDENTITY_KEY });
      void qc.invalidateQueries({ queryKey: CURRENT_KEY });
    },
  });
}
