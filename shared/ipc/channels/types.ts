import type { z } from 'zod';
import { rpcName, type RpcName } from '../../rpc/services.js';

/**
 * One channel: the schema of its request and of its response, the RPCs main calls to answer it
 * and whether main records each call in the audit log. The renderer's permission table, the audit
 * screen's action list and main's audit wrapper are all derived from `rpcs` and `audited`.
 */
export interface ChannelSchema {
  request: z.ZodType;
  response: z.ZodType;
  /** RPCs main calls for this channel, as `rpcName('voiceprints', 'LockVoiceprintProfile')`; the first is the one it is about. */
  rpcs?: readonly RpcName[];
  /** A change: main writes an audit entry for every call, whether it works or not. */
  audited?: true;
}

export type ChannelSchemas = Record<string, ChannelSchema>;

/** What a change made in the console's own session also calls (main/channels/console-session.ts). */
export const CONSOLE_SESSION = [rpcName('sessions', 'StartSession'), rpcName('sessions', 'GetSessionDetails')] as const;
