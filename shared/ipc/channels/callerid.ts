// IPC channels of the callerid screens: `callerid.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import type { ChannelSchemas } from './types.js';

export const callerIdChannels = {} as const satisfies ChannelSchemas;
