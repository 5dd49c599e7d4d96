// Proto-loader caller-ID objects -> the plain shapes of shared/domain/callerid.ts, and back.
import type { RuleDraft, ValidationResult, WatchlistRule } from '../../shared/domain/callerid.js';
import type { CallerIdWatchlistDetailsForCreate } from '../../generated/proto/nuance/biosec/v1/entities/CallerIdWatchlistDetailsForCreate.js';
import { toDomain } from '../grpc/to-domain.js';

type Obj = Record<string, unknown>;

export const ENTITIES_PKG = 'nuance.biosec.v1.entities';

/** CallerIdWatchlistDetailsForRead (proto-loader shape) -> WatchlistRule. */
export function ruleOf(raw: object): WatchlistRule {
  const r = toDomain<Obj>(`${ENTITIES_PKG}.CallerIdWatchlistDetailsForRead`, raw);
  const regex = typeof r.callerIdRegex === 'string' ? r.callerIdRegex : undefined;
  const member =
    typeof r.clientId === 'string' ? r.clientId : typeof r.analystId === 'string' ? r.analystId : undefined;
  return {
    gkCalleridRuleId: String(r.gkCalleridRuleId ?? ''),
    kind: regex !== undefined ? 'regex' : 'exact',
    value: regex ?? String(r.phoneNumber ?? ''),
    riskLevel: String(r.riskLevel ?? 'CALLER_ID_RISK_LEVEL_UNSPECIFIED'),
    description: String(r.description ?? ''),
    ...(member ? { member } : {}),
    ...(typeof r.creationTimestamp === 'string' ? { creationTimestamp: r.creationTimestamp } : {}),
    ...(typeof r.modificationTimestamp === 'string' ? { modificationTimestamp: r.modificationTimestamp } : {}),
  };
}

/** A rule draft as CallerIdWatchlistDetailsForCreate / ForUpdate. */
export function detailsOf(d: RuleDraft): { details: CallerIdWatchlistDetailsForCreate; paths: string[] } {
  const field = d.kind === 'regex' ? 'caller_id_regex' : 'phone_number';
  return {
    details: {
      [field]: d.value,
      description: d.description ?? '',
      risk_level: d.riskLevel,
    },
    paths: [field, 'description', 'risk_level'],
  };
}

/** ValidateCallerIdResponse -> ValidationResult. */
export function validationOf(res: object): ValidationResult {
  const r = toDomain<Obj>('nuance.biosec.v1.calleridvalidationprocessor.ne.ValidateCallerIdResponse', res);
  const result = (r.result as Obj | undefined) ?? {};
  const proc = (result.processingResult as Obj | undefined) ?? {};
  const engine = (result.riskEngineResult as Obj | undefined) ?? {};
  return {
    referenceId: String(r.referenceId ?? ''),
    ...(typeof proc.vendorId === 'string' && proc.vendorId ? { vendorId: proc.vendorId } : {}),
    ...(typeof proc.trustIndicator === 'number' ? { trustIndicator: proc.trustIndicator } : {}),
    additionalData: (proc.additionalData as Record<string, string> | undefined) ?? {},
    ...(typeof engine.risk === 'number' ? { risk: engine.risk } : {}),
    ...(typeof engine.reliability === 'number' ? { reliability: engine.reliability } : {}),
    ...(typeof result.decision === 'string' ? { decision: result.decision } : {}),
    ...(typeof result.decisionReason === 'string' ? { decisionReason: result.decisionReason } : {}),
  };
}

/** An ISO time as a proto Timestamp; undefined when it is not a time. */
export function timestampOf(iso: string): { seconds: string; nanos: number } | undefined {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return undefined;
  return { seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1e6 };
}
