// Test support for the caller-ID services: their routes and field quirks for the shared
// two-transport caller (testkit/wire-caller.testkit.ts).
import { wireCallerFor, type Req, type WireRoute, type WireSpec } from '../../testkit/wire-caller.testkit.js';
import {
  CALLERID_PROCESSOR_SERVICE,
  CALLERID_RISK_SERVICE,
  CALLERID_VALIDATION_SERVICE,
  ENTITIES_SERVICE,
} from './index.js';

export { ctx, failed, ok, type Outcome, type Transport } from '../../testkit/wire-caller.testkit.js';

const wl = (r: Req) => encodeURIComponent((r.gk_callerid_watchlist_id as { value?: string } | undefined)?.value ?? '');
const rule = (r: Req) => encodeURIComponent((r.gk_callerid_rule_id as { value?: string } | undefined)?.value ?? '');

const ROUTES: Record<string, WireRoute> = {
  ValidateCallerId: {
    service: CALLERID_PROCESSOR_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/ne/validation',
  },
  ValidateCallerIdExt: {
    service: CALLERID_PROCESSOR_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/ne/validation-ext',
  },
  ProcessPreAnswer: {
    service: CALLERID_VALIDATION_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/pre-answer',
  },
  AssessCallerIdRisk: {
    service: CALLERID_RISK_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}:assessrisk`,
  },
  AddCallerIdRuleToWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'POST',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules`,
  },
  DeleteCallerIdRuleFromWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'DELETE',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules/${rule(r)}`,
  },
  UpdateCallerIdRuleInWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules/${rule(r)}`,
  },
  ListWatchlistCallerIdRules: {
    service: ENTITIES_SERVICE,
    verb: 'GET',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules`,
  },
  ImportCallerIdRulesToWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules:import`,
  },
  ExportCallerIdRulesFromWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'GET',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules:export`,
  },
  TestCallerIdRule: { service: ENTITIES_SERVICE, verb: 'GET', path: () => '/v1/calleridwatchlists/inline/rule:test' },
};

const SPEC: WireSpec = {
  routes: ROUTES,
  wrapped: ['trust_indicator', 'risk', 'reliability', 'search_substring', 'max_age_days'],
  opaque: ['additional_data', 'result_attributes'],
  pathFields: ['gk_callerid_watchlist_id', 'gk_callerid_rule_id'],
  scalars: { total_results: Number },
  // proto-loader's virtual oneof fields (gRPC only): which form of caller_id / member is set.
  skip: (k, v) => k === 'member' || (k === 'caller_id' && (v === 'phone_number' || v === 'caller_id_regex')),
  dropDefaults: true,
};

export const wireCaller = wireCallerFor(SPEC);
