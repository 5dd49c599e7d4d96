// Main-side handlers of the media channels (shared/ipc/channels/media.ts).
import type { ChannelDefinition } from '../grpc/rpc-channel.js';

export const mediaChannelDefs: readonly ChannelDefinition[] = [];
