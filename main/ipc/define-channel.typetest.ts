// Type-level test of main's channel declarations (checked by `npm run typecheck`, never run): each
// expect-error directive must stay an error.
import { defineChannel, defineRpcChannel } from './define-channel.js';
import { scopeContext } from '../connections/where.js';

// toRequest returns the method's generated request type: a misspelled field fails, beside right
// ones and nested too.
export const misspelledRequest = defineRpcChannel({
  channel: 'callerid.deleteRule',
  service: 'entities',
  method: 'DeleteCallerIdRuleFromWatchlist',
})({
  toRequest: (req, at) => ({
    context: scopeContext(at),
    // @ts-expect-error misspelled request field
    gk_caller_id_rule_id: { value: req.ruleId },
  }),
  toResponse: () => ({ deleted: true }),
});
export const misspelledNested = defineRpcChannel({
  channel: 'callerid.deleteRule',
  service: 'entities',
  method: 'DeleteCallerIdRuleFromWatchlist',
})({
  toRequest: (req) => ({
    // @ts-expect-error misspelled context field
    context: { gk_scop_id: { value: 'x' } },
    gk_callerid_rule_id: { value: req.ruleId },
  }),
  toResponse: () => ({ deleted: true }),
});

// Enum names stay literal and are checked against the proto enum.
export const wrongEnum = defineRpcChannel({
  channel: 'callerid.exportCsv',
  service: 'entities',
  method: 'ExportCallerIdRulesFromWatchlist',
})({
  // @ts-expect-error no such CallerIdDataEncoding value
  toRequest: (req) => ({ gk_callerid_watchlist_id: { value: req.watchlistId }, data_encoding: 'CSV' }),
  toResponse: (res, req) => ({ filename: req.watchlistId, csv: res.csv_data ?? '', count: 0 }),
});

// toResponse receives the generated response type: a misspelled field fails.
export const misspelledResponse = defineRpcChannel({
  channel: 'callerid.testRule',
  service: 'entities',
  method: 'TestCallerIdRule',
})({
  toRequest: (req) => ({ caller_id_regex: req.regex, phone_number: req.phoneNumber }),
  // @ts-expect-error misspelled response field
  toResponse: (res) => ({ matched: res.is_match === true }),
});

// The method must be one of the service's unary methods.
export const wrongMethod = defineRpcChannel({
  channel: 'callerid.testRule',
  service: 'sessions',
  // @ts-expect-error TestCallerIdRule is not a SessionsManager method
  method: 'TestCallerIdRule',
});

// Audit options only for channels the contract audits.
export const auditedRead = defineChannel(
  'callerid.listRules',
  () => async () => ({ rules: [], totalResults: 0, offset: '', endOfList: true }),
  {
    // @ts-expect-error callerid.listRules is not audited
    audit: { detail: () => 'read' },
  },
);
