// Browse.ListDialogProjects and Browse.GetDialogProject (protos/vigil/v1/browse.proto): the dialog
// projects deployed for the caller's app, and one project's nodes as project-view.ts shows them
// (the console's Dialogs screen). Registered by server/browse with the other Browse handlers.
import { parseClientId } from '../auth/client-id.js';
import type { Db } from '../db/types.js';
import { Violations, notFound } from '../rpc/errors.js';
import type { Reply, RpcHandler } from '../rpc/types.js';
import { toTimestamp } from '../rpc/wire-values.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_FETCH_TIMEOUT_MS, timeoutsFromEnv } from './backend.js';
import { listProjects, loadProject } from './dialog.store.js';
import { Flow } from './flow.js';
import { projectView } from './project-view.js';

export interface ProjectsBrowseDeps {
  db: Db;
  /** Where VIGIL_DLG_ALIAS_* and the default timeouts are read; process.env by default. */
  env?: NodeJS.ProcessEnv;
}

type Summary = Awaited<ReturnType<typeof listProjects>>[number];
const item = (p: Summary) => ({
  urn: p.urn,
  context_tag: p.contextTag,
  project_name: p.projectName,
  nlu_urns: p.nluUrns,
  version: p.version,
  deployed_at: toTimestamp(p.deployedAt),
});

export const listDialogProjects =
  (deps: ProjectsBrowseDeps): RpcHandler<'browse', 'ListDialogProjects'> =>
  async (_req, call): Reply<'browse', 'ListDialogProjects'> => {
    const appId = parseClientId(call.principal.clientId).app;
    const rows = await listProjects(deps.db, appId);
    return { projects: rows.map(item) };
  };

export const getDialogProject =
  (deps: ProjectsBrowseDeps): RpcHandler<'browse', 'GetDialogProject'> =>
  async (req, call): Reply<'browse', 'GetDialogProject'> => {
    const v = new Violations();
    const urn = (req.urn ?? '').trim();
    if (!urn) v.missing('urn');
    v.throwIfAny();
    const appId = parseClientId(call.principal.clientId).app;
    const [p, summary] = await deps.db.tx(async (q) => [
      await loadProject(q, appId, urn),
      (await listProjects(q, appId)).find((x) => x.urn === urn),
    ]);
    if (!p || !summary) throw notFound(`dialog model ${urn} is not found in app ${appId}`);
    const env = deps.env ?? process.env;
    const t = timeoutsFromEnv(env);
    const components = projectView(new Flow(p.flow as never), {
      aliases: p.aliases,
      env,
      defaultFetchTimeoutMs: t.fetchMs ?? DEFAULT_FETCH_TIMEOUT_MS,
      defaultConnectTimeoutMs: t.connectMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    return {
      project: item(summary),
      components: components.map((c) => ({
        id: c.id,
        name: c.name,
        start_node_id: c.startNodeId,
        nodes: c.nodes.map((n) => ({
          id: n.id,
          name: n.name,
          type: n.type,
          kind: n.kind,
          summary: n.summary,
          transitions: n.transitions.map((t) => ({
            to_node_id: t.toNodeId,
            to_component_id: t.toComponentId,
            label: t.label,
          })),
          data_access: n.dataAccess
            ? {
                latency_message: n.dataAccess.latencyMessage,
                send_data: n.dataAccess.sendData,
                get_data: n.dataAccess.getData,
                client_side: n.dataAccess.clientSide,
                preset: n.dataAccess.preset,
                alias: n.dataAccess.alias,
                base_url: n.dataAccess.baseUrl,
                base_url_source: n.dataAccess.baseUrlSource,
                base_url_env_name: n.dataAccess.baseUrlEnvName,
                url_extension: n.dataAccess.urlExtension,
                fetch_timeout_ms: n.dataAccess.fetchTimeoutMs,
                fetch_timeout_default: n.dataAccess.fetchTimeoutDefault,
                connect_timeout_ms: n.dataAccess.connectTimeoutMs,
                connect_timeout_default: n.dataAccess.connectTimeoutDefault,
                method: n.dataAccess.method,
                header_names: n.dataAccess.headerNames,
              }
            : null,
        })),
      })),
    };
  };
