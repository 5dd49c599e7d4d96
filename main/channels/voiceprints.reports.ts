// Status-report channels: voiceprints.runReport starts ExecuteVoiceprintProfilesStatusJob and hands
// the job to StatusReports (main/jobs), which polls, downloads, parses and emits job.progress;
// reportStatus / reports / cancelReport / reportRows read what main holds. One StatusReports per
// MainContext, made on first use.
import { type ChannelDefinition, defineChannel, type MainContext } from '../ipc/define-channel.js';
import type { OwnerType } from '../../shared/domain/voiceprints.js';
import { timestampToIso } from '../grpc/to-domain.js';
import type { VoiceprintProfilesStatusJobState__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusJobState.js';
import { StatusReports, type ReportServer, type ServerJobState } from '../jobs/status-reports.js';

const reportsByMain = new WeakMap<MainContext, StatusReports>();

export function reportsOf(main: MainContext): StatusReports {
  let r = reportsByMain.get(main);
  if (!r) {
    r = new StatusReports({ emit: (p) => main.events.emit('job.progress', p) });
    reportsByMain.set(main, r);
  }
  return r;
}

/** Aborts the report jobs still running (main is closing); nothing if none was ever started. */
export function closeReportsOf(main: MainContext): void {
  reportsByMain.get(main)?.close();
}

const wireTime = (iso: string) => {
  const ms = Date.parse(iso);
  return { seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1_000_000 };
};

const STATES: Record<VoiceprintProfilesStatusJobState__Output, ServerJobState['state']> = {
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_UNSPECIFIED: 'pending',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING: 'pending',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED: 'started',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED: 'completed',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED: 'failed',
};

/** The server side of one report, through the profile that started it. */
function serverFor(
  main: MainContext,
  profileId: string,
  req: { ownerType: OwnerType; from?: string | undefined; to?: string | undefined },
): ReportServer {
  const ctx = () => main.connections.context(profileId);
  return {
    async execute(signal) {
      const c = ctx();
      const interval =
        req.from || req.to
          ? {
              creation_timestamp_interval: {
                ...(req.from ? { start_time: wireTime(req.from) } : {}),
                ...(req.to ? { end_time: wireTime(req.to) } : {}),
              },
            }
          : undefined;
      const res = await c.rpc.api.voiceprints.executeVoiceprintProfilesStatusJob(
        { context: { gk_scope_id: { value: c.scopeId } }, owner_type: req.ownerType, filter: interval },
        { signal, idempotent: false },
      );
      const id = res.gk_job_id?.value;
      if (!id) throw new Error('the server started a job without an ID');
      return id;
    },
    async details(jobId, signal) {
      const c = ctx();
      const res = await c.rpc.api.voiceprints.getVoiceprintProfilesStatusJobDetails(
        { context: { gk_scope_id: { value: c.scopeId } }, gk_job_id: { value: jobId } },
        { signal, idempotent: true },
      );
      const expiresAt = timestampToIso(res.expiration_timestamp);
      return {
        state: res.job_state ? STATES[res.job_state] : 'pending',
        ...(res.download_url ? { downloadUrl: res.download_url } : {}),
        ...(expiresAt ? { expiresAt } : {}),
      };
    },
  };
}

export const reportChannelDefs: readonly ChannelDefinition[] = [
  defineChannel(
    'voiceprints.runReport',
    (main) =>
      async (req, { signal, at }) => {
        const profileId = at().ctx.profile.id;
        // The call's signal covers starting the job; following it is the job's own business.
        const started = await reportsOf(main).start(serverFor(main, profileId, req), req.ownerType, signal);
        return { jobId: started.jobId };
      },
    {
      fields: {
        'filter.creation_timestamp_interval': 'from',
        'filter.creation_timestamp_interval.start_time': 'from',
        'filter.creation_timestamp_interval.end_time': 'to',
      },
    },
  ),
  defineChannel('voiceprints.reportStatus', (main) => async (req) => reportsOf(main).status(req.jobId)),
  defineChannel('voiceprints.reports', (main) => async () => ({ reports: reportsOf(main).list() })),
  defineChannel('voiceprints.cancelReport', (main) => async (req) => reportsOf(main).cancel(req.jobId)),
  defineChannel(
    'voiceprints.reportRows',
    (main) => async (req) => reportsOf(main).rows(req.jobId, req.sortBy, req.desc, req.offset, req.limit),
  ),
];
