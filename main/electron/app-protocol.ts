// The renderer's own scheme: the Electron window loads app://vigil/index.html instead of a file://
// URL, so the page has a real origin ('self' in the CSP means only our files), no file:// powers,
// and main decides what each path serves. Free of Electron imports: the shell registers the
// scheme and hands the handler to protocol.handle; tests call it with plain Requests.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, contentTypeOf } from '../host/web-host.js';

export const APP_SCHEME = 'app';
export const APP_HOST = 'vigil';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/** For protocol.registerSchemesAsPrivileged, before 'ready': a standard, secure origin with fetch. */
export const APP_SCHEME_ENTRY = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, stream: true, supportFetchAPI: true },
};

/**
 * The file an app:// URL names inside rootDir, or why it names none. Refused: another host, broken
 * percent-encoding, NUL bytes, backslashes, and anything that resolves outside rootDir (.., %2e%2e,
 * encoded slashes). `/` is index.html.
 */
export function resolveAppPath(
  rootDir: string,
  requestUrl: string,
): { file: string } | { status: 400 | 403 | 404; reason: string } {
  let u: URL;
  try {
    u = new URL(requestUrl);
  } catch {
    return { status: 400, reason: 'not a URL' };
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return { status: 403, reason: 'not this app' };
  let rel: string;
  try {
    rel = decodeURIComponent(u.pathname);
  } catch {
    return { status: 400, reason: 'broken percent-encoding' };
  }
  if (rel.includes('\0') || rel.includes('\\')) return { status: 400, reason: 'bad characters in the path' };
  rel = rel.replace(/^\/+/, '') || 'index.html';
  const root = path.resolve(rootDir);
  const file = path.resolve(root, rel);
  if (!file.startsWith(root + path.sep)) return { status: 403, reason: 'outside the app' };
  return { file };
}

export interface AppFiles {
  readFile(file: string): Promise<Buffer>;
}

/** The protocol.handle handler for app://: the built renderer, with its MIME type and the CSP. */
export function appProtocolHandler(
  rootDir: string,
  files: AppFiles = { readFile: (f) => fs.promises.readFile(f) },
): (request: Request) => Promise<Response> {
  const headers = (type: string) => ({
    'content-type': type,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('method not allowed', { status: 405, headers: headers('text/plain; charset=utf-8') });
    const where = resolveAppPath(rootDir, request.url);
    if ('status' in where)
      return new Response(where.reason, { status: where.status, headers: headers('text/plain; charset=utf-8') });
    let body: Buffer;
    try {
      body = await files.readFile(where.file);
    } catch {
      return new Response('not found', { status: 404, headers: headers('text/plain; charset=utf-8') });
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: headers(contentTypeOf(where.file)),
    });
  };
}
