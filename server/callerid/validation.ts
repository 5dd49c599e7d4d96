// Reading CallerIdData (both packages carry the same fields; only the processor's has
// gk_person_id) and turning it into a ValidateCallerIdResult with the built-in analysis.
import type { CallerIdConfig } from '../configsets/index.js';
import type { ValidateCallerIdResult } from '../../generated/proto/nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdResult.js';
import { Violations } from '../rpc/errors.js';
import { analyze, decide, VENDOR_ID } from './analysis.js';
import { readNumber } from './numbers.js';
import { SipParseError, parseInvite, type SipInvite } from './sip.js';
import { readText, readUniqueId, requireTimestamp } from './wire.js';
import { maxChars } from '../../shared/rpc/limits.js';

export interface CallerIdInput {
  referenceId: string | undefined;
  callStart: Date;
  callingNumber: string;
  calledNumber: string;
  telecomNetworkId: string;
  invite: SipInvite;
  gkPersonId: string | undefined;
}

export interface WireCallerIdData {
  reference_id?: string;
  call_start_timestamp?: { seconds?: string; nanos?: number } | null;
  calling_number?: string;
  called_number?: string;
  telecom_network_id?: string;
  sip_message?: string;
  gk_person_id?: { value?: string } | null;
}

/** reference_id's row in the limits table (shared/rpc/limits.ts). */
export const MAX_REFERENCE_ID_LENGTH = maxChars('reference_id');

/** Validates caller_id_data; throws INVALID_ARGUMENT naming each bad field under `prefix`. */
export function readCallerIdData(prefix: string, raw: WireCallerIdData | null | undefined): CallerIdInput {
  const v = new Violations();
  if (!raw) {
    v.missing(prefix).throwIfAny();
  }
  const d = raw as WireCallerIdData;
  const f = (name: string) => `${prefix}.${name}`;
  const referenceId = readText(v, f('reference_id'), d.reference_id, MAX_REFERENCE_ID_LENGTH);
  const callStart = requireTimestamp(v, f('call_start_timestamp'), d.call_start_timestamp);
  const callingNumber = readNumber(v, f('calling_number'), d.calling_number);
  const calledNumber = readNumber(v, f('called_number'), d.called_number);
  const telecomNetworkId = readText(v, f('telecom_network_id'), d.telecom_network_id, 256);
  if (d.telecom_network_id === undefined || d.telecom_network_id === null || d.telecom_network_id === '')
    v.missing(f('telecom_network_id'));
  const gkPersonId = readUniqueId(v, f('gk_person_id'), d.gk_person_id);
  let invite: SipInvite | undefined;
  if (!d.sip_message)
    v.add(f('sip_message'), 'is required (the call signaling info: a raw SIP INVITE)', 'MANDATORY_FIELD_MISSING');
  else {
    try {
      invite = parseInvite(d.sip_message);
    } catch (err) {
      if (!(err instanceof SipParseError)) throw err;
      v.add(f('sip_message'), err.message, 'INVALID_FORMAT');
    }
  }
  v.throwIfAny();
  return {
    referenceId,
    callStart: callStart as Date,
    callingNumber: callingNumber as string,
    calledNumber: calledNumber as string,
    telecomNetworkId: telecomNetworkId as string,
    invite: invite as SipInvite,
    gkPersonId,
  };
}

/** The ValidateCallerIdResult (proto-loader shape) of the built-in analysis. */
export function validationResult(input: CallerIdInput, cfg: CallerIdConfig) {
  const a = analyze(input);
  const { decision, reason } = decide(a.trustIndicator, cfg);
  return {
    processing_result: {
      vendor_id: VENDOR_ID,
      trust_indicator: { value: a.trustIndicator },
      additional_data: { ...a.findings, telecom_network_id: input.telecomNetworkId },
    },
    risk_engine_result: { risk: { value: a.risk }, reliability: { value: a.reliability } },
    decision,
    decision_reason: reason,
  } satisfies ValidateCallerIdResult;
}

export type ValidationResult = ReturnType<typeof validationResult>;

/** ProcessPreAnswerResult.result_attributes: the same result flattened to strings. */
export function preAnswerAttributes(r: ValidationResult, referenceId: string): Record<string, string> {
  return {
    ...r.processing_result.additional_data,
    vendor_id: r.processing_result.vendor_id,
    trust_indicator: String(r.processing_result.trust_indicator.value),
    risk: String(r.risk_engine_result.risk.value),
    reliability: String(r.risk_engine_result.reliability.value),
    decision: r.decision,
    decision_reason: r.decision_reason,
    reference_id: referenceId,
  };
}
