// Between proto-loader objects and rows: the read shapes, and the details messages of creates and
// updates turned into column patches (validated, masks applied). IDs and timestamps: rpc/wire-values.ts.
import type { EngagementDetailsForRead } from '../../generated/proto/nuance/biosec/v1/sessions/EngagementDetailsForRead.js';
import type { SessionDetailsForRead } from '../../generated/proto/nuance/biosec/v1/sessions/SessionDetailsForRead.js';
import type { Violations } from '../rpc/errors.js';
import type { EngagementRow, EngagementPatch } from './engagements.store.js';
import type { SessionPatch, SessionRow } from './sessions.store.js';
import { int32, readCustomData, readUniqueId, toTimestamp, uid } from '../rpc/wire-values.js';
import {
  CALL_TYPES,
  SESSION_INTENTS,
  checkMaxLength,
  enumValue,
  type Decision,
  type DecisionReason,
} from './sessions.domain.js';

const str = (s: string | null | undefined): string | null => (s === undefined || s === null || s === '' ? null : s);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- details arrive in proto-loader shape, checked field by field
type Details = Record<string, any>;

/**
 * The columns a SessionDetailsForCreate/ForUpdate sets. `fields` is the mask (or, without one,
 * the fields present): a named field that is absent in details is cleared.
 */
export function sessionPatchFrom(v: Violations, details: Details, fields: Iterable<string>): SessionPatch {
  const p: SessionPatch = {};
  const f = (name: string) => `details.${name}`;
  for (const name of fields) {
    const raw = details[name];
    switch (name) {
      case 'session_id':
      case 'ani':
      case 'dnis':
      case 'suspicious_reason':
      case 'business_type':
      case 'datacenter':
        if (raw !== undefined && raw !== null && typeof raw !== 'string')
          v.add(f(name), 'must be a string', 'INVALID_FORMAT');
        else {
          if (name === 'business_type' || name === 'datacenter') checkMaxLength(v, f(name), raw ?? undefined, name);
          p[name] = str(raw);
        }
        break;
      case 'call_type':
        p.call_type = enumValue(v, f(name), raw, CALL_TYPES) ?? null;
        break;
      case 'session_intent':
        p.session_intent = enumValue(v, f(name), raw, SESSION_INTENTS) ?? null;
        break;
      case 'claimed_gk_person_id':
        p.claimed_gk_person_id = readUniqueId(v, f(name), raw) ?? null;
        break;
      case 'group_size': {
        const n = raw?.value;
        if (n !== undefined && n !== null && (!Number.isInteger(n) || n < 0))
          v.add(f(name), 'must be a non-negative integer', 'OUT_OF_RANGE', String(n));
        p.group_size = n ?? null;
        break;
      }
      case 'is_suspicious':
      case 'was_abandon':
        p[name] = raw === true;
        break;
      case 'session_error':
        p.session_error = raw ? (JSON.parse(JSON.stringify(raw)) as Record<string, unknown>) : null;
        break;
      case 'custom_data':
        p.custom_data = readCustomData(v, f(name), raw);
        break;
    }
  }
  return p;
}

export function engagementPatchFrom(v: Violations, details: Details, fields: Iterable<string>): EngagementPatch {
  const p: EngagementPatch = {};
  for (const name of fields) {
    const raw = details[name];
    if (name === 'custom_data') p.custom_data = readCustomData(v, 'details.custom_data', raw);
    else if (name === 'engagement_id' || name === 'correlation_id' || name === 'analyst_id') {
      if (raw !== undefined && raw !== null && typeof raw !== 'string')
        v.add(`details.${name}`, 'must be a string', 'INVALID_FORMAT');
      else p[name] = str(raw);
    }
  }
  return p;
}

/** The fields present in a details object (what a create without a mask sets). */
export function presentFields(details: Details, allowed: readonly string[]): string[] {
  return allowed.filter((k) => details[k] !== undefined && details[k] !== null);
}

const opt = <T>(x: T | null): T | undefined => (x === null ? undefined : x);

type WireInt = { value: number };

function riskInfo(row: {
  risk: number | null;
  reliability: number | null;
  decision: Decision | null;
  decision_reason: DecisionReason | null;
}):
  | { risk: WireInt | undefined; reliability: WireInt | undefined; decision: Decision; decision_reason: DecisionReason }
  | undefined {
  if (row.risk === null && row.reliability === null && row.decision === null && row.decision_reason === null)
    return undefined;
  return {
    risk: int32(row.risk),
    reliability: int32(row.reliability),
    decision: row.decision ?? 'DECISION_UNSPECIFIED',
    decision_reason: row.decision_reason ?? 'DECISION_REASON_UNSPECIFIED',
  };
}

export function sessionToRead(row: SessionRow): SessionDetailsForRead {
  return {
    gk_session_id: uid(row.gk_session_id),
    session_type: row.session_type,
    gk_engagement_id: uid(row.gk_engagement_id),
    is_test: row.is_test,
    is_active: row.is_active,
    session_id: opt(row.session_id),
    is_suspicious: row.is_suspicious,
    suspicious_reason: opt(row.suspicious_reason),
    ani: opt(row.ani),
    dnis: opt(row.dnis),
    agent_id: opt(row.agent_id),
    agent_extension: opt(row.agent_extension),
    call_type: opt(row.call_type),
    claimed_gk_person_id: row.claimed_gk_person_id ? uid(row.claimed_gk_person_id) : undefined,
    was_abandon: row.was_abandon,
    risk_info: riskInfo(row),
    session_intent: opt(row.session_intent),
    business_type: opt(row.business_type),
    datacenter: opt(row.datacenter),
    session_error: opt(row.session_error),
    group_size: int32(row.group_size),
    creation_timestamp: toTimestamp(row.created_at),
    completion_timestamp: toTimestamp(row.completion_timestamp),
    modification_timestamp: toTimestamp(row.modified_at),
    custom_data: row.custom_data,
  };
}

export function engagementToRead(row: EngagementRow, sessionIds: string[]): EngagementDetailsForRead {
  return {
    gk_engagement_id: uid(row.gk_engagement_id),
    gk_session_ids: sessionIds.map(uid),
    is_active: row.is_active,
    engagement_id: opt(row.engagement_id),
    analyst_id: opt(row.analyst_id),
    verdict_info: row.verdict
      ? {
          verdict: row.verdict,
          description: opt(row.verdict_description),
          amount: row.verdict_amount === null ? undefined : { value: row.verdict_amount },
          verdict_timestamp: toTimestamp(row.verdict_timestamp),
          analyst_id: opt(row.verdict_analyst_id),
        }
      : undefined,
    risk_info: riskInfo(row),
    correlation_id: opt(row.correlation_id),
    creation_timestamp: toTimestamp(row.created_at),
    completion_timestamp: toTimestamp(row.completion_timestamp),
    modification_timestamp: toTimestamp(row.modified_at),
    custom_data: row.custom_data,
  };
}
