// IPC channels of the configsets screens: `configsets.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import type { ChannelSchemas } from './types.js';

export const configsetsChannels = {} as const satisfies ChannelSchemas;
