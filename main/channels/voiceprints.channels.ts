// Main-side handlers of the voiceprints channels (shared/ipc/channels/voiceprints.ts).
import type { ChannelDefinition } from '../grpc/rpc-channel.js';

export const voiceprintsChannelDefs: readonly ChannelDefinition[] = [];
