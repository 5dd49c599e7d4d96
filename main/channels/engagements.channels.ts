// Main-side handlers of the engagements channels (shared/ipc/channels/engagements.ts): the queue
// from vigil.v1.Browse (or "not offered"), the detail view assembled from SessionsManager reads,
// lookups that work without Browse, and the audited verdict, read back after it is set.
import { ipcFailure } from '../errors.js';
import type { EngagementFilter } from '../../shared/domain/engagements.js';
import type { ListEngagementsRequest } from '../../generated/proto/vigil/v1/ListEngagementsRequest.js';
import { type ChannelDefinition, defineChannel } from '../ipc/define-channel.js';
import type { FieldNames } from '../grpc/field-names.js';
import { scopeContext } from '../connections/where.js';
import {
  engagementOf,
  ifBrowse,
  isCode,
  readCorrelated,
  readEngagement,
  readMedia,
  readSessions,
  riskOf,
} from './engagements.read.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function timestamp(iso: string) {
  const ms = Date.parse(iso);
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
}

/** The filter as a vigil.v1.ListEngagementsRequest (without context and paging). */
export function listEngagementsFilter(
  f: EngagementFilter,
): Omit<ListEngagementsRequest, 'context' | 'page_size' | 'page_token'> {
  return {
    ...(f.from || f.to
      ? {
          creation_interval: {
            ...(f.from ? { start_time: timestamp(f.from) } : {}),
            ...(f.to ? { end_time: timestamp(f.to) } : {}),
          },
        }
      : {}),
    ...(f.decisions?.length ? { decisions: f.decisions } : {}),
    ...(f.riskMin !== undefined ? { risk_min: { value: f.riskMin } } : {}),
    ...(f.riskMax !== undefined ? { risk_max: { value: f.riskMax } } : {}),
    ...(f.verdicts?.length ? { verdicts: f.verdicts } : {}),
    ...(f.withoutVerdict ? { without_verdict: true } : {}),
    ...(f.isActive !== undefined ? { is_active: { value: f.isActive } } : {}),
    ...(f.correlationId ? { correlation_id: f.correlationId } : {}),
    ...(f.engagementIdPrefix ? { engagement_id_prefix: f.engagementIdPrefix } : {}),
    ...(f.spokenWords ? { spoken_words: f.spokenWords } : {}),
    ...(f.intent ? { intent: f.intent } : {}),
    ...(f.gkEngagementIds?.length ? { gk_engagement_ids: f.gkEngagementIds.map((value) => ({ value })) } : {}),
    ...(f.orderBy ? { order_by: f.orderBy } : {}),
  };
}

/** ListEngagementsRequest paths -> the filter's fields. */
const FILTER_FIELDS: FieldNames = {
  creation_interval: 'filter.from',
  'creation_interval.start_time': 'filter.from',
  'creation_interval.end_time': 'filter.to',
  decisions: 'filter.decisions',
  risk_min: 'filter.riskMin',
  risk_max: 'filter.riskMax',
  verdicts: 'filter.verdicts',
  without_verdict: 'filter.withoutVerdict',
  is_active: 'filter.isActive',
  correlation_id: 'filter.correlationId',
  engagement_id_prefix: 'filter.engagementIdPrefix',
  spoken_words: 'filter.spokenWords',
  intent: 'filter.intent',
  gk_engagement_ids: 'filter.gkEngagementIds',
  order_by: 'filter.orderBy',
};

const list = defineChannel(
  'engagements.list',
  () =>
    async (req, { signal, at }) => {
      const { ctx, scopeId } = at();
      const res = await ifBrowse(() =>
        ctx.rpc.api.browse.listEngagements(
          {
            context: scopeContext(scopeId),
            ...listEngagementsFilter(req.filter),
            page_size: req.pageSize ?? 50,
            ...(req.pageToken ? { page_token: req.pageToken } : {}),
          },
          { signal, idempotent: true },
        ),
      );
      if (!res) return { items: [], nextPageToken: '', totalSize: 0, totalSizeCapped: false, browseAvailable: false };
      return {
        // An empty map is not on the wire at all (proto3), so absent means "none of these has audio".
        items: (res.engagements ?? []).map((e) => {
          const item = engagementOf(e);
          return { ...item, audioSegments: res.audio_segment_counts?.[item.gkEngagementId] ?? 0 };
        }),
        nextPageToken: res.next_page_token ?? '',
        totalSize: res.total_size ?? 0,
        totalSizeCapped: res.total_size_capped ?? false,
        browseAvailable: true,
      };
    },
  { fields: FILTER_FIELDS },
);

const get = defineChannel('engagements.get', () => async (req, { signal, at }) => {
  const { ctx, scopeId } = at();
  const engagement = await readEngagement(ctx, scopeId, req.gkEngagementId, signal);
  const [{ sessions, browse }, correlated, mediaSegments] = await Promise.all([
    readSessions(ctx, scopeId, engagement, signal),
    engagement.correlationId ? readCorrelated(ctx, scopeId, engagement.correlationId, signal) : Promise.resolve([]),
    readMedia(ctx, scopeId, engagement.gkEngagementId, signal),
  ]);
  return {
    engagement,
    sessions,
    correlated: correlated.filter((c) => c.gkEngagementId !== engagement.gkEngagementId),
    ...(mediaSegments ? { mediaSegments } : {}),
    browseAvailable: browse,
  };
});

const lookup = defineChannel(
  'engagements.lookup',
  () =>
    async (req, { signal, at }) => {
      const { ctx, scopeId } = at();
      const byGk = async (gkEngagementId: string) => {
        try {
          const e = await readEngagement(ctx, scopeId, gkEngagementId, signal);
          return [
            {
              gkEngagementId: e.gkEngagementId,
              ...(e.engagementId ? { engagementId: e.engagementId } : {}),
              isActive: e.isActive,
              ...(e.creationTimestamp ? { creationTimestamp: e.creationTimestamp } : {}),
            },
          ];
        } catch (err) {
          if (isCode(err, 'NOT_FOUND')) return [];
          throw err;
        }
      };
      if (req.by === 'gk') {
        if (!UUID_RE.test(req.value))
          throw ipcFailure('INVALID_ARGUMENT', 'A Gatekeeper engagement ID is a UUID.', {
            fieldViolations: [{ field: 'value', message: 'must be a UUID', violation: 'INVALID_FORMAT' }],
          });
        return { matches: await byGk(req.value.toLowerCase()) };
      }
      if (req.by === 'correlation') return { matches: await readCorrelated(ctx, scopeId, req.value, signal) };
      try {
        const res = await ctx.rpc.api.sessions.getGkEngagementId(
          { context: scopeContext(scopeId), engagement_id: req.value },
          { signal, idempotent: true },
        );
        const gk = res.gk_engagement_id?.value;
        return { matches: gk ? await byGk(gk) : [] };
      } catch (err) {
        if (isCode(err, 'NOT_FOUND')) return { matches: [] };
        throw err;
      }
    },
  { fields: { engagement_id: 'value', correlation_id: 'value', gk_engagement_id: 'value' } },
);

const sessionDecision = defineChannel('engagements.sessionDecision', () => async (req, { signal, at }) => {
  const { ctx, scopeId } = at();
  const res = await ctx.rpc.api.sessions.getSessionDecision(
    {
      context: { ...scopeContext(scopeId), gk_engagement_id: { value: req.gkEngagementId } },
      gk_session_id: { value: req.gkSessionId },
    },
    { signal, idempotent: true },
  );
  return riskOf(res);
});

const setVerdict = defineChannel(
  'engagements.setVerdict',
  () =>
    async (req, { signal, at }) => {
      const { ctx, scopeId } = at();
      await ctx.rpc.api.sessions.setEngagementVerdict(
        {
          context: scopeContext(scopeId),
          gk_engagement_id: { value: req.gkEngagementId },
          verdict: req.verdict,
          ...(req.description ? { description: req.description } : {}),
          ...(req.amount !== undefined ? { amount: { value: req.amount } } : {}),
          reset_enroll_attributes_on_fraud: req.resetEnrollmentsOnFraud,
        },
        { signal, idempotent: false },
      );
      // What the screen shows is what the server now holds, not what was sent.
      return readEngagement(ctx, scopeId, req.gkEngagementId, signal);
    },
  {
    audit: {
      detail: (req, e) =>
        [
          e.verdictInfo?.verdict ?? req.verdict,
          req.amount !== undefined ? `amount ${req.amount}` : '',
          req.resetEnrollmentsOnFraud ? 'enrollments and consents reset' : '',
        ]
          .filter(Boolean)
          .join('; '),
    },
    fields: {
      gk_engagement_id: 'gkEngagementId',
      'amount.value': 'amount',
      reset_enroll_attributes_on_fraud: 'resetEnrollmentsOnFraud',
    },
  },
);

export const engagementsChannelDefs: readonly ChannelDefinition[] = [list, get, lookup, sessionDecision, setVerdict];
