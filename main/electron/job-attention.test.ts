// The shell's long-job attention by its configuration, with a fake window and Notification
// (Electron cannot run here).
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../ipc/event-bus.js';
import { installJobAttention, type AttentionWindow } from './job-attention.js';

function setup(focused: boolean, supported = true) {
  const bus = createEventBus();
  const onFocus: (() => void)[] = [];
  const win = {
    focused,
    isFocused: vi.fn(() => win.focused),
    setProgressBar: vi.fn(),
    flashFrame: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    once: vi.fn((_e: string, l: () => void) => onFocus.push(l)),
  };
  const shown: { title: string; body: string; click?: () => void }[] = [];
  const stop = installJobAttention({
    events: bus,
    window: () => win as unknown as AttentionWindow,
    notification: (o) => {
      if (!supported) return null;
      const n: { title: string; body: string; click?: () => void } = { ...o };
      return {
        on: ((_e: 'click', l: () => void) => (n.click = l)) as never,
        show: () => void shown.push(n),
      };
    },
  });
  const job = (state: 'running' | 'done' | 'failed' | 'cancelled', fraction?: number) =>
    bus.emit('job.progress', {
      jobId: 'j1',
      kind: 'voiceprints.report',
      state,
      done: 10,
      ...(fraction !== undefined ? { fraction } : {}),
      message: state === 'done' ? 'Report ready' : 'Reading the report',
    });
  return { win, shown, job, onFocus, stop };
}

describe('Electron job attention', () => {
  it('shows the progress on the taskbar and clears it when the job ends', () => {
    const s = setup(true);
    s.job('running', 0.5);
    expect(s.win.setProgressBar).toHaveBeenLastCalledWith(0.5, { mode: 'normal' });
    s.job('done');
    expect(s.win.setProgressBar).toHaveBeenLastCalledWith(-1, { mode: 'none' });
    expect(s.shown).toEqual([]);
    expect(s.win.flashFrame).not.toHaveBeenCalled();
  });

  it('notifies and flashes when the job ends behind other windows; a click brings the window back', () => {
    const s = setup(false);
    s.job('running', 0.3);
    s.job('done');
    expect(s.shown).toMatchObject([{ title: 'Status report ready', body: 'Report ready' }]);
    expect(s.win.flashFrame).toHaveBeenLastCalledWith(true);
    s.shown[0]!.click!();
    expect(s.win.show).toHaveBeenCalled();
    expect(s.win.focus).toHaveBeenCalled();
    s.onFocus.forEach((l) => l());
    expect(s.win.flashFrame).toHaveBeenLastCalledWith(false);
  });

  it('says nothing for a cancel, still flashes where the platform has no notifications, and stops when uninstalled', () => {
    const s = setup(false, false);
    s.job('running');
    s.job('cancelled');
    expect(s.win.flashFrame).not.toHaveBeenCalled();
    s.job('running');
    s.job('failed');
    expect(s.win.flashFrame).toHaveBeenCalledWith(true);
    s.stop();
    s.job('running', 0.9);
    expect(s.win.setProgressBar).not.toHaveBeenCalledWith(0.9, expect.anything());
  });
});
