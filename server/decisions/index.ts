// Session decisions: factors recorded against sessions, the engine that decides on them, the
// step that stores a session's decision and its engagement's risk, and replay of stored decisions.
import type { Db } from '../db/types.js';
import { defineStreamingService, type StreamRegistration } from '../rpc/streaming.js';
import { replayDecisions } from './handlers/replay-decisions.js';
export type { DecisionName, DecisionOutcome, DecisionReasonName, EngineFactor, FactorKind } from './engine.js';
export { decide } from './engine.js';
export type { RiskInfo } from './engagement-risk.js';
export { engagementRiskOf, joinedAfterStop } from './engagement-risk.js';
export type { FactorRow, NewFactor } from './factors.store.js';
export {
  configsetFromFactors,
  factorConfigsetSql,
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

/** Decision replay (vigil.v1.DecisionReplay, issue 37): a server-streaming service. */
export function decisionReplayStreams(deps: { db: Db }): StreamRegistration {
  return defineStreamingService('decisionReplay', { ReplayDecisions: replayDecisions(deps) });
}

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { postCallIntents, ruleIntents } from './post-call-intents.js';
export type { ExplainableFactor } from './engine.js';
