// Caller-ID services: validation (ne processor and pre-answer), risk assessment against watchlists,
// and the EntitiesManager watchlist rule RPCs. One handler per RPC in handlers/.
import { defineService, type ServiceImplementation, type ServiceRegistration } from '../rpc/types.js';
import { SERVICES } from '../../wire/services.js';
import type { CallerIdDeps } from './deps.js';
import { resolveDeps } from './deps.js';
import { addCallerIdRuleToWatchlist } from './handlers/add-caller-id-rule-to-watchlist.js';
import { assessCallerIdRiskHandler } from './handlers/assess-caller-id-risk.js';
import { deleteCallerIdRuleFromWatchlist } from './handlers/delete-caller-id-rule-from-watchlist.js';
import { exportCallerIdRulesFromWatchlist } from './handlers/export-caller-id-rules-from-watchlist.js';
import { importCallerIdRulesToWatchlist } from './handlers/import-caller-id-rules-to-watchlist.js';
import { listWatchlistCallerIdRules } from './handlers/list-watchlist-caller-id-rules.js';
import { processPreAnswer } from './handlers/process-pre-answer.js';
import { testCallerIdRule } from './handlers/test-caller-id-rule.js';
import { updateCallerIdRuleInWatchlist } from './handlers/update-caller-id-rule-in-watchlist.js';
import { validateCallerIdExt } from './handlers/validate-caller-id-ext.js';
import { validateCallerId } from './handlers/validate-caller-id.js';
import type { CallerIdRuleMethod } from '../entities/index.js';

export const CALLERID_PROCESSOR_SERVICE = SERVICES.callerIdProcessor;
export const CALLERID_VALIDATION_SERVICE = SERVICES.callerIdValidation;
export const CALLERID_RISK_SERVICE = SERVICES.callerIdRisk;
export const ENTITIES_SERVICE = SERVICES.entities;

function callerIdValidationProcessorService(deps: CallerIdDeps): ServiceRegistration {
  const ctx = resolveDeps(deps);
  return defineService('callerIdProcessor', {
    ValidateCallerId: validateCallerId(ctx),
    ValidateCallerIdExt: validateCallerIdExt(ctx),
  });
}

function callerIdValidationService(deps: CallerIdDeps): ServiceRegistration {
  return defineService('callerIdValidation', { ProcessPreAnswer: processPreAnswer(resolveDeps(deps)) });
}

function callerIdRiskAssessmentService(deps: CallerIdDeps): ServiceRegistration {
  return defineService('callerIdRisk', { AssessCallerIdRisk: assessCallerIdRiskHandler(resolveDeps(deps)) });
}

export type { CallerIdRuleMethod };

/** EntitiesManager's watchlist caller-ID rule RPCs (registered by entities/index.ts). */
export function callerIdRuleHandlers(deps: CallerIdDeps): Pick<ServiceImplementation<'entities'>, CallerIdRuleMethod> {
  const ctx = resolveDeps(deps);
  return {
    AddCallerIdRuleToWatchlist: addCallerIdRuleToWatchlist(ctx),
    UpdateCallerIdRuleInWatchlist: updateCallerIdRuleInWatchlist(ctx),
    DeleteCallerIdRuleFromWatchlist: deleteCallerIdRuleFromWatchlist(ctx),
    ListWatchlistCallerIdRules: listWatchlistCallerIdRules(ctx),
    ImportCallerIdRulesToWatchlist: importCallerIdRulesToWatchlist(ctx),
    ExportCallerIdRulesFromWatchlist: exportCallerIdRulesFromWatchlist(ctx),
    TestCallerIdRule: testCallerIdRule(),
  };
}

/** The three caller-ID services, as the server registers them (EntitiesManager: entities/index.ts). */
export function callerIdServices(deps: CallerIdDeps): ServiceRegistration[] {
  return [
    callerIdValidationProcessorService(deps),
    callerIdValidationService(deps),
    callerIdRiskAssessmentService(deps),
  ];
}
export type { CallerIdDeps, PreCallSession, PreCallSessionArgs, StartPreCallSession } from './deps.js';
export { ruleCacheFor } from './deps.js';
export { startPreCallSessionSql } from './pre-call.store.js';
export { assessCallerIdRisk } from './handlers/assess-caller-id-risk.js';
export { DEFAULT_WATCHLIST_ID } from './wire.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { checkRegex } from './regex-safety.js';
export { normalizeNumber } from './numbers.js';
export { insertRules } from './rules.store.js';
export type { NewRule } from './rules.store.js';
export type { RiskLevel } from './wire.js';
