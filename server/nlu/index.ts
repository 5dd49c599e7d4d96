// The interpretation runtime (nuance.nlu.v1.Runtime, seed 000 section 2.4) and its wordset service
// (nuance.nlu.wordset.v1beta1.Wordset, section 2.5): models in model format.ts, built by
// engine.ts, stored per app by store.ts, compiled wordsets stored by wordsets.ts, served by handlers/.
import type { Db } from '../db/types.js';
import type { EventLogProducer } from '../eventlog/index.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import { defineStreamingService, type StreamRegistration } from '../rpc/streaming.js';
import { interpret } from './handlers/interpret.js';
import { compileWordsetAndWatch } from './handlers/compile-wordset-and-watch.js';
import { deleteWordset } from './handlers/delete-wordset.js';
import { getWordsetMetadata } from './handlers/get-wordset-metadata.js';
import { ModelCache } from './models.store.js';
import { WordsetCache } from './wordsets.js';

export function nluService(deps: {
  db: Db;
  models?: ModelCache;
  wordsets?: WordsetCache;
  producer?: EventLogProducer;
}): ServiceRegistration {
  const models = deps.models ?? new ModelCache(deps.db);
  const wordsets = deps.wordsets ?? new WordsetCache(deps.db);
  return defineService('nlu', {
    Interpret: interpret({ models, wordsets, ...(deps.producer ? { producer: deps.producer } : {}) }),
  });
}

/** The wordset service's unary methods (the dispatcher's) and its stream (the stream dispatcher's). */
export function nluWordsetService(deps: { db: Db }): ServiceRegistration {
  return defineService('nluWordset', {
    GetWordsetMetadata: getWordsetMetadata(deps),
    DeleteWordset: deleteWordset(deps),
  });
}

export function nluWordsetStreams(deps: { db: Db; models?: ModelCache; retentionMs?: number }): StreamRegistration {
  return defineStreamingService('nluWordset', {
    CompileWordsetAndWatch: compileWordsetAndWatch({ ...deps, models: deps.models ?? new ModelCache(deps.db) }),
  });
}

export {
  buildModel,
  deployModel,
  listModels,
  ModelError,
  ModelCache,
  storeModel,
  type BuiltModel,
} from './models.store.js';
export { sweepExpiredWordsets } from './wordsets.store.js';
export { mixLanguage, modelFromTrsx, TrsxError } from './trsx.js';
export { modelUrn } from './urn.js';
export { WordsetCache } from './wordsets.js';
export { interpret } from './handlers/interpret.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { deployDemoModel } from './demo.js';
export type { Interpreter } from './engine.js';
