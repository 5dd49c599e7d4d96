// Connection profiles as the renderer sees them: where the management API is, how to get a token,
// and which gk_scope_id to act in by default. The client secret never appears here: the renderer
// may send one when saving, and only ever learns whether one is stored (`hasSecret`).
import { z } from 'zod';

export const EMBEDDED_PROFILE_ID = 'embedded';

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

export const demoRoleSchema = z.enum(['analyst', 'support', 'admin', 'service']);

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
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;
export type DemoRole = z.infer<typeof demoRoleSchema>;
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
