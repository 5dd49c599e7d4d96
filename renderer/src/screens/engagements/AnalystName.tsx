// Who set a verdict, as a person reads it: the connection profile that uses that OAuth client
// (its display name), else the client's own name from its ID (appID:…:clientName:<name>), with
// the full client ID on hover. "(you)" when it is the client the console acts as now.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { useIdentity } from '../../app/identity.js';

/** The clientName part of a Gatekeeper client ID, or the ID itself. */
export function clientNameOf(clientId: string): string {
  const m = /(?:^|:)clientName:([^:]+)$/.exec(clientId);
  return m?.[1] ?? clientId;
}

export function useProfiles() {
  const api = useApi();
  return useQuery({
    queryKey: ['connections', 'list'],
    queryFn: ({ signal }) => api.call('connections.list', {}, signal),
    staleTime: 5 * 60_000,
  });
}

export function AnalystName({ clientId, testId }: { clientId: string; testId?: string }) {
  const profiles = useProfiles();
  const me = useIdentity();
  const profile = profiles.data?.profiles.find((p) => p.clientId === clientId);
  const own = clientNameOf(clientId);
  // The built-in Embedded profile switches between demo clients: its name alone would not say who.
  const name = profile && !profile.builtIn ? profile.name : profile ? `${own} (${profile.name})` : own;
  const you = me.clientId === clientId;
  return (
    <span className="eng-analyst" title={`OAuth client ID: ${clientId}`} data-client-id={clientId} data-testid={testId}>
      {name}
      {you && <span className="muted"> (you)</span>}
    </span>
  );
}
