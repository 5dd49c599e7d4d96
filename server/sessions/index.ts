// SessionsManager: sessions and engagements, one handler per RPC (handlers/), rules in
// sessions.domain.ts, SQL in sessions.store.ts and engagements.store.ts.
import { SERVICES } from '../../wire/services.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import type { SessionsDeps } from './deps.js';
import { resolveDeps } from './deps.js';
import { getEngagementDetails } from './handlers/get-engagement-details.js';
import { getGkEngagementId } from './handlers/get-gk-engagement-id.js';
import { getSessionDecision } from './handlers/get-session-decision.js';
import { getSessionDetails } from './handlers/get-session-details.js';
import { listCorrelatedEngagements } from './handlers/list-correlated-engagements.js';
import { setEngagementVerdict } from './handlers/set-engagement-verdict.js';
import { startEngagement } from './handlers/start-engagement.js';
import { startSession } from './handlers/start-session.js';
import { stopEngagement } from './handlers/stop-engagement.js';
import { stopSession } from './handlers/stop-session.js';
import { updateEngagement } from './handlers/update-engagement.js';
import { updateSession } from './handlers/update-session.js';

/** The service's full name, for tests that call it by hand. */
export const SESSIONS_SERVICE = SERVICES.sessions;

export function sessionsService(deps: SessionsDeps): ServiceRegistration {
  const ctx = resolveDeps(deps);
  return defineService('sessions', {
    StartSession: startSession(ctx),
    StopSession: stopSession(ctx),
    GetSessionDetails: getSessionDetails(ctx),
    UpdateSession: updateSession(ctx),
    GetSessionDecision: getSessionDecision(ctx),
    StartEngagement: startEngagement(ctx),
    StopEngagement: stopEngagement(ctx),
    UpdateEngagement: updateEngagement(ctx),
    GetEngagementDetails: getEngagementDetails(ctx),
    SetEngagementVerdict: setEngagementVerdict(ctx),
    GetGkEngagementId: getGkEngagementId(ctx),
    ListCorrelatedEngagements: listCorrelatedEngagements(ctx),
  });
}

export type { SessionsDeps, FraudResetHook } from './deps.js';
export { configsetTimeouts } from './deps.js';
export type { SessionTimeouts, TimeoutsFor } from './sessions.domain.js';
export { DEFAULT_TIMEOUTS } from './sessions.domain.js';
export { sweepExpired } from './sessions.store.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { timeoutsResolver } from './sessions.domain.js';
export type { DecisionReason } from './sessions.domain.js';
export { applyExpiry } from './sessions.store.js';
export type { SessionRow } from './sessions.store.js';
export type { EngagementRow } from './engagements.store.js';
export { engagementToRead, sessionToRead } from './wire.js';
export { getEngagement } from './engagements.store.js';
