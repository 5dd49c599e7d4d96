import type { z } from 'zod';

/** One channel: the schema of its request and of its response. */
export interface ChannelSchema {
  request: z.ZodType;
  response: z.ZodType;
}

export type ChannelSchemas = Record<string, ChannelSchema>;
