// The content of CreateConfigset / CreateTemplate: one of raw_content (JSON bytes), configset_object
// (per-service JSON), source_template_id (a template's ACTIVE revision) or source_configset_id
// (another configset's ACTIVE revision). Format problems are violations on the field given.
import type { Queryable } from '../db/types.js';
import { notFound, type Violations } from '../rpc/errors.js';
import { contentFromServices, parseJsonObject, type WireServiceConfig } from './content.js';
import { getActive } from './configsets.store.js';
import { CONFIGSET, TEMPLATE } from './lifecycle.js';
import { readConfigsetId } from './wire.js';

export type ContentSource =
  { kind: 'text'; text: string; value: Record<string, unknown> } | { kind: 'template' | 'configset'; id: string };

/** The content fields of a Create request, and the name of the oneof field set (`oneofName`). */
type ContentRequest<O extends string> = {
  raw_content?: Buffer | Uint8Array | string | null;
  configset_object?: { service_config?: WireServiceConfig[] | null } | null;
  source_template_id?: string | null;
  source_configset_id?: string | null;
} & { [K in O]?: string | null };

const SOURCE_FIELDS = ['raw_content', 'configset_object', 'source_template_id', 'source_configset_id'] as const;
type SourceField = (typeof SOURCE_FIELDS)[number];

/** Reads the content oneof (`oneofName`); `allowed` lists the forms this call takes. */
export function readContentSource<O extends string>(
  v: Violations,
  req: ContentRequest<O>,
  oneofName: O,
  allowed: readonly SourceField[] = SOURCE_FIELDS,
): ContentSource | undefined {
  const named: unknown = req[oneofName];
  const which =
    typeof named === 'string' && (allowed as readonly string[]).includes(named)
      ? (named as SourceField)
      : allowed.find((f) => req[f] !== undefined && req[f] !== null);
  switch (which) {
    case 'raw_content': {
      const p = parseJsonObject(req.raw_content ?? undefined, 'raw_content');
      if (!p.ok) v.add(p.violation.field, p.violation.message, p.violation.violation);
      return p.ok ? { kind: 'text', text: p.text, value: p.value } : undefined;
    }
    case 'configset_object': {
      const p = contentFromServices(req.configset_object?.service_config ?? []);
      if (!p.ok) {
        const list = 'violations' in p ? p.violations : [p.violation];
        for (const x of list) v.add(x.field, x.message, x.violation, x.invalidValue);
        return undefined;
      }
      return { kind: 'text', text: p.text, value: p.value };
    }
    case 'source_template_id':
    case 'source_configset_id': {
      const id = readConfigsetId(v, which, req[which]);
      return id ? { kind: which === 'source_template_id' ? 'template' : 'configset', id } : undefined;
    }
    default:
      v.add(oneofName, `is required: give one of ${allowed.join(', ')}`, 'MANDATORY_FIELD_MISSING');
      return undefined;
  }
}

/** The content text and value a source stands for (copying a template or configset reads its ACTIVE revision). */
export async function loadContent(
  q: Queryable,
  scopeId: string,
  src: ContentSource,
): Promise<{ text: string; value: Record<string, unknown> }> {
  if (src.kind === 'text') return src;
  const row = await getActive(q, scopeId, src.kind === 'template' ? TEMPLATE : CONFIGSET, src.id);
  if (!row) {
    throw notFound(
      src.kind === 'template'
        ? `template "${src.id}" not found in this scope (GenerateTemplate creates the factory templates)`
        : `configset "${src.id}" has no ACTIVE revision in this scope to copy`,
    );
  }
  return { text: row.content, value: JSON.parse(row.content) as Record<string, unknown> };
}
