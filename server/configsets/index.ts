// ConfigurationManager: configsets (versioned as revisions) and templates, one handler per RPC
// (handlers/), the state machine in lifecycle.ts, SQL in configsets.store.ts, the schema in
// schema.ts and the resolver every manager reads its settings through in resolver.ts.
import type { Db } from '../db/types.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import type { Clock } from '../../wire/clock.js';
import { activateConfigsetRevision } from './handlers/activate-configset-revision.js';
import { createConfigset } from './handlers/create-configset.js';
import { createTemplate } from './handlers/create-template.js';
import { deleteConfigset } from './handlers/delete-configset.js';
import { deleteConfigsetRevision } from './handlers/delete-configset-revision.js';
import { deleteTemplate } from './handlers/delete-template.js';
import { generateTemplate } from './handlers/generate-template.js';
import { getConfigset } from './handlers/get-configset.js';
import { getConfigsetRevision } from './handlers/get-configset-revision.js';
import { getTemplate } from './handlers/get-template.js';
import { listConfigsetRevisions } from './handlers/list-configset-revisions.js';
import { listTemplates } from './handlers/list-templates.js';
import { updateConfigsetDetails } from './handlers/update-configset-details.js';
import { validateConfigsetRevision } from './handlers/validate-configset-revision.js';

export function configsetsService(deps: { db: Db; clock: Clock }): ServiceRegistration {
  const ctx = { db: deps.db, clock: deps.clock };
  return defineService('configsets', {
    CreateConfigset: createConfigset(ctx),
    ValidateConfigsetRevision: validateConfigsetRevision(ctx),
    ActivateConfigsetRevision: activateConfigsetRevision(ctx),
    ListConfigsetRevisions: listConfigsetRevisions(ctx),
    GetConfigset: getConfigset(ctx),
    GetConfigsetRevision: getConfigsetRevision(ctx),
    UpdateConfigsetDetails: updateConfigsetDetails(ctx),
    DeleteConfigset: deleteConfigset(ctx),
    DeleteConfigsetRevision: deleteConfigsetRevision(ctx),
    CreateTemplate: createTemplate(ctx),
    ListTemplates: listTemplates(ctx),
    GetTemplate: getTemplate(ctx),
    DeleteTemplate: deleteTemplate(ctx),
    GenerateTemplate: generateTemplate(ctx),
  });
}

export {
  resolveEffectiveConfig,
  resolveVersionedSessionsConfig,
  scopeLayersVersionSql,
  sessionsConfigFromLayers,
  mergeConfig,
} from './resolver.store.js';
export { SERVICE_SCHEMAS, SERVICE_NAMES } from './schema.js';
export { parseJsonObject, validateContent } from './content.js';
export { FACTORY_TEMPLATE_IDS } from './factory-templates.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { defaultConfigResolver } from './effective.js';
export type {
  CallerIdConfig,
  ConfigResolver,
  DecisionConfig,
  IntentFactorRule,
  SessionsConfig,
  VoiceprintsConfig,
} from './effective.js';
export { activeLayers } from './resolver.store.js';
export type { ActiveLayer } from './resolver.store.js';
export { insertRevision } from './configsets.store.js';
export type { ConfigClass, ConfigsetType, RevisionState } from './configsets.store.js';
export { FACTORY_TEMPLATES, factoryContentText } from './factory-templates.js';
