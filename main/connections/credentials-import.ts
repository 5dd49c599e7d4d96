// Reads a credentials file (seed 000 section 5 item 8: client_id, client_secret, oauth_server_url,
// oauth_scopes and endpoint fields) as JSON or as `key: value` / `key=value` lines, and maps it to
// a profile draft plus the secret, saying which required keys were missing.
import { endpointHost, isLoopbackHost, type ProfileDraft } from '../../shared/domain/connections.js';

export interface ImportedCredentials {
  draft: Partial<ProfileDraft>;
  secret: string | undefined;
  /** Required keys that were absent (file spelling: client_secret, oauth_server_url, endpoint...). */
  missing: string[];
  warnings: string[];
}

/** Endpoint keys in order of preference; any other `*_endpoint` is a last resort. */
const ENDPOINT_KEYS = [
  'endpoint',
  'grpc_endpoint',
  'gatekeeper_endpoint',
  'gk_endpoint',
  'biosec_endpoint',
  'management_endpoint',
];
const TOKEN_URL_KEYS = ['oauth_server_url', 'token_url', 'oauth_token_url'];
const SCOPE_ID_KEYS = ['gk_scope_id', 'default_gk_scope_id', 'scope_id'];

export function parseKeyValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const trimmed = text.trim().replace(/^\uFEFF/, '');
  if (trimmed.startsWith('{')) {
    let obj: unknown;
    try {
      obj = JSON.parse(trimmed);
    } catch (err) {
      throw new Error(`The credentials file looks like JSON but cannot be read: ${(err as Error).message}`);
    }
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
      if (v === null || v === undefined) continue;
      out.set(normKey(k), Array.isArray(v) ? v.map(String).join(' ') : String(v));
    }
    return out;
  }
  for (const raw of trimmed.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('//') || line.startsWith(';') || /^\[.*\]$/.test(line))
      continue;
    const m = /^(?:export\s+)?([A-Za-z_][\w.-]*)\s*[:=]\s*(.*)$/.exec(line);
    if (!m) continue;
    out.set(normKey(m[1]!), unquote(m[2]!.trim()));
  }
  return out;
}

const normKey = (k: string) =>
  k
    .trim()
    .toLowerCase()
    .replace(/[-.\s]/g, '_');

function unquote(v: string): string {
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))))
    return v.slice(1, -1);
  return v;
}

/** `grpcs://host:443`, `https://host`, `host:8443` -> host:port and whether TLS is implied. */
export function normaliseEndpoint(value: string): { endpoint: string; tls: boolean | undefined } {
  let v = value.trim();
  let tls: boolean | undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(v)?.[1]?.toLowerCase();
  if (scheme) {
    tls =
      scheme === 'https' || scheme === 'grpcs' || scheme === 'dns'
        ? true
        : scheme === 'http' || scheme === 'grpc'
          ? false
          : undefined;
    v = v.slice(scheme.length + 3);
  }
  v = v.replace(/\/.*$/, '');
  if (!/:\d+$/.test(v)) v = `${v}:${tls === false ? 80 : 443}`;
  return { endpoint: v, tls };
}

export function importCredentials(text: string, name?: string): ImportedCredentials {
  const kv = parseKeyValues(text);
  const missing: string[] = [];
  const warnings: string[] = [];
  const pick = (keys: string[]) =>
    keys
      .map((k) => kv.get(k))
      .find((v) => v !== undefined && v.trim() !== '')
      ?.trim();

  const clientId = pick(['client_id']);
  const secret = pick(['client_secret']);
  const tokenUrl = pick(TOKEN_URL_KEYS);
  let endpointKey = ENDPOINT_KEYS.find((k) => kv.get(k)?.trim());
  if (!endpointKey) {
    const others = [...kv.keys()].filter((k) => k.endsWith('_endpoint') && kv.get(k)?.trim());
    endpointKey = others[0];
    if (endpointKey) {
      warnings.push(
        `The file names no management API endpoint; using ${endpointKey}${others.length > 1 ? ` (of ${others.join(', ')})` : ''}. Check that it is the Gatekeeper endpoint.`,
      );
    }
  }
  if (!clientId) missing.push('client_id');
  if (!secret) missing.push('client_secret');
  if (!tokenUrl) missing.push('oauth_server_url');
  if (!endpointKey) missing.push('endpoint');

  const draft: Partial<ProfileDraft> = {};
  if (clientId) draft.clientId = clientId;
  if (tokenUrl) draft.tokenUrl = tokenUrl;
  if (endpointKey) {
    const { endpoint, tls } = normaliseEndpoint(kv.get(endpointKey)!);
    draft.endpoint = endpoint;
    const explicit = kv.get('tls') ?? kv.get('use_tls');
    if (explicit !== undefined) draft.tls = /^(1|true|yes|on)$/i.test(explicit.trim());
    else draft.tls = tls ?? !isLoopbackHost(endpointHost(endpoint));
  }
  const scopes = kv.get('oauth_scopes') ?? kv.get('scopes') ?? kv.get('scope');
  draft.scopes = scopes ? [...new Set(scopes.split(/[\s,]+/).filter(Boolean))] : [];
  const scopeId = pick(SCOPE_ID_KEYS);
  if (scopeId) draft.defaultScopeId = scopeId;
  const ca = pick(['ca_cert', 'ca_cert_pem', 'ca']);
  if (ca?.includes('-----BEGIN CERTIFICATE-----')) draft.caCertPem = ca.replace(/\\n/g, '\n');
  else if (ca)
    warnings.push('The file names a CA certificate that is not inline PEM; add the CA in the connection settings.');
  draft.name =
    name ??
    pick(['name', 'profile_name']) ??
    (clientId ? (/clientName:([^:]+)$/.exec(clientId)?.[1] ?? clientId) : undefined);
  if (!draft.name) delete draft.name;
  return { draft, secret, missing, warnings };
}
