// Token service: tokens per second from the real /oauth2/token handler (scrypt verification
// included, as in production) next to a bare HTTP server answering the same JSON (the ceiling);
// and the console's token reuse: 1,000 concurrent gRPC calls through main's RpcClient, counted
// against the 1,000 token requests a client without reuse would make.
import http from 'node:http';
import type net from 'node:net';
import { startServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { createTokenService } from '../server/auth/token-service.js';
import { openDb } from '../server/db/open.js';
import { systemClock } from '../wire/clock.js';
import { silentLogger } from '../server/util/log.js';
import { TokenManager } from '../main/tokens/token-manager.js';
import { RpcClient } from '../main/grpc/rpc-client.js';
import type { BenchFigure, Benchmark } from './run.js';

const REQUESTS = Number(process.env.VIGIL_BENCH_TOKENS ?? 300);
const IN_FLIGHT = 8;

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/oauth2/token`, close: () => new Promise((r) => server.close(() => r())) };
}

async function hammer(url: string, auth: string): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next++ < REQUESTS) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      if (res.status !== 200) throw new Error(`token request answered ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return REQUESTS / ((performance.now() - started) / 1000);
}

async function tokensPerSecond(): Promise<BenchFigure> {
  const db = await openDb();
  try {
    const scope = await createScope(db, { name: 'bench' });
    const c = await createClient(db, { role: 'service', gkScopeIds: [scope.id], name: 'bench' });
    const auth = `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${c.clientSecret}`).toString('base64')}`;
    // The per-client limit would throttle a benchmark by design; lift it to measure the service itself.
    const tokens = await createTokenService({
      db,
      clock: systemClock,
      log: silentLogger,
      rateLimit: { burst: 1e9, perSecond: 1e9 },
      // Concurrent attempts count against the client until each succeeds; lift that budget too.
      failedAuthLimit: { free: 1e9, baseSeconds: 0, maxSeconds: 0, forgetSeconds: 1 },
    });
    const real = await listen((req, res) => void tokens.handleTokenRequest(req, res));
    const answer = JSON.stringify({
      access_token: 'x'.repeat(300),
      expires_in: 900,
      scope: 'biosec',
      token_type: 'bearer',
    });
    const bare = await listen((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    });
    try {
      const ceiling = await hammer(bare.url, auth);
      const ours = await hammer(real.url, auth);
      return {
        name: `tokens issued, ${IN_FLIGHT} in flight`,
        value: ours,
        unit: 'tokens/s',
        baseline: ceiling,
        ratio: ours / ceiling,
        note: 'each request verifies the secret with scrypt (N=16384)',
      };
    } finally {
      await Promise.all([real.close(), bare.close(), tokens.close()]);
    }
  } finally {
    await db.close();
  }
}

async function tokenReuse(): Promise<BenchFigure> {
  const server = await startServer({ log: silentLogger });
  try {
    const scope = await createScope(server.db, { name: 'bench-reuse' });
    const c = await createClient(server.db, { role: 'service', gkScopeIds: [scope.id], name: 'bench-reuse' });
    let tokenRequests = 0;
    const counting: typeof fetch = (input, init) => {
      tokenRequests++;
      return fetch(input, init);
    };
    const tokens = new TokenManager({
      tokenUrl: server.tokenUrl,
      clientId: c.clientId,
      secret: () => c.clientSecret,
      scopes: [],
      fetch: counting,
    });
    const rpc = new RpcClient({ target: { endpoint: server.grpcAddress, tls: false }, tokens });
    try {
      const calls = 1000;
      const results = await Promise.allSettled(
        Array.from({ length: calls }, () =>
          rpc.api.sessions.getGkEngagementId({
            context: { gk_scope_id: { value: scope.id } },
            engagement_id: 'no-such-engagement',
          }),
        ),
      );
      // NOT_FOUND is the expected answer: what counts is that every call was authenticated.
      const unauthenticated = results.filter(
        (r) => r.status === 'rejected' && /UNAUTHENTICATED|token/i.test(String((r.reason as Error)?.message)),
      ).length;
      return {
        name: `token requests for ${calls} concurrent calls`,
        value: tokenRequests,
        unit: 'requests',
        baseline: calls,
        ratio: tokenRequests / calls,
        note: `${unauthenticated} calls refused for their token`,
      };
    } finally {
      rpc.close();
    }
  } finally {
    await server.stop();
  }
}

const bench: Benchmark = {
  name: 'Token service (ratio: ours / bare HTTP ceiling; reuse: requests / calls)',
  async run() {
    return [await tokensPerSecond(), await tokenReuse()];
  },
};

export default bench;
