// IPC channels of the engagements screens: `engagements.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import type { ChannelSchemas } from './types.js';

export const engagementsChannels = {} as const satisfies ChannelSchemas;
