// ConfigurationManager responses (proto-loader shape) -> the console's configset domain objects.
import {
  contentKeyOf,
  type ConfigsetSummary,
  type JsonSchema,
  type Revision,
  type RevisionDetail,
  type ServiceContent,
  type Template,
} from '../../shared/domain/configsets.js';
import type { ConfigsetDetailsForRead__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetDetailsForRead.js';
import type { GetConfigsetRevisionResponse__Output } from '../../generated/proto/nuance/biosec/v1/configmanager/GetConfigsetRevisionResponse.js';
import { timestampToIso } from '../grpc/to-domain.js';

/** ConfigsetDetailsForRead as the client receives it. */
export type WireDetails = ConfigsetDetailsForRead__Output;

/** The content of a GetConfigsetRevision, GetConfigset or GetTemplate answer. */
export type WireContent = Pick<GetConfigsetRevisionResponse__Output, 'raw_content' | 'configset_object'>;

export function revisionOf(d: WireDetails): Revision {
  return {
    revisionId: d.gk_configset_revision_id?.value ?? '',
    configsetId: d.configset_id ?? '',
    type: (d.type ?? 'CONFIGSET_TYPE_UNSPECIFIED') as Revision['type'],
    state: (d.state ?? 'STATE_UNSPECIFIED') as Revision['state'],
    createdAt: timestampToIso(d.creation_timestamp),
    updatedAt: timestampToIso(d.modification_timestamp),
    createdBy: d.created_by ?? '',
    updatedBy: d.updated_by ?? '',
    description: d.description ?? '',
  };
}

const text = (b: Buffer | Uint8Array | null | undefined) => (b ? Buffer.from(b).toString('utf8') : '');

/** JSON text pretty-printed with 2 spaces (so revisions diff line by line); unparsable text as is. */
export function prettyJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

function parseSchema(raw: string): JsonSchema | undefined {
  if (!raw.trim()) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonSchema) : undefined;
  } catch {
    return undefined;
  }
}

/** The BY_SERVICE content as per-service parts, each keyed like the content JSON. */
export function servicesOf(res: WireContent, contentKeys: readonly string[] = []): ServiceContent[] {
  return (res.configset_object?.service_config ?? []).map((s) => {
    const serviceName = s.service_name ?? '';
    const known = contentKeyOf(serviceName);
    return {
      serviceName,
      contentKey: known !== serviceName ? known : contentKeyOf(serviceName, contentKeys),
      data: prettyJson(text(s.data)),
      schema: parseSchema(text(s.schema)),
    };
  });
}

export function rawTextOf(res: WireContent): string {
  return prettyJson(text(res.raw_content));
}

/** Both reads of one revision (ALL_BYTES and BY_SERVICE) as one detail object. */
export function revisionDetailOf(details: WireDetails, raw: WireContent, byService: WireContent): RevisionDetail {
  const content = rawTextOf(raw);
  return { ...revisionOf(details), content, services: servicesOf(byService, topKeys(content)) };
}

export function topKeys(content: string): string[] {
  try {
    const v: unknown = JSON.parse(content);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.keys(v) : [];
  } catch {
    return [];
  }
}

const later = (a: string | undefined, b: string | undefined) => ((a ?? '') > (b ?? '') ? a : b);

/** Revisions of many configsets (newest first) grouped per configset, most recently changed first. */
export function summarize(revisions: Revision[]): ConfigsetSummary[] {
  const by = new Map<string, ConfigsetSummary>();
  for (const r of revisions) {
    let s = by.get(r.configsetId);
    if (!s) {
      s = { configsetId: r.configsetId, type: r.type, revisionCount: 0, counts: {}, lastChangeBy: '' };
      by.set(r.configsetId, s);
    }
    s.revisionCount++;
    s.counts[r.state] = (s.counts[r.state] ?? 0) + 1;
    if (r.state === 'STATE_ACTIVE') s.active = r;
    const changed = later(r.updatedAt, r.createdAt);
    if (!s.lastChangeAt || (changed ?? '') > s.lastChangeAt) {
      s.lastChangeAt = changed;
      s.lastChangeBy = r.updatedBy || r.createdBy;
    }
  }
  return [...by.values()].sort((a, b) => (b.lastChangeAt ?? '').localeCompare(a.lastChangeAt ?? ''));
}

/** Template revisions (any order) -> one entry per template ID: its ACTIVE (else newest) revision. */
export function templatesOf(revisions: Revision[]): Template[] {
  const by = new Map<string, Template>();
  for (const r of revisions) {
    const t = by.get(r.configsetId);
    const count = (t?.revisionCount ?? 0) + 1;
    const pick =
      !t ||
      (r.state === 'STATE_ACTIVE' && t.state !== 'STATE_ACTIVE') ||
      (t.state !== 'STATE_ACTIVE' && (r.createdAt ?? '') > (t.createdAt ?? ''));
    by.set(
      r.configsetId,
      pick ? { ...r, templateId: r.configsetId, revisionCount: count } : { ...t, revisionCount: count },
    );
  }
  return [...by.values()].sort((a, b) => a.templateId.localeCompare(b.templateId));
}
