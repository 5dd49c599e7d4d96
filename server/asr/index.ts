// The speech recognizer service (nuance.asr.v1.Recognizer) and its training service
// (nuance.asr.v1beta1.Training). Recognize and CompileWordsetAndWatch stream, so they register
// with the stream dispatcher (server/rpc/streaming.ts); the training service's unary methods
// register with the unary one.
import { defineStreamingService, type StreamRegistration } from '../rpc/streaming.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import type { AsrDeps } from './deps.js';
import { compileWordsetAndWatch } from './handlers/compile-wordset-and-watch.js';
import { deleteWordset } from './handlers/delete-wordset.js';
import { getWordsetMetadata } from './handlers/get-wordset-metadata.js';
import { recognize } from './handlers/recognize.js';

/**
 * The recognizer. `handler`: the Recognize handler when another service (the dialog's
 * ExecuteStream) shares it, and with it its decoder share per app.
 */
export function asrService(deps: AsrDeps, handler = recognize(deps)): StreamRegistration {
  return defineStreamingService('asr', { Recognize: handler });
}

/** The training service: its streaming registration and its unary one. */
export function asrTrainingService(deps: AsrDeps): { streaming: StreamRegistration; unary: ServiceRegistration } {
  return {
    streaming: defineStreamingService('asrTraining', { CompileWordsetAndWatch: compileWordsetAndWatch(deps) }),
    unary: defineService('asrTraining', {
      GetWordsetMetadata: getWordsetMetadata(deps),
      DeleteWordset: deleteWordset(deps),
    }),
  };
}

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export type { DecoderPool, EngineWord } from './engine/decoder.js';
export { TELEPHONE_FOLD, Upsampler2x } from './engine/upsample.js';
export { recognize, NO_SPEECH, AUDIO_TIMEOUT, UTTERANCE_END_SILENCE_RANGE } from './handlers/recognize.js';
