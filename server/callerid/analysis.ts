// Vigil's built-in caller-ID analysis (vendor "vigil-builtin"): a trust indicator from 0 to 1 built
// from STIR/SHAKEN attestation, agreement between the numbers the call carries, the plausibility of
// the calling number and the freshness of the Identity header; then a decision by the configset's
// trust bands. Pure functions: the handlers feed them and store what they return.
import type { CallerIdConfig } from '../configsets/index.js';
import { dialForm, implausibility, sameNumber } from './numbers.js';
import type { SipInvite, SipUri } from './sip.js';

export const VENDOR_ID = 'vigil-builtin';
/** The vendor API version of every result this server produces (ValidateCallerIdExt must match it). */
export const API_VERSION = 'vigil-1';
/** RFC 8224 section 6.2.1: an Identity older than this (relative to the call) is stale. */
const MAX_IDENTITY_AGE_SECONDS = 60;

/** Starting trust by attestation level. */
const BASE_TRUST = { A: 0.95, B: 0.7, C: 0.45, none: 0.35, malformed: 0.15 } as const;

export type ProcessorDecisionReason =
  'DECISION_REASON_NO_RISK_DETECTED' | 'DECISION_REASON_LOW_RELIABILITY' | 'DECISION_REASON_FRAUD_RISK';
export type TrustDecision = 'DECISION_NO_RISK_DETECTED' | 'DECISION_UNCERTAIN' | 'DECISION_FRAUD';

export interface AnalysisInput {
  callingNumber: string;
  calledNumber: string;
  invite: SipInvite;
  callStart: Date;
}

export interface Analysis {
  trustIndicator: number;
  risk: number;
  reliability: number;
  /** Findings, as the string map ProcessCallerIdResult.additional_data carries. */
  findings: Record<string, string>;
}

const userNumber = (u: SipUri | undefined): string | undefined => {
  if (!u?.user) return undefined;
  const r = dialForm(u.user);
  return 'dialled' in r ? r.dialled : undefined;
};

export function analyze(input: AnalysisInput): Analysis {
  const { callingNumber, calledNumber, invite } = input;
  const findings: Record<string, string> = {};
  const penalties: string[] = [];
  let trust: number;
  let reliability = 50;

  const id = invite.identity;
  if (id.state === 'present') {
    const p = id.passport;
    trust = BASE_TRUST[p.attest ?? 'none'];
    findings.attestation = p.attest ?? 'none';
    findings.identity = 'present (signature not verified: no certificate chain offline)';
    reliability = 85;
    const orig = p.origTn ? dialForm(p.origTn) : undefined;
    const origMatches = !!orig && 'dialled' in orig && sameNumber(orig.dialled, callingNumber);
    findings.orig_tn_matches = String(origMatches);
    if (!origMatches) penalties.push('orig_tn_mismatch');
    if (p.destTns.length) {
      const destMatches = p.destTns.some((t) => {
        const d = dialForm(t);
        return 'dialled' in d && sameNumber(d.dialled, calledNumber);
      });
      findings.dest_tn_matches = String(destMatches);
      if (!destMatches) penalties.push('dest_tn_mismatch');
    }
    if (p.iat === undefined) penalties.push('identity_without_iat');
    else {
      const age = Math.round(input.callStart.getTime() / 1000 - p.iat);
      findings.identity_age_seconds = String(age);
      if (Math.abs(age) > MAX_IDENTITY_AGE_SECONDS) penalties.push('identity_stale');
    }
  } else if (id.state === 'malformed') {
    trust = BASE_TRUST.malformed;
    findings.attestation = 'none';
    findings.identity = `malformed: ${id.reason}`;
    reliability = 70;
  } else {
    trust = BASE_TRUST.none;
    findings.attestation = 'none';
    findings.identity = 'absent';
  }

  const from = userNumber(invite.from);
  const fromMatches = !!from && sameNumber(from, callingNumber);
  findings.from_matches = String(fromMatches);
  if (!fromMatches) penalties.push('from_mismatch');
  const to = userNumber(invite.to);
  if (to !== undefined && !sameNumber(to, calledNumber)) penalties.push('to_mismatch');
  const pais = invite.pAssertedIdentities.map(userNumber).filter((n): n is string => !!n);
  if (pais.length) {
    const paiMatches = pais.some((n) => sameNumber(n, callingNumber));
    findings.pai_matches = String(paiMatches);
    if (!paiMatches) penalties.push('pai_mismatch');
  }
  const implausible = implausibility(callingNumber);
  findings.number_plausible = String(!implausible);
  if (implausible) {
    findings.number_problem = implausible;
    penalties.push('implausible_number');
  }

  trust -= penalties.reduce((sum, p) => sum + (PENALTY[p] ?? 0.1), 0);
  trust = Math.round(Math.min(1, Math.max(0, trust)) * 100) / 100;
  if (penalties.length) findings.penalties = penalties.join(',');
  return { trustIndicator: trust, risk: Math.round((1 - trust) * 100), reliability, findings };
}

const PENALTY: Record<string, number> = {
  orig_tn_mismatch: 0.4,
  dest_tn_mismatch: 0.1,
  identity_without_iat: 0.15,
  identity_stale: 0.2,
  from_mismatch: 0.25,
  to_mismatch: 0.1,
  pai_mismatch: 0.25,
  implausible_number: 0.3,
};

/** The decision for a trust indicator under the configset's bands. */
export function decide(
  trust: number,
  cfg: CallerIdConfig,
): { decision: TrustDecision; reason: ProcessorDecisionReason } {
  if (trust >= cfg.trustedAtOrAbove)
    return { decision: 'DECISION_NO_RISK_DETECTED', reason: 'DECISION_REASON_NO_RISK_DETECTED' };
  if (trust < cfg.suspiciousBelow) return { decision: 'DECISION_FRAUD', reason: 'DECISION_REASON_FRAUD_RISK' };
  return { decision: 'DECISION_UNCERTAIN', reason: 'DECISION_REASON_LOW_RELIABILITY' };
}
