// VoiceprintsManager: profiles of persons and fraudsters, their locks, enrollment segments and the
// status-report job; and Vigil's FraudsterEnrollment extension. One handler per RPC (handlers/), the lock state machine in lock.ts,
// enrollment and training in enrollment.ts, the job in status-job.ts, SQL in *.store.ts.
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import { SERVICES } from '../../wire/services.js';
import type { Ctx, VoiceprintsDeps } from './deps.js';
import { resolveDeps } from './deps.js';
import { createDownloadHandler, type DownloadHandler } from './download.js';
import { createVoiceprintProfile } from './handlers/create-voiceprint-profile.js';
import { deleteVoiceprintProfile } from './handlers/delete-voiceprint-profile.js';
import { deleteVoiceprintTemplate } from './handlers/delete-voiceprint-template.js';
import { enrollFraudsterFromMedia } from './handlers/enroll-fraudster-from-media.js';
import { executeVoiceprintProfilesStatusJob } from './handlers/execute-voiceprint-profiles-status-job.js';
import { getGkVoiceprintProfileId } from './handlers/get-gk-voiceprint-profile-id.js';
import { getVoiceprintProfileDetails } from './handlers/get-voiceprint-profile-details.js';
import { getVoiceprintProfilesStatusJobDetails } from './handlers/get-voiceprint-profiles-status-job-details.js';
import { listEnrollmentSegments } from './handlers/list-enrollment-segments.js';
import { lockVoiceprintProfile } from './handlers/lock-voiceprint-profile.js';
import { removeEnrollmentSegment } from './handlers/remove-enrollment-segment.js';
import { unlockVoiceprintProfile } from './handlers/unlock-voiceprint-profile.js';
import { updateVoiceprintProfileDetails } from './handlers/update-voiceprint-profile-details.js';
import { createStatusJobRunner, type StatusJobRunner } from './status-job.js';

export const VOICEPRINTS_SERVICE = SERVICES.voiceprints;

// One job runner per deps object in this process, shared by the service and the download handler:
// pass the same deps object to voiceprintsService and statusJobDownloadHandler.
const runners = new WeakMap<VoiceprintsDeps, { ctx: Ctx; runner: StatusJobRunner }>();

function runnerFor(deps: VoiceprintsDeps): { ctx: Ctx; runner: StatusJobRunner } {
  let entry = runners.get(deps);
  if (!entry) {
    const ctx = resolveDeps(deps);
    const runner = createStatusJobRunner(ctx, deps.statusJob);
    entry = { ctx, runner };
    runners.set(deps, entry);
  }
  return entry;
}

export function voiceprintsService(deps: VoiceprintsDeps): ServiceRegistration {
  const { runner } = runnerFor(deps);
  const ctx = resolveDeps(deps);
  return defineService('voiceprints', {
    CreateVoiceprintProfile: createVoiceprintProfile(ctx),
    GetGkVoiceprintProfileId: getGkVoiceprintProfileId(ctx),
    GetVoiceprintProfileDetails: getVoiceprintProfileDetails(ctx),
    UpdateVoiceprintProfileDetails: updateVoiceprintProfileDetails(ctx),
    ExecuteVoiceprintProfilesStatusJob: executeVoiceprintProfilesStatusJob(ctx, runner),
    GetVoiceprintProfilesStatusJobDetails: getVoiceprintProfilesStatusJobDetails(ctx, runner),
    LockVoiceprintProfile: lockVoiceprintProfile(ctx),
    UnlockVoiceprintProfile: unlockVoiceprintProfile(ctx),
    DeleteVoiceprintTemplate: deleteVoiceprintTemplate(ctx),
    DeleteVoiceprintProfile: deleteVoiceprintProfile(ctx),
    ListEnrollmentSegments: listEnrollmentSegments(ctx),
    RemoveEnrollmentSegment: removeEnrollmentSegment(ctx),
  });
}

/**
 * Vigil's enrollment extension (vigil.v1.FraudsterEnrollment): a fraud caller's stored audio into a
 * fraudster's print, for the console. Absent on a real deployment.
 */
export function fraudsterEnrollmentService(deps: VoiceprintsDeps): ServiceRegistration {
  return defineService('fraudsterEnrollment', {
    EnrollFraudsterFromMedia: enrollFraudsterFromMedia(resolveDeps(deps)),
  });
}

/** Serves /downloads/status-jobs/<gk_job_id>?token=…; resolves false for any other path. */
export function statusJobDownloadHandler(deps: VoiceprintsDeps): DownloadHandler {
  const { ctx, runner } = runnerFor(deps);
  return createDownloadHandler(ctx, runner);
}

/**
 * The server's start: from now on this process claims status jobs queued on any instance and jobs
 * left open by a stopped one, and expired reports go. (Without it, the first status-job call starts
 * the runner: a test that never makes one runs no timer.)
 */
export function startStatusJobs(deps: VoiceprintsDeps): void {
  const { ctx, runner } = runnerFor(deps);
  runner.start();
  void runner.sweep().catch((err: unknown) => ctx.log.warn('status job sweep failed', { err: String(err) }));
}

/** Takes over status jobs whose worker is gone and deletes expired reports; schedule it (e.g. every minute). */
export function sweepStatusJobs(deps: VoiceprintsDeps): Promise<void> {
  return runnerFor(deps).runner.sweep();
}

/** Resolves once this process has no status job running (tests). */
export function statusJobsIdle(deps: VoiceprintsDeps): Promise<void> {
  return runners.get(deps)?.runner.idle() ?? Promise.resolve();
}

/** Graceful shutdown: stops claiming; a job in progress goes back to PENDING with its checkpoint. */
export function stopStatusJobs(deps: VoiceprintsDeps): Promise<void> {
  return runners.get(deps)?.runner.stop() ?? Promise.resolve();
}

export type { VoiceprintsDeps } from './deps.js';
export type { StatusJobOptions } from './status-job.options.js';
export { DEFAULT_STATUS_JOB_OPTIONS } from './status-job.options.js';
export type { EffectiveLock, LockColumns, LockReason } from './lock.js';
export { effectiveLock } from './lock.js';
export type { VerificationOutcome } from './lock.store.js';
export { lockProfile, recordVerificationResult, unlockProfile } from './lock.store.js';
export type { ConsistencyDecision, EnrollmentAudioDetails, NewEnrollmentSegment } from './enrollment.store.js';
export {
  addEnrollmentSegment,
  enrollmentResetHook,
  removeEnrollmentsForEngagement,
  trainProfile,
} from './enrollment.store.js';
export type { OwnerRef, OwnerRow, OwnerType } from './owners.store.js';
export { ensureOwner, findOwner } from './owners.store.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { readTimestamp, toTimestamp } from './wire.js';
export type { ProfileRow } from './profiles.store.js';
export { profileToRead } from './read.js';
export { getProfile } from './profiles.store.js';
