import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportStatus, VoiceprintDetails, VoiceprintSummary } from '../../../../shared/domain/voiceprints.js';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import VoiceprintsScreen from './VoiceprintsScreen.js';

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/voiceprints';
});

const PID = '11111111-2222-4333-8444-555555555555';
const SEG = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const summary = (over: Partial<VoiceprintSummary> = {}): VoiceprintSummary => ({
  gkVoiceprintProfileId: PID,
  gkOwnerId: '99999999-2222-4333-8444-555555555555',
  ownerType: 'OWNER_TYPE_PERSON',
  ownerExternalId: 'cust-00042',
  tag: 'main',
  version: 3,
  status: 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED',
  lock: {
    locked: true,
    kind: 'automatic',
    lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
    mismatchCounter: 5,
    autoUnlockTimestamp: new Date(Date.now() + 3_600_000).toISOString(),
  },
  creationTimestamp: '2026-01-01T00:00:00.000Z',
  ...over,
});
const details = (over: Partial<VoiceprintDetails> = {}): VoiceprintDetails => ({
  ...summary(),
  template: { voiceClassScore: 71.5, latestTrainTimestamp: '2026-01-02T00:00:00.000Z' },
  customData: {},
  segments: [
    {
      gkProcessedAudioId: SEG,
      gkMediaSegmentId: 'mmmmmmmm-bbbb-4ccc-8ddd-eeeeeeeeeeee',
      consistencyDecision: 'CONSISTENCY_DECISION_CONSISTENT',
      usedForTrain: true,
      netAudio: 12.5,
    },
  ],
  ...over,
});

function setup(extra: Handlers = {}, role = 'support') {
  const t = fakeTransport({
    ...shellHandlers(role),
    'voiceprints.list': () => ({ profiles: [summary()], totalSize: 1, totalSizeCapped: false }),
    'voiceprints.reports': () => ({ reports: [] }),
    ...extra,
  });
  renderWithApi(<VoiceprintsScreen params={window.location.hash.split('/').slice(2)} />, t);
  return t;
}
/** The violation text the Field shows for this control. */
const fieldError = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** Clicks a role-gated button once the role is known and allows it. */
async function clickWhenEnabled(testId: string) {
  const b = (await screen.findByTestId(testId)) as HTMLButtonElement;
  await waitFor(() => expect(b.disabled).toBe(false));
  fireEvent.click(b);
}
/** Opens the "more actions" menu, waits for the item to be enabled (the role is known) and picks it. */
async function pickWhenEnabled(testId: string) {
  fireEvent.click(await screen.findByTestId('vp-more'));
  await waitFor(() => expect(screen.getByTestId(testId).getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(screen.getByTestId(testId));
}
const callsTo = (t: ReturnType<typeof setup>, channel: string) => t.calls.filter((c) => c.channel === channel);

describe('voiceprints list', () => {
  it('shows loading, then the rows with their lock state', async () => {
    setup();
    expect(screen.getByTestId('vp-list-loading')).toBeTruthy();
    const row = await screen.findByTestId(`row-${PID}`);
    expect(row.textContent).toContain('cust-00042');
    expect(row.textContent).toContain('locked · auto');
    expect(screen.getByTestId('vp-list-count').textContent).toContain('1 profile');
  });

  it('shows the empty state, and filters go to main as given', async () => {
    const t = setup({ 'voiceprints.list': () => ({ profiles: [], totalSize: 0, totalSizeCapped: false }) });
    await screen.findByTestId('vp-list-empty');
    fireEvent.change(screen.getByTestId('vp-filter-lock'), { target: { value: 'LOCK_STATUS_LOCKED' } });
    fireEvent.change(screen.getByTestId('vp-filter-prefix'), { target: { value: 'cust-' } });
    fireEvent.click(screen.getByTestId('vp-filter-apply'));
    await waitFor(() => expect(callsTo(t, 'voiceprints.list')).toHaveLength(2));
    expect(callsTo(t, 'voiceprints.list')[1]!.request).toMatchObject({
      filter: { lockStatus: 'LOCK_STATUS_LOCKED', ownerExternalIdPrefix: 'cust-' },
    });
  });

  it('shows the error with its code, violations and a retry', async () => {
    let n = 0;
    setup({
      'voiceprints.list': () => {
        if (n++ === 0)
          throw fail('INVALID_ARGUMENT', 'bad filter', {
            fieldViolations: [{ field: 'filter.tag', message: 'too long' }],
          });
        return { profiles: [summary()], totalSize: 1, totalSizeCapped: false };
      },
    });
    expect((await screen.findByTestId('vp-list-error-code')).textContent).toBe('INVALID_ARGUMENT');
    expect(screen.getByTestId('vp-list-error-violations').textContent).toContain('too long');
    fireEvent.click(screen.getByTestId('vp-list-error-retry'));
    await screen.findByTestId(`row-${PID}`);
  });
});

describe('voiceprint detail and actions', () => {
  beforeEach(() => {
    window.location.hash = `#/voiceprints/${PID}`;
  });

  it('unlock asks once, then shows what the server reads back', async () => {
    let locked = true;
    const t = setup({
      'voiceprints.get': () =>
        details(locked ? {} : { lock: { locked: false, lockReason: 'LOCK_REASON_UNSPECIFIED', mismatchCounter: 0 } }),
      'voiceprints.unlock': (r) => ((locked = false), { gkVoiceprintProfileId: r.gkVoiceprintProfileId }),
    });
    expect((await screen.findByTestId('vp-lock-badge')).textContent).toBe('LOCKED');
    await clickWhenEnabled('vp-unlock');
    const dialog = screen.getByTestId('vp-confirm-unlock');
    expect(dialog.textContent).toMatch(/mismatch counter goes back to 0/);
    fireEvent.click(within(dialog).getByTestId('vp-confirm-unlock-ok'));
    await waitFor(() => expect(screen.getByTestId('vp-lock-badge').textContent).toBe('UNLOCKED'));
    expect(callsTo(t, 'voiceprints.unlock')[0]!.request).toEqual({ gkVoiceprintProfileId: PID });
    expect(callsTo(t, 'voiceprints.get').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('vp-confirm-unlock')).toBeNull();
  });

  it('unlock takes a reason or ticket, focused when the dialog opens, said to stay in the local audit; Enter unlocks', async () => {
    let locked = true;
    const t = setup({
      'voiceprints.get': () =>
        details(locked ? {} : { lock: { locked: false, lockReason: 'LOCK_REASON_UNSPECIFIED', mismatchCounter: 0 } }),
      'voiceprints.unlock': (r) => ((locked = false), { gkVoiceprintProfileId: r.gkVoiceprintProfileId }),
    });
    await clickWhenEnabled('vp-unlock');
    const input = within(screen.getByTestId('vp-confirm-unlock')).getByTestId('vp-unlock-reason-input');
    expect(document.activeElement).toBe(input);
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/audit log only/);
    fireEvent.change(input, { target: { value: '  INC-4711 caller verified  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('vp-lock-badge').textContent).toBe('UNLOCKED'));
    expect(callsTo(t, 'voiceprints.unlock').map((c) => c.request)).toEqual([
      { gkVoiceprintProfileId: PID, reason: 'INC-4711 caller verified' },
    ]);
    // The profile's changes, reasons included, are one link away.
    expect(screen.getByTestId('vp-audit-link').getAttribute('href')).toBe(`#/audit/${PID}`);
  });

  it('lock needs no confirmation and sends the reason; a violation shows at the reason field', async () => {
    const t = setup({
      'voiceprints.get': () =>
        details({ lock: { locked: false, lockReason: 'LOCK_REASON_UNSPECIFIED', mismatchCounter: 0 } }),
      'voiceprints.lock': (r) => {
        if (r.reason === 'x')
          throw fail('INVALID_ARGUMENT', 'bad reason', {
            fieldViolations: [{ field: 'reason', message: 'reason is too short' }],
          });
        return { gkVoiceprintProfileId: r.gkVoiceprintProfileId };
      },
    });
    const input = await screen.findByTestId('vp-lock-reason-input');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('vp-lock-submit'));
    await waitFor(() => expect(fieldError(input)).toContain('reason is too short'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'phone stolen' } });
    fireEvent.click(screen.getByTestId('vp-lock-submit'));
    await waitFor(() => expect(callsTo(t, 'voiceprints.lock')).toHaveLength(2));
    expect(callsTo(t, 'voiceprints.lock')[1]!.request).toEqual({ gkVoiceprintProfileId: PID, reason: 'phone stolen' });
  });

  it('delete profile needs the ID typed and says the segments go too; delete template explains retraining', async () => {
    const t = setup({
      'voiceprints.get': () => details(),
      'voiceprints.delete': (r) => ({ gkVoiceprintProfileId: r.gkVoiceprintProfileId }),
    });
    await pickWhenEnabled('vp-delete-template');
    expect(screen.getByTestId('vp-confirm-delete-template').textContent).toMatch(
      /profile itself stays.*must be retrained/,
    );
    fireEvent.click(screen.getByTestId('vp-confirm-delete-template-cancel'));

    await pickWhenEnabled('vp-delete');
    const dialog = screen.getByTestId('vp-confirm-delete');
    expect(dialog.textContent).toMatch(/all its data.*1 enrollment segment/);
    const ok = within(dialog).getByTestId('vp-confirm-delete-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('vp-confirm-delete-input'), { target: { value: PID.slice(0, 10) } });
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('vp-confirm-delete-input'), { target: { value: PID } });
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    await waitFor(() => expect(callsTo(t, 'voiceprints.delete')).toHaveLength(1));
    await waitFor(() => expect(window.location.hash).toBe('#/voiceprints'));
  });

  it('remove segment names the segment in its confirmation', async () => {
    const t = setup({
      'voiceprints.get': () => details(),
      'voiceprints.removeSegment': (r) => ({ gkVoiceprintProfileId: r.gkVoiceprintProfileId }),
    });
    const remove = (await screen.findByTestId(`vp-remove-segment-${SEG}`)) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    const dialog = screen.getByTestId('vp-confirm-remove-segment');
    expect(within(dialog).getByTestId('vp-confirm-segment-id').textContent).toBe(SEG);
    expect(dialog.textContent).toMatch(/used in the last training/);
    fireEvent.click(within(dialog).getByTestId('vp-confirm-remove-segment-ok'));
    await waitFor(() =>
      expect(callsTo(t, 'voiceprints.removeSegment')[0]?.request).toEqual({
        gkVoiceprintProfileId: PID,
        gkProcessedAudioId: SEG,
      }),
    );
  });

  it('an analyst can lock but sees why unlock, delete template and remove segment are disabled', async () => {
    setup({ 'voiceprints.get': () => details() }, 'analyst');
    const unlock = (await screen.findByTestId('vp-unlock')) as HTMLButtonElement;
    await waitFor(() => expect(unlock.disabled).toBe(true));
    expect(screen.getByTestId('vp-unlock-reason').textContent).toBe(
      'Your role (analyst) cannot unlock voiceprints; support staff and admins can.',
    );
    // Unlock is the profile's expected action: the primary button, beside the "more actions" menu.
    expect(unlock.className).toContain('primary');
    fireEvent.click(screen.getByTestId('vp-more'));
    expect(screen.getByTestId('vp-delete-template').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('vp-delete-template-reason').textContent).toMatch(/cannot delete voiceprint templates/);
    expect((screen.getByTestId(`vp-remove-segment-${SEG}`) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('vp-lock-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed read with a retry', async () => {
    setup({
      'voiceprints.get': () => {
        throw fail('NOT_FOUND', 'voiceprint profile not found');
      },
    });
    expect((await screen.findByTestId('vp-detail-error-code')).textContent).toBe('NOT_FOUND');
  });
});

describe('lookup', () => {
  beforeEach(() => {
    window.location.hash = '#/voiceprints/@lookup';
  });

  it('checks a gk ID locally, shows server violations at the field, and lists what it found', async () => {
    const t = setup({
      'voiceprints.lookup': (r) => {
        if (r.owner.externalId === 'bad')
          throw fail('INVALID_ARGUMENT', 'bad owner', {
            fieldViolations: [{ field: 'owner.externalId', message: 'unknown format' }],
          });
        return { profiles: [summary()], note: 'only the oldest profile' };
      },
    });
    fireEvent.change(screen.getByTestId('vp-lookup-by'), { target: { value: 'gkId' } });
    fireEvent.change(screen.getByTestId('vp-lookup-owner'), { target: { value: 'not-a-uuid' } });
    fireEvent.click(screen.getByTestId('vp-lookup-submit'));
    expect(screen.getByText(/A gk ID is a UUID/)).toBeTruthy();
    expect(callsTo(t, 'voiceprints.lookup')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('vp-lookup-by'), { target: { value: 'externalId' } });
    fireEvent.change(screen.getByTestId('vp-lookup-owner'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByTestId('vp-lookup-submit'));
    await waitFor(() => expect(fieldError(screen.getByTestId('vp-lookup-owner'))).toContain('unknown format'));

    fireEvent.click(screen.getByTestId('vp-lookup-fraudster'));
    fireEvent.change(screen.getByTestId('vp-lookup-owner'), { target: { value: 'fraud-00001' } });
    fireEvent.change(screen.getByTestId('vp-lookup-tag'), { target: { value: 'main' } });
    fireEvent.click(screen.getByTestId('vp-lookup-submit'));
    await screen.findByTestId(`row-${PID}`);
    expect(screen.getByTestId('vp-lookup-note').textContent).toBe('only the oldest profile');
    expect(callsTo(t, 'voiceprints.lookup').at(-1)!.request).toEqual({
      owner: { kind: 'fraudster', externalId: 'fraud-00001' },
      tag: 'main',
    });
  });
});

describe('status report', () => {
  beforeEach(() => {
    window.location.hash = '#/voiceprints/@report';
  });

  it('runs the job, follows job.progress events, then shows sorted rows from main', async () => {
    let phase: ReportStatus['phase'] = 'pending';
    const status = (): ReportStatus => ({
      jobId: 'j1',
      ownerType: 'OWNER_TYPE_PERSON',
      phase,
      rowCount: phase === 'done' ? 2 : 0,
      files: 1,
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    const row = (id: string, ownerId: string) => ({
      gkVoiceprintProfileId: id,
      gkOwnerId: 'o',
      ownerType: 'OWNER_TYPE_PERSON',
      ownerId,
      tag: 'main',
      version: 1,
      status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
      nearTermAdaptation: false,
      lockStatus: 'LOCK_STATUS_UNLOCKED',
      lockReason: '',
      lockedBy: '',
      reason: '',
      mismatchCounter: 0,
      lockTimestamp: '',
      autoUnlockTimestamp: '',
      gkCalibrationModelRevisionId: '',
      voiceClassScore: 60,
      latestTrainTimestamp: '',
      creationTimestamp: '2026-01-01T00:00:00.000Z',
      modificationTimestamp: '',
    });
    const t = setup({
      'voiceprints.runReport': () => ({ jobId: 'j1' }),
      'voiceprints.reportStatus': () => status(),
      'voiceprints.reportRows': (r) => ({
        rows: r.desc ? [row('r2', 'cust-2'), row('r1', 'cust-1')] : [row('r1', 'cust-1'), row('r2', 'cust-2')],
        total: 2,
        offset: 0,
      }),
    });
    expect(await screen.findByTestId('vp-report-none')).toBeTruthy();
    fireEvent.change(screen.getByTestId('vp-report-owner'), { target: { value: 'OWNER_TYPE_PERSON' } });
    await clickWhenEnabled('vp-report-run');
    await waitFor(() => expect(screen.getByTestId('vp-report-progress').dataset.phase).toBe('pending'));
    phase = 'parsing';
    t.emit('job.progress', {
      jobId: 'j1',
      kind: 'voiceprints.report',
      state: 'running',
      done: 1,
      message: 'Reading the report',
    });
    await waitFor(() => expect(screen.getByTestId('vp-report-phase').textContent).toBe('Reading the report · 1 rows'));
    phase = 'done';
    t.emit('job.progress', {
      jobId: 'j1',
      kind: 'voiceprints.report',
      state: 'done',
      done: 2,
      total: 2,
      message: 'Report ready',
    });
    await screen.findByTestId('row-r1');
    expect(callsTo(t, 'voiceprints.runReport')[0]!.request).toEqual({ ownerType: 'OWNER_TYPE_PERSON' });
    fireEvent.click(
      screen.getByRole('columnheader', { name: /External ID/ }).querySelector('button') ??
        screen.getByRole('columnheader', { name: /External ID/ }),
    );
    await waitFor(() =>
      expect(
        callsTo(t, 'voiceprints.reportRows').some((c) => (c.request as { sortBy: string }).sortBy === 'ownerId'),
      ).toBe(true),
    );
  });
});
