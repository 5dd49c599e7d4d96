// project-view: the Dialogs screen's reading of a project. The base URL follows the runtime's
// precedence (deploy --alias, then the environment, then the export's default) and says which won;
// a node's 0 timeouts show the server defaults; ways out carry their labels.
import { describe, expect, it } from 'vitest';
import { Flow, type MixDialog, type MixItem } from './flow.js';
import { projectView } from './project-view.js';

const CH = 'ch1';
const items = (...processingItems: MixItem[]) => ({ channelProcessingItemsMap: { [CH]: { processingItems } } });
const goTo = (nodeId: string) => ({ transition: { transitionType: 'GO_TO', nodeId } });

const dialog: MixDialog = {
  supportedChannels: [{ id: CH, codeName: 'default', displayName: 'Default' }],
  dressAliases: [{ id: '7', alias: 'bank.api', defaultValue: 'https://default.example.com' }],
  backendConfig: [{ id: 'p1', name: 'balance preset' }],
  variables: [{ id: 'v1', name: 'accountBalance' }],
  ontology: { concepts: [{ id: 'c1', name: 'ACCOUNT' }] },
  components: [
    {
      id: 'main',
      name: 'Main',
      nodes: [
        { id: 'start', startNode: { name: 'start', processingItems: items(goTo('da')) } },
        {
          id: 'da',
          dataaccessNode: {
            name: 'GetBalance',
            externalFetchEnabled: false,
            successNodeId: 'ok',
            failureNodeId: 'bad',
            inputVariablesConcepts: [{ conceptId: 'c1' }],
            outputVariables: [{ name: 'accountBalance' }],
            processingItems: items({
              promptGroup: { prompts: [{ channel: CH, language: 'en-US', payload: { displayText: 'One moment…' } }] },
            }),
            headers: { 'X-Api-Key': 'secret-value' },
            backendConfig: {
              id: 'p1',
              dressAliasId: '7',
              urlExtension: '/balance/{ACCOUNT}',
              fetchTimeout: 0,
              connectTimeout: 1500,
              method: 'GET',
            },
          },
        },
        {
          id: 'ok',
          messageNode: { name: 'said', processingItems: items({ transition: { transitionType: 'RETURN' } }) },
        },
        { id: 'bad', externalactionNode: { name: 'agent', actionType: 'ESCALATE' } },
      ],
    },
  ],
};

const view = (aliases: Record<string, string>, env: NodeJS.ProcessEnv) =>
  projectView(new Flow(dialog), { aliases, env, defaultFetchTimeoutMs: 5000, defaultConnectTimeoutMs: 3000 });
const da = (aliases: Record<string, string>, env: NodeJS.ProcessEnv) =>
  view(aliases, env)[0]!.nodes.find((n) => n.id === 'da')!.dataAccess!;

describe('projectView', () => {
  it('shows the base URL that wins and where it comes from', () => {
    const env = { VIGIL_DLG_ALIAS_BANK_API: 'https://env.example.com' };
    expect(da({ 'bank.api': 'https://deploy.example.com' }, env)).toMatchObject({
      baseUrl: 'https://deploy.example.com',
      baseUrlSource: 'deploy',
    });
    expect(da({}, env)).toMatchObject({ baseUrl: 'https://env.example.com', baseUrlSource: 'environment' });
    expect(da({}, {})).toMatchObject({
      baseUrl: 'https://default.example.com',
      baseUrlSource: 'export',
      baseUrlEnvName: 'VIGIL_DLG_ALIAS_BANK_API',
    });
  });

  it('reads the seed §2.1 fields of a data access node, header names without values', () => {
    expect(da({}, {})).toEqual({
      latencyMessage: 'One moment…',
      sendData: ['ACCOUNT'],
      getData: ['accountBalance'],
      clientSide: false,
      preset: 'balance preset',
      alias: 'bank.api',
      baseUrl: 'https://default.example.com',
      baseUrlSource: 'export',
      baseUrlEnvName: 'VIGIL_DLG_ALIAS_BANK_API',
      urlExtension: '/balance/{ACCOUNT}',
      fetchTimeoutMs: 5000,
      fetchTimeoutDefault: true,
      connectTimeoutMs: 1500,
      connectTimeoutDefault: false,
      method: 'GET',
      headerNames: ['X-Api-Key'],
    });
    expect(JSON.stringify(view({}, {}))).not.toContain('secret-value');
  });

  it('lists each node with its ways out and labels', () => {
    const [main] = view({}, {});
    expect(main!.startNodeId).toBe('start');
    const byId = Object.fromEntries(main!.nodes.map((n) => [n.id, n]));
    expect(byId.start!.transitions).toEqual([{ toNodeId: 'da', toComponentId: '', label: '' }]);
    expect(byId.da!.transitions.map((t) => [t.toNodeId, t.label])).toEqual([
      ['ok', 'success'],
      ['bad', 'failure'],
    ]);
    expect(byId.ok!).toMatchObject({ type: 'message', transitions: [{ toNodeId: '', label: 'return' }] });
    expect(byId.bad!).toMatchObject({ type: 'end', summary: 'Transfers the call (escalation)' });
  });
});
