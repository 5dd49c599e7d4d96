// Type-level check (by `npm run typecheck`, never run): the proto enum names shared/domain lists for
// the renderer (zod enums, as the renderer cannot import the generated code) are exactly the
// generated enums' names, so an enum value added, renamed or dropped in a proto fails the type-check
// until the shared list follows. The generated types are the one source; these lists are views of it.
import type { z } from 'zod';
import type { CallerIdRiskLevel__Output } from '../../generated/proto/nuance/biosec/v1/CallerIdRiskLevel.js';
import type { Decision__Output } from '../../generated/proto/nuance/biosec/v1/Decision.js';
import type { EngagementVerdict__Output } from '../../generated/proto/nuance/biosec/v1/EngagementVerdict.js';
import type { LockReason__Output } from '../../generated/proto/nuance/biosec/v1/LockReason.js';
import type { LockStatus__Output } from '../../generated/proto/nuance/biosec/v1/LockStatus.js';
import type { OwnerType__Output } from '../../generated/proto/nuance/biosec/v1/OwnerType.js';
import type { ConfigsetType__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetType.js';
import type { State__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/State.js';
import type { RiskLevel } from '../../shared/domain/callerid.js';
import type { ConfigsetType, RevisionState, creatableTypeSchema } from '../../shared/domain/configsets.js';
import type { Decision, Verdict } from '../../shared/domain/engagements.js';
import type { AUTOMATIC_LOCK_REASON, OwnerType, lockStatusSchema } from '../../shared/domain/voiceprints.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Subset<A, B> = [A] extends [B] ? true : false;
/** The names a user can pick (the proto's *_UNSPECIFIED means "none"). */
type Chosen<T extends string> = Exclude<T, `${string}_UNSPECIFIED`>;

export const protoEnums: [
  Same<Decision, Decision__Output>,
  Same<Verdict, Chosen<EngagementVerdict__Output>>,
  Same<RevisionState, State__Output>,
  Same<ConfigsetType, ConfigsetType__Output>,
  Subset<z.infer<typeof creatableTypeSchema>, ConfigsetType__Output>,
  Same<RiskLevel, Chosen<CallerIdRiskLevel__Output>>,
  Same<OwnerType, Chosen<OwnerType__Output>>,
  Same<z.infer<typeof lockStatusSchema>, Chosen<LockStatus__Output>>,
  Subset<typeof AUTOMATIC_LOCK_REASON, LockReason__Output>,
] = [true, true, true, true, true, true, true, true, true];

// The check can fail: a list that misses a proto value is not the same enum.
// @ts-expect-error DECISION_FRAUD is missing from the list
export const incomplete: Same<Exclude<Decision, 'DECISION_FRAUD'>, Decision__Output> = true;
