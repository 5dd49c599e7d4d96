// ImportCallerIdRulesToWatchlist: CSV (csv.ts) in one transaction. MERGE (the default) adds rules
// and updates the risk level and description of numbers and patterns already listed; REPLACE
// first removes every rule of the watchlist. Rows that cannot be used are reported in `failures`
// (with their line) and skipped; the others are applied.
import { randomUUID } from 'node:crypto';
import { Violations } from '../../rpc/errors.js';
import type { MethodHandler } from '../../rpc/types.js';
import { DEFAULT_COLUMNS, parseCsv, readHeader, type Column } from '../csv.js';
import type { Ctx } from '../deps.js';
import { MAX_DESCRIPTION_LENGTH, readTarget } from '../rule-details.js';
import { deleteAllRules, insertRules, type NewRule } from '../rules.store.js';
import { readRiskLevel } from '../wire.js';
import { readEncoding } from './export-rules.js';
import { member, mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export const MAX_IMPORT_ROWS = 1_000_000;

interface Failure {
  phone_number?: string;
  caller_id_regex?: string;
  line_number: number;
  reason: string;
}

export const importRulesHandler =
  (ctx: Ctx): MethodHandler =>
  async (req, call) => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const encoding = readEncoding(v, req.data_encoding);
    const uploadType: string = req.upload_type ?? 'UPLOAD_TYPE_UNSPECIFIED';
    if (!['UPLOAD_TYPE_UNSPECIFIED', 'UPLOAD_TYPE_MERGE', 'UPLOAD_TYPE_REPLACE'].includes(uploadType)) {
      v.add('upload_type', 'is not an UploadType', 'INVALID_FORMAT', uploadType);
    }
    const replace = uploadType === 'UPLOAD_TYPE_REPLACE';
    let text: string = req.csv_data ?? '';
    if (!text && !replace) v.missing('csv_data');
    if (encoding === 'base64' && text) {
      if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(text))
        v.add('csv_data', 'is not base64 (data_encoding is BASE64)', 'INVALID_FORMAT');
      else text = Buffer.from(text, 'base64').toString('utf8');
    }
    v.throwIfAny();
    let records;
    try {
      records = parseCsv(text);
    } catch (err) {
      return v.add('csv_data', (err as Error).message, 'INVALID_FORMAT').throwIfAny() as never;
    }
    if (records.length > MAX_IMPORT_ROWS + 1)
      v.add('csv_data', `has more than ${MAX_IMPORT_ROWS} rows`, 'TOO_LONG').throwIfAny();

    const { rules, failures } = readRows(records, member(call.principal));
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await mustHaveWatchlist(q, scopeId, watchlistId);
      if (replace) await deleteAllRules(q, scopeId, watchlistId);
      await insertRules(q, scopeId, watchlistId, rules, ctx.clock.now(), true);
    });
    ctx.ruleCache.invalidate(scopeId, watchlistId);
    return { failures };
  };

function readRows(
  records: { line: number; cells: string[] }[],
  who: { clientId: string | null; analystId: string | null },
) {
  const failures: Failure[] = [];
  const rules: NewRule[] = [];
  const seen = new Map<string, number>();
  let columns = DEFAULT_COLUMNS;
  const header = records[0] ? readHeader(records[0].cells) : undefined;
  if (header) {
    columns = header;
    records = records.slice(1);
  }
  const cell = (cells: string[], c: Column) => {
    const i = columns.get(c);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  for (const { line, cells } of records) {
    const phone = cell(cells, 'phone_number');
    const regex = cell(cells, 'caller_id_regex');
    const shown = phone ? { phone_number: phone } : regex ? { caller_id_regex: regex } : {};
    const fail = (reason: string) => failures.push({ ...shown, line_number: line, reason });
    if (phone && regex) {
      fail('give either phone_number or caller_id_regex, not both');
      continue;
    }
    if (!phone && !regex) {
      fail('phone_number or caller_id_regex is required');
      continue;
    }
    const v = new Violations();
    const target = readTarget(v, phone ? 'phone_number' : 'caller_id_regex', phone ? 'exact' : 'regex', phone || regex);
    const levelText = cell(cells, 'risk_level');
    const level = readRiskLevel(v, 'risk_level', levelText || undefined);
    const description = cell(cells, 'description');
    if (description.length > MAX_DESCRIPTION_LENGTH)
      v.add('description', `must be at most ${MAX_DESCRIPTION_LENGTH} characters`, 'TOO_LONG');
    if (v.size || !target || !level) {
      fail(violationText(v));
      continue;
    }
    const key = `${target.kind}:${target.matchKey}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(`repeats the ${target.kind === 'exact' ? 'number' : 'pattern'} of line ${earlier}`);
      continue;
    }
    seen.set(key, line);
    rules.push({ id: randomUUID(), ...target, riskLevel: level, description: description || null, ...who });
  }
  return { rules, failures };
}

function violationText(v: Violations): string {
  try {
    v.throwIfAny();
  } catch (err) {
    return (err as Error).message;
  }
  return 'invalid row';
}
