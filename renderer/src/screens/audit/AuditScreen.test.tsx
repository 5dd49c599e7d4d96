import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit';
import { renderWithApi } from '../../../test/render.testkit';
import type { AuditEntry, AuditQuery } from '../../../../shared/domain/audit';
import AuditScreen from './AuditScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (i: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  at: new Date(Date.UTC(2025, 0, 1, 12, 0, i)).toISOString(),
  osUser: 'alice',
  profileId: 'embedded',
  profileName: 'Embedded',
  clientId: 'demo-admin',
  scopeId: 'demo',
  action: i % 2 ? 'connections.save' : 'voiceprints.unlock',
  target: { profileId: `p${i}` },
  result: i === 3 ? 'PERMISSION_DENIED' : 'ok',
  detail: `change ${i}`,
  ...over,
});

function show(h: Handlers) {
  const t = fakeTransport(h);
  renderWithApi(<AuditScreen params={[]} />, t);
  return t;
}

const lastList = (t: ReturnType<typeof fakeTransport>) =>
  t.calls.filter((c) => c.channel === 'audit.list').at(-1)?.request as AuditQuery;

describe('AuditScreen', () => {
  it('lists entries newest first with result badges', async () => {
    show({ 'audit.list': () => ({ entries: [0, 1, 2, 3].map((i) => entry(i)) }) });
    expect(screen.getByTestId('loading')).toBeTruthy();
    await screen.findByTestId('audit-table');
    const rows = screen.getAllByTestId(/^row-/);
    expect(rows.length).toBe(4);
    expect(rows[0]!.textContent).toContain('connections.save');
    expect(rows[0]!.textContent).toContain('PERMISSION_DENIED');
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-01T12:00:03.000Z');
    expect(screen.getByTestId('audit-count').textContent).toBe('4 entries');
  });

  it('shows an empty state, and an error with retry', async () => {
    let n = 0;
    show({
      'audit.list': () => {
        if (n++ === 0) throw fail('INTERNAL', 'audit.log is unreadable');
        return { entries: [] };
      },
    });
    expect((await screen.findByTestId('error-message')).textContent).toBe('audit.log is unreadable');
    await userEvent.click(screen.getByTestId('error-retry'));
    expect((await screen.findByTestId('audit-empty')).textContent).toContain('Nothing audited yet');
  });

  it('sends the filters to main and says when nothing matches', async () => {
    const t = show({
      'audit.list': (q) => ({ entries: q.action || q.text ? [] : [entry(1)] }),
    });
    await screen.findByTestId('audit-table');
    await userEvent.type(screen.getByTestId('audit-action'), 'voiceprints.unlock');
    await userEvent.type(screen.getByTestId('audit-text'), 'p7');
    await waitFor(() => expect(lastList(t)).toMatchObject({ action: 'voiceprints.unlock', text: 'p7' }));
    await userEvent.type(screen.getByTestId('audit-from'), '2025-01-01T10:00');
    await waitFor(() => expect(lastList(t).from).toBe(new Date('2025-01-01T10:00').toISOString()));
    expect((await screen.findByTestId('audit-empty')).textContent).toContain('No entries match');
    await userEvent.click(screen.getByTestId('audit-clear'));
    await waitFor(() => expect(screen.getAllByTestId(/^row-/).length).toBe(1));
    expect(lastList(t)).toEqual({ limit: 1000 });
  });

  it('refuses a range that ends before it starts', async () => {
    const t = show({ 'audit.list': () => ({ entries: [] }) });
    await screen.findByTestId('audit-table');
    await userEvent.type(screen.getByTestId('audit-from'), '2025-02-01T10:00');
    await userEvent.type(screen.getByTestId('audit-to'), '2025-01-01T10:00');
    expect(screen.getByTestId('f-from-error').textContent).toBe('after “To”');
    expect(lastList(t).to).toBeUndefined();
  });

  it('exports the filtered log as a CSV download', async () => {
    const created: Blob[] = [];
    const urls = { createObjectURL: vi.fn((b: Blob) => (created.push(b), 'blob:x')), revokeObjectURL: vi.fn() };
    Object.assign(URL, urls);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const t = show({
      'audit.list': () => ({ entries: [entry(1)] }),
      'audit.exportCsv': () => ({
        filename: 'vigil-audit-2025.csv',
        csv: 'at,action\n2025,connections.save\n',
        count: 1,
      }),
    });
    await screen.findByTestId('audit-table');
    await userEvent.type(screen.getByTestId('audit-action'), 'connections.save');
    await userEvent.click(screen.getByTestId('audit-export'));
    expect((await screen.findByTestId('export-done')).textContent).toBe('Saved 1 entry as vigil-audit-2025.csv.');
    expect(t.calls.find((c) => c.channel === 'audit.exportCsv')?.request).toEqual({ action: 'connections.save' });
    expect(clicked[0]?.download).toBe('vigil-audit-2025.csv');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(created[0]?.size).toBe('at,action\n2025,connections.save\n'.length);
  });

  it('shows the detail of the row chosen with the keyboard', async () => {
    show({ 'audit.list': () => ({ entries: [entry(1), entry(2)] }) });
    const table = await screen.findByTestId('audit-table');
    table.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('audit-detail').textContent).toContain('change 2');
  });

  it('names what a change touched by the IDs people use, shows the reason, and opens a clicked row in view with focus', async () => {
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    show({
      'audit.list': () => ({
        entries: [
          entry(2, {
            target: { gkVoiceprintProfileId: '3f2a0000-0000-4000-8000-000000000001' },
            refs: { ownerExternalId: 'cust-00042', ownerType: 'person', tag: 'main' },
            reason: 'INC-4711 caller verified by PIN',
          }),
          entry(1),
        ],
      }),
    });
    await screen.findByTestId('audit-table');
    const [row] = screen.getAllByTestId(/^row-/);
    expect(row!.textContent).toContain('customer cust-00042, tag main');
    expect(row!.textContent).toContain('INC-4711 caller verified by PIN');
    await userEvent.click(row!);
    const detail = screen.getByTestId('audit-detail');
    expect(document.activeElement).toBe(detail);
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByTestId('audit-detail-refs').textContent).toBe('customer cust-00042, tag main');
    expect(screen.getByTestId('audit-detail-reason').textContent).toBe('INC-4711 caller verified by PIN');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByTestId('audit-table'));
  });

  it('starts searching for the text in its route (#/audit/<text>)', async () => {
    const t = fakeTransport({ 'audit.list': () => ({ entries: [] }) });
    renderWithApi(<AuditScreen params={['cust-00042']} />, t);
    expect((screen.getByTestId('audit-text') as HTMLInputElement).value).toBe('cust-00042');
    await waitFor(() => expect(lastList(t)).toMatchObject({ text: 'cust-00042' }));
  });
});
