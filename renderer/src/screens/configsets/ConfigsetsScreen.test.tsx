import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTransport, fail, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import { useRoute } from '../../app/route.js';
import { formatDateTime } from '../../components/index.js';
import type { Revision, RevisionDetail } from '../../../../shared/domain/configsets.js';
import ConfigsetsScreen from './ConfigsetsScreen.js';

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/configsets/fraud-desk';
});

const id = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-00000000000${n}`;
const rev = (n: number, state: Revision['state'], createdAt: string, description: string): Revision => ({
  revisionId: id(n),
  configsetId: 'fraud-desk',
  type: 'CONFIGSET_TYPE_OPERATIONAL',
  state,
  createdAt,
  updatedAt: createdAt,
  createdBy: 'appID:vigil:geo:local:clientName:demo-admin',
  updatedBy: 'appID:vigil:geo:local:clientName:demo-admin',
  description,
});
// Deliberately not in time order: the screen shows newest first.
const REVS = [
  rev(1, 'STATE_ACTIVE', '2026-01-10T09:00:00.000Z', 'Current: threshold 55'),
  rev(2, 'STATE_INACTIVE', '2026-01-01T09:00:00.000Z', 'Launch'),
  rev(3, 'STATE_SAVED', '2026-01-15T09:00:00.000Z', 'Draft'),
  rev(4, 'STATE_INVALID', '2026-01-12T09:00:00.000Z', 'Typo'),
];
const content = (t: number, extra = '') =>
  `{\n  "decision": {\n    "fraudRiskThreshold": ${t}${extra}\n  },\n  "sessions": {\n    "sessionTimeoutSeconds": 600\n  }\n}`;
const detail = (r: Revision, text: string): RevisionDetail => ({ ...r, content: text, services: [] });
const DETAILS: Record<string, RevisionDetail> = {
  [id(1)]: detail(REVS[0]!, content(55)),
  [id(2)]: detail(REVS[1]!, content(70, ',\n    "minReliability": 30')),
  [id(3)]: detail(REVS[2]!, content(60)),
  [id(4)]: detail(REVS[3]!, content(550)),
};
const SCHEMA = {
  services: [
    {
      serviceName: 'decision',
      contentKey: 'decision',
      schema: {
        title: 'Decision thresholds',
        type: 'object',
        properties: {
          fraudRiskThreshold: {
            type: 'number',
            minimum: 0,
            maximum: 100,
            default: 70,
            description: 'Risk at or above which: FRAUD.',
          },
          minReliability: { type: 'number', minimum: 0, maximum: 100, default: 40 },
        },
      },
    },
  ],
};

function handlers(role = 'admin', over: Handlers = {}): Handlers {
  return {
    ...shellHandlers(role),
    'configsets.list': () => ({
      configsets: [
        {
          configsetId: 'fraud-desk',
          type: 'CONFIGSET_TYPE_OPERATIONAL',
          active: REVS[0],
          revisionCount: 4,
          counts: {},
          lastChangeAt: '2026-01-15T09:00:00.000Z',
          lastChangeBy: 'demo-admin',
        },
      ],
    }),
    'configsets.revisions': () => ({ revisions: REVS }),
    'configsets.revision': (req) => {
      const d = DETAILS[req.revisionId];
      if (!d) throw fail('NOT_FOUND', 'no such revision');
      return d;
    },
    'configsets.active': () => DETAILS[id(1)]!,
    'configsets.schema': () => SCHEMA,
    'templates.list': () => ({ templates: [] }),
    ...over,
  };
}

function Routed() {
  const { path } = useRoute();
  return <ConfigsetsScreen params={path.slice(1)} />;
}

describe('ConfigsetsScreen', () => {
  it('shows loading, then an error with retry, for the configset list', async () => {
    let calls = 0;
    const t = fakeTransport(
      handlers('admin', {
        'configsets.list': () => {
          calls++;
          throw fail('UNAVAILABLE', 'The server cannot be reached right now.');
        },
      }),
    );
    renderWithApi(<Routed />, t);
    expect(screen.getByTestId('cs-list-loading')).toBeTruthy();
    expect((await screen.findByTestId('cs-list-error-message')).textContent).toBe(
      'The server cannot be reached right now.',
    );
    fireEvent.click(screen.getByTestId('cs-list-error-retry'));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says so when the scope has no configsets', async () => {
    window.location.hash = '#/configsets';
    renderWithApi(<Routed />, fakeTransport(handlers('admin', { 'configsets.list': () => ({ configsets: [] }) })));
    expect(await screen.findByTestId('cs-list-empty')).toBeTruthy();
    expect(screen.getByTestId('cs-none')).toBeTruthy();
  });

  it('lists the revisions newest first with their state badges, and opens the active one', async () => {
    renderWithApi(<Routed />, fakeTransport(handlers()));
    const timeline = await screen.findByTestId('cs-timeline');
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual([
      `cs-rev-${id(3)}`,
      `cs-rev-${id(4)}`,
      `cs-rev-${id(1)}`,
      `cs-rev-${id(2)}`,
    ]);
    expect(items.map((li) => within(li).getByTestId(/^cs-rev-state-/).textContent)).toEqual([
      'SAVED',
      'INVALID',
      'ACTIVE',
      'INACTIVE',
    ]);
    expect(within(items[0]!).getByText('Draft')).toBeTruthy();
    expect(within(items[0]!).getByText(/by demo-admin/)).toBeTruthy();
    // The active revision is shown by default, with line numbers.
    expect((await screen.findByTestId('cs-revision-state')).textContent).toBe('ACTIVE');
    expect(screen.getByTestId('cs-content').textContent).toContain('"fraudRiskThreshold": 55');
    // Its delete is disabled, with the reason.
    fireEvent.click(screen.getByTestId('cs-revision-more'));
    expect(screen.getByTestId('cs-revision-delete').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('cs-revision-delete-reason').textContent).toMatch(/ACTIVE revision cannot be deleted/);
    // Another revision opens on click.
    fireEvent.click(screen.getByTestId(`cs-rev-open-${id(2)}`));
    await waitFor(() => expect(screen.getByTestId('cs-revision-state').textContent).toBe('INACTIVE'));
    if (!screen.queryByTestId('cs-revision-more-menu')) fireEvent.click(screen.getByTestId('cs-revision-more'));
    expect(screen.getByTestId('cs-revision-delete').getAttribute('aria-disabled')).toBeNull();
  });

  it('compares two revisions side by side, highlighting changed and added lines', async () => {
    renderWithApi(<Routed />, fakeTransport(handlers()));
    fireEvent.click(await screen.findByTestId(`cs-rev-pick-${id(2)}`));
    fireEvent.click(screen.getByTestId(`cs-rev-pick-${id(1)}`));
    const table = await screen.findByTestId('cs-diff');
    const rows = within(table).getAllByRole('row');
    // Older (id 2, threshold 70 + minReliability) on the left, newer (id 1, threshold 55) on the right.
    expect((screen.getByTestId('cs-compare-left') as HTMLSelectElement).value).toBe(id(2));
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual([
      'same',
      'same',
      'changed',
      'removed',
      'same',
      'same',
      'same',
      'same',
      'same',
    ]);
    expect(rows[2]!.textContent).toContain('"fraudRiskThreshold": 70,');
    expect(rows[2]!.textContent).toContain('"fraudRiskThreshold": 55');
    expect(rows[3]!.textContent).toContain('"minReliability": 30');
    expect(screen.getByTestId('cs-diff-summary').textContent).toBe('+0 added · −1 removed · ~1 changed');
  });

  it('the editor shows a violation at the setting and at the JSON line, then activates naming the revision that goes INACTIVE', async () => {
    const created: unknown[] = [];
    const t = fakeTransport(
      handlers('admin', {
        'configsets.create': (req) => {
          created.push(req);
          const c = req.content as { raw: string };
          if (JSON.parse(c.raw).decision.fraudRiskThreshold > 100)
            throw fail('INVALID_ARGUMENT', 'the configset content is not valid (nothing was stored)', {
              fieldViolations: [
                {
                  field: 'content.decision.fraudRiskThreshold',
                  message: 'must be at most 100',
                  violation: 'OUT_OF_RANGE',
                },
              ],
            });
          return { revisionId: id(5) };
        },
        'configsets.activate': () => ({ ...REVS[0]!, revisionId: id(5), state: 'STATE_ACTIVE' as const }),
      }),
    );
    t.handlers['configsets.revision'] = (req) =>
      req.revisionId === id(5)
        ? detail(rev(5, 'STATE_VALIDATED', '2026-01-20T09:00:00.000Z', ''), content(40))
        : DETAILS[req.revisionId]!;
    renderWithApi(<Routed />, t);
    fireEvent.click(await screen.findByTestId('cs-new-revision'));
    const input = (await screen.findByTestId('cs-input-decision.fraudRiskThreshold')) as HTMLInputElement;
    expect(input.value).toBe('55');
    fireEvent.change(input, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('cs-editor-validate'));
    expect((await screen.findByTestId('cs-setting-decision.fraudRiskThreshold-error')).textContent).toBe(
      'must be at most 100',
    );
    expect(created[0]).toMatchObject({ configsetId: 'fraud-desk', performValidation: true });
    expect(JSON.parse((created[0] as { content: { raw: string } }).content.raw)).toEqual({
      decision: { fraudRiskThreshold: 400 },
      sessions: { sessionTimeoutSeconds: 600 },
    });
    // The same violation at its line in the JSON view.
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByTestId('cs-json-bad-3')).toBeTruthy();
    expect(screen.getByTestId('cs-json-mark-3').textContent).toContain(
      'content.decision.fraudRiskThreshold must be at most 100',
    );
    // Before a revision is stored, the primary action validates first.
    expect(screen.getByTestId('cs-editor-activate').textContent).toBe('Validate and activate…');

    // Fixed, validated, activated.
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.change(screen.getByTestId('cs-input-decision.fraudRiskThreshold'), { target: { value: '40' } });
    expect(screen.queryByTestId('cs-setting-decision.fraudRiskThreshold-error')).toBeNull();
    fireEvent.click(screen.getByTestId('cs-editor-validate'));
    expect((await screen.findByTestId('cs-editor-created')).textContent).toContain('VALIDATED');
    expect(screen.getByTestId('cs-editor-activate').textContent).toBe('Activate…');
    fireEvent.click(screen.getByTestId('cs-editor-activate'));
    const dialog = await screen.findByTestId('cs-activate');
    expect(within(dialog).getByTestId('cs-activate-old').textContent).toBe(
      `Revision ${id(1)} (created ${formatDateTime('2026-01-10T09:00:00.000Z')}), active now, becomes INACTIVE.`,
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('cs-activate-new').textContent).toContain(
        formatDateTime('2026-01-20T09:00:00.000Z'),
      ),
    );
    fireEvent.click(within(dialog).getByTestId('cs-activate-ok'));
    await waitFor(() => expect(t.calls.some((c) => c.channel === 'configsets.activate')).toBe(true));
    expect(t.calls.find((c) => c.channel === 'configsets.activate')?.request).toEqual({ revisionId: id(5) });
    await waitFor(() => expect(window.location.hash).toBe(`#/configsets/fraud-desk/${id(5)}`));
  });

  it('by keyboard: the editor opens on the description, Enter validates and activates, a violation takes the focus, the activated revision says what it replaced and what changed', async () => {
    const user = userEvent.setup();
    let activated = false;
    const created: unknown[] = [];
    const t = fakeTransport(
      handlers('admin', {
        'configsets.create': (req) => {
          created.push(req);
          const c = req.content as { raw: string };
          if (JSON.parse(c.raw).decision.fraudRiskThreshold > 100)
            throw fail('INVALID_ARGUMENT', 'the configset content is not valid (nothing was stored)', {
              fieldViolations: [{ field: 'content.decision.fraudRiskThreshold', message: 'must be at most 100' }],
            });
          return { revisionId: id(5) };
        },
        'configsets.activate': () => {
          activated = true;
          return { ...REVS[0]!, revisionId: id(5), state: 'STATE_ACTIVE' as const };
        },
      }),
    );
    const rev5 = (state: Revision['state']) => rev(5, state, '2026-01-20T09:00:00.000Z', 'Threshold 40');
    t.handlers['configsets.revision'] = (req) =>
      req.revisionId === id(5)
        ? detail(rev5(activated ? 'STATE_ACTIVE' : 'STATE_VALIDATED'), content(40))
        : DETAILS[req.revisionId]!;
    t.handlers['configsets.revisions'] = () => ({
      revisions: activated
        ? [rev5('STATE_ACTIVE'), { ...REVS[0]!, state: 'STATE_INACTIVE' as const }, ...REVS.slice(1)]
        : REVS,
    });
    renderWithApi(<Routed />, t);
    await user.click(await screen.findByTestId('cs-new-revision'));
    // The first thing to type: what this revision changes.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cs-description-input')));
    await user.keyboard('Threshold 40');
    const input = (await screen.findByTestId('cs-input-decision.fraudRiskThreshold')) as HTMLInputElement;
    await user.tripleClick(input);
    await user.keyboard('400');
    // Enter back in the description submits too.
    await user.click(screen.getByTestId('cs-description-input'));
    await user.keyboard('{Enter}');
    // Not valid: nothing stored, the focus on the setting, which says what to fix.
    expect((await screen.findByTestId('cs-setting-decision.fraudRiskThreshold-error')).textContent).toBe(
      'must be at most 100',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('cs-input-decision.fraudRiskThreshold')),
    );
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('cs-editor-error').textContent).toContain('Fix each setting marked below');
    expect(screen.queryByTestId('cs-activate')).toBeNull();
    expect(created).toHaveLength(1);

    await user.keyboard('{Control>}a{/Control}40{Enter}');
    // Valid: stored as VALIDATED and the confirmation opens at once, on its Activate button.
    const dialog = await screen.findByTestId('cs-activate');
    expect(created[1]).toMatchObject({ performValidation: true, description: 'Threshold 40' });
    expect(within(dialog).getByTestId('cs-activate-old').textContent).toContain(`Revision ${id(1)}`);
    // It says what changes from the active revision.
    const inDialog = await within(dialog).findByTestId('cs-activate-changes-list');
    expect(
      within(inDialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['decision.fraudRiskThreshold 55  changed to  40']);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('cs-activate-ok')));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe(`#/configsets/fraud-desk/${id(5)}`));
    expect(t.calls.filter((c) => c.channel === 'configsets.activate').map((c) => c.request)).toEqual([
      { revisionId: id(5) },
    ]);

    // The new revision, with the focus on the sentence that says it is active and what it replaced.
    const note = await screen.findByTestId('cs-revision-activated');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.textContent).toContain('this revision is ACTIVE');
    expect(note.textContent).toContain(`${id(1).slice(0, 8)}`);
    expect(note.textContent).toContain('is INACTIVE');
    await waitFor(() => expect(screen.getByTestId('cs-revision-state').textContent).toBe('ACTIVE'));
    const changes = screen.getByTestId('cs-changes');
    expect(changes.textContent).toContain('the revision it replaced');
    const change = await within(changes).findByTestId('cs-change-decision.fraudRiskThreshold');
    expect(change.textContent).toBe('decision.fraudRiskThreshold 55  changed to  40');
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a revision shows its changes from the revision before it, and Compare opens them side by side', async () => {
    renderWithApi(<Routed />, fakeTransport(handlers()));
    // The active revision (threshold 55) after the older INACTIVE one (70, minReliability 30).
    const changes = await screen.findByTestId('cs-changes');
    expect(changes.textContent).toContain('the revision before it');
    expect(within(changes).getByTestId('cs-changes-base-state').textContent).toBe('INACTIVE');
    await within(changes).findByTestId('cs-changes-list');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-testid')),
    ).toEqual(['cs-change-decision.fraudRiskThreshold', 'cs-change-decision.minReliability']);
    expect(within(changes).getByTestId('cs-change-decision.minReliability').textContent).toBe(
      'decision.minReliability removed (was 30)',
    );
    fireEvent.click(within(changes).getByTestId('cs-changes-compare'));
    await screen.findByTestId('cs-diff');
    expect((screen.getByTestId('cs-compare-left') as HTMLSelectElement).value).toBe(id(2));
    expect((screen.getByTestId('cs-compare-right') as HTMLSelectElement).value).toBe(id(1));
    // The oldest revision has nothing before it.
    fireEvent.click(screen.getByTestId(`cs-rev-open-${id(2)}`));
    await waitFor(() => expect(screen.getByTestId('cs-revision-state').textContent).toBe('INACTIVE'));
    expect(screen.queryByTestId('cs-changes')).toBeNull();
  });

  it('Enter in the list filter opens the first configset that matches', async () => {
    window.location.hash = '#/configsets';
    const user = userEvent.setup();
    renderWithApi(<Routed />, fakeTransport(handlers()));
    await user.click(await screen.findByTestId('cs-filter'));
    await user.keyboard('fraud{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/configsets/fraud-desk'));
    expect(document.activeElement).toBe(screen.getByTestId('cs-item-fraud-desk'));
    expect(await screen.findByTestId('cs-detail-id')).toBeTruthy();
  });

  it('validating a stored revision shows its violations at the content line', async () => {
    window.location.hash = `#/configsets/fraud-desk/${id(4)}`;
    const t = fakeTransport(
      handlers('admin', {
        'configsets.validate': () => {
          throw fail('INVALID_ARGUMENT', 'not valid', {
            fieldViolations: [{ field: 'content.decision.fraudRiskThreshold', message: 'must be at most 100' }],
          });
        },
      }),
    );
    renderWithApi(<Routed />, t);
    fireEvent.click(await screen.findByTestId('cs-revision-validate'));
    expect((await screen.findByTestId('cs-content-violation-3')).textContent).toBe(
      'content.decision.fraudRiskThreshold must be at most 100',
    );
  });

  it('an analyst sees the write actions disabled with the reason', async () => {
    renderWithApi(<Routed />, fakeTransport(handlers('analyst')));
    await screen.findByTestId('cs-revision-state');
    await waitFor(() => expect((screen.getByTestId('cs-revision-newfrom') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('cs-revision-newfrom-reason').textContent).toBeTruthy();
    expect((screen.getByTestId('cs-new-revision') as HTMLButtonElement).disabled).toBe(true);
  });

  it('deleting a configset needs its ID typed, and takes a reason kept in the local audit', async () => {
    const t = fakeTransport(handlers('admin', { 'configsets.delete': () => ({}) }));
    renderWithApi(<Routed />, t);
    fireEvent.click(await screen.findByTestId('cs-more'));
    await waitFor(() => expect(screen.getByTestId('cs-delete').getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(screen.getByTestId('cs-delete'));
    const ok = screen.getByTestId('cs-delete-confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(screen.getByTestId('cs-delete-confirm').textContent).toMatch(/audit log only/);
    fireEvent.change(screen.getByTestId('cs-delete-reason'), { target: { value: 'CHG-12 retired desk' } });
    fireEvent.change(screen.getByTestId('cs-delete-confirm-input'), { target: { value: 'fraud-desk' } });
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    await waitFor(() =>
      expect(t.calls.find((c) => c.channel === 'configsets.delete')?.request).toEqual({
        configsetId: 'fraud-desk',
        reason: 'CHG-12 retired desk',
      }),
    );
  });
});

describe('Templates tab', () => {
  const tpl = (templateId: string, description: string) => ({
    ...rev(9, 'STATE_ACTIVE', '2026-01-02T00:00:00.000Z', description),
    configsetId: templateId,
    templateId,
    revisionCount: 1,
  });

  it('lists templates, shows one, generates from a factory ID and shows create violations at the field and line', async () => {
    window.location.hash = '#/configsets/@templates';
    const t = fakeTransport(
      handlers('admin', {
        'templates.list': () => ({ templates: [tpl('IVRTextDependent', 'IVR with a passphrase')] }),
        'templates.get': (req) => ({ templateId: req.templateId, content: content(75), services: [] }),
        'templates.generate': () => ({ templateRevisionId: id(8) }),
        'templates.create': () => {
          throw fail('INVALID_ARGUMENT', 'the template content is not valid (nothing was stored)', {
            fieldViolations: [{ field: 'content.decision.fraudRiskThreshold', message: 'must be at most 100' }],
          });
        },
      }),
    );
    renderWithApi(<Routed />, t);
    fireEvent.click(await screen.findByTestId('tpl-item-IVRTextDependent'));
    expect((await screen.findByTestId('tpl-content')).textContent).toContain('"fraudRiskThreshold": 75');

    fireEvent.change(screen.getByTestId('tpl-factory-input'), { target: { value: 'PostCallFraudDetection' } });
    fireEvent.click(screen.getByTestId('tpl-generate'));
    await waitFor(() =>
      expect(t.calls.find((c) => c.channel === 'templates.generate')?.request).toEqual({
        factoryId: 'PostCallFraudDetection',
      }),
    );

    fireEvent.click(screen.getByTestId('tpl-new'));
    fireEvent.change(screen.getByTestId('tpl-create-id-input'), { target: { value: 'night-shift' } });
    fireEvent.change(screen.getByTestId('cs-json'), {
      target: { value: '{\n  "decision": {\n    "fraudRiskThreshold": 700\n  }\n}' },
    });
    fireEvent.click(screen.getByTestId('tpl-create-save'));
    expect((await screen.findByTestId('cs-json-mark-3')).textContent).toContain('must be at most 100');
    expect(t.calls.find((c) => c.channel === 'templates.create')?.request).toMatchObject({ templateId: 'night-shift' });
  });
});
