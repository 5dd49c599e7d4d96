// IPC channels of the voiceprints screens: `voiceprints.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import type { ChannelSchemas } from './types.js';

export const voiceprintsChannels = {} as const satisfies ChannelSchemas;
