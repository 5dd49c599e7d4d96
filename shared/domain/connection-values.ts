// Connection-profile values the renderer's first screen needs, without zod (see connections.ts).
export const EMBEDDED_PROFILE_ID = 'embedded';

/** The Embedded profile's demo roles, in the order the console offers them. */
export const DEMO_ROLES = ['analyst', 'support', 'admin', 'service'] as const;
