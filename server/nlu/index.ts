// The interpretation runtime (nuance.nlu.v1.Runtime, seed 000 section 2.4): models in model
// format.ts, built by engine.ts, stored per app by store.ts, served by handlers/.
import type { Db } from '../db/types.js';
import type { EventLogProducer } from '../eventlog/index.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import { interpret } from './handlers/interpret.js';
import { ModelCache } from './store.js';

export function nluService(deps: { db: Db; models?: ModelCache; producer?: EventLogProducer }): ServiceRegistration {
  const models = deps.models ?? new ModelCache(deps.db);
  return defineService('nlu', {
    Interpret: interpret({ models, ...(deps.producer ? { producer: deps.producer } : {}) }),
  });
}

export { deployModel, listModels, ModelError } from './store.js';
