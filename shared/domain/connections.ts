// Connection profiles as the renderer sees them: where the management API is, how to get a token,
// and which gk_scope_id to act in by default. The client secret never appears here: the renderer
// may send one when saving, and only ever learns whether one is stored (`hasSecret`).
import { z } from 'zod';

export { EMBEDDED_PROFILE_ID, DEMO_ROLES } from './connection-values.js';
import { DEMO_ROLES } from './connection-values.js';

const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?):(\d{1,5})$/;

export const endpointSchema = z
  .string()
  .trim()
  .regex(HOST_PORT, 'use host:port, for example gatekeeper.example.com:443')
  .refine((s) => {
    const port = Number(s.slice(s.lastIndexOf(':') + 1));
    return port > 0 && port < 65536;
  }, 'the port must be from 1 to 65535');

// A regex rather than URL: shared/ is type-checked without DOM or Node globals.
export const tokenUrlSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\/[^\s]*)?$/i, 'use an http:// or https:// URL');

/** What the user edits. */
export const profileDraftSchema = z
  .object({
    /** Absent: a new profile. */
    id: z.string().min(1).max(100).optional(),
    name: z.string().trim().min(1, 'give the connection a name').max(100),
    endpoint: endpointSchema,
    tls: z.boolean(),
    /** PEM of a custom CA; absent: the system's roots. */
    caCertPem: z.string().max(200_000).optional(),
    tokenUrl: tokenUrlSchema,
    clientId: z.string().trim().min(1, 'the client ID is required').max(500),
    /** OAuth scopes to ask for; empty: the client's defaults. */
    scopes: z.array(z.string().trim().min(1).max(200)).max(50),
    defaultScopeId: z.string().trim().max(100).optional(),
    /**
     * "Insecure, for lab use": allows an http:// token URL or plaintext gRPC to a host that is not
     * loopback. Shown in red wherever the profile is, and audited when set and when used.
     */
    insecure: z.boolean().optional(),
  })
  .strict();

/** What the renderer is shown. */
export const connectionProfileSchema = profileDraftSchema.extend({
  id: z.string(),
  /** These three are empty for the Embedded profile until its server is running. */
  endpoint: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  /** The built-in Embedded profile: not editable, not deletable. */
  builtIn: z.boolean(),
  hasSecret: z.boolean(),
});

export const demoRoleSchema = z.enum(DEMO_ROLES);

export const connectionTestSchema = z.object({
  profileId: z.string(),
  endpoint: z.string(),
  /** grpc.health.v1 serving status. */
  serving: z.string(),
  roundTripMs: z.number(),
  identity: z.object({
    clientId: z.string(),
    /** From the token's claims when it is a JWT; 'unknown' otherwise. */
    role: z.string(),
    oauthScopes: z.array(z.string()),
    gkScopeIds: z.array(z.string()),
  }),
  tokenExpiresAt: z.string(),
});

export type ProfileDraft = z.infer<typeof profileDraftSchema>;

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * Loopback means the literal addresses 127.0.0.0/8 and ::1, or the name `localhost`: nothing that
 * merely starts with "127." (127.evil.com) or resolves there. Brackets around ::1 are allowed.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '[::1]') return true;
  const m = IPV4_LOOPBACK.exec(h);
  return !!m && m.slice(1).every((octet) => Number(octet) <= 255);
}

/** The host of a `host:port` endpoint (brackets kept for IPv6), lower-cased. */
export function endpointHost(endpoint: string): string {
  const e = endpoint.trim().toLowerCase();
  const colon = e.lastIndexOf(':');
  return colon > 0 && /^\d+$/.test(e.slice(colon + 1)) ? e.slice(0, colon) : e;
}

/**
 * scheme://host:port of a token URL, lower-cased and with the default port written out, so two
 * URLs that send to the same place compare equal; undefined when it is not an http(s) URL.
 */
export function tokenUrlOrigin(tokenUrl: string): { scheme: string; host: string; origin: string } | undefined {
  const m = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(tokenUrl.trim());
  if (!m) return undefined;
  const scheme = m[1]!.toLowerCase();
  const host = m[2]!.toLowerCase();
  const port = m[3] ? String(Number(m[3])) : scheme === 'https' ? '443' : '80';
  return { scheme, host, origin: `${scheme}://${host}:${port}` };
}

/**
 * Where a profile's secret and tokens go: the token URL's scheme://host:port and the endpoint's
 * host. A change of either means the stored secret must be given again.
 */
export function secretDestination(p: Pick<ProfileDraft, 'tokenUrl' | 'endpoint'>): {
  tokenOrigin: string;
  endpointHost: string;
} {
  return {
    tokenOrigin: tokenUrlOrigin(p.tokenUrl)?.origin ?? p.tokenUrl.trim(),
    endpointHost: endpointHost(p.endpoint),
  };
}

/**
 * What a profile sends in clear to a host that is not loopback, as field violations, unless it is
 * marked insecure for lab use. Empty: nothing to refuse.
 */
export function plaintextViolations(
  p: Pick<ProfileDraft, 'tokenUrl' | 'endpoint' | 'tls' | 'insecure'>,
): { field: string; message: string }[] {
  if (p.insecure) return [];
  const out: { field: string; message: string }[] = [];
  const token = tokenUrlOrigin(p.tokenUrl);
  if (token?.scheme === 'http' && !isLoopbackHost(token.host))
    out.push({
      field: 'tokenUrl',
      message: `http:// would send the client secret to ${token.host} unencrypted: use https://, or mark the connection "insecure, for lab use"`,
    });
  const host = endpointHost(p.endpoint);
  if (!p.tls && !isLoopbackHost(host))
    out.push({
      field: 'tls',
      message: `plaintext gRPC would send the access token to ${host} unencrypted: turn TLS on, or mark the connection "insecure, for lab use"`,
    });
  return out;
}
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;
export type DemoRole = z.infer<typeof demoRoleSchema>;
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
