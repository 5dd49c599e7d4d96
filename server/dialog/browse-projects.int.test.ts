// Browse.ListDialogProjects and Browse.GetDialogProject over real gRPC and the HTTP/JSON binding of
// a real server: the travel export deployed with `projects deploy --alias` is listed for its app
// with its NLU model, and its server-side data access node reads back with the seed's §2.1 fields
// and the base URL the deploy set (source "deploy"); another app's project is neither listed nor
// readable; a missing URN is refused naming the field; analysts and support staff are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { failed, ok, wireCallerFor, type Transport } from '../../testkit/wire-caller.testkit.js';
import { runProjectsCommand } from '../cli/projects.js';
import { mixProject } from './dialog.testkit.js';

const TRAVEL = mixProject('travel-ivr-digital');
const URN = 'urn:nuance-mix:tag:model/travel1/mix.dialog';
const OTHER = 'urn:nuance-mix:tag:model/travel-other/mix.dialog';
const BACKEND = 'https://flights.example.com/api';

const rpcOf = wireCallerFor({
  service: 'vigil.v1.Browse',
  routes: {
    ListDialogProjects: { verb: 'GET', path: () => '/vigil/v1/browse/dialog-projects' },
    GetDialogProject: { verb: 'GET', path: () => '/vigil/v1/browse/dialog-project' },
  },
  wrapped: [],
  scalars: { deployed_at: (v) => (v ? 'set' : v) },
  dropDefaults: true,
});

type Node = { id: string; name: string; type: string; transitions?: { to_node_id?: string; label?: string }[] };
type DataAccess = Record<string, unknown>;

describe.each(dbKinds())('Browse dialog projects over the wire (%s)', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const deploy = async (args: string[]) => {
      const err: string[] = [];
      const code = await runProjectsCommand(['projects', 'deploy', TRAVEL, ...args], {
        db: t.db,
        out: () => undefined,
        err: (l) => err.push(l),
      });
      expect(err).toEqual([]);
      expect(code).toBe(0);
    };
    await deploy(['--app', 'vigil', '--tag', 'travel1', '--alias', `demo.mix.nuance.com=${BACKEND}`]);
    await deploy(['--app', 'someone-else', '--tag', 'travel-other']);
  }, 240_000);
  afterAll(() => t?.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token: string) =>
      rpcOf(t, transport)(method, req, token);

    it("lists the caller's app's projects with their NLU models, never another app's", async () => {
      const out = ok(await rpc('ListDialogProjects', {}, await t.token('admin')));
      expect(out.projects).toEqual([
        {
          urn: URN,
          context_tag: 'travel1',
          project_name: expect.any(String),
          nlu_urns: ['urn:nuance-mix:tag:model/travel1/mix.nlu?=language=eng-USA'],
          version: 1,
          deployed_at: 'set',
        },
      ]);
    });

    it('reads a project: components, nodes with transitions, the data access node as the runtime sees it', async () => {
      const out = ok(await rpc('GetDialogProject', { urn: URN }, await t.token('admin')));
      const comps = out.components as {
        name: string;
        start_node_id: string;
        nodes: (Node & { data_access?: DataAccess })[];
      }[];
      expect(comps[0]!.name).toBe('Main');
      const nodes = comps.flatMap((c) => c.nodes);
      const ids = new Set(nodes.map((n) => n.id));
      expect(ids.has(comps[0]!.start_node_id)).toBe(true);
      // Every way out that names a node names one of the project's nodes.
      for (const n of nodes)
        for (const tr of n.transitions ?? []) if (tr.to_node_id) expect(ids.has(tr.to_node_id)).toBe(true);
      const da = nodes.find((n) => n.name === 'bf1055_SubmitFlight_DA')!;
      expect(da.type).toBe('dataaccess');
      expect((da.transitions ?? []).map((x) => x.label)).toEqual(['success', 'failure']);
      expect(da.data_access).toMatchObject({
        alias: 'demo.mix.nuance.com',
        base_url: BACKEND,
        base_url_source: 'deploy',
        base_url_env_name: 'VIGIL_DLG_ALIAS_DEMO_MIX_NUANCE_COM',
        url_extension: '/book-flight-quickstart',
        method: 'POST',
        fetch_timeout_default: true,
        connect_timeout_default: true,
        fetch_timeout_ms: 5000,
        connect_timeout_ms: 3000,
      });
      expect(da.data_access!.client_side).toBeUndefined(); // false, dropped as a default
      expect((da.data_access!.send_data as string[]).length).toBeGreaterThan(0);
      expect(da.data_access!.get_data).toEqual(['isFlightConfirmed']);
    });

    it("answers NOT_FOUND for another app's project and names urn when it is missing", async () => {
      const admin = await t.token('admin');
      const other = failed(await rpc('GetDialogProject', { urn: OTHER }, admin));
      expect(other.code).toBe(transport === 'grpc' ? 5 : 404);
      const missing = failed(await rpc('GetDialogProject', {}, admin));
      expect(missing.code).toBe(transport === 'grpc' ? 3 : 400);
      expect(missing.violations.map((v) => v.field)).toEqual(['urn']);
    });

    it('refuses analysts and support staff', async () => {
      for (const role of ['analyst', 'support'] as const) {
        const out = failed(await rpc('ListDialogProjects', {}, await t.token(role)));
        expect(out.code).toBe(transport === 'grpc' ? 7 : 403);
      }
    });
  });
});
