// ListEngagements: the scope's engagements filtered by time, decision, risk, verdict, activity,
// correlation, external ID prefix, words spoken in its media (full-text search over the
// transcripts of migration 0015), an intent heard in its caller turns (migration 0018) and a
// list of engagement IDs, keyset-paged by creation time or risk.
import type { Queryable } from '../../db/types.js';
import { Violations, badField } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { RequestOut } from '../../../wire/services.js';
import type { EngagementRow } from '../../sessions/index.js';
import { engagementToRead } from '../../sessions/index.js';
import { parseClientId } from '../../auth/client-id.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import { RISKY_INTENT_MIN_CONFIDENCE } from '../../transcripts/index.js';
import type { BrowseCtx } from '../deps.js';
import { audioSegmentCounts, sessionIdsByEngagement } from '../engagements.store.js';
import { appHasIntent } from '../nlu-models.store.js';
import { expireThenNow } from '../deps.js';
import {
  SPOKEN_TS_CONFIG,
  checkSearchText,
  likePrefix,
  readEnumList,
  readFilterText,
  readInterval,
  readWrapped,
} from '../filters.js';
import { Where, fitToBudget, runList } from '../list-query.store.js';
import type { SortKey } from '../paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from '../paging.js';

// Engagements without a risk score sort below every score. The same expression is indexed in
// 0007_browse_indexes.sql; keep the two identical.
const RISK_SORT_EXPR = 'COALESCE(e.risk, -2147483648)';

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'e.created_at', kind: 'timestamp' },
  risk: { expr: RISK_SORT_EXPR, kind: 'int' },
};

// Intent names as the model format accepts them (server/nlu/format.ts).
const INTENT_NAME_RE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** INVALID_ARGUMENT naming `intent` unless a model deployed for the caller's app has it. */
async function checkIntentKnown(q: Queryable, clientId: string, intent: string | undefined): Promise<void> {
  if (intent === undefined) return;
  const appId = parseClientId(clientId).app;
  if (!(await appHasIntent(q, appId, intent)))
    throw badField('intent', 'is not an intent of any semantic model deployed for your app', 'OUT_OF_RANGE', intent);
}

function readFilters(req: RequestOut<'browse', 'ListEngagements'>) {
  const v = new Violations();
  const created = readInterval(v, 'creation_interval', req.creation_interval);
  const riskMin = readWrapped<number>(req.risk_min, 0);
  const riskMax = readWrapped<number>(req.risk_max, 0);
  if (riskMin !== undefined && riskMax !== undefined && riskMax < riskMin)
    v.add('risk_max', 'must not be below risk_min', 'OUT_OF_RANGE', String(riskMax));
  const filters = {
    createdFrom: created.start?.toISOString(),
    createdUntil: created.end?.toISOString(),
    decisions: readEnumList(v, 'decisions', req.decisions, 'nuance.biosec.v1.Decision'),
    riskMin,
    riskMax,
    verdicts: readEnumList(v, 'verdicts', req.verdicts, 'nuance.biosec.v1.EngagementVerdict'),
    withoutVerdict: req.without_verdict === true,
    isActive: readWrapped<boolean>(req.is_active, false),
    correlationId: readFilterText(v, 'correlation_id', req.correlation_id),
    engagementIdPrefix: readFilterText(v, 'engagement_id_prefix', req.engagement_id_prefix),
    spokenWords: readFilterText(v, 'spoken_words', req.spoken_words?.trim()),
    intent: readFilterText(v, 'vigil.v1.ListEngagementsRequest.intent', req.intent),
    gkEngagementIds: (req.gk_engagement_ids ?? []).flatMap((id, i) => {
      const read = readUniqueId(v, `gk_engagement_ids[${i}]`, id, true);
      return read ? [read] : [];
    }),
  };
  if (filters.intent !== undefined && !INTENT_NAME_RE.test(filters.intent))
    v.add(
      'intent',
      'is not an intent name (a letter, then letters, digits, _ . -)',
      'INVALID_FORMAT',
      filters.intent.slice(0, 64),
    );
  const pageSize = readPageSize(v, req.page_size);
  const order = readOrderBy(v, req.order_by, ORDER_KEYS);
  v.throwIfAny();
  return { filters, pageSize, order };
}

type Filters = ReturnType<typeof readFilters>['filters'];

function whereOf(scopeId: string, f: Filters): Where {
  const w = new Where();
  w.and(`e.scope_id = ${w.p(scopeId)}`);
  if (f.createdFrom) w.and(`e.created_at >= ${w.p(f.createdFrom)}::timestamptz`);
  if (f.createdUntil) w.and(`e.created_at < ${w.p(f.createdUntil)}::timestamptz`);
  if (f.decisions.length) {
    // DECISION_UNSPECIFIED also matches engagements that have no decision yet.
    const unspecified = f.decisions.includes('DECISION_UNSPECIFIED') ? ' OR e.decision IS NULL' : '';
    w.and(`(e.decision = ANY(${w.p(f.decisions)}::text[])${unspecified})`);
  }
  if (f.riskMin !== undefined) w.and(`e.risk >= ${w.p(f.riskMin)}::int`);
  if (f.riskMax !== undefined) w.and(`e.risk <= ${w.p(f.riskMax)}::int`);
  const verdictConds: string[] = [];
  if (f.verdicts.length) verdictConds.push(`e.verdict = ANY(${w.p(f.verdicts)}::text[])`);
  if (f.withoutVerdict) verdictConds.push('e.verdict IS NULL');
  if (verdictConds.length) w.and(`(${verdictConds.join(' OR ')})`);
  if (f.isActive !== undefined) w.and(`e.is_active = ${w.p(f.isActive)}::boolean`);
  if (f.correlationId) w.and(`e.correlation_id = ${w.p(f.correlationId)}`);
  if (f.engagementIdPrefix) w.and(`e.engagement_id LIKE ${w.p(likePrefix(f.engagementIdPrefix))}`);
  if (f.gkEngagementIds.length) w.and(`e.gk_engagement_id = ANY(${w.p(f.gkEngagementIds)}::uuid[])`);
  // Every word in one channel's transcript of one of the engagement's segments (GIN index on spoken_tsv).
  if (f.spokenWords)
    w.and(`EXISTS (SELECT 1 FROM media_transcripts t JOIN media_segments m ON m.gk_media_segment_id = t.gk_media_segment_id
      WHERE m.scope_id = e.scope_id AND m.gk_engagement_id = e.gk_engagement_id AND t.scope_id = e.scope_id
        AND t.spoken_tsv @@ websearch_to_tsquery('${SPOKEN_TS_CONFIG}', ${w.p(f.spokenWords)}))`);
  // The scope's turns with this intent (index media_transcript_turns_intent on scope_id, intent),
  // then their segments' engagements: one semi-join, not a probe per engagement. Turns whose
  // segment's redaction changed since they were interpreted are left out, as the explanation does.
  if (f.intent)
    w.and(`e.gk_engagement_id IN (SELECT m.gk_engagement_id FROM media_transcript_turns t
      JOIN media_segments m ON m.gk_media_segment_id = t.gk_media_segment_id AND m.scope_id = t.scope_id
      JOIN media_transcript_jobs j ON j.gk_media_segment_id = t.gk_media_segment_id
      WHERE t.scope_id = ${w.p(scopeId)} AND t.intent = ${w.p(f.intent)}
        AND t.confidence >= ${w.p(RISKY_INTENT_MIN_CONFIDENCE)}::real AND m.gk_engagement_id IS NOT NULL
        AND j.nlu_redaction IS NOT DISTINCT FROM md5(m.redacted_intervals::text))`);
  return w;
}

export const listEngagements =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListEngagements'> =>
  async (req, call): Reply<'browse', 'ListEngagements'> => {
    const { filters, pageSize, order } = readFilters(req);
    const { scopeId } = call.context;
    await checkSearchText(ctx.db, 'spoken_words', filters.spokenWords);
    await checkIntentKnown(ctx.db, call.principal.clientId, filters.intent);
    const fp = fingerprint(['engagements', scopeId, filters, order.key, order.dir]);
    const cursor = decodePageToken(req.page_token, fp, order.sort.kind);
    return ctx.db.tx(async (q) => {
      await expireThenNow(q, ctx, scopeId);
      const page = await runList<EngagementRow>(q, {
        from: 'engagements e',
        select: 'e.*',
        id: 'e.gk_engagement_id',
        where: whereOf(scopeId, filters),
        order,
        cursor,
        pageSize,
      });
      const sessions = await sessionIdsByEngagement(
        q,
        scopeId,
        page.rows.map((r) => r.gk_engagement_id),
      );
      const fit = fitToBudget(
        page,
        page.rows.map((r) => engagementToRead(r, sessions.get(r.gk_engagement_id) ?? [])),
      );
      const audio = await audioSegmentCounts(
        q,
        scopeId,
        page.rows.slice(0, fit.items.length).map((r) => r.gk_engagement_id),
      );
      return {
        engagements: fit.items,
        audio_segment_counts: audio,
        next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
        total_size: page.total,
        total_size_capped: page.capped,
      };
    });
  };
