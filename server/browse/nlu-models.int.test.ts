// Browse.ListNluModels over real gRPC and the HTTP/JSON binding of a real server: models deployed
// with deployModel (the demo training file under two URNs) read back with their URN, context tag,
// language, intents, sentence count and deploy time, paged by URN; another app's model is never
// listed; a bad page token is refused naming the field; support staff are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoModel } from '../nlu/demo.js';
import { deployModel } from '../nlu/models.store.js';
import { modelUrn } from '../nlu/urn.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { failed, ok, wireCallerFor, type Transport } from '../../testkit/wire-caller.testkit.js';

const toMs = (v: unknown): number => {
  if (typeof v === 'string') return Date.parse(v);
  const t = v as { seconds?: string; nanos?: number };
  return Number(t.seconds ?? 0) * 1000 + Math.round((t.nanos ?? 0) / 1e6);
};

const rpcOf = wireCallerFor({
  service: 'vigil.v1.Browse',
  routes: { ListNluModels: { verb: 'GET', path: () => '/vigil/v1/browse/nlu-models' } },
  wrapped: [],
  scalars: { deployed_at: toMs },
  dropDefaults: true,
});

describe.each(dbKinds())('Browse.ListNluModels over the wire (%s)', (kind) => {
  let t: TestServer;
  const A = modelUrn('vigil-test-a', 'eng-USA');
  const B = modelUrn('vigil-test-b', 'eng-USA');
  const OTHER = modelUrn('other-app', 'eng-USA');
  const deployedA = new Date(Date.UTC(2026, 3, 1, 10, 0, 0));
  let sentences = 0;
  let intents: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    const training = readDemoModel();
    // Test clients belong to the app "vigil", as the console's demo clients do.
    const a = await deployModel(t.db, { appId: 'vigil', urn: A, training, now: deployedA });
    await deployModel(t.db, { appId: 'vigil', urn: B, training, now: new Date(Date.UTC(2026, 3, 2)) });
    await deployModel(t.db, { appId: 'someone-else', urn: OTHER, training, now: deployedA });
    sentences = a.sentences;
    intents = a.intents;
  }, 120_000);
  afterAll(() => t?.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (req: Record<string, unknown>, token: string) => rpcOf(t, transport)('ListNluModels', req, token);

    it("lists the caller's app's models by URN, one page at a time, with what the build produced", async () => {
      const analyst = await t.token('analyst');
      const first = ok(await rpc({ page_size: 1 }, analyst));
      expect(first.total_size).toBe(2);
      expect(first.models).toEqual([
        {
          urn: A,
          context_tag: 'vigil-test-a',
          language: 'eng-USA',
          intents,
          sentence_count: sentences,
          build_ms: expect.any(Number),
          deployed_at: deployedA.getTime(),
          version: 1,
        },
      ]);
      expect(sentences).toBeGreaterThan(0);
      expect(intents.length).toBeGreaterThan(1);
      const second = ok(await rpc({ page_size: 1, page_token: first.next_page_token }, analyst));
      expect((second.models as { urn: string }[]).map((m) => m.urn)).toEqual([B]);
      expect(second.next_page_token).toBeUndefined();
      const admin = await t.token('admin');
      const all = ok(await rpc({}, admin));
      expect((all.models as { urn: string }[]).map((m) => m.urn)).toEqual([A, B]);
    });

    it('refuses a page token it did not make, naming page_token', async () => {
      const out = failed(await rpc({ page_token: 'not-a-token' }, await t.token('analyst')));
      expect(out.code).toBe(transport === 'grpc' ? 3 : 400);
      expect(out.violations.map((v) => v.field)).toEqual(['page_token']);
    });

    it('refuses support staff', async () => {
      const out = failed(await rpc({}, await t.token('support')));
      expect(out.code).toBe(transport === 'grpc' ? 7 : 403);
    });
  });
});
