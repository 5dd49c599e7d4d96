// How the console protects client secrets on this machine (see main/secrets/secret-store.ts).
import { z } from 'zod';

export const secretsStatusSchema = z.object({
  mode: z.enum(['os', 'passphrase', 'locked', 'session']),
  /** False when secrets are forgotten when the console quits. */
  persistent: z.boolean(),
  /** One sentence for the settings screen. */
  sentence: z.string(),
});

export type SecretsStatus = z.infer<typeof secretsStatusSchema>;
