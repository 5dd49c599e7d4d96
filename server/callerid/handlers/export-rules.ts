// ExportCallerIdRulesFromWatchlist: every rule as CSV (csv.ts), plain or base64.
import { Violations } from '../../rpc/errors.js';
import type { MethodHandler } from '../../rpc/types.js';
import { HEADER, writeCsv } from '../csv.js';
import type { Ctx } from '../deps.js';
import { listRules } from '../rules.store.js';
import { mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export const ENCODINGS = [
  'CALLER_ID_DATA_ENCODING_UNSPECIFIED',
  'CALLER_ID_DATA_ENCODING_PLAIN',
  'CALLER_ID_DATA_ENCODING_BASE64',
];

export function readEncoding(v: Violations, raw: unknown): 'plain' | 'base64' {
  if (
    raw === undefined ||
    raw === null ||
    raw === 'CALLER_ID_DATA_ENCODING_UNSPECIFIED' ||
    raw === 'CALLER_ID_DATA_ENCODING_PLAIN'
  )
    return 'plain';
  if (raw === 'CALLER_ID_DATA_ENCODING_BASE64') return 'base64';
  v.add('data_encoding', 'is not a CallerIdDataEncoding', 'INVALID_FORMAT', String(raw));
  return 'plain';
}

const SHORT_LEVEL = (level: string) => level.replace('CALLER_ID_RISK_LEVEL_', '');

export const exportRulesHandler =
  (ctx: Ctx): MethodHandler =>
  async (req, call) => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const encoding = readEncoding(v, req.data_encoding);
    v.throwIfAny();
    const { scopeId } = call.context;
    await mustHaveWatchlist(ctx.db, scopeId, watchlistId);
    const { rows } = await listRules(ctx.db, scopeId, watchlistId, {}, { offset: 0, limit: 2_000_000 });
    const csv = writeCsv([
      HEADER,
      ...rows.map((r) => [
        r.kind === 'exact' ? r.pattern : '',
        r.kind === 'regex' ? r.pattern : '',
        SHORT_LEVEL(r.risk_level),
        r.description ?? '',
      ]),
    ]);
    return { csv_data: encoding === 'base64' ? Buffer.from(csv, 'utf8').toString('base64') : csv };
  };
