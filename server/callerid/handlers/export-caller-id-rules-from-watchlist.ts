// ExportCallerIdRulesFromWatchlist: every rule in the rule-file format of a real deployment
// (rules-file.ts), base64-encoded unless data_encoding asks for PLAIN, so that what is exported
// here imports there and the reverse.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { writeRulesFile } from '../rules-file.js';
import { listRules } from '../rules.store.js';
import { mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export type Encoding = 'unspecified' | 'plain' | 'base64';

export function readEncoding(v: Violations, raw: unknown): Encoding {
  if (raw === undefined || raw === null || raw === 'CALLER_ID_DATA_ENCODING_UNSPECIFIED' || raw === 0)
    return 'unspecified';
  if (raw === 'CALLER_ID_DATA_ENCODING_PLAIN' || raw === 1) return 'plain';
  if (raw === 'CALLER_ID_DATA_ENCODING_BASE64' || raw === 2) return 'base64';
  v.add('data_encoding', 'is not a CallerIdDataEncoding', 'INVALID_FORMAT', String(raw));
  return 'unspecified';
}

export const exportCallerIdRulesFromWatchlist =
  (ctx: Ctx): RpcHandler<'entities', 'ExportCallerIdRulesFromWatchlist'> =>
  async (req, call): Reply<'entities', 'ExportCallerIdRulesFromWatchlist'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const encoding = readEncoding(v, req.data_encoding);
    v.throwIfAny();
    const { scopeId } = call.context;
    await mustHaveWatchlist(ctx.db, scopeId, watchlistId);
    const { rows } = await listRules(ctx.db, scopeId, watchlistId, {}, { offset: 0, limit: 2_000_000 });
    const text = writeRulesFile(
      rows.map((r) => ({
        kind: r.kind,
        pattern: r.pattern,
        riskLevel: r.risk_level,
        description: r.description,
        username: r.analyst_id ?? r.client_id,
        createdAt: r.created_at,
      })),
    );
    return { csv_data: encoding === 'plain' ? text : Buffer.from(text, 'utf8').toString('base64') };
  };
