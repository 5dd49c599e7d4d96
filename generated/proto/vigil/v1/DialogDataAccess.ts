// Original file: protos/vigil/v1/browse.proto


/**
 * A data access node's configuration (seed 002 §2.1), as the runtime reads it.
 */
export interface DialogDataAccess {
  /**
   * The latency message's text (empty when there is none).
   */
  'latency_message'?: (string);
  /**
   * Variables and entities sent (Send Data).
   */
  'send_data'?: (string)[];
  /**
   * Variables returned (Get Data).
   */
  'get_data'?: (string)[];
  /**
   * Client-side fetching enabled: the client is asked (da_action); otherwise the server calls.
   */
  'client_side'?: (boolean);
  /**
   * "Copy connection settings from": the preset's name, when the node names one.
   */
  'preset'?: (string);
  /**
   * Data host alias (server-side).
   */
  'alias'?: (string);
  /**
   * The base URL the runtime uses for the alias now; empty when none resolves.
   */
  'base_url'?: (string);
  /**
   * Where base_url comes from: "deploy" (--alias at deploy, the application configuration),
   * "environment" (VIGIL_DLG_ALIAS_<ALIAS> on the server), "export" (the alias default), or "".
   */
  'base_url_source'?: (string);
  /**
   * The environment variable that would override the export default.
   */
  'base_url_env_name'?: (string);
  /**
   * URL extension, {VARIABLE} placeholders as written.
   */
  'url_extension'?: (string);
  /**
   * Fetch timeout in ms the runtime applies (the node's, or the server default).
   */
  'fetch_timeout_ms'?: (number);
  /**
   * True when fetch_timeout_ms is the server default (the node says 0).
   */
  'fetch_timeout_default'?: (boolean);
  /**
   * Connection timeout in ms the runtime applies.
   */
  'connect_timeout_ms'?: (number);
  /**
   * True when connect_timeout_ms is the server default.
   */
  'connect_timeout_default'?: (boolean);
  /**
   * GET or POST.
   */
  'method'?: (string);
  /**
   * Header names (values are not returned).
   */
  'header_names'?: (string)[];
}

/**
 * A data access node's configuration (seed 002 §2.1), as the runtime reads it.
 */
export interface DialogDataAccess__Output {
  /**
   * The latency message's text (empty when there is none).
   */
  'latency_message'?: (string);
  /**
   * Variables and entities sent (Send Data).
   */
  'send_data'?: (string)[];
  /**
   * Variables returned (Get Data).
   */
  'get_data'?: (string)[];
  /**
   * Client-side fetching enabled: the client is asked (da_action); otherwise the server calls.
   */
  'client_side'?: (boolean);
  /**
   * "Copy connection settings from": the preset's name, when the node names one.
   */
  'preset'?: (string);
  /**
   * Data host alias (server-side).
   */
  'alias'?: (string);
  /**
   * The base URL the runtime uses for the alias now; empty when none resolves.
   */
  'base_url'?: (string);
  /**
   * Where base_url comes from: "deploy" (--alias at deploy, the application configuration),
   * "environment" (VIGIL_DLG_ALIAS_<ALIAS> on the server), "export" (the alias default), or "".
   */
  'base_url_source'?: (string);
  /**
   * The environment variable that would override the export default.
   */
  'base_url_env_name'?: (string);
  /**
   * URL extension, {VARIABLE} placeholders as written.
   */
  'url_extension'?: (string);
  /**
   * Fetch timeout in ms the runtime applies (the node's, or the server default).
   */
  'fetch_timeout_ms'?: (number);
  /**
   * True when fetch_timeout_ms is the server default (the node says 0).
   */
  'fetch_timeout_default'?: (boolean);
  /**
   * Connection timeout in ms the runtime applies.
   */
  'connect_timeout_ms'?: (number);
  /**
   * True when connect_timeout_ms is the server default.
   */
  'connect_timeout_default'?: (boolean);
  /**
   * GET or POST.
   */
  'method'?: (string);
  /**
   * Header names (values are not returned).
   */
  'header_names'?: (string)[];
}
