// The one table of request size limits. The server applies it to every request at the dispatch
// edge, both transports (server/rpc/input-limits.ts), so no RPC stores or echoes an unbounded
// string: a 15 MiB `ani` once made a scope's session list larger than the console's receive
// limit. The console's IPC contract reads the same rows (shared/rpc/limited-text.ts), so a value
// the console lets an analyst type is one the server accepts; server/rpc/limits-contract.test.ts
// fails when a contract field and the RPC field it fills disagree.
//
// A rule stricter than a field's default is a row here, not a constant in a handler (lint refuses
// `const MAX_…` in server/**/handlers/**). Where the real API fixes no number (shared/wire, seeds),
// these are ours; the server's rule is the one both sides follow.
//
// | what                                         | limit                                   | from                     |
// |----------------------------------------------|-----------------------------------------|--------------------------|
// | business_type, datacenter                    | 64 characters                           | seed 001 §8, proto notes |
// | ani, dnis, calling/called number, caller_id, |                                         |                          |
// |   phone_number, phone_numbers (20 of them)   | 64 characters                           | phone numbers            |
// | UniqueId.value, configset_id, reference_id,  |                                         |                          |
// |   actual_language (35)                       | 128 characters                          | IDs (configsets, caller) |
// | other identifiers (session_id, tag, …) and   | 256 characters                          | identifiers              |
// |   Browse's text filters                      |                                         |                          |
// | description, reasons                         | 1024 characters                         | free text                |
// | sip_message, raw_data                        | 64 KiB                                  | caller ID parsers        |
// | csv_data (rule import)                       | 16 Mi characters (the transport's limit)| bulk import              |
// | CompileWordsetRequest.wordset                | 4 Mi characters                         | compiled NLU wordsets    |
// |   (nlu.wordset and asr training)             |                                         |   and ASR wordsets       |
// | InterpretationResource.inline_wordset        | 64 Ki characters                        | inline NLU wordsets      |
// | InterpretationInput.text                     | 2000 characters                         | text to interpret        |
// | RecognitionResource.inline_wordset           | 64 Ki characters                        | inline ASR wordsets      |
// |   (all of one request's: budgets.ts)         |                                         |                          |
// | RecognitionRequest.audio                     | 1 MiB (32 s of 16 kHz PCM per message)  | audio chunks             |
// | custom_data / extras: key, value, entries    | 256 characters, 4096 characters, 100    | key/value data           |
// | field_mask.paths                             | 256 characters, 100 entries             |                          |
// | any other string                             | 4096 characters                         | default                  |
// | any bytes field (raw_content, data, schema)  | 64 KiB                                  | configset content limit  |
// | any other repeated field or map              | 1000 entries                            | default                  |
// | message nesting                              | 32 levels                               |                          |
// | NUL (U+0000) in any string or map key        | refused                                 | PostgreSQL text has none |
//
// Plain data: no zod, no Node, no gRPC (shared/ runs in the browser too).

/** Characters (code points) of a string field without a row. */
export const DEFAULT_STRING_CHARS = 4096;
/** Bytes of a bytes field without a row (a configset's content is at most this). */
export const DEFAULT_BYTES = 64 * 1024;
/** Entries of a repeated field or map without a row. */
export const DEFAULT_ENTRIES = 1000;
/** Levels of message nesting in one request. */
export const MAX_NESTING = 32;

export interface Limit {
  /** Characters (code points) for strings, bytes for bytes fields. */
  readonly size?: number;
  /** Entries of a repeated field or map. */
  readonly entries?: number;
  /** Characters of a map's keys. */
  readonly keys?: number;
}

const chars = (size: number): Limit => ({ size });
const PHONE = chars(64);
const ID = chars(256);
const CONFIG_ID = chars(128);
const FREE_TEXT = chars(1024);
const KEY_VALUE: Limit = { size: DEFAULT_STRING_CHARS, entries: 100, keys: 256 };

/**
 * Keyed by `package.Message.field` (the message's full name without the leading dot) or by bare
 * field name; the first wins.
 */
export const FIELD_LIMITS = {
  business_type: chars(64),
  datacenter: chars(64),
  ani: PHONE,
  dnis: PHONE,
  calling_number: PHONE,
  called_number: PHONE,
  caller_id: PHONE,
  phone_number: PHONE,
  // A person's or fraudster's phone numbers (EntitiesManager details).
  phone_numbers: { size: 64, entries: 20 },
  'nuance.biosec.v1.UniqueId.value': CONFIG_ID,
  configset_id: CONFIG_ID,
  source_configset_id: CONFIG_ID,
  source_template_id: CONFIG_ID,
  template_id: CONFIG_ID,
  reference_id: CONFIG_ID,
  actual_language: chars(35),
  session_id: ID,
  engagement_id: ID,
  correlation_id: ID,
  analyst_id: ID,
  person_id: ID,
  fraudster_id: ID,
  group_id: ID,
  watchlist_id: ID,
  first_name: ID,
  last_name: ID,
  preferred_language: ID,
  tag: ID,
  voiceprint_tag: ID,
  telecom_network_id: ID,
  version: ID,
  service_name: ID,
  error_context: ID,
  code: ID,
  offset: ID,
  caller_id_regex: ID,
  owner_external_id_prefix: ID,
  engagement_id_prefix: ID,
  group_id_prefix: ID,
  watchlist_id_prefix: ID,
  new_person_id: ID,
  new_fraudster_id: ID,
  new_group_id: ID,
  new_watchlist_id: ID,
  // Browse filters: free text compared with stored values, never longer than an identifier.
  spoken_words: ID,
  'vigil.v1.ListEngagementsRequest.intent': ID,
  order_by: ID,
  page_token: chars(1024),
  description: FREE_TEXT,
  reason: FREE_TEXT,
  suspicious_reason: FREE_TEXT,
  sip_message: chars(64 * 1024),
  raw_data: chars(64 * 1024),
  csv_data: chars(16 * 1024 * 1024),
  // A compiled wordset's JSON (the wordset service; server/nlu/wordsets.ts limits its entries), and
  // an inline one (seed 000 section 8 suggests under 100 terms per entity, a few entities).
  'nuance.nlu.wordset.v1beta1.CompileWordsetRequest.wordset': chars(4 * 1024 * 1024),
  'nuance.nlu.v1.InterpretationResource.inline_wordset': chars(64 * 1024),
  'nuance.asr.v1.RecognitionResource.inline_wordset': chars(64 * 1024),
  'nuance.asr.v1.RecognitionRequest.audio': { size: 1024 * 1024 },
  // Text to interpret (the NLU handler applies it to text taken from an asr_result too).
  'nuance.nlu.v1.InterpretationInput.text': chars(2000),
  // Engagements picked by ID in the queue (a decision replay's page of changed sessions).
  'vigil.v1.ListEngagementsRequest.gk_engagement_ids': { entries: 500 },
  // A configset draft replayed before it is stored: a revision's content (64 KiB).
  'vigil.v1.ReplayDecisionsRequest.draft_content': chars(64 * 1024),
  // A dialog model URN the Dialogs screen opens (urn:nuance-mix:tag:model/<tag>/mix.dialog).
  'vigil.v1.GetDialogProjectRequest.urn': chars(512),
  // A recognition wordset compiled by the training service (server/asr: at most 10000 entries).
  'nuance.asr.v1beta1.CompileWordsetRequest.wordset': chars(4 * 1024 * 1024),
  custom_data: KEY_VALUE,
  extras: KEY_VALUE,
  'google.protobuf.FieldMask.paths': { size: 256, entries: 100 },
} as const satisfies Record<string, Limit>;

export type LimitedField = keyof typeof FIELD_LIMITS;

/**
 * Bounds of numeric request fields and counts that are stricter than their type's. The handler of
 * each RPC checks its own (the message names the default and the meaning); the console's contract
 * reads the same numbers.
 */
export const COUNT_LIMITS = {
  /** Browse lists' page_size: a larger one is lowered to this (AIP-158). */
  browsePageSize: 500,
  /** Search filters of a caller-ID rule list (filters.search_substring). */
  callerIdRuleSearchChars: 256,
  /** ListWatchlistCallerIdRules.max_results (0 means the server's default page). */
  callerIdRulesPage: 1000,
  /** Rows of one ImportCallerIdRulesToWatchlist csv_data. */
  callerIdImportRows: 1_000_000,
  /** EnrollFraudsterFromMedia channel_selector.channel: audio channels 1 to this. */
  enrollmentChannels: 64,
  /** ReplayDecisions.changed_page_size: a larger one is lowered to this. */
  replayChangedPage: 500,
  /** Recognize: RecognitionParameters.max_hypotheses (1 to this). */
  asrMaxHypotheses: 10,
  /** GetMediaSegmentPeaks.total_points (1 to this); also the most points any answer holds. */
  mediaPeakPoints: 100_000,
} as const;

/** The limit of `field` of message `messageFullName` (without the leading dot): its row, or none. */
export function limitOf(messageFullName: string, field: string): Limit {
  const rows: Record<string, Limit> = FIELD_LIMITS;
  return rows[`${messageFullName}.${field}`] ?? rows[field] ?? {};
}

/** Characters a string field of this row may hold. */
export function maxChars(field: LimitedField): number {
  return (FIELD_LIMITS[field] as Limit).size ?? DEFAULT_STRING_CHARS;
}

/** Entries a repeated field or map of this row may hold. */
export function maxEntries(field: LimitedField): number {
  return (FIELD_LIMITS[field] as Limit).entries ?? DEFAULT_ENTRIES;
}

/** Characters of each key of a map field of this row. */
export function maxKeyChars(field: LimitedField): number {
  return (FIELD_LIMITS[field] as Limit).keys ?? DEFAULT_STRING_CHARS;
}
