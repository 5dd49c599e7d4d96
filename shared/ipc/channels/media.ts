// IPC channels of the media screens: `media.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import type { ChannelSchemas } from './types.js';

export const mediaChannels = {} as const satisfies ChannelSchemas;
