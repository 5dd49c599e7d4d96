// The HTTP side of a token request: reading the form body, reading client credentials from HTTP
// Basic (RFC 6749 2.3.1) or the body, and writing RFC 6749 section 5 responses.
import type http from 'node:http';

const MAX_BODY_BYTES = 8 * 1024;

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
    ...headers,
  });
  res.end(text);
}

export function sendOAuthError(res: http.ServerResponse, err: OAuthError): void {
  sendJson(res, err.status, { error: err.error, error_description: err.description }, err.headers);
}

/** Reads an application/x-www-form-urlencoded body; repeated parameters are refused (RFC 6749 3.2). */
export async function readForm(req: http.IncomingMessage): Promise<Map<string, string>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw invalidRequest('the body must be application/x-www-form-urlencoded');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidRequest(`the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  const form = new Map<string, string>();
  for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (form.has(k)) throw invalidRequest(`the parameter ${k} is given more than once`);
    form.set(k, v);
  }
  return form;
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
  via: 'basic' | 'body';
}

function formDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw invalidRequest('the Basic credentials are not form-urlencoded correctly');
  }
}

/**
 * Client ID and secret from `Authorization: Basic` (both form-urlencoded, so `%3A` is a colon) or,
 * failing that, from client_id/client_secret in the body. Using both at once is refused. A client
 * ID sent with raw colons is recognised by its fixed six-field shape; the rest is the secret, as sent.
 */
export function readCredentials(req: http.IncomingMessage, form: Map<string, string>): Credentials | undefined {
  const header = req.headers.authorization;
  const inBody = form.has('client_id') || form.has('client_secret');
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header) : null;
  if (basic && inBody)
    throw invalidRequest('send the client credentials either in the Authorization header or in the body, not both');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    if (decoded.startsWith('appID:')) {
      const fields = decoded.split(':');
      if (fields.length >= 7)
        return { clientId: fields.slice(0, 6).join(':'), clientSecret: fields.slice(6).join(':'), via: 'basic' };
    }
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
      via: 'basic',
    };
  }
  if (inBody) {
    const clientId = form.get('client_id') ?? '';
    const clientSecret = form.get('client_secret') ?? '';
    return clientId && clientSecret ? { clientId, clientSecret, via: 'body' } : undefined;
  }
  return undefined;
}
