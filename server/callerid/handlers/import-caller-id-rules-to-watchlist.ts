// ImportCallerIdRulesToWatchlist: a rule file (rules-file.ts), plain or base64, in one transaction.
// MERGE (the default) adds rules; a number or pattern the watchlist already has keeps its rule as
// it is, and the file's row is reported in `failures`. REPLACE first removes every rule of the
// watchlist. Rows that cannot be used are reported in `failures` (with their line) and skipped;
// the others are applied. A file that cannot be read at all is INVALID_ARGUMENT on csv_data,
// naming the line.
import { randomUUID } from 'node:crypto';
import { Violations } from '../../rpc/errors.js';
import type { FailedCallerIdRule } from '../../../generated/proto/nuance/biosec/v1/entities/FailedCallerIdRule.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { MAX_DESCRIPTION_LENGTH, readTarget } from '../rule-details.js';
import { RulesFileError, parseRulesFile, type FileRow } from '../rules-file.js';
import { deleteAllRules, existingTargets, insertRuleIds, type NewRule } from '../rules.store.js';
import { readRiskLevel } from '../wire.js';
import { readEncoding } from './export-caller-id-rules-from-watchlist.js';
import { member, mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';
import { COUNT_LIMITS } from '../../../shared/rpc/limits.js';

interface Failure {
  phone_number?: string;
  caller_id_regex?: string;
  line_number: number;
  reason: string;
}

/** Only the base64 alphabet and line breaks: no rule file in plain text is (it has a tab, # or comma). */
const BASE64 = /^[A-Za-z0-9+/\r\n ]*={0,2}[\r\n ]*$/;

export const importCallerIdRulesToWatchlist =
  (ctx: Ctx): RpcHandler<'entities', 'ImportCallerIdRulesToWatchlist'> =>
  async (req, call): Reply<'entities', 'ImportCallerIdRulesToWatchlist'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const encoding = readEncoding(v, req.data_encoding);
    const uploadType: string = req.upload_type ?? 'UPLOAD_TYPE_UNSPECIFIED';
    if (!['UPLOAD_TYPE_UNSPECIFIED', 'UPLOAD_TYPE_MERGE', 'UPLOAD_TYPE_REPLACE'].includes(uploadType)) {
      v.add('upload_type', 'is not an UploadType', 'INVALID_FORMAT', uploadType);
    }
    const replace = uploadType === 'UPLOAD_TYPE_REPLACE';
    const data: string = req.csv_data ?? '';
    if (!data && !replace) v.missing('csv_data');
    v.throwIfAny();
    const text = decode(data, encoding);
    let rows: FileRow[];
    try {
      rows = parseRulesFile(text);
    } catch (err) {
      if (!(err instanceof RulesFileError)) throw err;
      return v.add('csv_data', err.message, 'INVALID_FORMAT').throwIfAny() as never;
    }
    if (rows.length > COUNT_LIMITS.callerIdImportRows)
      v.add('csv_data', `has more than ${COUNT_LIMITS.callerIdImportRows} rows`, 'TOO_LONG').throwIfAny();

    const { rules, failures } = readRows(rows, member(call.principal));
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await mustHaveWatchlist(q, scopeId, watchlistId);
      if (replace) await deleteAllRules(q, scopeId, watchlistId);
      const there = replace ? new Set<string>() : await existingTargets(q, scopeId, watchlistId, rules);
      const fresh = rules.filter((r) => !there.has(`${r.kind}:${r.matchKey}`));
      const written = await insertRuleIds(q, scopeId, watchlistId, fresh, ctx.clock.now(), 'skip');
      for (const r of rules) {
        if (!written.has(r.id))
          failures.push({
            ...shown(r.kind === 'exact' ? r.pattern : '', r.kind === 'regex' ? r.pattern : ''),
            line_number: r.line,
            reason: `the watchlist already has a rule for this ${r.kind === 'exact' ? 'number' : 'pattern'}; that rule is kept`,
          });
      }
    });
    ctx.ruleCache.invalidate(scopeId, watchlistId);
    failures.sort((a, b) => a.line_number - b.line_number);
    return { failures };
  };

/** The file as text: base64 when data_encoding says so, or when unspecified and it can only be. */
function decode(data: string, encoding: 'unspecified' | 'plain' | 'base64'): string {
  if (encoding === 'plain' || !data || (encoding === 'unspecified' && !BASE64.test(data))) return data;
  const v = new Violations();
  if (!BASE64.test(data)) v.add('csv_data', 'is not base64 (data_encoding is BASE64)', 'INVALID_FORMAT').throwIfAny();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(data, 'base64'));
  } catch {
    return v.add('csv_data', 'is not UTF-8 text once decoded from base64', 'INVALID_FORMAT').throwIfAny() as never;
  }
}

const shown = (phone: string, regex: string): Pick<FailedCallerIdRule, 'phone_number' | 'caller_id_regex'> =>
  phone ? { phone_number: phone } : regex ? { caller_id_regex: regex } : {};

function readRows(rows: FileRow[], who: { clientId: string | null; analystId: string | null }) {
  const failures: Failure[] = [];
  const rules: (NewRule & { line: number })[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const phone = cells.PhoneNumber ?? '';
    const regex = cells.PhoneRegex ?? '';
    const fail = (reason: string) => failures.push({ ...shown(phone, regex), line_number: line, reason });
    if (phone && regex) {
      fail('give either PhoneRegex or PhoneNumber, not both');
      continue;
    }
    if (!phone && !regex) {
      fail('PhoneRegex or PhoneNumber is required');
      continue;
    }
    const v = new Violations();
    const target = phone ? readTarget(v, 'PhoneNumber', 'exact', phone) : readTarget(v, 'PhoneRegex', 'regex', regex);
    const levelText = cells.RiskLevel ?? '';
    const level = readRiskLevel(v, 'RiskLevel', /^\d+$/.test(levelText) ? Number(levelText) : levelText || undefined);
    const description = cells.Description ?? '';
    if (description.length > MAX_DESCRIPTION_LENGTH)
      v.add('Description', `must be at most ${MAX_DESCRIPTION_LENGTH} characters`, 'TOO_LONG');
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
    rules.push({ id: randomUUID(), line, ...target, riskLevel: level, description: description || null, ...who });
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
