import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import ModelsScreen, { DEPLOY_HINT, MODELS_NOT_OFFERED } from './ModelsScreen.js';

const URN = 'urn:nuance-mix:tag:model/vigil-banking/mix.nlu?=language=eng-USA';
const model = {
  urn: URN,
  contextTag: 'vigil-banking',
  language: 'eng-USA',
  intents: ['CHANGE_ADDRESS', 'REPLACE_CARD'],
  sentenceCount: 271,
  buildMs: 3100,
  version: 2,
  deployedAt: '2026-11-23T18:00:00.000Z',
};

function render(role: string, over: Handlers) {
  const t = fakeTransport({ ...shellHandlers(role), ...over });
  renderWithApi(<ModelsScreen params={[]} />, t);
  return t;
}

afterEach(cleanup);

describe('Models screen', () => {
  it("lists the app's models with their URN, intents and sentences", async () => {
    render('analyst', {
      'models.list': () => ({ models: [model], nextPageToken: '', totalSize: 1, browseAvailable: true }),
    });
    const item = await screen.findByTestId('model-item');
    expect(item.getAttribute('data-urn')).toBe(URN);
    expect(within(item).getByTestId('model-urn').textContent).toBe(URN);
    expect(within(item).getByTestId('model-sentences').textContent).toBe('271');
    const intents = within(item).getByRole('list', { name: 'Intents of vigil-banking' });
    expect(
      within(intents)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CHANGE_ADDRESS', 'REPLACE_CARD']);
    expect(screen.getByTestId('models-total').textContent).toBe('(1)');
  });

  it('says how to deploy a model when there is none, and when the server cannot list them', async () => {
    render('admin', {
      'models.list': () => ({ models: [], nextPageToken: '', totalSize: 0, browseAvailable: true }),
    });
    expect((await screen.findByTestId('models-empty')).textContent).toContain(DEPLOY_HINT);
    cleanup();
    render('admin', {
      'models.list': () => ({ models: [], nextPageToken: '', totalSize: 0, browseAvailable: false }),
    });
    expect((await screen.findByTestId('models-unavailable')).textContent).toBe(MODELS_NOT_OFFERED);
  });

  it('support staff are told they may not list models, and nothing is asked of the server', async () => {
    const t = render('support', {
      'models.list': () => {
        throw new Error('must not be called');
      },
    });
    await waitFor(() => expect(screen.getByTestId('models-denied').textContent).toMatch(/list semantic models/));
    expect(t.calls.filter((c) => c.channel === 'models.list')).toHaveLength(0);
  });
});
