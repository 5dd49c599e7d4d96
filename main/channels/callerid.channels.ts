// Main-side handlers of the callerid channels (shared/ipc/channels/callerid.ts): validation and
// risk assessment (in the console's own session), and watchlist rule management (scope only).
import type { ConfigsetChoice, WatchlistRule } from '../../shared/domain/callerid.js';
import type { ProfileContext } from '../connections/connections.service.js';
import { defineChannel, defineRpcChannel, type ChannelDefinition } from '../grpc/rpc-channel.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { toDomain } from '../grpc/to-domain.js';
import { auditedCall, scopeContext } from './audited-call.js';
import { detailsOf, ruleOf, timestampOf, validationOf } from './callerid.mapping.js';
import { contextOf, withConsoleContext } from './console-session.js';

type Obj = Record<string, unknown>;
const uid = (value: string) => ({ value });
/** Rules scanned at most to name the rule an assessment matched. */
const RULE_SCAN_LIMIT = 5000;

const validate = defineChannel('callerid.validate', (main) => async (req, { signal }) => {
  const ts = timestampOf(req.callStartTime);
  if (!ts)
    throw ipcFailure('INVALID_ARGUMENT', 'The call start time is not a date and time.', {
      fieldViolations: [{ field: 'caller_id_data.call_start_timestamp', message: 'is not a date and time' }],
    });
  return auditedCall(
    main,
    { action: 'callerid.validate', scopeId: req.scopeId, target: { callingNumber: req.callingNumber } },
    (ctx) =>
      withConsoleContext(
        ctx,
        'analyst',
        signal,
        async (c) =>
          validationOf(
            await ctx.rpc.unary(
              SERVICES.callerIdProcessor,
              'ValidateCallerId',
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
        req.scopeId ?? ctx.scopeId,
      ),
    (r) => `${r.decision ?? 'no decision'} (${r.decisionReason ?? 'no reason'})`,
  );
});

/** The rule with this ID: searched by the number first (exact rules), then page by page. */
async function findRule(
  ctx: ProfileContext,
  scope: object,
  watchlistId: string,
  ruleId: string,
  number: string,
  signal?: AbortSignal,
): Promise<WatchlistRule | undefined> {
  const page = async (offset: string, search?: string) =>
    ctx.rpc.unary<{ details?: object[]; offset?: string; end_of_list?: boolean }>(
      SERVICES.entities,
      'ListWatchlistCallerIdRules',
      {
        context: scope,
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

const assess = defineChannel('callerid.assess', (main) => async (req, { signal }) => {
  if (!req.configsetId.trim())
    throw ipcFailure('INVALID_ARGUMENT', 'Pick the configset the assessment runs under.', {
      fieldViolations: [{ field: 'context.configset_id', message: 'is required' }],
    });
  return auditedCall(
    main,
    {
      action: 'callerid.assess',
      scopeId: req.scopeId,
      target: { callerId: req.callerId, watchlistId: req.watchlistId },
    },
    async (ctx) => {
      const scopeId = req.scopeId ?? ctx.scopeId;
      const res = await withConsoleContext(
        ctx,
        'analyst',
        signal,
        (c) =>
          ctx.rpc.unary<Obj>(
            SERVICES.callerIdRisk,
            'AssessCallerIdRisk',
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
      const rule = ruleId
        ? await findRule(ctx, scopeContext(scopeId, ctx), req.watchlistId, ruleId, req.callerId, signal)
        : undefined;
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
    (r) => `${r.riskLevel}${r.gkCalleridRuleId ? ` by rule ${r.gkCalleridRuleId}` : ''}`,
  );
});

const configsets = defineRpcChannel<'callerid.configsets', Obj>({
  channel: 'callerid.configsets',
  service: SERVICES.configsets,
  method: 'ListConfigsetRevisions',
  toRequest: (req, ctx) => ({ context: scopeContext(req.scopeId, ctx), filter: { state: ['STATE_ACTIVE'] } }),
  toResponse: (res) => {
    const seen = new Map<string, ConfigsetChoice>();
    for (const d of (res.details as Obj[] | undefined) ?? []) {
      const id = String(d.configset_id ?? '');
      if (!id || seen.has(id)) continue;
      seen.set(id, { configsetId: id, type: String(d.type ?? ''), description: String(d.description ?? '') });
    }
    const list = [...seen.values()].sort((a, b) => a.configsetId.localeCompare(b.configsetId));
    const preferred = list.find((c) => c.type === 'CONFIGSET_TYPE_OPERATIONAL') ?? list[0];
    return { configsets: list, ...(preferred ? { defaultId: preferred.configsetId } : {}) };
  },
});

const listRules = defineRpcChannel<'callerid.listRules', Obj>({
  channel: 'callerid.listRules',
  service: SERVICES.entities,
  method: 'ListWatchlistCallerIdRules',
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    offset: req.offset ?? '',
    max_results: req.maxResults,
    ...(req.search ? { filters: { search_substring: { value: req.search } } } : {}),
  }),
  toResponse: (res) => ({
    rules: ((res.details as object[] | undefined) ?? []).map(ruleOf),
    totalResults: Number(res.total_results ?? 0),
    offset: String(res.offset ?? ''),
    endOfList: res.end_of_list === true,
  }),
});

const addRule = defineRpcChannel<'callerid.addRule', Obj>({
  channel: 'callerid.addRule',
  service: SERVICES.entities,
  method: 'AddCallerIdRuleToWatchlist',
  mutates: true,
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    details: detailsOf(req.rule).details,
  }),
  toResponse: (res) => ({
    gkCalleridRuleId: String((res.gk_callerid_rule_id as { value?: string } | undefined)?.value ?? ''),
    ...(res.normalized_phone_number ? { normalizedPhoneNumber: String(res.normalized_phone_number) } : {}),
  }),
  target: (req) => ({ watchlistId: req.watchlistId, [req.rule.kind]: req.rule.value }),
  detail: (req, res) => `${req.rule.kind} rule ${res.gkCalleridRuleId}, ${req.rule.riskLevel}`,
});

const updateRule = defineRpcChannel<'callerid.updateRule', Obj>({
  channel: 'callerid.updateRule',
  service: SERVICES.entities,
  method: 'UpdateCallerIdRuleInWatchlist',
  mutates: true,
  toRequest: (req, ctx) => {
    const { details, paths } = detailsOf(req.rule);
    return {
      context: scopeContext(req.scopeId, ctx),
      gk_callerid_watchlist_id: uid(req.watchlistId),
      gk_callerid_rule_id: uid(req.ruleId),
      details,
      field_mask: { paths },
    };
  },
  toResponse: (res) =>
    res.normalized_phone_number ? { normalizedPhoneNumber: String(res.normalized_phone_number) } : {},
});

const deleteRule = defineRpcChannel<'callerid.deleteRule', Obj>({
  channel: 'callerid.deleteRule',
  service: SERVICES.entities,
  method: 'DeleteCallerIdRuleFromWatchlist',
  mutates: true,
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    gk_callerid_rule_id: uid(req.ruleId),
  }),
  toResponse: () => ({ deleted: true }),
});

const testRule = defineRpcChannel<'callerid.testRule', Obj>({
  channel: 'callerid.testRule',
  service: SERVICES.entities,
  method: 'TestCallerIdRule',
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    caller_id_regex: req.regex,
    phone_number: req.phoneNumber,
  }),
  toResponse: (res) => ({ matched: res.is_matched === true }),
});

const importCsv = defineRpcChannel<'callerid.importCsv', Obj>({
  channel: 'callerid.importCsv',
  service: SERVICES.entities,
  method: 'ImportCallerIdRulesToWatchlist',
  mutates: true,
  deadlineMs: 120_000,
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    csv_data: req.csv,
    upload_type: req.mode === 'REPLACE' ? 'UPLOAD_TYPE_REPLACE' : 'UPLOAD_TYPE_MERGE',
    data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN',
  }),
  toResponse: (res) => ({
    failures: ((res.failures as Obj[] | undefined) ?? []).map((f) => ({
      lineNumber: Number(f.line_number ?? 0),
      value: String(f.phone_number ?? f.caller_id_regex ?? ''),
      reason: String(f.reason ?? ''),
    })),
  }),
  target: (req) => ({ watchlistId: req.watchlistId, mode: req.mode }),
  detail: (req, res) => `${req.mode}: ${res.failures.length} line(s) refused`,
});

const exportCsv = defineRpcChannel<'callerid.exportCsv', Obj>({
  channel: 'callerid.exportCsv',
  service: SERVICES.entities,
  method: 'ExportCallerIdRulesFromWatchlist',
  deadlineMs: 120_000,
  toRequest: (req, ctx) => ({
    context: scopeContext(req.scopeId, ctx),
    gk_callerid_watchlist_id: uid(req.watchlistId),
    data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN',
  }),
  toResponse: (res, req) => {
    const csv = String(res.csv_data ?? '');
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
] as ChannelDefinition[];
