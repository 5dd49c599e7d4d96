// Main-side handlers of the callerid channels (shared/ipc/channels/callerid.ts): validation, risk
// assessment and watchlist rule changes run in the console's own fraud-analyst session; rule
// reads, tests and exports need the scope only.
import { ipcFailure } from '../errors.js';
import type { ConfigsetChoice, WatchlistRule } from '../../shared/domain/callerid.js';
import { type ChannelDefinition, defineChannel, defineRpcChannel } from '../ipc/define-channel.js';
import { scopeContext, type Where } from '../connections/where.js';
import type { FieldNames } from '../grpc/field-names.js';
import { toDomain } from '../grpc/to-domain.js';
import type { Context } from '../../generated/proto/nuance/biosec/v1/Context.js';
import { detailsOf, ruleOf, timestampOf, validationOf } from './callerid.mapping.js';
import { contextOf, withConsoleContext } from './console-session.js';

type Obj = Record<string, unknown>;
const uid = (value: string) => ({ value });
/** Rules scanned at most to name the rule an assessment matched. */
const RULE_SCAN_LIMIT = 5000;

/** CallerIdData paths -> the callerid.validate request's fields. */
const VALIDATE_FIELDS: FieldNames = {
  caller_id_data: '',
  'caller_id_data.reference_id': 'referenceId',
  'caller_id_data.call_start_timestamp': 'callStartTime',
  'caller_id_data.calling_number': 'callingNumber',
  'caller_id_data.called_number': 'calledNumber',
  'caller_id_data.telecom_network_id': 'networkId',
  'caller_id_data.sip_message': 'sipInvite',
};

const validate = defineChannel(
  'callerid.validate',
  () =>
    async (req, { signal, at }) => {
      const ts = timestampOf(req.callStartTime);
      if (!ts)
        throw ipcFailure('INVALID_ARGUMENT', 'The call start time is not a date and time.', {
          fieldViolations: [{ field: 'callStartTime', message: 'is not a date and time' }],
        });
      const { ctx, scopeId } = at();
      return withConsoleContext(
        ctx,
        'analyst',
        signal,
        async (c) =>
          validationOf(
            await ctx.rpc.api.callerIdProcessor.validateCallerId(
              {
                context: { ...contextOf(c), ...(req.configsetId ? { configset_id: req.configsetId } : {}) },
                caller_id_data: {
                  ...(req.referenceId ? { reference_id: req.referenceId } : {}),
                  call_start_timestamp: ts,
                  calling_number: req.callingNumber,
                  called_number: req.calledNumber,
                  telecom_network_id: req.networkId,
                  sip_message: req.sipInvite,
                },
              },
              { signal, idempotent: false },
            ),
          ),
        scopeId,
      );
    },
  {
    audit: {
      target: (req) => ({ callingNumber: req.callingNumber }),
      detail: (_req, r) => `${r.decision ?? 'no decision'} (${r.decisionReason ?? 'no reason'})`,
    },
    fields: VALIDATE_FIELDS,
  },
);

/** The rule with this ID: searched by the number first (exact rules), then page by page. */
async function findRule(
  at: Where,
  watchlistId: string,
  ruleId: string,
  number: string,
  signal?: AbortSignal,
): Promise<WatchlistRule | undefined> {
  const page = async (offset: string, search?: string) =>
    at.ctx.rpc.api.entities.listWatchlistCallerIdRules(
      {
        context: scopeContext(at),
        gk_callerid_watchlist_id: uid(watchlistId),
        offset,
        max_results: 1000,
        ...(search ? { filters: { search_substring: { value: search } } } : {}),
      },
      { signal, idempotent: true },
    );
  const digits = number.replace(/[^\d]/g, '');
  for (const search of [digits || undefined, undefined]) {
    let offset = '';
    for (let seen = 0; seen < RULE_SCAN_LIMIT; seen += 1000) {
      const res = await page(offset, search);
      const hit = (res.details ?? []).map(ruleOf).find((r) => r.gkCalleridRuleId === ruleId);
      if (hit) return hit;
      if (res.end_of_list || !res.offset) break;
      offset = res.offset;
    }
  }
  return undefined;
}

const assess = defineChannel(
  'callerid.assess',
  () =>
    async (req, { signal, at }) => {
      if (!req.configsetId.trim())
        throw ipcFailure('INVALID_ARGUMENT', 'Pick the configset the assessment runs under.', {
          fieldViolations: [{ field: 'configsetId', message: 'is required' }],
        });
      const where = at();
      const { ctx, scopeId } = where;
      const res = await withConsoleContext(
        ctx,
        'analyst',
        signal,
        (c) =>
          ctx.rpc.api.callerIdRisk.assessCallerIdRisk(
            {
              context: { ...contextOf(c), configset_id: req.configsetId.trim() },
              gk_callerid_watchlist_id: uid(req.watchlistId),
              caller_id: req.callerId,
            },
            { signal, idempotent: false },
          ),
        scopeId,
      );
      const r = toDomain<Obj>('nuance.biosec.v1.calleridvalidation.AssessCallerIdRiskResponse', res);
      const result = (r.result as Obj | undefined) ?? {};
      const engine = (result.riskEngineResult as Obj | undefined) ?? {};
      const ruleId =
        typeof result.referenceGkCalleridRuleId === 'string' ? result.referenceGkCalleridRuleId : undefined;
      const rule = ruleId ? await findRule(where, req.watchlistId, ruleId, req.callerId, signal) : undefined;
      return {
        riskLevel: String(result.riskLevel ?? 'CALLER_ID_RISK_LEVEL_UNSPECIFIED'),
        ...(ruleId ? { gkCalleridRuleId: ruleId } : {}),
        ...(rule ? { rule } : {}),
        ...(typeof engine.risk === 'number' ? { risk: engine.risk } : {}),
        ...(typeof engine.reliability === 'number' ? { reliability: engine.reliability } : {}),
        ...(typeof result.decision === 'string' ? { decision: result.decision } : {}),
        ...(typeof result.decisionReason === 'string' ? { decisionReason: result.decisionReason } : {}),
      };
    },
  {
    audit: {
      target: (req) => ({ callerId: req.callerId, watchlistId: req.watchlistId }),
      detail: (_req, r) => `${r.riskLevel}${r.gkCalleridRuleId ? ` by rule ${r.gkCalleridRuleId}` : ''}`,
    },
    fields: { caller_id: 'callerId', gk_callerid_watchlist_id: 'watchlistId' },
  },
);

/** Watchlist rule request paths -> the rule channels' fields. */
const RULE_FIELDS: FieldNames = {
  gk_callerid_watchlist_id: 'watchlistId',
  gk_callerid_rule_id: 'ruleId',
  details: 'rule',
  'details.phone_number': 'rule.value',
  'details.caller_id_regex': 'rule.value',
  'details.caller_id': 'rule.value',
  'details.risk_level': 'rule.riskLevel',
  'details.description': 'rule.description',
  field_mask: 'rule',
};

const configsets = defineRpcChannel({
  channel: 'callerid.configsets',
  service: 'configsets',
  method: 'ListConfigsetRevisions',
})({
  toRequest: (_req, at) => ({ context: scopeContext(at), filter: { state: ['STATE_ACTIVE'] } }),
  toResponse: (res) => {
    const seen = new Map<string, ConfigsetChoice>();
    for (const d of res.details ?? []) {
      const id = d.configset_id ?? '';
      if (!id || seen.has(id)) continue;
      seen.set(id, { configsetId: id, type: d.type ?? '', description: d.description ?? '' });
    }
    const list = [...seen.values()].sort((a, b) => a.configsetId.localeCompare(b.configsetId));
    const preferred = list.find((c) => c.type === 'CONFIGSET_TYPE_OPERATIONAL') ?? list[0];
    return { configsets: list, ...(preferred ? { defaultId: preferred.configsetId } : {}) };
  },
});

const listRules = defineRpcChannel({
  channel: 'callerid.listRules',
  service: 'entities',
  method: 'ListWatchlistCallerIdRules',
})({
  toRequest: (req, at) => ({
    context: scopeContext(at),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    offset: req.offset ?? '',
    max_results: req.maxResults,
    ...(req.search ? { filters: { search_substring: { value: req.search } } } : {}),
  }),
  toResponse: (res) => ({
    rules: (res.details ?? []).map(ruleOf),
    totalResults: Number(res.total_results ?? 0),
    offset: res.offset ?? '',
    endOfList: res.end_of_list === true,
  }),
  fields: { ...RULE_FIELDS, filters: 'search', 'filters.search_substring': 'search', max_results: 'maxResults' },
});

/**
 * A watchlist rule change. The real API asks engagement, session and scope of every rule edit and
 * import (M M M -), so it runs in the console's fraud-analyst session: analysts are the ones who
 * keep watchlist rules (admins may too), as for the validation and assessment channels above.
 */
const inRuleSession = <T>(where: Where, signal: AbortSignal | undefined, send: (context: Context) => Promise<T>) =>
  withConsoleContext(where.ctx, 'analyst', signal, (c) => send(contextOf(c)), where.scopeId);

const addRule = defineChannel(
  'callerid.addRule',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await inRuleSession(where, signal, (context) =>
        where.ctx.rpc.api.entities.addCallerIdRuleToWatchlist(
          { context, gk_callerid_watchlist_id: uid(req.watchlistId), details: detailsOf(req.rule).details },
          { signal, idempotent: false },
        ),
      );
      return {
        gkCalleridRuleId: res.gk_callerid_rule_id?.value ?? '',
        ...(res.normalized_phone_number ? { normalizedPhoneNumber: res.normalized_phone_number } : {}),
      };
    },
  {
    audit: {
      target: (req) => ({ watchlistId: req.watchlistId, [req.rule.kind]: req.rule.value }),
      detail: (req, res) => `${req.rule.kind} rule ${res.gkCalleridRuleId}, ${req.rule.riskLevel}`,
    },
    fields: RULE_FIELDS,
  },
);

const updateRule = defineChannel(
  'callerid.updateRule',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const { details, paths } = detailsOf(req.rule);
      const res = await inRuleSession(where, signal, (context) =>
        where.ctx.rpc.api.entities.updateCallerIdRuleInWatchlist(
          {
            context,
            gk_callerid_watchlist_id: uid(req.watchlistId),
            gk_callerid_rule_id: uid(req.ruleId),
            details,
            field_mask: { paths },
          },
          { signal, idempotent: false },
        ),
      );
      return res.normalized_phone_number ? { normalizedPhoneNumber: res.normalized_phone_number } : {};
    },
  { fields: RULE_FIELDS },
);

const deleteRule = defineChannel(
  'callerid.deleteRule',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      await inRuleSession(where, signal, (context) =>
        where.ctx.rpc.api.entities.deleteCallerIdRuleFromWatchlist(
          { context, gk_callerid_watchlist_id: uid(req.watchlistId), gk_callerid_rule_id: uid(req.ruleId) },
          { signal, idempotent: false },
        ),
      );
      return { deleted: true };
    },
  { fields: RULE_FIELDS },
);

const testRule = defineRpcChannel({ channel: 'callerid.testRule', service: 'entities', method: 'TestCallerIdRule' })({
  toRequest: (req, at) => ({
    context: scopeContext(at),
    caller_id_regex: req.regex,
    phone_number: req.phoneNumber,
  }),
  toResponse: (res) => ({ matched: res.is_matched === true }),
  fields: { caller_id_regex: 'regex', phone_number: 'phoneNumber' },
});

const importCsv = defineChannel(
  'callerid.importCsv',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await inRuleSession(where, signal, (context) =>
        where.ctx.rpc.api.entities.importCallerIdRulesToWatchlist(
          {
            context,
            gk_callerid_watchlist_id: uid(req.watchlistId),
            csv_data: req.csv,
            upload_type: req.mode === 'REPLACE' ? 'UPLOAD_TYPE_REPLACE' : 'UPLOAD_TYPE_MERGE',
            data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN',
          },
          { signal, deadlineMs: 120_000, idempotent: false },
        ),
      );
      return {
        failures: (res.failures ?? []).map((f) => ({
          lineNumber: Number(f.line_number ?? 0),
          value: f.phone_number ?? f.caller_id_regex ?? '',
          reason: f.reason ?? '',
        })),
      };
    },
  {
    audit: {
      target: (req) => ({ watchlistId: req.watchlistId, mode: req.mode }),
      detail: (req, res) => `${req.mode}: ${res.failures.length} line(s) refused`,
    },
    fields: { ...RULE_FIELDS, csv_data: 'csv', upload_type: 'mode' },
  },
);

const exportCsv = defineRpcChannel({
  channel: 'callerid.exportCsv',
  service: 'entities',
  method: 'ExportCallerIdRulesFromWatchlist',
})({
  deadlineMs: 120_000,
  toRequest: (req, at) => ({
    context: scopeContext(at),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN',
  }),
  fields: RULE_FIELDS,
  toResponse: (res, req) => {
    const csv = res.csv_data ?? '';
    const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
    return { filename: `watchlist-${req.watchlistId}.tsv`, csv, count: Math.max(0, lines.length - 1) };
  },
});

export const callerIdChannelDefs: readonly ChannelDefinition[] = [
  validate,
  assess,
  configsets,
  listRules,
  addRule,
  updateRule,
  deleteRule,
  testRule,
  importCsv,
  exportCsv,
];
