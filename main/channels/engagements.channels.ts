// Main-side handlers of the engagements channels (shared/ipc/channels/engagements.ts).
import type { ChannelDefinition } from '../grpc/rpc-channel.js';

export const engagementsChannelDefs: readonly ChannelDefinition[] = [];
