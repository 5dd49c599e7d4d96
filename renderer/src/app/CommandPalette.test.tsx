import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoiceprintSummary } from '../../../shared/domain/voiceprints';
import { fail, fakeTransport, type Handlers } from '../../test/fake-transport.testkit';
import { renderWithApi } from '../../test/render.testkit';
import { CommandPalette } from './CommandPalette';
import { paletteHint, paletteItems } from './palette-items';

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/connections';
});

const SCREENS = [
  { id: 'voiceprints', label: 'Voiceprints' },
  { id: 'audit', label: 'Audit log' },
];
const PID = '3f2a9c1e-0b7d-4c55-9a1e-5d8f2b6c7a10';
const EID = '7b1e0c2d-4a5f-4e6a-8b9c-0d1e2f3a4b5c';

const profile = (over: Partial<VoiceprintSummary> = {}): VoiceprintSummary => ({
  gkVoiceprintProfileId: PID,
  gkOwnerId: '11111111-2222-4333-8444-555555555555',
  ownerType: 'OWNER_TYPE_PERSON',
  ownerExternalId: 'cust-00042',
  tag: 'main',
  status: 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED',
  lock: { locked: true, kind: 'automatic', lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES', mismatchCounter: 4 },
  ...over,
});

function open(h: Handlers) {
  const t = fakeTransport(h);
  let closed = 0;
  renderWithApi(<CommandPalette open onClose={() => closed++} screens={SCREENS} />, t);
  return { t, closed: () => closed };
}

describe('command palette search', () => {
  it('finds a voiceprint by the start of its owner’s customer ID and an engagement by the start of its external ID; Enter opens the first', async () => {
    const { t, closed } = open({
      'voiceprints.list': (r) => ({
        profiles: r.filter?.ownerExternalIdPrefix === 'cust-0004' ? [profile()] : [],
        totalSize: 1,
        totalSizeCapped: false,
      }),
      'engagements.list': (r) => ({
        items:
          r.filter?.engagementIdPrefix === 'cust-0004'
            ? [
                {
                  gkEngagementId: EID,
                  engagementId: 'cust-00042-call-7',
                  gkSessionIds: [],
                  isActive: false,
                  customData: {},
                },
              ]
            : [],
        nextPageToken: '',
        totalSize: 1,
        totalSizeCapped: false,
        browseAvailable: true,
      }),
      'configsets.list': () => ({ configsets: [] }),
    });
    const input = screen.getByTestId('palette-input');
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'cust-0004');
    const vp = await screen.findByTestId(`palette-item-voiceprints:${PID}`);
    expect(vp.textContent).toContain('cust-00042');
    expect(vp.textContent).toContain('customer · main · locked (automatic)');
    expect(screen.getByTestId(`palette-item-engagements:${EID}`).textContent).toContain('cust-00042-call-7');
    expect(screen.getByTestId('palette-item-people:cust-00042')).toBeTruthy();
    expect(vp.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe(`#/voiceprints/${PID}`);
    expect(closed()).toBe(1);
    // One search per settled text, not one per keystroke, each source asked for a handful.
    const asked = t.calls.filter((c) => c.channel === 'voiceprints.list').map((c) => c.request);
    expect(asked.at(-1)).toEqual({ filter: { ownerExternalIdPrefix: 'cust-0004' }, pageSize: 5 });
    expect(asked.length).toBeLessThan('cust-0004'.length);
  });

  it('a search that fails or is refused adds nothing and shows no raw error; none found says what to type', async () => {
    open({
      'voiceprints.list': () => {
        throw fail('INVALID_ARGUMENT', 'filter.ownerExternalIdPrefix: bad');
      },
      'engagements.list': () => {
        throw fail('PERMISSION_DENIED', 'support may not list engagements');
      },
      'configsets.list': () => ({ configsets: [] }),
    });
    await userEvent.type(screen.getByTestId('palette-input'), 'zz-unknown');
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).toMatch(/No customer, engagement/));
    expect(screen.getByTestId('palette-status').textContent).toMatch(/UUID like 3f2a9c1e-/);
    expect(screen.getByTestId('palette').textContent).not.toMatch(/INVALID_ARGUMENT|PERMISSION_DENIED/);
    // The exact external-ID lookup is still offered.
    expect(screen.getByTestId('palette-item-lookup:zz-unknown')).toBeTruthy();
  });

  it('part of a UUID gets a hint, not a page that would answer INVALID_ARGUMENT', async () => {
    const { t } = open({});
    await userEvent.type(screen.getByTestId('palette-input'), '3f2a9c1e-0b7d');
    expect(screen.getByTestId('palette-hint').textContent).toMatch(/whole UUID \(36 characters/);
    expect(screen.queryByTestId('palette-item-engagements:3f2a9c1e-0b7d')).toBeNull();
    expect(screen.queryByTestId('palette-item-lookup:3f2a9c1e-0b7d')).toBeNull();
    expect(screen.getByTestId('palette-input').getAttribute('aria-describedby')).toBe(
      screen.getByTestId('palette-hint').id,
    );
    // Hex may still start a customer or engagement ID: those are searched.
    await waitFor(() => expect(t.calls.some((c) => c.channel === 'voiceprints.list')).toBe(true));
  });
});

describe('paletteItems', () => {
  it('a whole UUID opens it in each area; screens match by label', () => {
    expect(paletteItems(PID, SCREENS).map((i) => i.href)).toEqual([
      `#/engagements/${PID}`,
      `#/voiceprints/${PID}`,
      `#/media/${PID}`,
    ]);
    expect(paletteItems('audit', SCREENS).map((i) => i.id)).toEqual(['screen:audit', 'lookup:audit']);
  });

  it('says what to type for text that cannot be an ID', () => {
    expect(paletteHint('cust 42')).toMatch(/no spaces/);
    expect(paletteHint('abcd12')).toMatch(/whole UUID/);
    expect(paletteHint(PID)).toBeUndefined();
    expect(paletteHint('cust-00042')).toBeUndefined();
    expect(paletteItems('cust 42', SCREENS)).toEqual([]);
  });
});
