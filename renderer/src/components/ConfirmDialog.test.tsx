import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('enables the confirm button only once the required text is typed', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete profile"
        requireText="vp-42"
        tone="danger"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => {}}
      >
        The voiceprint profile vp-42 and its templates will be removed.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('vp-42 and its templates will be removed');
    const ok = screen.getByTestId('confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    const input = screen.getByTestId('confirm-input');
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'vp-4');
    expect(ok.disabled).toBe(true);
    await userEvent.type(input, '2');
    expect(ok.disabled).toBe(false);
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and keeps Tab inside the dialog', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Unlock" onConfirm={() => {}} onCancel={onCancel}>
        Unlock it?
      </ConfirmDialog>,
    );
    const ok = screen.getByTestId('confirm-ok');
    expect(document.activeElement).toBe(ok);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByTestId('confirm-cancel'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(
      <ConfirmDialog open={false} title="x" onConfirm={() => {}} onCancel={() => {}}>
        y
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
