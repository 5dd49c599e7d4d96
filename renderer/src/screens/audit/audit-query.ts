// Turns the audit screen's filter inputs into an audit query, and saves CSV text as a download.
import type { AuditQuery } from '../../../../shared/domain/audit.js';

export interface AuditFilters {
  /** datetime-local values (the user's time zone), '' for open. */
  from: string;
  to: string;
  action: string;
  text: string;
}

export const NO_FILTERS: AuditFilters = { from: '', to: '', action: '', text: '' };

/** A datetime-local value is in the user's zone; the query wants an ISO time with offset. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function toAuditQuery(f: AuditFilters): Omit<AuditQuery, 'limit'> {
  const q: Omit<AuditQuery, 'limit'> = {};
  const from = toIso(f.from);
  const to = toIso(f.to);
  if (from) q.from = from;
  if (to) q.to = to;
  if (f.action.trim()) q.action = f.action.trim();
  if (f.text.trim()) q.text = f.text.trim();
  return q;
}

/** Saves text as a file (one implementation for every export: app/download.ts). */
export { downloadText } from '../../app/download.js';

export const targetText = (t: Record<string, string>) =>
  Object.entries(t)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

/** How the IDs people use read, e.g. { ownerExternalId: 'cust-1', ownerType: 'person' } -> "customer cust-1". */
const REF_LABELS: Record<string, (v: string, refs: Record<string, string>) => string> = {
  ownerExternalId: (v, r) => `${r.ownerType === 'fraudster' ? 'fraudster' : 'customer'} ${v}`,
  personId: (v) => `customer ${v}`,
  engagementId: (v) => `engagement ${v}`,
  correlationId: (v) => `correlation ${v}`,
  tag: (v) => `tag ${v}`,
};

/** An entry's refs as one line, the most useful first: "customer cust-00042, tag main". */
export const refsText = (refs: Record<string, string> | undefined): string =>
  Object.keys(REF_LABELS)
    .filter((k) => refs?.[k])
    .map((k) => REF_LABELS[k]!(refs![k]!, refs!))
    .join(', ');
