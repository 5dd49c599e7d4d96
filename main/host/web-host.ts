// The browser host: where no Electron binary exists (or with --web), main's services are served to
// a browser on 127.0.0.1. The built renderer and the IPC router sit behind a per-launch secret:
// the printed URL carries it, and it works once: it is exchanged for a random session value in an
// HttpOnly, SameSite=Strict cookie (named after the port, so two consoles do not clash), and the
// page goes on at the clean URL. Every later request must bring that cookie, our own Host, and
// (for calls) our own Origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Router } from '../ipc/router.js';
import type { EventListener } from '../ipc/event-bus.js';
import type { MediaRoute } from '../media/media-route.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: vigil-media:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The session cookie's name for a host on `port`. */
export const sessionCookieName = (port: number) => `vigil_session_${port}`;
const MAX_BODY = 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type the console's built files are served with (the browser host and Electron's app://). */
export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface WebHost {
  /** Open this in a browser, once: it carries the launch secret, exchanged for a session cookie. */
  url: string;
  /** The session cookie's name (it includes the port). */
  cookieName: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

export interface WebHostOptions {
  router: Router;
  /** Folder with the built renderer (index.html and assets). */
  staticDir: string;
  port?: number;
  /** Fixed secret (tests); random per launch otherwise. */
  secret?: string;
  /** Main's events, streamed to the page as Server-Sent Events on GET /events. */
  events?: { subscribe(listener: EventListener): () => void };
  /** Comment line sent on idle event streams so proxies and browsers keep them open (default 25 s). */
  heartbeatMs?: number;
  /** Audio behind media.audioUrl tokens, served on GET /media/<token> (see main/media/). */
  media?: MediaRoute;
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const secret = opts.secret ?? crypto.randomBytes(32).toString('base64url');
  const staticDir = path.resolve(opts.staticDir);
  let origin = '';
  let hostHeader = '';
  let cookieName = '';
  /** The session value the launch secret was exchanged for; undefined until then. */
  let session: string | undefined;
  const hasSession = (req: http.IncomingMessage) =>
    session !== undefined && equal(readCookie(req.headers.cookie, cookieName) ?? '', session);

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
      else res.end();
    });
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    setSecurityHeaders(res);
    // DNS rebinding: only our own loopback address and port.
    if (req.headers.host !== hostHeader) return send(res, 421, { error: 'wrong host' });
    const url = parseTarget(req.url ?? '/', origin);
    if (!url) return send(res, 400, { error: 'the request path or query is not valid percent-encoded UTF-8' });
    const given = url.searchParams.get('k');
    if (given !== null && req.method === 'GET' && url.pathname === '/') {
      // Already signed in (a reload of the printed URL): go on to the clean URL.
      if (hasSession(req)) return redirect(res, '/');
      if (session !== undefined || !equal(given, secret))
        return send(res, 403, {
          error:
            session !== undefined
              ? 'this launch link has already been used: restart the console (npm start) for a new one'
              : 'wrong launch secret: open the URL printed by npm start',
        });
      session = crypto.randomBytes(32).toString('base64url');
      res.setHeader('set-cookie', `${cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`);
      return redirect(res, '/');
    }
    if (!hasSession(req)) {
      return send(res, 403, {
        error: 'this console is guarded by a per-launch secret: open the URL printed by npm start',
      });
    }
    if (url.pathname === '/ipc' || url.pathname === '/ipc/cancel') {
      if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
      if (req.headers.origin !== origin) return send(res, 403, { error: 'calls are accepted from this console only' });
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return send(res, 415, { error: 'JSON only' });
      const body = await readJson(req);
      if (body === undefined) return send(res, 400, { error: 'the body is not JSON' });
      const msg = body as { channel?: unknown; request?: unknown; callId?: unknown };
      const callId = typeof msg.callId === 'string' && msg.callId.length <= 64 ? msg.callId : undefined;
      if (url.pathname === '/ipc/cancel') {
        if (callId) opts.router.cancel(callId);
        return send(res, 200, { ok: true });
      }
      return send(res, 200, await opts.router.invoke(msg.channel, msg.request, callId));
    }
    if (url.pathname === '/events') {
      if (req.method !== 'GET') return send(res, 405, { error: 'GET only' });
      if (req.headers.origin !== undefined && req.headers.origin !== origin)
        return send(res, 403, { error: 'events are sent to this console only' });
      if (!opts.events) return send(res, 404, { error: 'no events in this host' });
      return streamEvents(req, res, opts.events, opts.heartbeatMs ?? 25_000);
    }
    if (url.pathname.startsWith('/media/')) {
      if (!opts.media) return send(res, 404, { error: 'no media in this host' });
      return serveMedia(opts.media, url.pathname.slice('/media/'.length), req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method not allowed' });
    return serveStatic(staticDir, url.pathname, res);
  };

  opts.media?.mount('/media/');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  hostHeader = `127.0.0.1:${port}`;
  origin = `http://${hostHeader}`;
  cookieName = sessionCookieName(port);
  return {
    url: `${origin}/?k=${secret}`,
    cookieName,
    origin,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        opts.router.cancelAll();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One event per message: `event: <name>` and `data: <json>`; unsubscribes when the page goes. */
function streamEvents(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  events: NonNullable<WebHostOptions['events']>,
  heartbeatMs: number,
): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(': vigil events\n\n');
  const unsubscribe = events.subscribe((event, payload) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  });
  const beat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
  const end = () => {
    clearInterval(beat);
    unsubscribe();
  };
  req.once('close', end);
  res.once('close', end);
}

/** Streams a media token's audio (Range passed on); the server fetch stops when the page goes. */
async function serveMedia(
  media: MediaRoute,
  token: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  const range = req.headers.range;
  const out = await media.open(token, { method: req.method ?? 'GET', range, signal: abort.signal });
  const headers: Record<string, string> = {};
  out.headers.forEach((v, k) => (headers[k] = v));
  res.writeHead(out.status, headers);
  if (!out.body) return void res.end();
  await pipeline(Readable.fromWeb(out.body as WebReadableStream<Uint8Array>), res).catch(() => res.destroy());
}

function setSecurityHeaders(res: http.ServerResponse): void {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('cache-control', 'no-store');
}

/**
 * The request target as a URL, or undefined when it cannot be read: not a URL, or a path or query
 * whose percent-encoding is broken (a stray %, or bytes that are not UTF-8).
 */
export function parseTarget(target: string, origin: string): URL | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  const rawQuery = q < 0 ? '' : target.slice(q + 1);
  try {
    decodeURIComponent(rawPath);
    for (const part of rawQuery.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return new URL(target, origin);
  } catch {
    return undefined;
  }
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function serveStatic(dir: string, pathname: string, res: http.ServerResponse): void {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  let file = path.resolve(dir, rel);
  if (!file.startsWith(dir + path.sep)) return send(res, 404, { error: 'not found' });
  // Client-side routes fall back to the app.
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) file = path.join(dir, 'index.html');
  if (!fs.existsSync(file))
    return send(res, 503, { error: 'the console is not built yet: run npm run build:renderer' });
  res.writeHead(200, { 'content-type': contentTypeOf(file) });
  fs.createReadStream(file).pipe(res);
}
