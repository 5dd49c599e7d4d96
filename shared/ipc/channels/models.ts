// IPC channel of the Models screen (issue 19): the semantic models deployed for the console's app.
// Merged into the contract in ../contract.ts.
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import { COUNT_LIMITS } from '../../rpc/limits.js';
import { rpcName } from '../../rpc/services.js';
import type { ChannelSchemas } from './types.js';

export const nluModelSchema = z.object({
  urn: z.string(),
  contextTag: z.string(),
  language: z.string(),
  intents: z.array(z.string()),
  sentenceCount: z.number(),
  buildMs: z.number(),
  version: z.number(),
  deployedAt: z.string().optional(),
});
export type NluModel = z.infer<typeof nluModelSchema>;

export const modelsChannels = {
  /** A page of the app's deployed models (Browse.ListNluModels), by URN. */
  'models.list': {
    rpcs: [rpcName('browse', 'ListNluModels')],
    request: z
      .object({
        pageSize: z.number().int().min(1).max(COUNT_LIMITS.browsePageSize).default(100),
        pageToken: rpcText('page_token').optional(),
      })
      .strict(),
    response: z.object({
      models: z.array(nluModelSchema),
      nextPageToken: z.string(),
      totalSize: z.number(),
      browseAvailable: z.boolean(),
    }),
  },
} as const satisfies ChannelSchemas;
