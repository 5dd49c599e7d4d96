// Reads behind the engagements channels: proto-loader objects to the domain shapes of
// shared/domain/engagements.ts, and the calls that assemble one engagement's detail view.
import { IpcFailure } from '../errors.js';
import type {
  Engagement,
  EngagementMedia,
  EngagementSession,
  EngagementSummary,
  RiskInfo,
} from '../../shared/domain/engagements.js';
import type { ProfileContext } from '../connections/connections.service.js';
import { scopeContext } from '../connections/where.js';
import { toDomain } from '../grpc/to-domain.js';

const T = 'nuance.biosec.v1.sessions.';

export const isCode = (err: unknown, ...codes: string[]): err is IpcFailure =>
  err instanceof IpcFailure && codes.includes(err.error.code);

/** Runs a call to Vigil's Browse extension (protos/vigil/v1/browse.proto); undefined when the server (or the console's protos) do not offer Browse. */
export async function ifBrowse<R>(call: () => Promise<R>): Promise<R | undefined> {
  try {
    return await call();
  } catch (err) {
    if (isCode(err, 'UNIMPLEMENTED')) return undefined;
    throw err;
  }
}

export const engagementOf = (details: object): Engagement =>
  toDomain<Engagement>(`${T}EngagementDetailsForRead`, details);

export const riskOf = (res: object): RiskInfo => {
  const d = toDomain<RiskInfo & { status?: unknown }>(`${T}GetSessionDecisionResponse`, res);
  return {
    ...(d.risk !== undefined ? { risk: d.risk } : {}),
    ...(d.reliability !== undefined ? { reliability: d.reliability } : {}),
    ...(d.decision ? { decision: d.decision } : {}),
    ...(d.decisionReason ? { decisionReason: d.decisionReason } : {}),
  };
};

export function sessionOf(details: object): EngagementSession {
  return { ...toDomain<Omit<EngagementSession, 'readable'>>(`${T}SessionDetailsForRead`, details), readable: true };
}

export const summaryOf = (e: object): EngagementSummary =>
  toDomain<EngagementSummary>(`${T}CorrelatedEngagementDetails`, e);

export function mediaOf(item: object): EngagementMedia {
  const m = toDomain<{
    gkMediaSegmentId: string;
    gkSessionId?: string;
    creationTimestamp?: string;
    details?: { mediaLength?: number; callType?: string; numberOfChannels?: number; legalHold?: boolean };
  }>('vigil.v1.MediaSegmentItem', item);
  const d = m.details ?? {};
  return {
    gkMediaSegmentId: m.gkMediaSegmentId,
    ...(m.gkSessionId ? { gkSessionId: m.gkSessionId } : {}),
    ...(m.creationTimestamp ? { creationTimestamp: m.creationTimestamp } : {}),
    ...(d.mediaLength !== undefined ? { mediaLength: d.mediaLength } : {}),
    ...(d.callType ? { callType: d.callType } : {}),
    ...(d.numberOfChannels !== undefined ? { numberOfChannels: d.numberOfChannels } : {}),
    ...(d.legalHold !== undefined ? { legalHold: d.legalHold } : {}),
  };
}

/** Runs fn over items, a few at a time (keeps a long engagement from opening dozens of calls at once). */
async function mapLimited<I, O>(items: readonly I[], limit: number, fn: (item: I) => Promise<O>): Promise<O[]> {
  const out: O[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(fn))));
  return out;
}

export async function readEngagement(
  ctx: ProfileContext,
  scopeId: string,
  gkEngagementId: string,
  signal: AbortSignal,
): Promise<Engagement> {
  const res = await ctx.rpc.api.sessions.getEngagementDetails(
    { context: scopeContext(scopeId), gk_engagement_id: { value: gkEngagementId } },
    { signal, idempotent: true },
  );
  return engagementOf(res.details ?? {});
}

const UNREADABLE = 'Details are no longer available: the session stopped and its post-call processing finished.';

/**
 * The engagement's sessions in its own order: from Browse ListSessions when offered (one call), else
 * GetSessionDetails per session. Sessions the server no longer shows keep their ID, marked unreadable.
 */
export async function readSessions(
  ctx: ProfileContext,
  scopeId: string,
  engagement: Engagement,
  signal: AbortSignal,
): Promise<{ sessions: EngagementSession[]; browse: boolean }> {
  const ids = engagement.gkSessionIds;
  const listed = await ifBrowse(() =>
    ctx.rpc.api.browse.listSessions(
      { context: scopeContext(scopeId), gk_engagement_id: { value: engagement.gkEngagementId }, page_size: 500 },
      { signal, idempotent: true },
    ),
  );
  const unreadable = (gkSessionId: string): EngagementSession => ({
    gkSessionId,
    readable: false,
    unreadableReason: UNREADABLE,
  });
  if (listed) {
    const byId = new Map((listed.sessions ?? []).map((s) => sessionOf(s)).map((s) => [s.gkSessionId, s]));
    const extra = [...byId.keys()].filter((k) => !ids.includes(k));
    return { sessions: [...ids, ...extra].map((sid) => byId.get(sid) ?? unreadable(sid)), browse: true };
  }
  const sessions = await mapLimited(ids, 6, async (sid) => {
    try {
      const res = await ctx.rpc.api.sessions.getSessionDetails(
        { context: scopeContext(scopeId), gk_session_id: { value: sid } },
        { signal, idempotent: true },
      );
      return sessionOf(res.details ?? { gk_session_id: { value: sid } });
    } catch (err) {
      if (isCode(err, 'NOT_FOUND')) return unreadable(sid);
      throw err;
    }
  });
  return { sessions, browse: false };
}

export async function readCorrelated(
  ctx: ProfileContext,
  scopeId: string,
  correlationId: string,
  signal: AbortSignal,
): Promise<EngagementSummary[]> {
  const res = await ctx.rpc.api.sessions.listCorrelatedEngagements(
    { context: scopeContext(scopeId), correlation_id: correlationId },
    { signal, idempotent: true },
  );
  return (res.engagements ?? []).map(summaryOf);
}

/** Media segments recorded in the engagement (Browse only); undefined without Browse. */
export async function readMedia(
  ctx: ProfileContext,
  scopeId: string,
  gkEngagementId: string,
  signal: AbortSignal,
): Promise<EngagementMedia[] | undefined> {
  const res = await ifBrowse(() =>
    ctx.rpc.api.browse.listMediaSegments(
      {
        context: scopeContext(scopeId),
        gk_engagement_id: { value: gkEngagementId },
        page_size: 200,
        order_by: 'creation_timestamp asc',
      },
      { signal, idempotent: true },
    ),
  );
  return res ? (res.segments ?? []).map(mediaOf) : undefined;
}
