// Reads what caller-ID validation needs from a raw SIP INVITE (RFC 3261): the request line, the
// headers (folded lines joined, compact names expanded, repeated headers kept in order), the body,
// the user parts of the From, To and P-Asserted-Identity URIs, and the STIR/SHAKEN PASSporT carried
// in the Identity header (RFC 8224, RFC 8225, RFC 8588).
import { maxChars } from '../../shared/rpc/limits.js';

export class SipParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SipParseError';
  }
}

/** RFC 3261 section 7.3.3 compact forms, plus `y` for Identity (RFC 8224). */
const COMPACT: Record<string, string> = {
  i: 'call-id',
  m: 'contact',
  e: 'content-encoding',
  l: 'content-length',
  c: 'content-type',
  f: 'from',
  s: 'subject',
  k: 'supported',
  t: 'to',
  v: 'via',
  y: 'identity',
  o: 'event',
  r: 'refer-to',
  b: 'referred-by',
  u: 'allow-events',
  x: 'session-expires',
};

const MAX_SIP_LENGTH = maxChars('sip_message');

export interface SipUri {
  scheme: 'sip' | 'sips' | 'tel';
  /** The user part (sip/sips) or the number (tel), percent-decoded, without parameters. */
  user: string | undefined;
  raw: string;
}

export interface Passport {
  /** A, B or C; undefined when the claim is missing or something else. */
  attest: 'A' | 'B' | 'C' | undefined;
  origTn: string | undefined;
  destTns: string[];
  /** Issued-at, epoch seconds. */
  iat: number | undefined;
  ppt: string | undefined;
  alg: string | undefined;
  x5u: string | undefined;
}

export type IdentityInfo =
  { state: 'absent' } | { state: 'present'; passport: Passport } | { state: 'malformed'; reason: string };

export interface SipInvite {
  method: string;
  requestUri: string;
  /** Lower-case canonical header name -> values in order of appearance. */
  headers: Map<string, string[]>;
  body: string;
  from: SipUri | undefined;
  to: SipUri | undefined;
  pAssertedIdentities: SipUri[];
  identity: IdentityInfo;
}

export function parseInvite(message: string): SipInvite {
  if (message.length > MAX_SIP_LENGTH) throw new SipParseError(`is longer than ${MAX_SIP_LENGTH} characters`);
  const normalized = message.replace(/\r\n/g, '\n').replace(/^\n+/, '');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const lines = head.split('\n');
  const requestLine = (lines.shift() ?? '').trim();
  const rl = /^([A-Za-z]+) (\S+) SIP\/2\.0$/.exec(requestLine);
  if (!rl) {
    if (/^SIP\/2\.0 \d{3}/.test(requestLine)) throw new SipParseError('is a SIP response, not an INVITE request');
    throw new SipParseError('does not start with a SIP request line ("INVITE <uri> SIP/2.0")');
  }
  const method = (rl[1] as string).toUpperCase();
  if (method !== 'INVITE') throw new SipParseError(`is a ${method} request, not an INVITE`);

  const headers = new Map<string, string[]>();
  let current: { name: string; value: string } | undefined;
  const flush = () => {
    if (!current) return;
    const list = headers.get(current.name) ?? [];
    list.push(current.value.trim());
    headers.set(current.name, list);
    current = undefined;
  };
  for (const line of lines) {
    if (/^[ \t]/.test(line)) {
      if (!current) throw new SipParseError('starts its headers with a continuation line');
      current.value += ' ' + line.trim(); // header folding (RFC 3261 section 7.3.1)
      continue;
    }
    flush();
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
    if (!name || !/^[a-z0-9!%'*+_.`~-]+$/.test(name))
      throw new SipParseError(`has a malformed header line: "${line.slice(0, 60)}"`);
    current = { name: COMPACT[name] ?? name, value: line.slice(colon + 1) };
  }
  flush();

  const one = (name: string) => headers.get(name)?.[0];
  const fromValue = one('from');
  const toValue = one('to');
  if (!fromValue) throw new SipParseError('has no From header');
  if (!toValue) throw new SipParseError('has no To header');
  const lengthValue = one('content-length');
  if (lengthValue !== undefined && !/^\d+$/.test(lengthValue))
    throw new SipParseError('has a Content-Length that is not a number');

  return {
    method,
    requestUri: rl[2] as string,
    headers,
    body,
    from: parseNameAddr(fromValue),
    to: parseNameAddr(toValue),
    pAssertedIdentities: (headers.get('p-asserted-identity') ?? [])
      .flatMap(splitList)
      .map(parseNameAddr)
      .filter((u): u is SipUri => !!u),
    identity: readIdentity(headers.get('identity') ?? []),
  };
}

/** Splits a comma-separated header value, keeping commas inside quotes and <...>. */
function splitList(value: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let angle = false;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '<') angle = true;
    else if (!quoted && c === '>') angle = false;
    else if (!quoted && !angle && c === ',') {
      out.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(value.slice(start).trim());
  return out.filter(Boolean);
}

/** The URI of a name-addr or addr-spec header value (`"Alice" <sip:...>;tag=x` or `sip:...;tag=x`). */
export function parseNameAddr(value: string): SipUri | undefined {
  const withoutName = value.replace(/^\s*"(?:[^"\\]|\\.)*"\s*/, '');
  const lt = withoutName.indexOf('<');
  let uri: string;
  if (lt !== -1) {
    const gt = withoutName.indexOf('>', lt);
    if (gt === -1) return undefined;
    uri = withoutName.slice(lt + 1, gt).trim();
  } else {
    uri = withoutName.split(';')[0]?.trim() ?? '';
  }
  return parseUri(uri);
}

function parseUri(uri: string): SipUri | undefined {
  const m = /^(sips?|tel):(.*)$/i.exec(uri);
  if (!m) return undefined;
  const scheme = (m[1] as string).toLowerCase() as SipUri['scheme'];
  const rest = m[2] as string;
  let user: string | undefined;
  if (scheme === 'tel') user = rest.split(';')[0];
  else {
    const at = rest.lastIndexOf('@');
    user = at === -1 ? undefined : (rest.slice(0, at).split(';')[0]?.split(':')[0] ?? '');
  }
  return { scheme, user: user ? safeDecode(user) : undefined, raw: uri };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The PASSporT of the first Identity header. Only decoded: verifying its ES256 signature needs
 * the signer's certificate (the `info`/x5u URL) and the STI-PA trust anchors, which an offline
 * server cannot fetch, so the signature is always treated as unverified.
 */
function readIdentity(values: string[]): IdentityInfo {
  const value = values[0];
  if (!value) return { state: 'absent' };
  const token = (value.split(';')[0] ?? '').trim().replace(/^<|>$/g, '');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || !parts[0] || !parts[1]) {
    return { state: 'malformed', reason: 'the Identity header is not a compact JWT (header.payload.signature)' };
  }
  const header = decodeJson(parts[0]);
  const payload = decodeJson(parts[1]);
  if (!header || !payload)
    return { state: 'malformed', reason: 'the PASSporT header or payload is not base64url JSON' };
  const orig = payload.orig as { tn?: unknown } | undefined;
  const dest = payload.dest as { tn?: unknown } | undefined;
  const attest = payload.attest;
  const destTns = Array.isArray(dest?.tn) ? dest.tn : dest?.tn !== undefined ? [dest.tn] : [];
  return {
    state: 'present',
    passport: {
      attest: attest === 'A' || attest === 'B' || attest === 'C' ? attest : undefined,
      origTn: typeof orig?.tn === 'string' ? orig.tn : undefined,
      destTns: destTns.filter((t): t is string => typeof t === 'string'),
      iat: typeof payload.iat === 'number' && Number.isFinite(payload.iat) ? payload.iat : undefined,
      ppt: typeof header.ppt === 'string' ? header.ppt : undefined,
      alg: typeof header.alg === 'string' ? header.alg : undefined,
      x5u: typeof header.x5u === 'string' ? header.x5u : undefined,
    },
  };
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
