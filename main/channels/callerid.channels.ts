// Main-side handlers of the callerid channels (shared/ipc/channels/callerid.ts).
import type { ChannelDefinition } from '../grpc/rpc-channel.js';

export const callerIdChannelDefs: readonly ChannelDefinition[] = [];
