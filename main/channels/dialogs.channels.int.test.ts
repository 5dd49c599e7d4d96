// dialogs.* through the real router against the real reference server (in-process, port 0, demo
// data and the banking dialog project): the project listed and read with its data access nodes,
// then a Try it conversation: text in, a client-side data action out, its Get Data answered, the
// balance heard; Stop ends the session (the next turn is refused as the server refuses it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialogComponent, DialogProject, DialogTurn } from '../../shared/ipc/channels/dialogs.js';
import { err, ok, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';

const URN = 'urn:nuance-mix:tag:model/vigil-banking-dialog/mix.dialog';
let harness: ConsoleWithServer | undefined;

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-dialogs-int-', dialogDemo: true });
}, 240_000);
afterAll(async () => {
  await harness?.close();
});

describe('dialogs channels', () => {
  it('lists the deployed project and reads its client-side data access node', async () => {
    const { main } = harness!;
    const list = ok<{ projects: DialogProject[]; browseAvailable: boolean }>(await main.invoke('dialogs.list', {}));
    expect(list.browseAvailable).toBe(true);
    expect(list.projects.map((p) => p.urn)).toEqual([URN]);
    expect(list.projects[0]!.nluUrns).toEqual([
      'urn:nuance-mix:tag:model/vigil-banking-dialog/mix.nlu?=language=eng-USA',
    ]);
    const read = ok<{ components: DialogComponent[] }>(await main.invoke('dialogs.project', { urn: URN }));
    expect(read.components[0]!.name).toBe('Main');
    const da = read.components.flatMap((c) => c.nodes).find((n) => n.name === 'DA_I_REQUEST_ACCOUNT_BALANCE')!;
    expect(da.dataAccess).toMatchObject({
      clientSide: true,
      sendData: ['ACCOUNT_NAME'],
      getData: ['DAReturnStatus', 'accountBalance'],
    });
    expect(da.transitions.map((t) => t.label)).toEqual(['success', 'failure']);
  });

  it('names a missing project in the request’s terms', async () => {
    expect(err(await harness!.main.invoke('dialogs.project', { urn: `${URN}x` }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('has a conversation: text, a client-side data action answered with its Get Data, then Stop', async () => {
    const { main } = harness!;
    const started = ok<{ sessionId: string; turn: DialogTurn }>(await main.invoke('dialogs.start', { urn: URN }));
    expect(started.sessionId).not.toBe('');
    expect(started.turn.action.kind).toBe('question');
    const asked = ok<DialogTurn>(
      await main.invoke('dialogs.execute', {
        sessionId: started.sessionId,
        input: { kind: 'text', text: 'what is my checking balance' },
      }),
    );
    expect(asked.action).toMatchObject({ kind: 'data', id: 'DA_I_REQUEST_ACCOUNT_BALANCE' });
    expect(Object.keys(asked.action.data)).toEqual(['ACCOUNT_NAME']);
    const told = ok<DialogTurn>(
      await main.invoke('dialogs.execute', {
        sessionId: started.sessionId,
        input: {
          kind: 'data',
          id: 'DA_I_REQUEST_ACCOUNT_BALANCE',
          data: { returnCode: '0', DAReturnStatus: 'Success', accountBalance: '$1,234' },
        },
      }),
    );
    expect([...told.messages, told.action.prompt].join(' ')).toContain('$1,234');
    ok(await main.invoke('dialogs.stop', { sessionId: started.sessionId }));
    expect(
      err(
        await main.invoke('dialogs.execute', { sessionId: started.sessionId, input: { kind: 'text', text: 'hello' } }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
