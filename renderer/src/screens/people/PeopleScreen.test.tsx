import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../../../../shared/ipc/channels/people.js';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import PeopleScreen from './PeopleScreen.js';

const GK = '11111111-2222-4333-8444-555555555555';

function fakeServer(role = 'support', over: Handlers = {}) {
  const person: Person = {
    gkPersonId: GK,
    personId: 'cust-1',
    firstName: 'Ada',
    consent: { status: 'opted-in', timestamp: '2026-01-02T10:00:00.000Z' },
    voiceprintProfileIds: ['aaaaaaaa-2222-4333-8444-555555555555'],
  };
  let polls = 0;
  const handlers: Handlers = {
    ...shellHandlers(role),
    'people.find': (r) => {
      if (r.personId !== 'cust-1') throw fail('NOT_FOUND', `No person has the external ID "${r.personId}".`);
      if (person.erasure && person.erasure.state !== 'COMPLETED' && ++polls >= 2)
        person.erasure = {
          ...person.erasure,
          state: 'COMPLETED',
          completedAt: '2026-01-02T11:00:01.000Z',
          segmentsDeleted: 3,
          segmentsKept: 1,
          sessionsCleared: 2,
        };
      return structuredClone(person);
    },
    'people.optOut': (r) => {
      person.consent = {
        status: 'opted-out',
        timestamp: '2026-01-02T11:00:00.000Z',
        ...(r.reason ? { reason: r.reason } : {}),
      };
      person.voiceprintProfileIds = [];
      return { gkPersonId: r.gkPersonId };
    },
    'people.deletePersonalData': (r) => {
      person.erasure = {
        jobId: 'job-1',
        state: 'RUNNING',
        step: 'segments',
        requestedAt: '2026-01-02T11:00:00.000Z',
        printsDeleted: 0,
        segmentsDeleted: 1,
        segmentsKept: 0,
        sessionsCleared: 0,
      };
      return { gkPersonId: r.gkPersonId };
    },
    'people.groups': (r) =>
      r.gkPersonId
        ? {
            items: [{ gkGroupId: 'g-1', groupId: 'vip-customers', memberCount: 12 }],
            nextPageToken: '',
            totalSize: 1,
            browseAvailable: true,
          }
        : r.pageToken
          ? {
              items: [{ gkGroupId: 'g-3', groupId: 'old-group', memberCount: 0 }],
              nextPageToken: '',
              totalSize: 3,
              browseAvailable: true,
            }
          : {
              items: [
                { gkGroupId: 'g-2', groupId: 'staff', memberCount: 4, createdAt: '2026-01-03T10:00:00.000Z' },
                { gkGroupId: 'g-1', groupId: 'vip-customers', memberCount: 12 },
              ],
              nextPageToken: 'next-1',
              totalSize: 3,
              browseAvailable: true,
            },
    'people.consentHistory': () => ({
      items: [
        { status: 'opted-in', timestamp: '2026-01-02T10:00:00.000Z', agentId: 'agent-7', printsDeleted: 0 },
        {
          status: 'opted-out',
          timestamp: '2026-01-01T09:00:00.000Z',
          reason: 'by letter',
          agentId: 'agent-3',
          printsDeleted: 2,
        },
      ],
      nextPageToken: '',
      totalSize: 2,
      browseAvailable: true,
    }),
    ...over,
  };
  return fakeTransport(handlers);
}

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/people/cust-1';
});

const enabled = (id: string) =>
  waitFor(() => expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(false));

describe('People screen', () => {
  it('shows consent with its time and the prints; opt-out says it deletes prints and sends the reason', async () => {
    const t = fakeServer();
    renderWithApi(<PeopleScreen params={['cust-1']} />, t);
    expect((await screen.findByTestId('person-consent')).textContent).toBe('Opted in');
    expect(screen.getByTestId('person-consent-time').textContent).toMatch(/since/);
    expect(screen.getByTestId('person-profiles').querySelectorAll('li')).toHaveLength(1);

    await enabled('person-opt-out');
    fireEvent.click(screen.getByTestId('person-opt-out'));
    const dialog = screen.getByTestId('opt-out-dialog');
    expect(dialog.textContent).toMatch(/deletes their 1 voiceprint profile/);
    fireEvent.change(screen.getByTestId('opt-out-reason'), { target: { value: 'customer asked' } });
    fireEvent.click(within(dialog).getByTestId('opt-out-dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('person-consent').textContent).toBe('Opted out'));
    expect(screen.getByTestId('person-no-profiles')).toBeTruthy();
    expect(screen.getByTestId('person-opted-out-note').textContent).toMatch(/refuses/);
    expect(t.calls.find((c) => c.channel === 'people.optOut')!.request).toEqual({
      gkPersonId: GK,
      reason: 'customer asked',
    });
  });

  it('delete personal data: the dialog says what goes and what stays, needs the ID typed, and progress polls to done', async () => {
    const t = fakeServer();
    renderWithApi(<PeopleScreen params={['cust-1']} />, t);
    await screen.findByTestId('person-no-erasure');
    await enabled('person-erase');
    fireEvent.click(screen.getByTestId('person-erase'));
    expect(screen.getByTestId('erase-removed').textContent).toMatch(
      /voiceprint profiles.*media segments.*personal fields of their sessions/s,
    );
    expect(screen.getByTestId('erase-kept').textContent).toMatch(/fraud.*legal hold/s);
    const ok = screen.getByTestId('erase-dialog-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(screen.getByTestId('erase-dialog').textContent).toMatch(/audit log only/);
    fireEvent.change(screen.getByTestId('erase-reason'), { target: { value: 'DSR-88 erasure request' } });
    fireEvent.change(screen.getByTestId('erase-dialog-input'), { target: { value: 'cust-1' } });
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    expect((await screen.findByTestId('person-erasure-state')).textContent).toBe('In progress');
    expect((screen.getByTestId('person-erase') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('person-erasure-state').textContent).toBe('Completed'), {
      timeout: 8_000,
    });
    expect(screen.getByTestId('erasure-segments').textContent).toBe('3');
    expect(screen.getByTestId('erasure-kept').textContent).toBe('1');
    expect(t.calls.filter((c) => c.channel === 'people.deletePersonalData').map((c) => c.request)).toEqual([
      expect.objectContaining({ reason: 'DSR-88 erasure request' }),
    ]);
  });

  it('an analyst sees the consent actions disabled with who can do them', async () => {
    renderWithApi(<PeopleScreen params={['cust-1']} />, fakeServer('analyst'));
    await screen.findByTestId('person-detail');
    await waitFor(() =>
      expect(screen.getByTestId('person-opt-out-reason').textContent).toMatch(/cannot opt persons out/),
    );
    expect((screen.getByTestId('person-erase') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown ID says so and offers to create the person, with the server violation at its field', async () => {
    const t = fakeServer('support', {
      'people.create': () => {
        throw fail('INVALID_ARGUMENT', 'invalid person', {
          fieldViolations: [{ field: 'personId', message: 'already used by another person' }],
        });
      },
    });
    renderWithApi(<PeopleScreen params={['ghost']} />, t);
    expect((await screen.findByTestId('people-not-found')).textContent).toContain('ghost');
    fireEvent.click(screen.getByTestId('people-create-open'));
    expect((screen.getByTestId('people-create-id') as HTMLInputElement).value).toBe('ghost');
    await enabled('people-create-submit');
    fireEvent.click(screen.getByTestId('people-create-submit'));
    const input = screen.getByTestId('people-create-id');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('people-create-error').textContent).toContain('INVALID_ARGUMENT');
  });

  it('shows the consent history newest first and the person’s groups from the member filter', async () => {
    const t = fakeServer();
    renderWithApi(<PeopleScreen params={['cust-1']} />, t);
    const events = await screen.findAllByTestId('person-consent-event');
    expect(events.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^Opted in.*agent-7/),
      expect.stringMatching(/^Opted out.*agent-3.*by letter.*2 print\(s\) deleted/),
    ]);
    expect((await screen.findByTestId('person-groups')).textContent).toMatch(/vip-customers.*12 members/);
    expect(t.calls.find((c) => c.channel === 'people.groups')!.request).toMatchObject({ gkPersonId: GK });
    expect(t.calls.find((c) => c.channel === 'people.consentHistory')!.request).toMatchObject({ gkPersonId: GK });
  });

  it('a server without Browse: the history and groups say they are not offered; the group check still works', async () => {
    const none = () => ({ items: [], nextPageToken: '', totalSize: 0, browseAvailable: false });
    renderWithApi(
      <PeopleScreen params={['cust-1']} />,
      fakeServer('support', { 'people.groups': none, 'people.consentHistory': none }),
    );
    expect((await screen.findByTestId('person-consent-history-unavailable')).textContent).toMatch(/does not offer/);
    expect((await screen.findByTestId('person-groups-unavailable')).textContent).toMatch(/does not offer/);
    expect(screen.getByTestId('person-group-check')).toBeTruthy();
  });

  it('an admin lists the scope’s groups with member counts and pages on', async () => {
    const t = fakeServer('admin');
    renderWithApi(<PeopleScreen params={[]} />, t);
    await waitFor(() => expect((screen.getByTestId('people-tabs-groups') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('people-tabs-groups'));
    const rows = await screen.findAllByTestId('groups-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^staff4/),
      expect.stringMatching(/^vip-customers12/),
    ]);
    expect(screen.getByTestId('groups-total').textContent).toMatch(/^3 group/);
    fireEvent.click(screen.getByTestId('groups-more'));
    await waitFor(() => expect(screen.getAllByTestId('groups-row')).toHaveLength(3));
    expect(t.calls.filter((c) => c.channel === 'people.groups').map((c) => c.request)).toEqual([
      { pageSize: 100 },
      { pageSize: 100, pageToken: 'next-1' },
    ]);
    expect(screen.queryByTestId('groups-more')).toBeNull();
  });

  it('an analyst gets no group tab, no groups and no consent history, and no call is made for them', async () => {
    const t = fakeServer('analyst');
    renderWithApi(<PeopleScreen params={['cust-1']} />, t);
    await screen.findByTestId('person-detail');
    await waitFor(() => expect(screen.getByTestId('person-groups-denied').textContent).toMatch(/cannot list groups/));
    expect(screen.getByTestId('person-consent-history-denied').textContent).toMatch(/support staff/);
    expect((screen.getByTestId('people-tabs-groups') as HTMLButtonElement).disabled).toBe(true);
    expect(t.calls.some((c) => c.channel === 'people.groups' || c.channel === 'people.consentHistory')).toBe(false);
  });
});
