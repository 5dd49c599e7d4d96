// Session decisions: factors recorded against sessions, the engine that decides on them, and the
// step that stores a session's decision and its engagement's risk.
export type { DecisionName, DecisionOutcome, DecisionReasonName, EngineFactor, FactorKind } from './engine.js';
export { decide } from './engine.js';
export type { RiskInfo } from './engagement-risk.js';
export { engagementRiskOf, joinedAfterStop } from './engagement-risk.js';
export type { FactorRow, NewFactor } from './factors.store.js';
export {
  configsetFromFactors,
  factorsForDecision,
  factorsForSession,
  recordFactor,
  riskEngineValues,
} from './factors.store.js';
export { refreshEngagementRisk, storeSessionRisk } from './risk-info.store.js';
export { decisionResponse, evaluateSession, toRiskInfo } from './session-decision.js';
export { recordCallerIdFactor, type CallerIdFactorArgs } from './callerid-factors.js';
export { recordVoiceFactor, type NewVoiceFactor } from './voice.js';
export type { DecisionExplanation, FactorExplanation, RuleCheck } from './engine.js';
export { checkInWords, explainDecision } from './engine.js';
export type { DecidingSettings, SnapshotRow } from './snapshots.store.js';
export { decidingSettings, snapshotsForEngagement, storeDecisionSnapshot } from './snapshots.store.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { postCallIntents, ruleIntents } from './post-call-intents.js';
export type { ExplainableFactor } from './engine.js';
