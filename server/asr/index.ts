// The speech recognizer service (nuance.asr.v1.Recognizer): streaming, so it registers with the
// stream dispatcher (server/rpc/streaming.ts) rather than the unary one.
import { defineStreamingService, type StreamRegistration } from '../rpc/streaming.js';
import type { AsrDeps } from './deps.js';
import { recognize } from './handlers/recognize.js';

export function asrService(deps: AsrDeps): StreamRegistration {
  return defineStreamingService('asr', { Recognize: recognize(deps) });
}
