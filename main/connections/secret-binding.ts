// A client secret is stored together with where it may be sent (the token URL's scheme://host:port
// and the endpoint's host), inside the encrypted entry. A profile that later points elsewhere,
// whether edited in the console or by hand in connections.json, gets no secret until it is given
// again. Entries written before this binding existed hold the bare secret: the console binds them
// to where their profile points when it starts (Connections.bindLegacySecrets), and never sends
// one it meets unbound later.
import { z } from 'zod';

const MARK = 'vigil-bound-secret:v1:';

export interface SecretDestination {
  tokenOrigin: string;
  endpointHost: string;
}

const boundSchema = z.object({ secret: z.string(), tokenOrigin: z.string(), endpointHost: z.string() });

export function bindSecret(secret: string, to: SecretDestination): string {
  return MARK + JSON.stringify({ secret, tokenOrigin: to.tokenOrigin, endpointHost: to.endpointHost });
}

/**
 * The secret when it was given for `to`, or a legacy entry's (`legacy`: given for no recorded
 * destination; the caller decides); otherwise where it was given for.
 */
export function openSecret(
  stored: string,
  to: SecretDestination,
): { secret: string; legacy?: true } | { givenFor: SecretDestination } {
  if (!stored.startsWith(MARK)) return { secret: stored, legacy: true };
  let parsed;
  try {
    parsed = boundSchema.safeParse(JSON.parse(stored.slice(MARK.length)));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) return { givenFor: { tokenOrigin: '(unreadable)', endpointHost: '(unreadable)' } };
  const { secret, tokenOrigin, endpointHost } = parsed.data;
  if (tokenOrigin !== to.tokenOrigin || endpointHost !== to.endpointHost)
    return { givenFor: { tokenOrigin, endpointHost } };
  return { secret };
}
