// The Dialogs screen's channels (shared/ipc/channels/dialogs.ts): the app's deployed dialog projects
// through vigil.v1.Browse (a server without it answers browseAvailable false), and Try it, a
// conversation through nuance.dlg.v1.DialogService: Start then the first Execute, then one Execute
// per turn. Each answer is brought to messages and its one action.
import type { DialogTurn } from '../../shared/ipc/channels/dialogs.js';
import type { ResponseOut } from '../../wire/services.js';
import { fromStruct, toStruct, type Struct } from '../../wire/struct.js';
import { timestampToIso } from '../grpc/to-domain.js';
import { type ChannelDefinition, defineChannel, defineRpcChannel } from '../ipc/define-channel.js';
import { ifBrowse } from './engagements.read.js';

type ProjectWire = NonNullable<ResponseOut<'browse', 'ListDialogProjects'>['projects']>[number];
type Payload = NonNullable<ResponseOut<'dialog', 'Execute'>['payload']>;
type MessageWire = NonNullable<Payload['messages']>[number];

const projectOf = (p: ProjectWire) => {
  const deployedAt = timestampToIso(p.deployed_at);
  return {
    urn: p.urn ?? '',
    contextTag: p.context_tag ?? '',
    projectName: p.project_name ?? '',
    nluUrns: p.nlu_urns ?? [],
    version: p.version ?? 0,
    ...(deployedAt ? { deployedAt } : {}),
  };
};

const textOf = (m: MessageWire | null | undefined): string =>
  [...(m?.visual ?? []), ...(m?.nlg ?? [])]
    .map((x) => x.text ?? '')
    .filter(Boolean)
    .slice(0, 1)
    .join('');

/** An Execute answer as the transcript shows it. */
export function turnOf(payload: Payload | null | undefined): DialogTurn {
  const p = payload ?? {};
  const messages = (p.messages ?? []).map(textOf).filter(Boolean);
  const data = (s: unknown) => fromStruct(s as Struct | undefined);
  const base = { id: '', prompt: '', selectables: [], data: {} };
  let action: DialogTurn['action'] = { kind: 'none', ...base };
  if (p.qa_action)
    action = {
      kind: 'question',
      ...base,
      prompt: textOf(p.qa_action.message),
      selectables: (p.qa_action.selectable?.selectable_items ?? []).map((i) => ({
        id: i.value?.id ?? '',
        value: i.value?.value ?? '',
        displayText: i.display_text ?? i.value?.value ?? '',
        description: i.description ?? '',
      })),
    };
  else if (p.da_action)
    action = {
      kind: 'data',
      ...base,
      id: p.da_action.id ?? '',
      prompt: textOf(p.da_action.message),
      data: data(p.da_action.data),
    };
  else if (p.continue_action)
    action = { kind: 'continue', ...base, id: p.continue_action.id ?? '', prompt: textOf(p.continue_action.message) };
  else if (p.escalation_action)
    action = {
      kind: 'escalation',
      ...base,
      id: p.escalation_action.id ?? '',
      prompt: textOf(p.escalation_action.message),
      data: data(p.escalation_action.data),
    };
  else if (p.end_action) action = { kind: 'end', ...base, id: p.end_action.id ?? '', data: data(p.end_action.data) };
  return { messages, action };
}

const list = defineChannel('dialogs.list', () => async (_req, { signal, at }) => {
  const res = await ifBrowse(() => at().ctx.rpc.api.browse.listDialogProjects({}, { signal, idempotent: true }));
  if (!res) return { projects: [], browseAvailable: false };
  return { projects: (res.projects ?? []).map(projectOf), browseAvailable: true };
});

const project = defineRpcChannel({ channel: 'dialogs.project', service: 'browse', method: 'GetDialogProject' })({
  toRequest: (req) => ({ urn: req.urn }),
  toResponse: (res) => ({
    project: projectOf(res.project ?? {}),
    components: (res.components ?? []).map((c) => ({
      id: c.id ?? '',
      name: c.name ?? '',
      startNodeId: c.start_node_id ?? '',
      nodes: (c.nodes ?? []).map((n) => {
        const da = n.data_access;
        return {
          id: n.id ?? '',
          name: n.name ?? '',
          type: n.type ?? '',
          kind: n.kind ?? '',
          summary: n.summary ?? '',
          transitions: (n.transitions ?? []).map((t) => ({
            toNodeId: t.to_node_id ?? '',
            toComponentId: t.to_component_id ?? '',
            label: t.label ?? '',
          })),
          ...(da
            ? {
                dataAccess: {
                  latencyMessage: da.latency_message ?? '',
                  sendData: da.send_data ?? [],
                  getData: da.get_data ?? [],
                  clientSide: da.client_side ?? false,
                  preset: da.preset ?? '',
                  alias: da.alias ?? '',
                  baseUrl: da.base_url ?? '',
                  baseUrlSource:
                    (['deploy', 'environment', 'export'] as const).find((s) => s === da.base_url_source) ?? '',
                  baseUrlEnvName: da.base_url_env_name ?? '',
                  urlExtension: da.url_extension ?? '',
                  fetchTimeoutMs: da.fetch_timeout_ms ?? 0,
                  fetchTimeoutDefault: da.fetch_timeout_default ?? false,
                  connectTimeoutMs: da.connect_timeout_ms ?? 0,
                  connectTimeoutDefault: da.connect_timeout_default ?? false,
                  method: da.method ?? '',
                  headerNames: da.header_names ?? [],
                },
              }
            : {}),
        };
      }),
    })),
  }),
  fields: { urn: 'urn' },
});

const start = defineChannel(
  'dialogs.start',
  () =>
    async (req, { signal, at }) => {
      const api = at().ctx.rpc.api.dialog;
      const started = await api.start(
        {
          selector: { channel: req.channel, language: req.language },
          payload: { model_ref: { uri: req.urn } },
          ...(req.engagementId ? { client_data: { 'x-vigil-engagement-id': req.engagementId } } : {}),
        },
        { signal },
      );
      const sessionId = started.payload?.session_id ?? '';
      const first = await api.execute({ session_id: sessionId, payload: {} }, { signal });
      return { sessionId, turn: turnOf(first.payload) };
    },
  { fields: { 'payload.model_ref.uri': 'urn', 'selector.channel': 'channel', 'selector.language': 'language' } },
);

const execute = defineChannel(
  'dialogs.execute',
  () =>
    async (req, { signal, at }) => {
      const i = req.input;
      const payload =
        i.kind === 'text'
          ? { user_input: { user_text: i.text } }
          : i.kind === 'select'
            ? { user_input: { selected_item: { id: i.id, value: i.value } } }
            : i.kind === 'data'
              ? { requested_data: { id: i.id, data: toStruct(i.data) } }
              : {};
      const res = await at().ctx.rpc.api.dialog.execute({ session_id: req.sessionId, payload }, { signal });
      return turnOf(res.payload);
    },
  { fields: { session_id: 'sessionId', 'payload.user_input.user_text': 'input.text' } },
);

const stop = defineRpcChannel({ channel: 'dialogs.stop', service: 'dialog', method: 'Stop' })({
  toRequest: (req) => ({ session_id: req.sessionId }),
  toResponse: () => ({ stopped: true }),
  fields: { session_id: 'sessionId' },
});

export const dialogsChannelDefs: readonly ChannelDefinition[] = [list, project, start, execute, stop];
