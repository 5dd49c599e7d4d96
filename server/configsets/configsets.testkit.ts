// Test helpers: calls a ConfigurationManager handler directly (no transport, no token) as an admin
// of a scope, and reads revisions back from storage.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';
import type { CallContext } from '../rpc/types.js';
import type { Clock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { configsetsService } from './index.js';

export interface Kit {
  scopeId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are proto-loader objects
  call(method: string, req: Record<string, unknown>, opts?: { scopeId?: string; clientId?: string }): Promise<any>;
  /** The RpcError a call fails with (the test fails when it succeeds). */
  fails(method: string, req: Record<string, unknown>, opts?: { scopeId?: string }): Promise<RpcError>;
  states(configsetId: string): Promise<Record<string, string>>;
}

export function kit(db: Db, clock: Clock, scopeId = randomUUID()): Kit {
  const svc = configsetsService({ db, clock });
  const call: Kit['call'] = async (method, req, opts = {}) => {
    const handler = svc.methods[method];
    if (!handler) throw new Error(`no handler ${method}`);
    const ctx: CallContext = {
      principal: {
        clientId: opts.clientId ?? 'admin-client',
        role: 'admin',
        gkScopeIds: [],
        oauthScopes: [],
        tokenId: 't',
        expiresAt: 0,
      },
      context: {
        scopeId: opts.scopeId ?? scopeId,
        engagementId: undefined,
        sessionId: undefined,
        configsetId: undefined,
      },
      signal: new AbortController().signal,
      deadline: undefined,
      requestId: randomUUID(),
      transport: 'grpc',
      log: silentLogger,
      clock,
    };
    return handler(req, ctx);
  };
  return {
    scopeId,
    call,
    async fails(method, req, opts) {
      try {
        await call(method, req, opts);
      } catch (err) {
        if (err instanceof RpcError) return err;
        throw err;
      }
      throw new Error(`${method} succeeded but was expected to fail`);
    },
    async states(configsetId) {
      const { rows } = await db.query<{ id: string; state: string }>(
        `SELECT gk_configset_revision_id AS id, state FROM configset_revisions
          WHERE scope_id = $1 AND configset_id = $2 AND config_class = 'CONFIG_CLASS_CONFIGSET'`,
        [scopeId, configsetId],
      );
      return Object.fromEntries(rows.map((r) => [r.id, r.state]));
    },
  };
}

export const json = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8');
