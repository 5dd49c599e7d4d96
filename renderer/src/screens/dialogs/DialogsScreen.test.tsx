import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import type { DialogDataAccess } from '../../../../shared/ipc/channels/dialogs.js';
import DialogsScreen from './DialogsScreen.js';

const URN = 'urn:nuance-mix:tag:model/bank/mix.dialog';
const project = { urn: URN, contextTag: 'bank', projectName: 'Bank', nluUrns: ['urn:nlu'], version: 1 };
const da: DialogDataAccess = {
  latencyMessage: 'One moment',
  sendData: ['ACCOUNT'],
  getData: ['balance'],
  clientSide: false,
  preset: '',
  alias: 'bank.api',
  baseUrl: 'https://bank.example.com',
  baseUrlSource: 'environment',
  baseUrlEnvName: 'VIGIL_DLG_ALIAS_BANK_API',
  urlExtension: '/balance/{ACCOUNT}',
  fetchTimeoutMs: 5000,
  fetchTimeoutDefault: true,
  connectTimeoutMs: 1500,
  connectTimeoutDefault: false,
  method: 'GET',
  headerNames: ['X-Key'],
};
const components = [
  {
    id: 'main',
    name: 'Main',
    startNodeId: 's',
    nodes: [
      {
        id: 's',
        name: 'start',
        type: 'dialog',
        kind: 'startNode',
        summary: 'Start',
        transitions: [{ toNodeId: 'd', toComponentId: '', label: '' }],
      },
      {
        id: 'd',
        name: 'GetBalance',
        type: 'dataaccess',
        kind: 'dataaccessNode',
        summary: 'Calls GET bank.api',
        transitions: [{ toNodeId: 's', toComponentId: '', label: 'failure' }],
        dataAccess: da,
      },
    ],
  },
];

function render(role: string, params: string[], over: Handlers = {}) {
  const t = fakeTransport({
    ...shellHandlers(role),
    'dialogs.list': () => ({ projects: [project], browseAvailable: true }),
    'dialogs.project': () => ({ project, components }),
    ...over,
  });
  renderWithApi(<DialogsScreen params={params} />, t);
  return t;
}

afterEach(cleanup);

describe('Dialogs screen', () => {
  it('draws a project’s flow and lists the same nodes in text; a data access node shows where its base URL comes from', async () => {
    render('admin', [URN]);
    const flow = await screen.findByTestId('flow-diagram');
    expect(
      within(flow)
        .getAllByTestId('flow-node')
        .map((n) => n.getAttribute('data-node')),
    ).toEqual(['start', 'GetBalance']);
    const list = screen.getByTestId('dlg-node-list');
    expect(list.textContent).toContain('start');
    expect(list.textContent).toContain('to GetBalance');
    fireEvent.click(within(flow).getAllByTestId('flow-node')[1]!);
    const node = screen.getByTestId('dlg-node');
    expect(within(node).getByTestId('dlg-da-base').textContent).toContain('https://bank.example.com');
    expect(within(node).getByTestId('dlg-da-base').textContent).toContain('environment');
    expect(node.textContent).toContain('5,000 ms (the node says 0: the server default)');
    expect(node.textContent).toContain('X-Key (values not shown)');
    expect(screen.getByTestId('dlg-nlu').textContent).toContain('urn:nlu');
  });

  it('gives analysts Try it only, and sends typed text as a turn', async () => {
    const t = render('analyst', [], {
      'dialogs.start': () => ({
        sessionId: 'sess-1',
        turn: {
          messages: ['Hello'],
          action: { kind: 'question', id: '', prompt: 'How can I help?', selectables: [], data: {} },
        },
      }),
      'dialogs.execute': () => ({
        messages: [],
        action: { kind: 'data', id: 'DA_BAL', prompt: '', selectables: [], data: { ACCOUNT: 'checking' } },
      }),
    });
    expect(await screen.findByTestId('tryit')).toBeTruthy();
    expect(screen.getByTestId('dialogs-tabs-projects').hasAttribute('disabled')).toBe(true);
    expect(t.calls.filter((c) => c.channel === 'dialogs.list')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('tryit-urn'), { target: { value: URN } });
    fireEvent.click(screen.getByTestId('tryit-start'));
    await screen.findByText('How can I help?', { exact: false });
    fireEvent.change(screen.getByTestId('tryit-text'), { target: { value: 'my balance' } });
    fireEvent.click(screen.getByTestId('tryit-send'));
    await waitFor(() => expect(screen.getByTestId('tryit-da-form')).toBeTruthy());
    expect(t.calls.find((c) => c.channel === 'dialogs.execute')?.request).toEqual({
      sessionId: 'sess-1',
      input: { kind: 'text', text: 'my balance' },
    });
    // Analysts cannot read the project, so the form starts from returnCode alone.
    expect(screen.getByTestId('tryit-da-returnCode')).toBeTruthy();
    // Analysts do not read event logs: the panel says so instead of opening a tail.
    expect(screen.getByTestId('tryit-nii').textContent).toContain('cannot read event logs');
    expect(t.calls.filter((c) => c.channel === 'eventlog.open')).toHaveLength(0);
  });

  it('waits for the NII tail before a conversation can start, so the first turn’s events are not missed', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const t = render('admin', ['try', URN], {
      'eventlog.open': async () => {
        await held;
        return { tailId: 'tail-1', topic: 'vigil', group: 'g', consumerName: 'c', partitions: [] };
      },
      'eventlog.close': () => ({ closed: true }),
    });
    const start = await screen.findByTestId('tryit-start');
    await waitFor(() => expect(t.calls.some((c) => c.channel === 'eventlog.open')).toBe(true));
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(start.textContent).toBe('Opening the event log…');
    answer();
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    expect(start.textContent).toBe('Start');
    expect(t.calls.filter((c) => c.channel === 'eventlog.open')[0]!.request).toMatchObject({ start: 'latest' });
  });
});
