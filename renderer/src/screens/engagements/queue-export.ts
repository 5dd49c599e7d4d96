// The queue as CSV: every engagement the current filters match (not only the pages loaded), read
// page by page up to EXPORT_MAX rows, written with the one CSV cell writer (shared/csv.ts).
import type { Api } from '../../api/client.js';
import { csvDocument } from '../../../../shared/csv.js';
import { COUNT_LIMITS } from '../../../../shared/rpc/limits.js';
import type { EngagementFilter, EngagementListItem } from '../../../../shared/domain/engagements.js';
import { enumLabel, verdictLabel } from './labels.js';

export const EXPORT_MAX = 10_000;
const EXPORT_PAGE = COUNT_LIMITS.browsePageSize;

export const QUEUE_CSV_HEADER = [
  'started',
  'external_id',
  'gk_engagement_id',
  'state',
  'decision',
  'risk',
  'reliability',
  'verdict',
  'verdict_analyst',
  'audio_segments',
  'sessions',
] as const;

const num = (n: number | undefined) => (n === undefined ? '' : String(n));

export function queueCsv(rows: readonly EngagementListItem[]): string {
  return csvDocument(
    QUEUE_CSV_HEADER,
    rows.map((e) => [
      e.creationTimestamp,
      e.engagementId,
      e.gkEngagementId,
      e.isActive ? 'running' : 'stopped',
      e.riskInfo?.decision ? enumLabel(e.riskInfo.decision) : '',
      num(e.riskInfo?.risk),
      num(e.riskInfo?.reliability),
      verdictLabel(e.verdictInfo?.verdict),
      e.verdictInfo?.analystId,
      num(e.audioSegments),
      String(e.gkSessionIds.length),
    ]),
  );
}

/** Every row the filter matches, in the queue's order; `capped` when there were more than EXPORT_MAX. */
export async function fetchAllMatching(
  api: Api,
  filter: EngagementFilter,
  signal?: AbortSignal,
): Promise<{ rows: EngagementListItem[]; capped: boolean }> {
  const rows: EngagementListItem[] = [];
  let pageToken = '';
  do {
    const page = await api.call(
      'engagements.list',
      { filter, pageSize: EXPORT_PAGE, ...(pageToken ? { pageToken } : {}) },
      signal,
    );
    rows.push(...page.items);
    pageToken = page.nextPageToken;
  } while (pageToken && rows.length < EXPORT_MAX);
  return { rows: rows.slice(0, EXPORT_MAX), capped: !!pageToken || rows.length > EXPORT_MAX };
}
