// Server-side data access (seed 002 §2.1, 2.2, 4.1): the runtime calls the customer's REST backend
// itself. Base URL per data host alias: the deploy's --alias (application configuration), then the
// environment (VIGIL_DLG_ALIAS_<ALIAS>), then the alias default in the export. Only https on port
// 443 with a publicly trusted certificate (Node's bundled CAs, no custom ones); the lab switch
// (VIGIL_DLG_LAB_BACKENDS=1, off by default) also lets plain http reach loopback addresses, for
// tests and demos. VIGIL_DLG_FETCH_TIMEOUT_MS and VIGIL_DLG_CONNECT_TIMEOUT_MS set the timeouts of
// nodes that leave theirs 0 (default 5000 and 3000 ms). A call has a fetch and a connection timeout, a cap on the answer's size and a
// per-app share of concurrent calls; anything but a JSON object with returnCode "0" is Failure.
import { vigilSetting } from '../util/env.js';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppShare } from '../rpc/app-share.js';
import type { Logger } from '../util/log.js';
import type { BackendRequest, BackendResult } from './engine.js';
import type { MixDialog } from './flow.js';

/** Largest backend answer read (bytes); a larger one is Failure. */
export const MAX_BACKEND_BYTES = 1024 * 1024;
/** Longest fetch a node may ask for (ms). */
export const MAX_FETCH_MS = 30_000;

export interface BackendOptions {
  /** The lab switch: http to loopback allowed. */
  lab: boolean;
  /** Timeouts of a node that leaves them 0 (ms); default 5000 and 3000. */
  defaultFetchTimeoutMs?: number;
  defaultConnectTimeoutMs?: number;
  log: Logger;
  share?: AppShare;
  env?: NodeJS.ProcessEnv;
}

/** The server's default fetch and connection timeouts (a node's 0), when the environment sets them. */
export function timeoutsFromEnv(env: NodeJS.ProcessEnv): { fetchMs?: number; connectMs?: number } {
  const ms = (v: number | undefined) => (v ? Math.min(v, MAX_FETCH_MS) : undefined);
  return {
    fetchMs: ms(vigilSetting('VIGIL_DLG_FETCH_TIMEOUT_MS', env)),
    connectMs: ms(vigilSetting('VIGIL_DLG_CONNECT_TIMEOUT_MS', env)),
  };
}

/** The defaults a Backend applies when neither the node nor the environment sets a timeout. */
export const DEFAULT_FETCH_TIMEOUT_MS = 5000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

export function backendOptionsFromEnv(log: Logger, env = process.env): BackendOptions {
  const lab = vigilSetting('VIGIL_DLG_LAB_BACKENDS', env) === true;
  if (lab)
    log.warn(
      'dialog data access: the lab switch is ON: plain http to loopback backends is allowed (VIGIL_DLG_LAB_BACKENDS=1)',
    );
  const { fetchMs, connectMs } = timeoutsFromEnv(env);
  return {
    lab,
    log,
    env,
    ...(fetchMs ? { defaultFetchTimeoutMs: fetchMs } : {}),
    ...(connectMs ? { defaultConnectTimeoutMs: connectMs } : {}),
  };
}

const isLoopbackHost = (h: string) => {
  const host = h.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
};

/** Why a URL may not be called, or undefined when it may. */
export function refusal(url: URL, lab: boolean): string | undefined {
  if (url.protocol === 'https:') {
    if (url.port && url.port !== '443') return `port ${url.port} refused: backends are reached on port 443 only`;
    return undefined;
  }
  if (url.protocol === 'http:') {
    if (!lab) return 'plain http refused: backends are reached over https only (the lab switch is off)';
    if (!isLoopbackHost(url.hostname))
      return `plain http to ${url.hostname} refused: the lab switch allows loopback only`;
    return undefined;
  }
  return `scheme ${url.protocol} refused`;
}

/** Where an alias's base URL comes from, highest precedence first (seed 002 §2.1). */
export type BaseUrlSource = 'deploy' | 'environment' | 'export' | '';

/** The environment variable that sets an alias's base URL on this server. */
export const aliasEnvName = (alias: string): string =>
  `VIGIL_DLG_ALIAS_${alias.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

/**
 * The base URL of a data host alias (by ID or name) and where it comes from: the deploy's --alias
 * (application configuration), then the environment, then the alias default in the export.
 */
export function resolveBaseUrl(
  dialog: MixDialog,
  aliasRef: string,
  configured: Record<string, string>,
  env: NodeJS.ProcessEnv,
): { alias: string; baseUrl: string; source: BaseUrlSource; envName: string } {
  const a = dialog.dressAliases?.find((x) => x.id === aliasRef || x.alias === aliasRef);
  if (!a?.alias) return { alias: aliasRef, baseUrl: '', source: '', envName: '' };
  const envName = aliasEnvName(a.alias);
  if (configured[a.alias]) return { alias: a.alias, baseUrl: configured[a.alias]!, source: 'deploy', envName };
  if (env[envName]) return { alias: a.alias, baseUrl: env[envName]!, source: 'environment', envName };
  if (a.defaultValue) return { alias: a.alias, baseUrl: a.defaultValue, source: 'export', envName };
  return { alias: a.alias, baseUrl: '', source: '', envName };
}

export function baseUrlFor(
  dialog: MixDialog,
  aliasRef: string,
  configured: Record<string, string>,
  env: NodeJS.ProcessEnv,
): string | undefined {
  return resolveBaseUrl(dialog, aliasRef, configured, env).baseUrl || undefined;
}

/** The final URI: base + extension, {VAR} placeholders filled URL-encoded. */
export function buildUri(base: string, ext: string, data: Record<string, unknown>): string {
  const filled = ext.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(data[name] === undefined || data[name] === null ? '' : String(data[name])),
  );
  return base.replace(/\/+$/, '') + (filled && !filled.startsWith('/') ? '/' : '') + filled;
}

export class Backend {
  private readonly share: AppShare;
  readonly defaultFetchTimeoutMs: number;
  readonly defaultConnectTimeoutMs: number;
  constructor(private readonly opts: BackendOptions) {
    this.defaultFetchTimeoutMs = opts.defaultFetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    this.defaultConnectTimeoutMs = opts.defaultConnectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    this.share = opts.share ?? new AppShare({ what: 'dialog backend call', total: 64, perApp: 16 });
  }

  /** Takes the app's slot (RESOURCE_EXHAUSTED when it has none left) for one call. */
  async call(
    appId: string,
    sessionId: string,
    dialog: MixDialog,
    aliases: Record<string, string>,
    req: BackendRequest,
  ): Promise<BackendResult> {
    const slot = this.share.acquire(appId);
    const started = performance.now();
    const done = (r: Omit<BackendResult, 'durationMs'>): BackendResult => {
      const out = { ...r, durationMs: Math.round(performance.now() - started) };
      if (!out.ok)
        this.opts.log.warn('dialog data access failed', {
          app: appId,
          session: sessionId,
          node: req.node,
          uri: out.uri,
          reason: out.reason,
        });
      return out;
    };
    try {
      const base = baseUrlFor(dialog, req.aliasId, aliases, this.opts.env ?? process.env);
      if (!base)
        return done({ ok: false, data: {}, returnCode: '', reason: `no base URL for alias ${req.aliasId}`, uri: '' });
      const uri = buildUri(base, req.urlExtension, req.sendData);
      let url: URL;
      try {
        url = new URL(uri);
      } catch {
        return done({ ok: false, data: {}, returnCode: '', reason: 'not a URL', uri });
      }
      const refused = refusal(url, this.opts.lab);
      if (refused) return done({ ok: false, data: {}, returnCode: '', reason: refused, uri });
      const body = req.method === 'POST' ? Buffer.from(JSON.stringify(req.sendData), 'utf8') : undefined;
      const res = await this.request(url, req, body);
      if ('error' in res) return done({ ok: false, data: {}, returnCode: '', reason: res.error, uri });
      let json: unknown;
      try {
        json = JSON.parse(res.body.toString('utf8'));
      } catch {
        return done({ ok: false, data: {}, returnCode: '', reason: `non-JSON answer (HTTP ${res.status})`, uri });
      }
      if (!json || typeof json !== 'object' || Array.isArray(json))
        return done({ ok: false, data: {}, returnCode: '', reason: 'the answer is not a JSON object', uri });
      const data = json as Record<string, unknown>;
      const rc = data.returnCode === undefined || data.returnCode === null ? '' : String(data.returnCode);
      const msg = typeof data.returnMessage === 'string' ? data.returnMessage : undefined;
      if (rc !== '0')
        return done({
          ok: false,
          data,
          returnCode: rc,
          ...(msg !== undefined ? { returnMessage: msg } : {}),
          reason: rc ? `returnCode ${rc}` : 'no returnCode in the answer',
          uri,
        });
      return done({ ok: true, data, returnCode: rc, ...(msg !== undefined ? { returnMessage: msg } : {}), uri });
    } finally {
      slot.release();
    }
  }

  private request(
    url: URL,
    req: BackendRequest,
    body: Buffer | undefined,
  ): Promise<{ status: number; body: Buffer } | { error: string }> {
    const fetchMs = Math.min(Math.max(1, req.fetchTimeoutMs), MAX_FETCH_MS);
    const connectMs = Math.min(Math.max(1, req.connectTimeoutMs), fetchMs);
    return new Promise((resolve) => {
      let settled = false;
      const finish = (r: { status: number; body: Buffer } | { error: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(fetchTimer);
        clearTimeout(connectTimer);
        resolve(r);
      };
      const mod = url.protocol === 'https:' ? https : http;
      const r = mod.request(
        url,
        {
          method: req.method,
          headers: {
            ...req.headers,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length } : {}),
          },
          // Node's bundled public CAs only: no custom or private certificate is trusted.
          ...(url.protocol === 'https:' ? { rejectUnauthorized: true } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_BACKEND_BYTES) {
              r.destroy();
              finish({ error: `answer larger than ${MAX_BACKEND_BYTES} bytes` });
            } else chunks.push(c);
          });
          res.on('end', () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', (e) => finish({ error: `network error: ${e.message}` }));
        },
      );
      const fetchTimer = setTimeout(() => {
        r.destroy();
        finish({ error: `timeout: no answer within the fetch timeout (${fetchMs} ms)` });
      }, fetchMs);
      const connectTimer = setTimeout(() => {
        r.destroy();
        finish({ error: `timeout: not connected within the connection timeout (${connectMs} ms)` });
      }, connectMs);
      r.on('socket', (s) => {
        if (!s.connecting) clearTimeout(connectTimer);
        else s.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      });
      r.on('error', (e) => finish({ error: `network error: ${e.message}` }));
      r.end(body);
    });
  }
}
