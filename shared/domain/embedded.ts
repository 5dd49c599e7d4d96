// The embedded reference server main runs for the built-in Embedded profile.
import { z } from 'zod';

export const embeddedStateSchema = z.object({
  state: z.enum(['stopped', 'starting', 'running', 'restarting', 'failed']),
  grpcAddress: z.string().optional(),
  httpUrl: z.string().optional(),
  tokenUrl: z.string().optional(),
  pid: z.number().optional(),
  /** How many times it was restarted after dying. */
  restarts: z.number(),
  /** Why it stopped or failed last, for people. */
  lastError: z.string().optional(),
  /** Which demo client the Embedded profile uses. */
  role: z.string(),
});

export type EmbeddedState = z.infer<typeof embeddedStateSchema>;
