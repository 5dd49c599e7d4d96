// Main-side handlers of the configsets channels (shared/ipc/channels/configsets.ts).
import type { ChannelDefinition } from '../grpc/rpc-channel.js';

export const configsetsChannelDefs: readonly ChannelDefinition[] = [];
