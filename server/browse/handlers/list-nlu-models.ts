// ListNluModels: the semantic models deployed for the caller's app (nlu_models, server/nlu/models.store.ts),
// keyset-paged by URN ascending. The page token holds the last URN returned, bound to the app.
import { parseClientId } from '../../auth/client-id.js';
import { Violations, badField } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { toTimestamp } from '../../rpc/wire-values.js';
import type { BrowseCtx } from '../deps.js';
import { fingerprint, readPageSize } from '../paging.js';
import { countModels, modelsPage } from '../nlu-models.store.js';

const encodeToken = (urn: string, fp: string): string =>
  Buffer.from(JSON.stringify({ v: 1, u: urn, f: fp }), 'utf8').toString('base64url');

/** The URN after which the page starts; INVALID_ARGUMENT naming page_token for anything not made here. */
function decodeToken(raw: string, fp: string): string | undefined {
  if (!raw) return undefined;
  const invalid = () =>
    badField('page_token', 'is not a page token returned by this list', 'INVALID_FORMAT', raw.slice(0, 64));
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const b = body as { v?: unknown; u?: unknown; f?: unknown } | null;
  if (!b || typeof b !== 'object' || b.v !== 1 || typeof b.u !== 'string' || typeof b.f !== 'string') throw invalid();
  if (b.f !== fp) throw badField('page_token', 'was returned for another app', 'FIELD_CONFLICT');
  return b.u;
}

export const listNluModels =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListNluModels'> =>
  async (req, call): Reply<'browse', 'ListNluModels'> => {
    const v = new Violations();
    const pageSize = readPageSize(v, req.page_size);
    v.throwIfAny();
    const appId = parseClientId(call.principal.clientId).app;
    const fp = fingerprint({ list: 'nlu-models', appId });
    const after = decodeToken(req.page_token ?? '', fp);
    return ctx.db.tx(async (q) => {
      const rows = await modelsPage(q, appId, after, pageSize + 1);
      const total = await countModels(q, appId);
      const page = rows.slice(0, pageSize);
      const more = rows.length > pageSize;
      return {
        models: page.map((m) => ({
          urn: m.urn,
          context_tag: m.context_tag,
          language: m.language,
          intents: m.intents,
          sentence_count: m.sentences ?? 0,
          build_ms: m.build_ms,
          deployed_at: toTimestamp(m.deployed_at) ?? null,
          version: m.version,
        })),
        next_page_token: more ? encodeToken(page[page.length - 1]!.urn, fp) : '',
        total_size: total,
      };
    });
  };
