// Test support for SessionsManager: its HTTP routes and field quirks for the shared two-transport
// caller (testkit/wire-caller.testkit.ts).
import { wireCallerFor, type WireRoute, type WireSpec } from '../../testkit/wire-caller.testkit.js';
import { SESSIONS_SERVICE } from './index.js';

export { ctx, failed, ok, type Outcome, type Transport } from '../../testkit/wire-caller.testkit.js';

const fixed = (verb: WireRoute['verb'], p: string): WireRoute => ({ verb, path: () => p });
const ROUTES: Record<string, WireRoute> = {
  StartSession: fixed('POST', '/v1/sessions/start'),
  StopSession: fixed('POST', '/v1/sessions/stop'),
  GetSessionDetails: fixed('GET', '/v1/sessions/details'),
  UpdateSession: fixed('PATCH', '/v1/sessions/details'),
  GetSessionDecision: fixed('GET', '/v1/sessions/decision'),
  StartEngagement: fixed('PUT', '/v1/engagements/start'),
  StopEngagement: fixed('PUT', '/v1/engagements/stop'),
  UpdateEngagement: fixed('PATCH', '/v1/engagements/details'),
  GetEngagementDetails: fixed('GET', '/v1/engagements/details'),
  SetEngagementVerdict: fixed('PUT', '/v1/engagements/verdict'),
  GetGkEngagementId: {
    verb: 'GET',
    path: (r) => `/v1/engagements/${encodeURIComponent(String(r.engagement_id ?? ''))}/gkid`,
  },
  ListCorrelatedEngagements: {
    verb: 'GET',
    path: (r) => `/v1/engagements/correlations/${encodeURIComponent(String(r.correlation_id ?? ''))}`,
  },
};

const SPEC: WireSpec = {
  service: SESSIONS_SERVICE,
  routes: ROUTES,
  wrapped: ['group_size', 'amount', 'risk', 'reliability'],
  opaque: ['custom_data'],
  scalars: { amount: String },
};

export const wireCaller = wireCallerFor(SPEC);
