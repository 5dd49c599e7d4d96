// Voice factors. The API has no verification RPC, so voice results come from demo data, tests and
// (later) a verification pipeline, all through recordVoiceFactor. A result that names a voiceprint
// profile also counts toward that profile's consecutive mismatches (voiceprints/lock.ts), so enough
// mismatches lock it automatically; matched means score >= the authentic threshold in force.
import type { ConfigResolver } from '../configsets/index.js';
import type { Queryable } from '../db/types.js';
import { getProfile, recordVerificationResult, type VerificationOutcome } from '../voiceprints/index.js';
import { recordFactor, type NewFactor } from './factors.store.js';

export type NewVoiceFactor = Omit<NewFactor, 'kind' | 'score'> & { score: number };

export async function recordVoiceFactor(
  q: Queryable,
  config: ConfigResolver,
  f: NewVoiceFactor,
): Promise<{ id: string | undefined; lock?: VerificationOutcome | undefined }> {
  const id = await recordFactor(q, { ...f, kind: 'voice' });
  if (!id || !f.gkVoiceprintProfileId) return { id };
  // Only a profile of the same scope (lock.ts looks profiles up by ID alone).
  if (!(await getProfile(q, f.scopeId, f.gkVoiceprintProfileId))) return { id };
  const cfg = await config(q, f.scopeId, f.configsetId ?? undefined);
  const matched = f.score >= cfg.decision.authenticThreshold;
  const lock = await recordVerificationResult(q, f.gkVoiceprintProfileId, matched, f.at, cfg.voiceprints);
  return { id, lock };
}
