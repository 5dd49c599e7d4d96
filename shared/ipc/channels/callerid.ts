// IPC channels of the callerid screens: `callerid.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import { COUNT_LIMITS } from '../../rpc/limits.js';
import {
  DEFAULT_WATCHLIST_ID,
  assessmentSchema,
  configsetChoiceSchema,
  importFailureSchema,
  ruleDraftSchema,
  ruleSchema,
  validationResultSchema,
} from '../../domain/callerid.js';
import { rpcName } from '../../rpc/services.js';
import { CONSOLE_SESSION, type ChannelSchemas } from './types.js';

const id = z.string().trim().min(1).max(100);
const scopeId = id.optional();
const watchlistId = id.default(DEFAULT_WATCHLIST_ID);

export const callerIdChannels = {
  /** Validates a call's caller ID (CallerIdValidationProcessor.ValidateCallerId) in a console session. */
  'callerid.validate': {
    rpcs: [rpcName('callerIdProcessor', 'ValidateCallerId'), ...CONSOLE_SESSION],
    audited: true,
    request: z
      .object({
        scopeId,
        callingNumber: z.string().max(64),
        calledNumber: z.string().max(64),
        networkId: rpcText('telecom_network_id'),
        /** ISO time the call started. */
        callStartTime: z.string().max(64),
        sipInvite: rpcText('sip_message'),
        referenceId: rpcText('reference_id').optional(),
        configsetId: rpcText('configset_id').optional(),
      })
      .strict(),
    response: validationResultSchema,
  },
  /** Risk of a number under a watchlist (CallerIdRiskAssessment.AssessCallerIdRisk). */
  'callerid.assess': {
    rpcs: [
      rpcName('callerIdRisk', 'AssessCallerIdRisk'),
      rpcName('entities', 'ListWatchlistCallerIdRules'),
      ...CONSOLE_SESSION,
    ],
    audited: true,
    request: z
      .object({ scopeId, callerId: z.string().max(64), watchlistId, configsetId: rpcText('configset_id') })
      .strict(),
    response: assessmentSchema,
  },
  /** Configsets with an active revision, to pick one for an assessment; the default is an operational one. */
  'callerid.configsets': {
    rpcs: [rpcName('configsets', 'ListConfigsetRevisions')],
    request: z.object({ scopeId }).strict(),
    response: z.object({ configsets: z.array(configsetChoiceSchema), defaultId: z.string().optional() }),
  },
  'callerid.listRules': {
    rpcs: [rpcName('entities', 'ListWatchlistCallerIdRules')],
    request: z
      .object({
        scopeId,
        watchlistId,
        search: z.string().max(COUNT_LIMITS.callerIdRuleSearchChars).optional(),
        /** The offset the previous page returned. */
        offset: rpcText('offset').optional(),
        maxResults: z.number().int().min(1).max(COUNT_LIMITS.callerIdRulesPage).default(200),
      })
      .strict(),
    response: z.object({
      rules: z.array(ruleSchema),
      totalResults: z.number(),
      offset: z.string(),
      endOfList: z.boolean(),
    }),
  },
  'callerid.addRule': {
    rpcs: [rpcName('entities', 'AddCallerIdRuleToWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ scopeId, watchlistId, rule: ruleDraftSchema }).strict(),
    response: z.object({ gkCalleridRuleId: z.string(), normalizedPhoneNumber: z.string().optional() }),
  },
  'callerid.updateRule': {
    rpcs: [rpcName('entities', 'UpdateCallerIdRuleInWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ scopeId, watchlistId, ruleId: id, rule: ruleDraftSchema }).strict(),
    response: z.object({ normalizedPhoneNumber: z.string().optional() }),
  },
  'callerid.deleteRule': {
    rpcs: [rpcName('entities', 'DeleteCallerIdRuleFromWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ scopeId, watchlistId, ruleId: id }).strict(),
    response: z.object({ deleted: z.boolean() }),
  },
  /** Would a draft regex rule match this number? Nothing is saved. */
  'callerid.testRule': {
    rpcs: [rpcName('entities', 'TestCallerIdRule')],
    request: z.object({ scopeId, regex: z.string().max(1024), phoneNumber: z.string().max(64) }).strict(),
    response: z.object({ matched: z.boolean() }),
  },
  'callerid.importCsv': {
    rpcs: [rpcName('entities', 'ImportCallerIdRulesToWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ scopeId, watchlistId, csv: rpcText('csv_data'), mode: z.enum(['MERGE', 'REPLACE']) }).strict(),
    response: z.object({ failures: z.array(importFailureSchema) }),
  },
  'callerid.exportCsv': {
    rpcs: [rpcName('entities', 'ExportCallerIdRulesFromWatchlist')],
    request: z.object({ scopeId, watchlistId }).strict(),
    response: z.object({ filename: z.string(), csv: z.string(), count: z.number() }),
  },
} as const satisfies ChannelSchemas;
